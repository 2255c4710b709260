// The "Import results (PBN, USEBIO)…" dialog as the built Code.js serves it, in Chromium: a file chosen in the page
// is read there and sent through google.script.run to the built importPbnFile (PBN or USEBIO, told apart by
// the content), on an in-memory spreadsheet.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { BBO, PAIRS } from '../fixtures/paths';
import { launchBrowser } from './browser';
import { dialogCode } from './dialog';

let browser: Browser;
let ss: FakeSpreadsheet;
const { open } = dialogCode(() => ss);

async function openDialog(): Promise<Page> {
  ss = new FakeSpreadsheet();
  return open(browser, 'showPbnImport', 'pbn-import.html', { width: 460, height: 200 });
}

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the PBN import dialog in Chromium', () => {
  it('imports a BBO file chosen in the dialog into Results and says what it did', async () => {
    const name = readdirSync(BBO).find((n) => n.endsWith('.pbn')) as string;
    const text = readFileSync(join(BBO, name), 'utf8');
    const records = [...text.matchAll(/^\[Board "/gm)].length;
    const recorded = [...text.matchAll(/\[Score "NS (-?\d+)"\]/g)].map((m) => Number(m[1]));
    const page = await openDialog();
    await page.locator('#file').setInputFiles(join(BBO, name));
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Imported \d+ records? into "Results"/);
    expect(await page.getByRole('status').textContent()).toContain(`Imported ${records} record`);
    const rows = ss.values('Results').slice(2);
    expect(rows).toHaveLength(records);
    // Every record's N/S score, as the file itself records it.
    expect(rows.map((row) => row[8])).toEqual(recorded);
    await page.close();
  });

  it('reads a club’s ISO-8859-1 file: the names come out as the club wrote them, and the ranking as published', async () => {
    // The file has no par: its 24 deals are solved in the import (about 15 s here), so the test has more
    // than the usual 30 s on a machine that runs slow.
    const page = await openDialog();
    await page.locator('#file').setInputFiles(join(PAIRS, 'spiren-2018-07-02.pbn'));
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 90_000 })
      .toMatch(/^Imported 240 records into "Results"/);
    expect(await page.getByRole('status').textContent()).toContain(
      "Every pair's percentage is the one the file gives (20 pairs).",
    );
    // Pair 16's names hold an ø, one byte in ISO-8859-1 and not UTF-8: read as UTF-8, it would be lost.
    expect(ss.values('Pairs')).toContainEqual([16, '', 'Beate Monrad - Eitan Zuckermann']);
    expect(ss.values('Pairs')).toContainEqual([12, '', 'Oddvar Ljønes - Arve Christiansen']);
    await page.close();
  }, 120_000);

  it("imports a USEBIO file (.xml) chosen in the dialog, each pair's IMPs as the file gives them", async () => {
    const page = await openDialog();
    expect(await page.locator('#file').getAttribute('accept')).toBe('.pbn,.txt,.xml');
    await page.locator('#file').setInputFiles('test/fixtures/usebio/compscore-butler_howell.xml');
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain("Every pair's IMPs is the one the file gives (8 pairs)");
    // Pair 4 won with 34 IMPs: the file's <PAIR_NUMBER>4</PAIR_NUMBER> … <TOTAL_SCORE>34.00</TOTAL_SCORE>.
    const first = ss.values('Ranking').find((row) => row[0] === '1');
    expect(first?.slice(0, 3)).toEqual(['1', '4', 34]);
    await page.close();
  });

  it('refuses a broken file with the line at fault, and writes nothing', async () => {
    const page = await openDialog();
    await page.locator('#file').setInputFiles({
      name: 'broken.pbn',
      mimeType: 'text/plain',
      buffer: Buffer.from('[Board "1"]\r\n[Contract 4S]\r\n'),
    });
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Not imported: "[Contract 4S]": a tag is written [Name "value"] (line 2)');
    expect(ss.sheets.size).toBe(0);
    await page.close();
  });
});

// The hand-record page as a club meets it: a PBN file chosen, each board with its hands, dealer and
// vulnerability, table and par, to print. Expected tables are DDS's own, as BBO recorded them or as
// Debian's libdds gives them here; each board's table is shared out between workers, one a core.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDeal, parsePbn, readHandRecords } from '../../core/index';
import { BBO, PAIRS, pbnText } from '../fixtures/paths';
import { type LoadedExtension, launchWithExtension, SCREENSHOTS } from './browser';
import { DDS_TABLE, ddCells } from './deals';
import { axeViolations } from './popup-page';
import { countWorkers, ddsTables, readWorkerCount, type WorkerCount, workersThatAnswered } from './solver-workers';

let extension: LoadedExtension;
const errors: string[] = [];

beforeAll(async () => {
  extension = await launchWithExtension();
  await extension.context.addInitScript(countWorkers());
}, 60_000);

afterAll(async () => {
  await extension?.close();
});

/** Each board's table as shown, a row a seat. */
const tablesShown = (boards: Element[]) =>
  boards.map((board) =>
    [...board.querySelectorAll('table.dd-table tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
    ),
  );

describe('hand records', () => {
  async function openRecords(file: string): Promise<Page> {
    const page = await extension.context.newPage();
    await page.setViewportSize({ width: 900, height: 1000 });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`chrome-extension://${extension.id}/records.html`);
    await page.locator('input[type=file]').setInputFiles(file);
    return page;
  }

  it("print a club evening's 24 boards: hands, dealer and vulnerability from the file, each solved with par", async () => {
    const path = join(PAIRS, 'spiren-2017-10-30.pbn');
    const page = await openRecords(path);
    await expect.poll(() => page.locator('section.record').count()).toBe(24);
    await expect.poll(() => page.locator('section.record table.dd-table').count(), { timeout: 120_000 }).toBe(24);
    expect(await page.locator('section.record .par').count()).toBe(24);
    // Every board's table is DDS's for its deal.
    const games = parsePbn(pbnText(path));
    const records = games.ok ? readHandRecords(games.value) : null;
    const deals = records?.ok ? records.value.boards.map((record) => formatDeal(record.deal)) : [];
    expect(deals).toHaveLength(24);
    expect(await page.locator('section.record').evaluateAll(tablesShown)).toEqual(ddsTables(deals));
    // Solved by one worker a core (this machine has 2), each of which answered, kept from board to board.
    const count: WorkerCount = JSON.parse(await page.evaluate(readWorkerCount));
    expect(count.made).toBe(Math.min(await page.evaluate(() => navigator.hardwareConcurrency), 4));
    expect(count.made).toBeGreaterThan(1);
    expect(workersThatAnswered(count)).toBe(count.made);
    expect(count.ended).toBe(0);
    // Each board's dealer and vulnerability are the file's tags.
    const tags = pbnText(path)
      .split('[Board "')
      .slice(1)
      .map((game) => {
        const vulnerability = /\[Vulnerable "(\w+)"\]/.exec(game)?.[1];
        return `Board ${Number(/^(\d+)"/.exec(game)?.[1])}Vul ${vulnerability === 'Both' ? 'All' : vulnerability}|${/\[Dealer "([NESW])"\]/.exec(game)?.[1]}`;
      });
    const shown = await page.locator('section.record').evaluateAll((boards) =>
      boards.map((board) => {
        const dealer = board.querySelector('.hand .seat small')?.closest('.hand')?.className.slice(-1);
        return `${board.querySelector('.table-middle')?.textContent}|${dealer}`;
      }),
    );
    expect(shown).toEqual(tags);
    expect(await page.getByRole('button', { name: 'Print' }).isEnabled()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'records-24-boards.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    // It prints: Chromium makes the PDF a Print would.
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.length).toBeGreaterThan(10_000);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("use a file's own tables, without solving", async () => {
    // Board 2's OptimumResultTable altered (N in NT 6 → 13 tricks): the page must show the file's 13,
    // which no solve of the deal would give.
    const text = readFileSync(join(BBO, 'Ben & Friends Daily - 2024-06-02 Daylong.pbn'), 'utf8');
    expect(text.indexOf('\nN NT  6\n')).toBeGreaterThan(text.indexOf('[Board "2"]'));
    const doctored = text.replace('\nN NT  6\n', '\nN NT 13\n');
    const page = await extension.context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`chrome-extension://${extension.id}/records.html`);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'doctored.pbn', mimeType: 'text/plain', buffer: Buffer.from(doctored) });
    await expect.poll(() => page.locator('section.record').count()).toBe(8);
    const board2 = page.locator('section.record', { has: page.getByText('Board 2', { exact: true }) });
    await expect
      .poll(() => ddCells(board2), { timeout: 20_000 })
      .toEqual([['13', ...(DDS_TABLE[0] as string[]).slice(1)], ...DDS_TABLE.slice(1)]);
    await page.close();
  });

  it('refuse a file that is not PBN, saying why', async () => {
    const page = await extension.context.newPage();
    await page.goto(`chrome-extension://${extension.id}/records.html`);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes') });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Not a PBN file: "just": this text belongs to no tag (line 1)');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'empty.pbn', mimeType: 'text/plain', buffer: Buffer.from('[Event "x"]\n[Board "1"]\n') });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The file has no deal of four full hands: nothing to print.');
    await page.close();
  });
});

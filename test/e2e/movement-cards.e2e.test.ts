// The "Movement cards…" dialog as the built Code.js serves it, in Chromium, its calls bridged to the
// built server over the fake spreadsheet: a director asks for a 7-table Mitchell and a 5-table Howell,
// saves the cards page, and the page and the sheets written are screenshot for a person to look at.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { launchBrowser, SCREENSHOTS } from './browser';
import { dialogCode, PAGES } from './dialog';
import { axeViolations } from './popup-page';

let browser: Browser;
let book = new FakeSpreadsheet();
const { open } = dialogCode(() => book);

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(PAGES, { recursive: true });
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** A sheet of the fake spreadsheet as a plain grid, bold where the sheet is, to look at as printed. */
function sheetHtml(name: string): string {
  const bold = new Set(
    book.formats
      .filter((f) => f.startsWith(`${name}!R`) && f.endsWith(' bold'))
      .map((f) => Number(/!R(\d+)C/.exec(f)?.[1])),
  );
  const rows = book
    .values(name)
    .map(
      (row, r) =>
        `<tr${bold.has(r + 1) ? ' style="font-weight:600"' : ''}>${row.map((cell) => `<td>${String(cell ?? '')}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><title>${name}</title><style>body{font:13px Arial,sans-serif;margin:8px}td{border:1px solid #e0e0e0;padding:2px 6px;min-width:48px}table{border-collapse:collapse}</style></head><body><table>${rows}</table></body></html>`;
}

async function openDialog(): Promise<Page> {
  book = new FakeSpreadsheet();
  return open(browser, 'showMovementCards', 'movement-cards-dialog.html', { width: 440, height: 460 });
}

describe('the Movement cards dialog in Chromium', () => {
  it('writes a 7-table Mitchell’s cards, and saves its page: axe-clean, one screen wide, looked at', async () => {
    const page = await openDialog();
    await page.getByLabel('Movement').selectOption('Mitchell');
    await page.getByLabel('Pairs').fill('14');
    await page.getByLabel('Boards a round (blank: about 24 in all)').fill('3');
    await page.getByRole('button', { name: 'Write the cards' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Wrote "Movement", "Table cards", "Guide cards".');
    await page.screenshot({ path: join(SCREENSHOTS, 'movement-cards-dialog.png') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Save the cards page (.html)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('movement-mitchell-14-pairs.html');
    const saved = join(PAGES, 'movement-mitchell.html');
    writeFileSync(saved, readFileSync(await download.path(), 'utf8'));
    await page.close();

    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      const view = await browser.newPage({ viewport: { width, height } });
      await view.goto(`file://${saved}`);
      expect(await view.getByRole('heading', { level: 1 }).textContent()).toBe('Mitchell for 14 pairs');
      expect(await view.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Summary',
        'Plan',
        'Table cards',
        'Guide cards',
      ]);
      expect(await view.getByRole('heading', { level: 3 }).count()).toBe(7 + 14);
      expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(view)).toEqual([]);
      await view.screenshot({ path: join(SCREENSHOTS, `movement-page-${width}.png`) });
      await view.close();
    }

    for (const sheet of ['Movement', 'Table cards', 'Guide cards']) {
      const view = await browser.newPage({ viewport: { width: 560, height: 900 } });
      const file = join(PAGES, `sheet-${sheet.replace(' ', '-').toLowerCase()}.html`);
      writeFileSync(file, sheetHtml(sheet));
      await view.goto(`file://${file}`);
      await view.screenshot({ path: join(SCREENSHOTS, `movement-sheet-${sheet.replace(' ', '-').toLowerCase()}.png`) });
      await view.close();
    }
  });

  it('writes a 5-table Howell’s cards, and shows a refusal beside nothing written', async () => {
    const page = await openDialog();
    await page.getByLabel('Movement').selectOption('Howell');
    await page.getByLabel('Pairs').fill('18');
    await page.getByRole('button', { name: 'Write the cards' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('pairs: a Howell is for 4–16 pairs, not 18');
    expect(book.getSheetByName('Table cards')).toBeNull();
    await page.getByLabel('Pairs').fill('10');
    await page.getByRole('button', { name: 'Write the cards' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Wrote "Movement", "Table cards", "Guide cards".');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Save the cards page (.html)' }).click(),
    ]);
    const saved = join(PAGES, 'movement-howell.html');
    writeFileSync(saved, readFileSync(await download.path(), 'utf8'));
    await page.close();
    const view = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await view.goto(`file://${saved}`);
    expect(await view.getByRole('heading', { level: 3 }).count()).toBe(5 + 10);
    expect(await axeViolations(view)).toEqual([]);
    await view.screenshot({ path: join(SCREENSHOTS, 'movement-howell-page.png'), fullPage: true });
    await view.close();
    for (const name of ['Table cards', 'Guide cards']) {
      const slug = name.replace(' ', '-').toLowerCase();
      const sheet = await browser.newPage({ viewport: { width: 640, height: 900 } });
      const file = join(PAGES, `sheet-howell-${slug}.html`);
      writeFileSync(file, sheetHtml(name));
      await sheet.goto(`file://${file}`);
      await sheet.screenshot({ path: join(SCREENSHOTS, `movement-howell-${slug}.png`) });
      await sheet.close();
    }
  });
});

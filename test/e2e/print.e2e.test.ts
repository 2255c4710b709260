// The print page and the CSV file as a player meets them: a rubber entered in the built popup, Print opens
// the page in a new tab, CSV saves a file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadedExtension, launchWithExtension, SCREENSHOTS } from './browser';
import { axeViolations, openPopup as openPage, shot, smallText } from './popup-page';
import { WORKED_RUBBER, WORKED_RUBBER_CSV, WORKED_RUBBER_ROWS, WORKED_RUBBER_TOTALS } from './worked-rubber';

let extension: LoadedExtension;
const errors: string[] = [];
const openPopup = () => openPage(extension, errors);

beforeAll(async () => {
  extension = await launchWithExtension();
}, 60_000);

afterAll(async () => {
  await extension?.close();
});

async function enterRubber(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Rubber' }).click();
  const field = page.getByRole('textbox', { name: 'Contract and result' });
  for (const [side, text] of WORKED_RUBBER) {
    await page.getByRole('radio', { name: side }).check();
    await field.fill(text);
    await page.getByRole('button', { name: 'Add hand' }).click();
    await expect.poll(() => field.inputValue()).toBe('');
  }
  await expect.poll(() => page.locator('table.pad tfoot').textContent()).toBe(WORKED_RUBBER_TOTALS);
}

/** Each page's size, width by height in points, as the PDF's page dictionaries give them. */
const pdfPages = (pdf: Buffer): [number, number][] =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
    Math.round(Number(m[1])),
    Math.round(Number(m[2])),
  ]);

/** Presses Print in the popup and gives the print page it opens, loaded. */
async function pressPrint(popup: Page): Promise<Page> {
  const opened = extension.context.waitForEvent('page');
  await popup.getByRole('button', { name: 'Print' }).click();
  const page = await opened;
  page.on('pageerror', (error) => errors.push(error.message));
  await page.waitForLoadState();
  return page;
}

describe('printing a score sheet from the popup', () => {
  it('Print opens the print page in a new tab with the pad and the totals', async () => {
    const popup = await openPopup();
    await enterRubber(popup);
    await shot(popup, 'print-popup-rubber');
    const page = await pressPrint(popup);
    expect(page.url()).toBe(`chrome-extension://${extension.id}/print.html`);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rubber');
    expect(await page.locator('table.pad tfoot').textContent()).toBe(WORKED_RUBBER_TOTALS);
    const rows = await page
      .locator('table.rows tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows).toEqual(WORKED_RUBBER_ROWS);
    // Who won, as History says it: We hold one game of the two a rubber takes, so it is not over.
    expect(await page.locator('header .result').textContent()).toBe('We 460, They 0 (unfinished)');
    expect(await page.title()).toBe('Rubber: Bridge Scorer');
    await page.screenshot({ path: join(SCREENSHOTS, 'print-rubber.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallText(page)).toEqual([]);

    // On paper: no button, black on white.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return [style.color, getComputedStyle(document.documentElement).backgroundColor];
    });
    expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    await page.screenshot({ path: join(SCREENSHOTS, 'print-rubber-paper.png'), fullPage: true });
    // Printed for real: one upright page, on A4 and on Letter.
    const a4 = await page.pdf({
      path: join(SCREENSHOTS, 'print-rubber-a4.pdf'),
      format: 'A4',
      preferCSSPageSize: true,
    });
    expect(pdfPages(a4)).toEqual([[596, 843]]);
    expect(pdfPages(await page.pdf({ format: 'Letter', preferCSSPageSize: true }))).toEqual([[612, 792]]);
    await page.close();
    await popup.close();
  });

  it('CSV saves the rubber as a file a spreadsheet reads, numbers as numbers', async () => {
    const popup = await openPopup();
    await popup.getByRole('tab', { name: 'Rubber' }).click();
    await expect.poll(() => popup.locator('table.pad tfoot').textContent()).toBe(WORKED_RUBBER_TOTALS);
    const saving = popup.waitForEvent('download');
    await popup.getByRole('button', { name: 'CSV' }).click();
    const download = await saving;
    // Named by the day and the time (HHMM) the rubber started: its first hand, entered today.
    const today = await popup.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    const first = download.suggestedFilename();
    expect(first).toMatch(new RegExp(`^rubber-${today}-\\d{4}\\.csv$`));
    const text = readFileSync(await download.path(), 'utf8');
    expect(text).toBe(WORKED_RUBBER_CSV);

    // A second rubber of the day never takes the first one's name, even started in the same minute.
    await popup.getByRole('button', { name: 'New rubber' }).click();
    await popup.getByRole('button', { name: 'Yes' }).click();
    await popup.getByRole('textbox', { name: 'Contract and result' }).fill('4S=');
    await popup.getByRole('button', { name: 'Add hand' }).click();
    await expect.poll(() => popup.locator('table.pad tfoot').textContent()).toBe('Total 120Total 0');
    const again = popup.waitForEvent('download');
    await popup.getByRole('button', { name: 'CSV' }).click();
    const second = (await again).suggestedFilename();
    expect(second).toMatch(new RegExp(`^rubber-${today}-\\d{4}(-2)?\\.csv$`));
    expect(second).not.toBe(first);
    await popup.close();
  });

  it('names the sides as the players were named: the status line, the pad, the print and its won-by line', async () => {
    const popup = await openPopup();
    await popup.getByRole('tab', { name: 'Rubber' }).click();
    // The second rubber of the test before: 4♠= for We, 120 below, a game.
    await expect.poll(() => popup.locator('table.pad tfoot').textContent()).toBe('Total 120Total 0');
    await popup.getByText('Names', { exact: true }).click();
    await popup.getByRole('textbox', { name: 'We', exact: true }).fill('Nora & Sam');
    await popup.getByRole('textbox', { name: 'They', exact: true }).fill('Tom & Uma');
    await expect
      .poll(() => popup.getByRole('status').first().textContent())
      .toContain('Games: Nora & Sam 1, Tom & Uma 0. Nora & Sam vulnerable.');
    expect(await popup.locator('table.pad thead').textContent()).toBe('Nora & Sam (vul)Tom & Uma');
    await shot(popup, 'print-popup-rubber-names');
    const page = await pressPrint(popup);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect
      .poll(() => page.locator('header .result').textContent())
      .toBe('Nora & Sam 120, Tom & Uma 0 (unfinished)');
    expect(await page.locator('table.pad thead').textContent()).toBe('Nora & Sam (vul)Tom & Uma');
    expect(await page.locator('table.rows thead').textContent()).toBe(
      'HandDealerDeclarerContractHonorsNora & Sam aboveNora & Sam belowTom & Uma aboveTom & Uma belowNora & SamTom & Uma',
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'print-rubber-names.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
    await popup.close();
  });

  it('prints a Chicago and a Bugger game of five, each with its own pad', async () => {
    const popup = await openPopup();
    await popup.getByRole('tab', { name: 'Chicago' }).click();
    await popup.getByRole('textbox', { name: 'Contract and result' }).fill('4S=');
    await popup.getByRole('button', { name: 'Add hand' }).click();
    await expect.poll(() => popup.locator('table.chicago tfoot').textContent()).toContain('420');
    let page = await pressPrint(popup);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Chicago');
    expect(await page.locator('table.rows tbody tr').first().textContent()).toBe('1NNoneN4S=420');
    await page.screenshot({ path: join(SCREENSHOTS, 'print-chicago.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();

    await popup.getByRole('tab', { name: 'Bugger' }).click();
    for (const [i, name] of ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'].entries())
      await popup.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
    await popup.getByRole('button', { name: 'Start the game' }).click();
    // Round 1 deals 10 cards; the first dealer is Ann, so Bob bids first.
    for (const [name, bid] of [
      ['Bob', '2'],
      ['Cat', '3'],
      ['Dan', '1'],
      ['Eve', '2'],
      ['Ann', '1'],
    ] as const)
      await popup.getByRole('textbox', { name: `${name} bids` }).fill(bid);
    await popup.getByRole('button', { name: 'Record the bids' }).click();
    for (const [name, took] of [
      ['Ann', '1'],
      ['Bob', '2'],
      ['Cat', '4'],
      ['Dan', '1'],
      ['Eve', '2'],
    ] as const)
      await popup.getByRole('textbox', { name: `${name} took` }).fill(took);
    await popup.getByRole('button', { name: 'Record the tricks' }).click();
    await expect.poll(() => popup.locator('table.sheet tfoot').count()).toBe(1);
    await shot(popup, 'print-popup-bugger');
    page = await pressPrint(popup);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Bugger Bridge');
    // 10 + the bid for a bid made exactly: Ann 11, Bob 12, Cat 0 (bid 3, took 4), Dan 11, Eve 12.
    expect(await page.locator('table.rows tfoot').textContent()).toBe('Total111201112');
    await page.screenshot({ path: join(SCREENSHOTS, 'print-bugger.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: join(SCREENSHOTS, 'print-bugger-paper.png'), fullPage: true });
    // Four columns a player: the page turns sideways, and the game still takes one.
    const pdf = await page.pdf({
      path: join(SCREENSHOTS, 'print-bugger-a4.pdf'),
      format: 'A4',
      preferCSSPageSize: true,
    });
    expect(pdfPages(pdf)).toEqual([[843, 596]]);
    await page.close();
    await popup.close();
  });

  it('prints a team match board by board, with its VPs once every board is in', async () => {
    const popup = await openPopup();
    await popup.getByRole('tab', { name: 'IMPs' }).click();
    // Boards 1–4 (Law 2). Board 1: 4♠= N at table 1 (+420), 4♠−1 N at table 2 (−50): 470 to team A,
    // 10 IMPs (430–490). The other boards are flat. +10 over 4 boards is 15.00 – 5.00 (docs/rules.md).
    for (const [cell, text] of [
      ['Board 1 table 1', '4S= N'],
      ['Board 1 table 2', '4S-1 N'],
      ['Board 2 table 1', '3NT= S'],
      ['Board 2 table 2', '3NT= S'],
      ['Board 3 table 1', '2H= E'],
      ['Board 3 table 2', '2H= E'],
      ['Board 4 table 1', '-100'],
      ['Board 4 table 2', '-100'],
    ] as const)
      await popup.getByRole('textbox', { name: cell }).fill(text);
    await expect.poll(() => popup.getByText(/Victory Points: Team A 15\.00, Team B 5\.00/).count()).toBe(1);
    const page = await pressPrint(popup);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Team match');
    expect(await page.locator('table.rows tbody tr').first().textContent()).toBe('1NNone4S= N4204S-1 N-504701010');
    expect(await page.locator('table.rows tfoot').textContent()).toBe('Total10Victory PointsTeam A15.00Team B5.00');
    expect(await page.locator('.pad-page table.match').count()).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'print-match.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: join(SCREENSHOTS, 'print-match-paper.png'), fullPage: true });
    await page.close();
    await popup.close();
  });

  it('says so in words when there is nothing to print', async () => {
    const page = await openPage(extension, errors, 'print.html');
    await page.evaluate("chrome.storage.local.remove('print-job')");
    await page.reload();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Nothing to print: press Print under a score sheet in the Bridge Scorer popup.');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('logged no errors on any page', () => {
    expect(errors).toEqual([]);
  });
});

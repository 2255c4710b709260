// The team match of any length in the built popup, in Chromium at 400 × 600.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadedExtension, launchWithExtension } from './browser';
import { axeViolations, openPopup as openPage, shot, smallText } from './popup-page';

let extension: LoadedExtension;
const errors: string[] = [];

beforeAll(async () => {
  extension = await launchWithExtension();
}, 60_000);

afterAll(async () => {
  await extension?.close();
});

/** The popup on its IMPs tab, with nothing stored but `stored`. */
async function impsTab(stored: Record<string, unknown> = {}): Promise<Page> {
  const page = await openPage(extension, errors);
  // The extension's own storage, as the popup sees it (`chrome` is the page's, not typed here).
  await page.evaluate(async (items) => {
    const { storage } = (globalThis as unknown as { chrome: typeof import('wxt/browser').browser }).chrome;
    await storage.local.clear();
    localStorage.clear();
    await storage.local.set(items);
  }, stored);
  await page.reload();
  await page.getByRole('tab', { name: 'IMPs' }).click();
  await page.getByRole('textbox', { name: 'Board 1 table 1' }).waitFor();
  return page;
}

const summary = (page: Page) => page.locator('output.status').last().textContent();

// Twelve boards, hand-worked from docs/rules.md (scoring table; board cycle 1 None, 2 N/S, 3 E/W, 4 All,
// 5 N/S, 6 E/W, 7 All, 8 None, 9 E/W, 10 All, 11 None, 12 N/S; IMP table). Team A: table 1 − table 2.
const TWELVE: readonly (readonly [string, string])[] = [
  ['4S= N', '3S+1 S'], // +420 − +170 = 250: +6
  ['3NT= N', '4S-1 N'], // +600 − −100 = 700: +12
  ['4H= E', '-620'], // −620 − −620 = 0: 0
  ['2NT= N', '1D= N'], // +120 − +70 = 50: +2
  ['4S-1 N', '4S= N'], // −100 − +620 = −720: −12
  ['3NT= S', '3NT+1 S'], // +400 − +430 = −30: −1
  ['6S= N', '4S+2 N'], // +1430 − +680 = 750: +13
  ['3NTX-2 W', '-90'], // +300 − −90 = 390: +9
  ['4S= W', '4SX-1 W'], // −620 − +200 = −820: −13
  ['Pass', '2H= S'], // 0 − +110 = −110: −3
  ['1NT+1 N', '2S= E'], // +120 − −110 = 230: +6
  ['3C= N', '3C-1 N'], // +110 − −100 = 210: +5
];

describe('a team match of any length', () => {
  it('scores a twelve-board match typed through the popup, with the VPs of the WBF scale for 12 boards', async () => {
    const page = await impsTab();
    await page.getByRole('textbox', { name: 'Match length' }).fill('12');
    await page.getByRole('textbox', { name: 'Team A' }).fill('Lions');
    await page.getByRole('textbox', { name: 'Team B' }).fill('Tigers');
    await page.getByRole('button', { name: 'Start a new match' }).click();
    await page.getByRole('textbox', { name: 'Board 12 table 2' }).waitFor();
    for (const [i, [t1, t2]] of TWELVE.entries()) {
      await page.getByRole('textbox', { name: `Board ${i + 1} table 1` }).fill(t1);
      await page.getByRole('textbox', { name: `Board ${i + 1} table 2` }).fill(t2);
    }
    // +24 IMPs. X = 15 × √12 = 51.9615; VP = 10 + 10 × (1 − τ^(72 / 51.9615)) / (1 − τ³) = 16.3703 → 16.37,
    // the loser 20 − 16.37 = 3.63 (docs/rules.md, Victory Points; the steps either side, 0.19 and 0.18,
    // need no concavity correction).
    await expect
      .poll(() => summary(page))
      .toBe('Total +24 IMPs to Lions over 12 boards. Lions wins. Victory Points: Lions 16.37, Tigers 3.63.');
    // The running total on the last board's row, and the match kept for the next opening.
    expect(await page.getByRole('row', { name: /^12 / }).locator('td').last().textContent()).toBe('+24');
    await page.reload();
    await page.getByRole('tab', { name: 'IMPs' }).click();
    await expect.poll(() => summary(page)).toContain('Victory Points: Lions 16.37, Tigers 3.63.');
    expect(await page.getByRole('textbox', { name: 'Board 8 table 1' }).inputValue()).toBe('3NTX-2 W');

    expect(await axeViolations(page)).toEqual([]);
    expect(await smallText(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Board 1 table 1' }).scrollIntoViewIfNeeded();
    await shot(page, 'match-12-top');
    await page.locator('output.status').last().scrollIntoViewIfNeeded();
    await shot(page, 'match-12-summary');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps 64 boards usable at 400 px: no sideways scroll, the last board typed and scored', async () => {
    const page = await impsTab();
    await page.getByRole('textbox', { name: 'Match length' }).fill('64');
    await page.getByRole('button', { name: 'Start a new match' }).click();
    const last = page.getByRole('textbox', { name: 'Board 64 table 2' });
    await last.waitFor();
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBe(0);
    // Board 64 is board 16 of the cycle: E/W vulnerable, W deals. 4♠= W is −620; typed −170 at table 2:
    // −450 is −10 IMPs.
    expect(await page.getByRole('combobox', { name: 'Board 64 dealer' }).inputValue()).toBe('W');
    expect(await page.getByRole('combobox', { name: 'Board 64 vulnerable' }).inputValue()).toBe('EW');
    await page.getByRole('textbox', { name: 'Board 64 table 1' }).fill('4S= W');
    await last.fill('-170');
    await expect
      .poll(() => summary(page))
      .toBe('Total −10 IMPs to Team A over 1 board; 63 boards to play. Team B ahead.');
    // A cell that does not read keeps its text, and the line under its row says why.
    await page.getByRole('textbox', { name: 'Board 63 table 1' }).fill('425');
    await expect
      .poll(() => page.locator('tr.problem').textContent())
      .toBe('Board 63: Table 1: "425": a bridge score is a multiple of 10');
    await shot(page, 'match-64-bottom');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('asks before a new match over a cell that does not read, and sets the cell aside', async () => {
    const page = await impsTab();
    await page.getByRole('textbox', { name: 'Board 2 table 1' }).fill('3NT=');
    await page.getByRole('button', { name: 'Start a new match' }).click();
    const question = page.getByRole('group', { name: 'Start a new match? 1 cell that does not read is set aside.' });
    await question.getByRole('button', { name: 'No' }).focus();
    await shot(page, 'match-new-over-unread');
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Board 2 table 1 ("3NT=") did not read; it was set aside, not deleted.');
    // In sight, though Yes was pressed at the foot of the match: the notice is at its top.
    await expect
      .poll(async () => {
        const box = await page.getByRole('alert').boundingBox();
        // Within a pixel: scrolling leaves a fraction of one above the top.
        return box !== null && box.y > -1 && box.y + box.height <= 600;
      })
      .toBe(true);
    expect(await page.getByRole('textbox', { name: 'Board 2 table 1' }).inputValue()).toBe('');
    const setAside = await page.evaluate(async () => {
      const { storage } = (globalThis as unknown as { chrome: typeof import('wxt/browser').browser }).chrome;
      return (await storage.local.get('set-aside'))['set-aside'];
    });
    expect(setAside).toMatchObject([{ key: 'draft:match-cells', value: { '2:1': '3NT=' } }]);
    await shot(page, 'match-new-set-aside');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('opens the four-board sheet an earlier build saved as a four-board match, losing nothing', async () => {
    const page = await impsTab({
      'match-sheet': { table1: ['4S= N', '', '', ''], table2: ['3S+1 S', '42', '', ''] },
    });
    expect(await page.getByRole('textbox', { name: 'Board 1 table 1' }).inputValue()).toBe('4S= N');
    expect(await page.getByRole('textbox', { name: 'Board 2 table 2' }).inputValue()).toBe('42');
    expect(await page.getByRole('textbox', { name: 'Board 5 table 1' }).count()).toBe(0);
    // Board 1: +420 − +170 = 250, 6 IMPs.
    await expect
      .poll(() => summary(page))
      .toBe('Total +6 IMPs to Team A over 1 board; 3 boards to play. Team A ahead.');
    await page.close();
  });
});

// A teams match entered board by board through the built Sidebar.html in Chromium at 300 px, its calls
// bridged to the built Code.js over the fake spreadsheet: a 4-team Swiss of 3 boards a match, table 1's
// boards typed as a scorer reads them off the scorecards, one typed wrong and refused at its field, and
// the match's IMPs and VPs checked against the test's own working (Law 77's scores, Law 78B's scale, the
// WBF formula).
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLock, FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { loadCode } from '../apps-script/load';
import { launchBrowser, SCREENSHOTS } from './browser';
import { axeViolations } from './popup-page';
import { bridgeScriptRun } from './script-run';

const SIDEBAR = resolve(import.meta.dirname, '..', '..', 'dist', 'apps-script', 'Sidebar.html');
const SIZE = { width: 300, height: 700 };
const TEAMS = ['Aces', 'Bears', 'Cubs', 'Dons'];

/** The WBF continuous scale's VPs for a margin in `boards` boards: X = 15·√boards, VP = 10 + 10·(1 − τ^(3m/X))/(1 − τ³). */
function wbf(margin: number, boards: number): number {
  const tau = (Math.sqrt(5) - 1) / 2;
  const x = 15 * Math.sqrt(boards);
  const vp = Math.min(20, 10 + (10 * (1 - tau ** ((3 * Math.abs(margin)) / x))) / (1 - tau ** 3));
  const winner = Math.round(vp * 100) / 100;
  return margin < 0 ? Math.round((20 - winner) * 100) / 100 : winner;
}

let browser: Browser;
let ss = new FakeSpreadsheet();
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => ss },
  LockService: { getDocumentLock: () => new FakeLock() },
});

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('a teams match by board in the sidebar', () => {
  it('takes both tables of each board, refuses a result without its result, and scores the match', async () => {
    ss = new FakeSpreadsheet();
    ss.insertSheet('Teams')
      .getRange(1, 1, TEAMS.length + 1, 2)
      .setValues([['Team', 'Players'], ...TEAMS.map((team) => [team, `${team} A, ${team} B`])]);
    const page = await browser.newPage({ viewport: SIZE });
    await bridgeScriptRun(page, code);
    await page.goto(`file://${SIDEBAR}`);
    await page.getByLabel('Teams', { exact: true }).check();
    await expect.poll(() => page.locator('#named-teams').textContent()).toMatch(/^4 teams on the Teams sheet/);
    await page.getByLabel('Rounds of the Swiss').fill('1');
    await page.getByLabel('Boards a match').fill('3');
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Round 1 of 1');

    // Round 1 draws 1 v 3 and 2 v 4: Aces (N/S at table 1) against Cubs.
    await page.locator('#boards-1-1-open').click();
    const form = page.getByRole('form', { name: 'Boards of table 1: Aces against Cubs' });
    await expect.poll(() => form.count()).toBe(1);
    // By hand: board 1 (none vulnerable) +50 against −140, 190: 5 IMPs to Aces; board 2 (N/S vulnerable)
    // 620 against −100, 720: 12 IMPs to Aces; board 3 (E/W vulnerable) 0 against 430: 10 IMPs to Cubs.
    const typed: [string, string][] = [
      ['3NT W -1', '2H E +1'],
      ['4S N', '4S N -1'],
      ['Pass', '3NT N +1'],
    ];
    for (const [i, [one, two]] of typed.entries()) {
      await form.getByLabel(`Board ${i + 1}, table 1`).fill(one);
      await form.getByLabel(`Board ${i + 1}, table 2`).fill(two);
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('board 2, table 1: "4S N": add the result (=, +n or −n), as in 4S= N');
    const wrong = form.getByLabel('Board 2, table 1');
    expect(await wrong.getAttribute('aria-invalid')).toBe('true');
    expect(await wrong.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(ss.getSheetByName('Teams boards')).toBeNull();
    await page.screenshot({ path: join(SCREENSHOTS, 'teams-boards-refused.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await wrong.fill('4S N =');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.locator('output.note').first().textContent())
      .toBe('Round 1, table 1: 3 boards, Aces 17–10 Cubs.');
    // Each board's IMPs beside it, and the match's total and VPs in the match's own form.
    const imps = await page
      .locator('table.match-boards tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.lastElementChild?.textContent ?? ''));
    expect(imps).toEqual(['5–0', '12–0', '0–10']);
    const note = await page
      .getByRole('form', { name: 'Table 1: Aces against Cubs', exact: true })
      .locator('p.note')
      .textContent();
    expect(note).toBe(`Aces 17–10 Cubs · VPs ${wbf(7, 3).toFixed(2)}–${wbf(-7, 3).toFixed(2)}`);
    const aces = await page.locator('table.ranking tbody tr', { hasText: 'Aces' }).locator('td').nth(2).textContent();
    expect(Number(aces)).toBeCloseTo(wbf(7, 3), 2);
    expect(ss.values('Teams evening')[2]?.slice(4, 6)).toEqual([17, 10]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIZE.width);
    await page.getByRole('form', { name: 'Boards of table 1: Aces against Cubs' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'teams-boards.png'), fullPage: true });
    await page.close();
  }, 120_000);
});

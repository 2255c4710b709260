// A teams evening run through the built Sidebar.html in Chromium at 300 px, its calls bridged to the
// built Code.js over the fake spreadsheet: an 8-team Swiss of 3 rounds of 16 boards, set up from the
// Teams sheet, every match's IMPs typed as a scorer would, each next round drawn (one change tried and
// undone), and the ranking checked against the test's own sum: VPs worked from the WBF formula.
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLock, FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { loadCode } from '../apps-script/load';
import { launchBrowser, SCREENSHOTS } from './browser';
import { axeViolations } from './popup-page';
import { bridgeScriptRun } from './script-run';

const SIDEBAR = resolve(import.meta.dirname, '..', '..', 'dist', 'apps-script', 'Sidebar.html');
const SIZE = { width: 300, height: 700 };
const TEAMS = ['Aces', 'Bears', 'Cubs', 'Dons', 'Eels', 'Foxes', 'Gulls', 'Hawks'];
/** The IMPs typed, home's then away's, picked by round and table. */
const RESULTS: readonly (readonly [number, number])[] = [
  [40, 20],
  [30, 30],
  [0, 40],
  [60, 0],
  [5, 25],
  [70, 10],
];

/** The WBF continuous scale's VPs for a margin in 16 boards: X = 60, VP = 10 + 10·(1 − τ^(3m/X))/(1 − τ³), 20 from X. */
function wbf16(margin: number): number {
  const tau = (Math.sqrt(5) - 1) / 2;
  const vp = Math.min(20, 10 + (10 * (1 - tau ** ((3 * Math.abs(margin)) / 60))) / (1 - tau ** 3));
  const winner = Math.round(vp * 100) / 100;
  return margin < 0 ? Math.round((20 - winner) * 100) / 100 : winner;
}

let browser: Browser;
let ss = new FakeSpreadsheet();
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => ss },
  LockService: { getDocumentLock: () => new FakeLock() },
});
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(SCREENSHOTS, `teams-${name}.png`), fullPage });

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('an 8-team Swiss in the sidebar', () => {
  it('runs from setup to the ranking, no rematch, the ranking the sum of the WBF VPs', async () => {
    ss = new FakeSpreadsheet();
    ss.insertSheet('Teams')
      .getRange(1, 1, TEAMS.length + 1, 2)
      .setValues([['Team', 'Players'], ...TEAMS.map((team) => [team, `${team} A, ${team} B, ${team} C, ${team} D`])]);
    const page = await browser.newPage({ viewport: SIZE });
    await bridgeScriptRun(page, code);
    await page.goto(`file://${SIDEBAR}`);
    await page.getByLabel('Teams', { exact: true }).check();
    await expect.poll(() => page.locator('#named-teams').textContent()).toMatch(/^8 teams on the Teams sheet: Aces/);
    await page.getByLabel('Rounds of the Swiss').fill('3');
    await page.getByLabel('Boards a match').fill('16');
    await shot(page, 'setup');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Round 1 of 3');

    const met = new Set<string>();
    const vps = new Map<string, number>(TEAMS.map((team) => [team, 0]));
    for (let round = 1; round <= 3; round++) {
      const headings = await page.locator('form h2').allTextContents();
      expect(headings).toHaveLength(4);
      for (const heading of headings) {
        const [, table, home, away] = /^Table (\d+): (\w+) against (\w+)$/.exec(heading) ?? [];
        const pair = [home, away].sort().join(' v ');
        expect(met.has(pair), `${pair} meets again in round ${round}`).toBe(false);
        met.add(pair);
        const [h, a] = RESULTS[(round * 3 + Number(table)) % RESULTS.length] as readonly [number, number];
        const form = page.getByRole('form', { name: heading });
        await form.getByLabel(`IMPs of ${home}`).fill(String(h));
        await form.getByLabel(`IMPs of ${away}`).fill(String(a));
        await form.getByRole('button', { name: 'Save' }).click();
        await expect
          .poll(() => page.locator('output.note').first().textContent())
          .toBe(`Round ${round}, table ${table}: ${home} ${h}–${a} ${away}.`);
        vps.set(home as string, (vps.get(home as string) as number) + wbf16(h - a));
        vps.set(away as string, (vps.get(away as string) as number) + wbf16(a - h));
      }
      if (round === 1) {
        // A word where a number goes is refused beside its field, and nothing is written.
        const form = page.getByRole('form', { name: headings[0] as string });
        const home = /: (\w+) against/.exec(headings[0] as string)?.[1] as string;
        await form.getByLabel(`IMPs of ${home}`).fill('ten');
        await form.getByRole('button', { name: 'Correct' }).click();
        await expect.poll(() => form.getByRole('alert').textContent()).toMatch(/IMPs are a whole number/);
        await shot(page, 'refused');
      }
      if (round === 3) break;
      await page.getByRole('button', { name: `Draw round ${round + 1}` }).click();
      await expect.poll(() => page.locator('#draw-title').count()).toBe(1);
      // A change: the away team of table 1 taken from table 2's home swaps the two; undone the same way.
      const away1 = page.getByLabel('Away, table 1');
      const home2 = page.getByLabel('Home, table 2');
      const [a1, h2] = [await away1.inputValue(), await home2.inputValue()];
      await away1.selectOption(h2);
      expect(await home2.inputValue()).toBe(a1);
      await shot(page, `draw-${round + 1}`, true);
      expect(await axeViolations(page)).toEqual([]);
      await away1.selectOption(a1);
      expect(await home2.inputValue()).toBe(h2);
      await page.getByRole('button', { name: 'Write the draw' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Round ${round + 1} of 3`);
    }
    await expect.poll(() => page.getByText('Every round is played.').count()).toBe(1);
    const rows = await page
      .locator('table.ranking tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(rows).toHaveLength(8);
    for (const [, team, shown] of rows) expect(Number(shown), team).toBeCloseTo(vps.get(team as string) as number, 2);
    // Best first: each line's VPs no fewer than the next's.
    const shownVps = rows.map((row) => Number(row[2]));
    expect(shownVps).toEqual([...shownVps].sort((a, b) => b - a));
    await page.getByRole('heading', { name: 'Ranking' }).scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIZE.width);
    await shot(page, 'ranking', true);

    await page.getByRole('button', { name: 'End the evening and publish' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Save the results page' }).count()).toBe(1);
    expect(ss.values('Teams ranking')[2]?.[1]).toBe(rows[0]?.[1]);
    await shot(page, 'end', true);
    await page.close();
  }, 240_000);
});

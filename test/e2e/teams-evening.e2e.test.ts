// A teams evening run through the built Sidebar.html in Chromium at 300 px, its calls bridged to the
// built Code.js over the fake spreadsheet: an 8-team Swiss of 3 rounds of 16 boards, set up from the
// Teams sheet, every match's IMPs typed as a scorer would, each next round drawn (one change tried and
// undone), and the ranking checked against the test's own sum: VPs worked from the WBF formula.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { axeViolations } from './popup-page';
import { pairKey, shownVps, wbfHundredths } from './teams-reference';
import {
  changeDraw,
  fillSetup,
  openChange,
  openTeamsSidebar,
  previewDraw,
  publish,
  SIZE,
  setUp,
  shot,
  shownMatches,
  shownRanking,
  typeResult,
  writeChange,
  writeDraw,
} from './teams-sidebar';

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

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('an 8-team Swiss in the sidebar', () => {
  it('runs from setup to the ranking, no rematch, the ranking the sum of the WBF VPs', async () => {
    const { page, ss } = await openTeamsSidebar(browser, TEAMS);
    await fillSetup(page, { rounds: 3, boards: 16 });
    await shot(page, 'setup');
    expect(await axeViolations(page)).toEqual([]);
    await setUp(page, 3);

    const met = new Set<string>();
    const hundredths = new Map<string, number>(TEAMS.map((team) => [team, 0]));
    for (let round = 1; round <= 3; round++) {
      const matches = await shownMatches(page);
      expect(matches).toHaveLength(4);
      for (const match of matches) {
        const { table, home, away } = match;
        expect(met.has(pairKey(home, away)), `${match.heading} meets again in round ${round}`).toBe(false);
        met.add(pairKey(home, away));
        const [h, a] = RESULTS[(round * 3 + table) % RESULTS.length] as readonly [number, number];
        const vps = wbfHundredths(h - a, 16);
        expect(await typeResult(page, round, match, h, a)).toEqual([shownVps(vps.home), shownVps(vps.away)]);
        hundredths.set(home, (hundredths.get(home) as number) + vps.home);
        hundredths.set(away, (hundredths.get(away) as number) + vps.away);
      }
      if (round === 1) {
        // A word where a number goes is refused beside its field, and nothing is written.
        const { heading, home } = matches[0] as (typeof matches)[number];
        const form = page.getByRole('form', { name: heading });
        await form.getByLabel(`IMPs of ${home}`).fill('ten');
        await form.getByRole('button', { name: 'Correct' }).click();
        await expect.poll(() => form.getByRole('alert').textContent()).toMatch(/IMPs are a whole number/);
        await shot(page, 'refused');
      }
      if (round === 3) break;
      await previewDraw(page, round + 1);
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
      await writeDraw(page, round + 1, 3);
    }
    await expect.poll(() => page.getByText('Every round is played.').count()).toBe(1);
    const rows = await shownRanking(page);
    expect(rows).toHaveLength(8);
    for (const [, team, shown] of rows) expect(shown, team).toBe(shownVps(hundredths.get(team as string) as number));
    // Best first: each line's VPs no fewer than the next's.
    const shownVpsInOrder = rows.map((row) => Number(row[2]));
    expect(shownVpsInOrder).toEqual([...shownVpsInOrder].sort((a, b) => b - a));
    await page.getByRole('heading', { name: 'Ranking' }).scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIZE.width);
    await shot(page, 'ranking', true);

    await publish(page);
    expect(ss.values('Teams ranking')[2]?.[1]).toBe(rows[0]?.[1]);
    await shot(page, 'end', true);
    await page.close();
  }, 240_000);
});

describe('the director changes a drawn round', () => {
  it('changes a Swiss’s round 1 before it is played, and never over a result entered meanwhile', async () => {
    const six = TEAMS.slice(0, 6);
    const { page, ss } = await openTeamsSidebar(browser, six);
    await fillSetup(page, { rounds: 2, boards: 8 });
    await setUp(page, 2);
    // Round 1 by the seeding, top half against bottom half: 1 v 4, 2 v 5, 3 v 6.
    const seeded = [
      ['Aces', 'Dons'],
      ['Bears', 'Eels'],
      ['Cubs', 'Foxes'],
    ];
    expect((await shownMatches(page)).map((m) => [m.home, m.away])).toEqual(seeded);
    expect(await openChange(page, 1)).toEqual(seeded);
    // Dons and Eels swapped: Aces now meets Eels, Bears Dons.
    const changed = [
      ['Aces', 'Eels'],
      ['Bears', 'Dons'],
      ['Cubs', 'Foxes'],
    ] as const;
    await changeDraw(page, changed);
    expect(await page.getByLabel('Home, table 2').inputValue()).toBe('Bears');
    expect(await page.getByLabel('Away, table 2').inputValue()).toBe('Dons');
    await shot(page, 'change-round-1', true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIZE.width);
    await writeChange(page, 1);
    expect((await shownMatches(page)).map((m) => [m.home, m.away])).toEqual(changed);
    const rows = () =>
      ss
        .values('Teams evening')
        .filter((row) => row[0] === 1)
        .map((row) => row.slice(1, 4));
    expect(rows()).toEqual([
      [1, 'Aces', 'Eels'],
      [2, 'Bears', 'Dons'],
      [3, 'Cubs', 'Foxes'],
    ]);

    // The director opens the change again while a scorer enters table 3's result: the change is refused,
    // quoting the result, which stays as entered.
    await openChange(page, 1);
    await changeDraw(page, seeded as unknown as [string, string][]);
    const sheet = ss.getSheetByName('Teams evening');
    sheet?.getRange(5, 5, 1, 2).setValues([[12, 30]]);
    await page.getByRole('button', { name: 'Write the changed draw' }).click();
    await expect
      .poll(() => page.locator('output.note').first().textContent())
      .toBe('round 1 holds a result at table 3 (Cubs 12–30 Foxes): a round with a result cannot change');
    expect(rows()).toEqual([
      [1, 'Aces', 'Eels'],
      [2, 'Bears', 'Dons'],
      [3, 'Cubs', 'Foxes'],
    ]);
    expect(ss.values('Teams evening')[4]?.slice(4, 6)).toEqual([12, 30]);
    // The round now has a result: it can no longer change.
    expect(await page.getByRole('button', { name: 'Change the draw of round 1' }).count()).toBe(0);
    await shot(page, 'change-refused', true);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  }, 120_000);
});

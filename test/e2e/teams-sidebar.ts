// The steps of a teams evening in the built Sidebar.html, as a director and a scorer take them, for the
// teams e2e tests: the server is the built Code.js over a fake spreadsheet, bridged to the page.
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { FakeLock, FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { loadCode } from '../apps-script/load';
import { SCREENSHOTS } from './browser';
import { bridgeScriptRun } from './script-run';

const SIDEBAR = resolve(import.meta.dirname, '..', '..', 'dist', 'apps-script', 'Sidebar.html');
/** The sidebar's width in Google Sheets. */
export const SIZE = { width: 300, height: 700 };

/** The built Code.js, its spreadsheet the one last opened by `openTeamsSidebar`. */
let ss = new FakeSpreadsheet();
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => ss },
  LockService: { getDocumentLock: () => new FakeLock() },
});

/** A match as the sidebar heads its form: `Table 2: Bears against Gulls`. */
export interface ShownMatch {
  readonly heading: string;
  readonly table: number;
  readonly home: string;
  readonly away: string;
}

export const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(SCREENSHOTS, `teams-${name}.png`), fullPage });

/** The ranking as it stands, its section alone. */
export const shotRanking = (page: Page, name: string) =>
  rankingSection(page).screenshot({ path: join(SCREENSHOTS, `teams-${name}.png`) });

const rankingSection = (page: Page): Locator => page.getByRole('region', { name: 'Ranking' });

/**
 * A new spreadsheet whose Teams sheet lists `teams` in seeding order, each with four players, and the
 * sidebar open on it at 300 px with Teams chosen, once it has read the sheet.
 */
export async function openTeamsSidebar(
  browser: Browser,
  teams: readonly string[],
): Promise<{ page: Page; ss: FakeSpreadsheet }> {
  ss = new FakeSpreadsheet();
  ss.insertSheet('Teams')
    .getRange(1, 1, teams.length + 1, 2)
    .setValues([['Team', 'Players'], ...teams.map((team) => [team, `${team} A, ${team} B, ${team} C, ${team} D`])]);
  const page = await browser.newPage({ viewport: SIZE });
  await bridgeScriptRun(page, code);
  await page.goto(`file://${SIDEBAR}`);
  await page.getByLabel('Teams', { exact: true }).check();
  await expect
    .poll(() => page.locator('#named-teams').textContent())
    .toMatch(new RegExp(`^${teams.length} teams on the Teams sheet: ${teams[0]}`));
  return { page, ss };
}

/** The setup form filled in (a Swiss's rounds, or a round robin) and not yet sent. */
export async function fillSetup(
  page: Page,
  setup: { rounds: number; boards: number } | { robin: true; boards: number },
) {
  if ('robin' in setup) await page.getByLabel('Round robin', { exact: true }).check();
  else await page.getByLabel('Rounds of the Swiss').fill(String(setup.rounds));
  await page.getByLabel('Boards a match').fill(String(setup.boards));
}

/** Sends the setup form and waits for round 1 of `rounds`. */
export async function setUp(page: Page, rounds: number) {
  await page.getByRole('button', { name: 'Set up the evening' }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Round 1 of ${rounds}`);
}

/** The matches of the round shown, table by table, read from their forms' headings. */
export async function shownMatches(page: Page): Promise<ShownMatch[]> {
  const headings = await page.locator('form h2').allTextContents();
  return headings.map((heading) => {
    const [, table, home, away] = /^Table (\d+): (.+) against (.+)$/.exec(heading) ?? [];
    if (home === undefined || away === undefined) throw new Error(`not a match's heading: ${heading}`);
    return { heading, table: Number(table), home, away };
  });
}

/** Shows round `round` of the evening, by its button above the matches. */
export async function showRound(page: Page, round: number, rounds: number) {
  await page.getByRole('button', { name: String(round), exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Round ${round} of ${rounds}`);
}

/**
 * A match's IMPs typed as a scorer does, from the keyboard: home's field clicked, its IMPs typed, Tab to
 * away's, its IMPs, Enter to save. Returns the VPs the saved match shows, home's then away's, as written.
 */
export async function typeResult(page: Page, round: number, match: ShownMatch, home: number, away: number) {
  const form = page.getByRole('form', { name: match.heading });
  await form.getByLabel(`IMPs of ${match.home}`).click();
  await page.keyboard.type(String(home));
  await page.keyboard.press('Tab');
  await page.keyboard.type(String(away));
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.locator('output.note').first().textContent())
    .toBe(`Round ${round}, table ${match.table}: ${match.home} ${home}–${away} ${match.away}.`);
  const note = (await form.locator('p.note').textContent()) ?? '';
  const [, homeVps, awayVps] = /· VPs (\d+\.\d\d)–(\d+\.\d\d)$/.exec(note) ?? [];
  if (homeVps === undefined || awayVps === undefined) throw new Error(`no VPs in "${note}"`);
  return [homeVps, awayVps] as const;
}

/** Asks for the next round's draw and reads it as the sidebar shows it: each table's home and away. */
export async function previewDraw(page: Page, round: number): Promise<[string, string][]> {
  await page.getByRole('button', { name: `Draw round ${round}` }).click();
  return shownSeats(page, 'draw', round);
}

/** Opens the change of a drawn round (the round shown) and reads its seats: each table's home and away. */
export async function openChange(page: Page, round: number): Promise<[string, string][]> {
  await page.getByRole('button', { name: `Change the draw of round ${round}` }).click();
  return shownSeats(page, 'change', round);
}

/** Writes the changed draw shown and waits for the sidebar to say so. */
export async function writeChange(page: Page, round: number) {
  await page.getByRole('button', { name: 'Write the changed draw' }).click();
  await expect
    .poll(() => page.locator('output.note').first().textContent())
    .toBe(`Round ${round} is changed in "Teams evening".`);
}

/** A draw's seats as the sidebar shows them under its heading (`draw` or `change`): each table's home and away. */
async function shownSeats(page: Page, id: 'draw' | 'change', round: number): Promise<[string, string][]> {
  await expect.poll(() => page.locator(`#${id}-title`).textContent()).toBe(`The draw of round ${round}`);
  const tables = await page.locator(`#${id}-title ~ fieldset`).count();
  const draw: [string, string][] = [];
  for (let table = 1; table <= tables; table++)
    draw.push([
      await page.getByLabel(`Home, table ${table}`).inputValue(),
      await page.getByLabel(`Away, table ${table}`).inputValue(),
    ]);
  return draw;
}

/**
 * The director's change to the draw shown: each seat in turn given its team, which swaps with the team
 * that sat there (the sidebar's way), until the tables are `tables`.
 */
export async function changeDraw(page: Page, tables: readonly (readonly [string, string])[]) {
  for (const [i, [home, away]] of tables.entries()) {
    await page.getByLabel(`Home, table ${i + 1}`).selectOption(home);
    await page.getByLabel(`Away, table ${i + 1}`).selectOption(away);
  }
}

/** Writes the draw shown and waits for its round. */
export async function writeDraw(page: Page, round: number, rounds: number) {
  await page.getByRole('button', { name: 'Write the draw' }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Round ${round} of ${rounds}`);
}

/** The ranking as the sidebar shows it: place, team, VPs, IMPs won, IMPs lost. */
export const shownRanking = (page: Page): Promise<string[][]> =>
  page
    .locator('table.ranking tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));

/** The Teams evening sheet's matches, column by column as Sheets passes a range: rounds, home, away, IMPs, boards. */
function matchColumns(): unknown[][][] {
  const [, headers = [], ...rows] = ss.values('Teams evening');
  return ['Round', 'Home', 'Away', 'Home IMPs', 'Away IMPs', 'Boards'].map((name) => {
    const at = headers.indexOf(name);
    if (at < 0) throw new Error(`the Teams evening sheet has no ${name} column`);
    return rows.map((row) => [row[at] ?? '']);
  });
}

const sheetFunction = (name: string, ...args: unknown[]): unknown[][] =>
  (code[name] as (...a: unknown[]) => unknown[][])(...args);

/** TEAMSRANKING over the evening's sheet, as a cell would spill it, without its header: place, team, VPs, IMPs +, IMPs −, played. */
export const sheetRanking = (): unknown[][] => sheetFunction('TEAMSRANKING', ...matchColumns()).slice(1);

/** SWISSDRAW over the evening's sheet, as a cell would spill it, each table's home and away. */
export const sheetDraw = (seeding: readonly string[]): [unknown, unknown][] =>
  sheetFunction(
    'SWISSDRAW',
    seeding.map((team) => [team]),
    ...matchColumns(),
  )
    .slice(1)
    .map((row) => [row[1], row[2]]);

/** Ends the evening, every match in, and returns the results page the sidebar offers to save. */
export async function publish(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'End the evening and publish' }).click();
  const link = page.getByRole('link', { name: 'Save the results page' });
  await expect.poll(() => link.count()).toBe(1);
  const href = (await link.getAttribute('href')) ?? '';
  return page.evaluate(async (url) => (await fetch(url)).text(), href);
}

/** The USEBIO file the end offers beside the results page, once the evening is published. */
export async function publishedUsebio(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: 'Save the USEBIO file (.xml)' });
  await expect.poll(() => link.count()).toBe(1);
  expect(await link.getAttribute('download')).toBe('teams-results.xml');
  const href = (await link.getAttribute('href')) ?? '';
  return page.evaluate(async (url) => (await fetch(url)).text(), href);
}

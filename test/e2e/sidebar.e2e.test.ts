// The built Sidebar.html in Chromium, its google.script.run calls bridged to the built Code.js running in
// a bare vm context on an in-memory spreadsheet: the evening of the server tests, entered by hand.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLock, FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { loadCode } from '../apps-script/load';
import { launchBrowser, SCREENSHOTS } from './browser';
import { bridgeScriptRun } from './script-run';

const SIDEBAR = resolve(import.meta.dirname, '..', '..', 'dist', 'apps-script', 'Sidebar.html');
const EIGHT = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The sidebar's width in Sheets, and a laptop's height for it. */
const SIDEBAR_SIZE = { width: 300, height: 700 };

let browser: Browser;
const ss = new FakeSpreadsheet();
const lock = new FakeLock();
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => ss },
  LockService: { getDocumentLock: () => lock },
});

async function openSidebar(server: typeof code = code): Promise<Page> {
  const page = await browser.newPage({ viewport: SIDEBAR_SIZE });
  await bridgeScriptRun(page, server);
  await page.goto(`file://${SIDEBAR}`);
  return page;
}

async function enterDeal(page: Page, table: number, deal: number, declarer: string, contract: string) {
  const form = page.getByRole('form', { name: new RegExp(`^Deal ${deal} `) });
  await form.getByLabel('Declarer').selectOption(declarer);
  // Enter in the contract field saves; a passed-out deal has no contract, so its Save button is used.
  if (declarer !== 'passed') {
    await form.getByLabel('Contract and result').fill(contract);
    await form.getByLabel('Contract and result').press('Enter');
  } else await form.getByRole('button', { name: /Save|Correct/ }).click();
  await expect.poll(() => form.locator('output').textContent()).toMatch(new RegExp(`^Table ${table}, deal ${deal}:`));
}

/** axe-core's violations on the page as it is now (injected by evaluate, as the page's CSP may refuse a script tag). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }
    ).axe;
    const { violations } = await axe.run();
    return violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}

/** Where an element sits in the viewport, and whether it has the focus. */
const placeOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => ({
    top: Math.round(el.getBoundingClientRect().top),
    focused: document.activeElement === el,
  }));

/** Elements that stick out beyond the sidebar's right edge (or make the page scroll sideways). */
const overflowing = (page: Page) =>
  page.evaluate(() => [
    ...(document.documentElement.scrollWidth > window.innerWidth
      ? [`page ${document.documentElement.scrollWidth}px`]
      : []),
    ...[...document.querySelectorAll('label, input, select, textarea, button, p, li')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`),
  ]);

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('running an evening from the sidebar', () => {
  it('sets up two tables and eight players, enters a whole round, and seats round 2', async () => {
    const page = await openSidebar();
    // The setup comes with the server's answer, a moment after the page: the checks are of it, not of before.
    await page.getByRole('button', { name: 'Set up the evening' }).waitFor();
    // Setup fits the sidebar's 300 px, the progression's words included: each choice in full (#14).
    expect(await overflowing(page)).toEqual([]);
    for (const name of ['Standard: winners move up, partners change', 'N/S stay, E/W move one table'])
      expect(await page.getByRole('radio', { name }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'sidebar-setup.png'), fullPage: true });
    await page.getByLabel(/Players, one per line/).fill(EIGHT.join('\n'));
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Round 1' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await enterDeal(page, 1, 1, 'N', '4S=');
    await enterDeal(page, 1, 2, 'passed', '');
    await enterDeal(page, 1, 3, 'S', '3NT=');
    await enterDeal(page, 1, 4, 'E', '4SX-4'); // 1,100 for N/S, capped at 1,000
    // Table 1 is done: the focus goes on to table 2, which is still playing.
    await expect.poll(() => placeOf(page, '#table-2')).toMatchObject({ focused: true });
    await page.getByRole('button', { name: /^Table 2/ }).click();
    await enterDeal(page, 2, 1, 'E', '3NT=');
    await enterDeal(page, 2, 2, 'W', '4H=');
    await enterDeal(page, 2, 3, 'N', '2S+1');
    await enterDeal(page, 2, 4, 'S', '6NT=');
    // The round is over: its panel is at the top of the view, with the focus (#14).
    await expect.poll(() => placeOf(page, '#movement-title')).toEqual({ top: expect.any(Number), focused: true });
    const over = await placeOf(page, '#movement-title');
    expect(over.top).toBeGreaterThanOrEqual(0);
    expect(over.top).toBeLessThan(SIDEBAR_SIZE.height / 2);
    await page.screenshot({ path: join(SCREENSHOTS, 'sidebar-round-over.png') });
    // One number a place in the ranking, in a table of rank, player and net (#14).
    await page.getByText('Ranking').click();
    const table = page.getByRole('table', { name: 'Ranking' });
    expect(
      await table
        .getByRole('row')
        .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim()).join(' '))),
    ).toEqual([
      'Rank Player Net',
      '1 Ann +2020',
      '1 Cat +2020',
      '3 Eve +560',
      '3 Gus +560',
      '5 Fay -560',
      '5 Hal -560',
      '7 Bob -2020',
      '7 Dan -2020',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'sidebar-round-1.png'), fullPage: true });

    expect(
      ss
        .values('Deals')
        .slice(2)
        .map((row) => `${row[13]}/${row[14]}`),
    ).toEqual(['420/0', '0/0', '600/0', '1000/0', '0/400', '0/620', '140/0', '1440/0']);
    const ranking = ss
      .values('Tallies')
      .slice(2, 10)
      .map((row) => `${row[0]} ${row[1]} ${row[4]}`);
    expect(ranking).toEqual([
      '1 Ann 2020',
      '1 Cat 2020',
      '3 Eve 560',
      '3 Gus 560',
      '5 Fay -560',
      '5 Hal -560',
      '7 Bob -2020',
      '7 Dan -2020',
    ]);

    await page.getByRole('button', { name: 'Show the movement' }).click();
    await expect.poll(() => page.getByText('Table 1: Ann and Cat stay; Eve and Gus arrive').count()).toBe(1);
    await page.getByLabel(/Enter the cards drawn/).check();
    const draws = { Eve: 'SA', Gus: 'H2', Ann: 'DK', Cat: 'D3', Bob: 'C5', Dan: 'C9', Fay: 'S7', Hal: 'H7' };
    for (const [name, card] of Object.entries(draws)) await page.getByLabel(name, { exact: true }).fill(card);
    await page.getByRole('button', { name: 'Seat round 2' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Round 2' }).count()).toBe(1);
    // The view goes back up to the new round's heading, focus and all (#14).
    await expect.poll(() => placeOf(page, 'h1')).toEqual({ top: expect.any(Number), focused: true });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'sidebar-round-2-seated.png') });
    expect(await page.locator('.seats').textContent()).toBe('N Dan · S Fay against E Bob · W Hal');
    await page.getByRole('button', { name: /^Table 1/ }).click();
    expect(await page.locator('.seats').textContent()).toBe('N Eve · S Ann against E Gus · W Cat');
    expect(
      ss
        .values('Seating')
        .slice(4)
        .map((row) => row.slice(0, 6).join(' ')),
    ).toEqual(['2 1 Eve Gus Ann Cat', '2 2 Dan Bob Fay Hal']);
    await page.screenshot({ path: join(SCREENSHOTS, 'sidebar-round-2.png'), fullPage: true });
    expect(ss.formulas).toEqual([]);
    await page.close();
  });

  it('keeps what was typed when an entry is refused, and says why beside it', async () => {
    const page = await openSidebar();
    const form = page.getByRole('form', { name: /^Deal 1 / });
    await form.getByLabel('Contract and result').fill('4S=');
    await form.getByLabel('Contract and result').press('Enter');
    await expect.poll(() => form.locator('output').textContent()).toBe('Choose the declarer, or Passed out.');
    await form.getByLabel('Declarer').selectOption('N');
    await form.getByLabel('Contract and result').fill('8S=');
    await form.getByLabel('Contract and result').press('Enter');
    await expect.poll(() => form.locator('output').textContent()).toBe('"8S=": level must be 1–7');
    expect(await form.getByLabel('Contract and result').inputValue()).toBe('8S=');
    // The server fails (another scorer holds the lock too long): the form says so and keeps the entry.
    lock.held = true;
    await form.getByLabel('Contract and result').fill('4S=');
    await form.getByLabel('Contract and result').press('Enter');
    await expect.poll(() => form.locator('output').textContent()).toMatch(/^Not saved: .*Lock timeout.*Try again\.$/);
    expect(await form.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    lock.held = false;
    await page.close();
  });

  it('two sidebars entering at two tables at once both land in Deals', async () => {
    const [one, two] = await Promise.all([openSidebar(), openSidebar()]);
    if (one === undefined || two === undefined) throw new Error('no pages');
    await two.getByRole('button', { name: /^Table 2/ }).click();
    const save = (page: Page, contract: string) => {
      const form = page.getByRole('form', { name: /^Deal 1 / });
      return form
        .getByLabel('Declarer')
        .selectOption('N')
        .then(() => form.getByLabel('Contract and result').fill(contract))
        .then(() => form.getByRole('button', { name: 'Save' }).click());
    };
    await Promise.all([save(one, '1NT='), save(two, '2NT=')]);
    await expect
      .poll(() =>
        ss
          .values('Deals')
          .filter((row) => row[0] === 2 && row[2] === 1)
          .map((row) => row[10]),
      )
      .toEqual(['1NT', '2NT']);
    await one.close();
    await two.close();
  });

  it('two sidebars entering the same deal at once: one is written, the other shows it and keeps its typing (#14)', async () => {
    const [one, two] = await Promise.all([openSidebar(), openSidebar()]);
    if (one === undefined || two === undefined) throw new Error('no pages');
    const typed = [
      { page: one, declarer: 'N', contract: '3NT=' },
      { page: two, declarer: 'E', contract: '2S+1' },
    ];
    const formOf = (page: Page) => page.getByRole('form', { name: /^Deal 2 / });
    await Promise.all(
      typed.map(async ({ page, declarer, contract }) => {
        await formOf(page).getByLabel('Declarer').selectOption(declarer);
        await formOf(page).getByLabel('Contract and result').fill(contract);
      }),
    );
    await Promise.all(typed.map(({ page }) => formOf(page).getByRole('button', { name: 'Save' }).click()));
    const outputs = () => Promise.all(typed.map(({ page }) => formOf(page).locator('output').textContent()));
    await expect.poll(async () => (await outputs()).every((text) => text !== '')).toBe(true);
    const said = await outputs();
    const won = said.findIndex((text) => text?.startsWith('Table 1, deal 2:'));
    expect(won).toBeGreaterThanOrEqual(0);
    const winner = typed[won] as (typeof typed)[number];
    const loser = typed[1 - won] as (typeof typed)[number];
    expect(said[1 - won]).toBe(
      `Not saved: table 1, deal 2 was entered meanwhile as ${winner.contract} by ${winner.declarer}. It is shown now; press Correct to replace it with yours.`,
    );
    // Nothing is lost: the sheet has the one, the other sidebar still has its typing, and the deal's points.
    const row = ss.values('Deals').find((r) => r[0] === 2 && r[1] === 1 && r[2] === 2);
    expect(row?.[9]).toBe(winner.declarer);
    expect(await formOf(loser.page).getByLabel('Contract and result').inputValue()).toBe(loser.contract);
    expect(await formOf(loser.page).getByRole('button', { name: 'Correct' }).count()).toBe(1);
    await loser.page.screenshot({ path: join(SCREENSHOTS, 'sidebar-entered-meanwhile.png') });
    expect(await axeViolations(loser.page)).toEqual([]);
    await one.close();
    await two.close();
  });
});

describe('a director’s spreadsheet, as Sheets coerces it (#14)', () => {
  const book = new FakeSpreadsheet();
  const { global: server } = loadCode({
    SpreadsheetApp: { getActiveSpreadsheet: () => book },
    LockService: { getDocumentLock: () => new FakeLock() },
  });
  // Written bare, Sheets would make these a number (twice 7), a boolean, a percentage, a date, a hidden
  // apostrophe and a formula.
  const NAMES = ['007', '7', 'TRUE', '50%', '3/4', "'Tis", '=IMPORTXML("http://x","//a")', 'Hal'];

  it('says a count that fills no table in words, then seats names exactly as typed', async () => {
    const page = await openSidebar(server);
    const players = page.getByLabel(/Players, one per line/);
    await players.fill([...NAMES, 'Ida'].join('\n'));
    expect(await page.locator('#player-count').textContent()).toBe(
      '9 players: Progressive Bridge seats four a table; add 3 or take 1 away',
    );
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('9 players: Progressive Bridge seats four a table; add 3 or take 1 away');
    expect(book.sheets.size).toBe(0);

    await players.fill(NAMES.join('\n'));
    expect(await page.locator('#player-count').textContent()).toBe('8 players, 2 tables');
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Round 1' }).count()).toBe(1);
    expect(await page.locator('.seats').textContent()).toBe('N 007 · S TRUE against E 7 · W 50%');
    await page.getByRole('button', { name: /^Table 2/ }).click();
    expect(await page.locator('.seats').textContent()).toBe(
      'N 3/4 · S =IMPORTXML("http://x","//a") against E \'Tis · W Hal',
    );
    // 'Tis's table takes its deals like any other.
    await enterDeal(page, 2, 1, 'E', '3NT=');
    expect(
      book
        .values('Players')
        .slice(3)
        .map((row) => row[1]),
    ).toEqual(NAMES);
    expect(book.formulas).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'sidebar-coerced-names.png') });
    await page.close();
  });

  it('refuses a deal rather than write over a Tallies the director made, and says how to free the name', async () => {
    book.sheets.delete('Tallies');
    book
      .insertSheet('Tallies')
      .getRange(1, 1, 1, 1)
      .setValues([['My notes']]);
    const page = await openSidebar(server);
    const form = page.getByRole('form', { name: /^Deal 1 / });
    await form.getByLabel('Declarer').selectOption('N');
    await form.getByLabel('Contract and result').fill('4S=');
    await form.getByLabel('Contract and result').press('Enter');
    await expect
      .poll(() => form.locator('output').textContent())
      .toBe(
        'Nothing was written: the sheet "Tallies" was not made by Bridge Scorer. Rename that sheet (or delete it, if nothing on it is wanted) and the add-on will make its own "Tallies". The deal is not saved yet: save it again then.',
      );
    expect(book.values('Tallies')).toEqual([['My notes']]);
    expect(await form.getByLabel('Contract and result').inputValue()).toBe('4S=');
    await page.close();
  });
});

describe('the movement shown is the movement seated (#22)', () => {
  const book = new FakeSpreadsheet();
  const { global: server } = loadCode({
    SpreadsheetApp: { getActiveSpreadsheet: () => book },
    LockService: { getDocumentLock: () => new FakeLock() },
  });
  const moves = (page: Page) =>
    page
      .locator('.movement li')
      .evaluateAll((items) => items.map((item) => item.textContent?.trim()))
      .then((texts) => texts.join(' | '));
  // By docs/rules.md (standard): table 1 keeps its winners and sends its losers to table 2, whose
  // winners come up. As played, table 2's N/S (Eve, Gus) win 1,580 to 1,020.
  const AS_PLAYED = 'Table 1: Ann and Cat stay; Eve and Gus arrive | Table 2: Fay and Hal stay; Bob and Dan arrive';
  // Table 2's slam corrected to 6NT-3 (300 to E/W, vulnerable): E/W (Fay, Hal) win 1,320 to 140.
  const CORRECTED = 'Table 1: Ann and Cat stay; Fay and Hal arrive | Table 2: Eve and Gus stay; Bob and Dan arrive';

  it('works the movement out again after a correction, and Seat refuses one the sheet has left behind', async () => {
    const page = await openSidebar(server);
    await page.getByLabel(/Players, one per line/).fill(EIGHT.join('\n'));
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Round 1' }).count()).toBe(1);
    for (const [deal, declarer, contract] of [
      [1, 'N', '4S='],
      [2, 'passed', ''],
      [3, 'S', '3NT='],
      [4, 'E', '4SX-4'],
    ] as const)
      await enterDeal(page, 1, deal, declarer, contract);
    await page.getByRole('button', { name: /^Table 2/ }).click();
    for (const [deal, declarer, contract] of [
      [1, 'E', '3NT='],
      [2, 'W', '4H='],
      [3, 'N', '2S+1'],
      [4, 'S', '6NT='],
    ] as const)
      await enterDeal(page, 2, deal, declarer, contract);
    await page.getByRole('button', { name: 'Show the movement' }).click();
    await expect.poll(() => moves(page)).toBe(AS_PLAYED);
    await page.getByLabel(/Enter the cards drawn/).check();
    const draws = { Eve: 'SA', Gus: 'H2', Ann: 'DK', Cat: 'D3', Bob: 'C5', Dan: 'C9', Fay: 'S7', Hal: 'H7' };
    for (const [name, card] of Object.entries(draws)) await page.getByLabel(name, { exact: true }).fill(card);

    // A correction in the sidebar while the movement is shown: it is worked out again at once.
    await enterDeal(page, 2, 4, 'S', '6NT-3');
    await expect.poll(() => moves(page)).toBe(CORRECTED);
    expect(await page.locator('.movement output').textContent()).toBe(
      'Worked out again: a deal was changed since the movement was shown. Check it before seating.',
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'sidebar-movement-again.png'), fullPage: true });

    // The director puts the slam back by hand in Deals (row 10 is table 2's deal 4, Result is L):
    // the movement shown is now older than the sheet, and Seat says so and shows the movement now.
    book
      .getSheetByName('Deals')
      ?.getRange(10, 12, 1, 1)
      .setValues([["'="]]);
    await page.getByRole('button', { name: 'Seat round 2' }).click();
    await expect
      .poll(() => page.locator('.movement [role="alert"]').textContent())
      .toBe(
        'Not seated: Deals has changed since the movement was shown. The movement is shown again as the sheet has it now; check it, then seat round 2.',
      );
    await expect.poll(() => moves(page)).toBe(AS_PLAYED);
    // The evening view arrives with the refusal and the forms follow it a render later: wait for them.
    await expect.poll(() => page.locator('.totals').textContent()).toBe('Table 2: N/S 1580 · E/W 1020');
    // The deal corrected by hand shows the sheet's entry, not the one saved before.
    const deal4 = page.getByRole('form', { name: /^Deal 4 / });
    await expect.poll(() => deal4.getByLabel('Contract and result').inputValue()).toBe('6NT=');
    await expect.poll(() => deal4.locator('output').textContent()).toBe('');
    expect(book.values('Seating').filter((row) => row[0] === 2)).toEqual([]);
    expect(await page.getByRole('heading', { name: 'Round 1', exact: true }).count()).toBe(1);
    expect(await overflowing(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'sidebar-stale-movement.png'), fullPage: true });

    // Seated from the movement now shown, with the draws typed before: the arrivals draw for North (the
    // higher) and East, the stayers for South (the higher) and West.
    expect(await page.getByLabel('Eve', { exact: true }).inputValue()).toBe('SA');
    await page.getByRole('button', { name: 'Seat round 2' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Round 2' }).count()).toBe(1);
    expect(
      book
        .values('Seating')
        .filter((row) => row[0] === 2)
        .map((row) => row.slice(0, 6).join(' ')),
    ).toEqual(['2 1 Eve Gus Ann Cat', '2 2 Dan Bob Fay Hal']);
    await page.close();
  });
});

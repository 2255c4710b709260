// The table page (dist/apps-script/Table.html) on a phone: Chromium at 390 × 844 with touch, its
// google.script.run and google.script.url bridged to a small fake server (fake-tables.ts) over an evening
// of 2 tables and 3-board rounds. Boards are entered by taps alone; the score the opponents accept is
// checked against the scoring table worked by hand (Law 77); the outbox keeps results through a lost
// signal and sends each once when it is back; a reload keeps a half-typed board; a wrong key and a
// conflict are said.
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, SCREENSHOTS } from './browser';
import { FakeTables } from './fake-tables';
import { axeViolations } from './popup-page';
import { bridgeScriptRun } from './script-run';

const TABLE_PAGE = resolve(import.meta.dirname, '..', '..', 'dist', 'apps-script', 'Table.html');
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let context: BrowserContext;
let fake = new FakeTables();

/** The page of `table` opened from its link, with `key` (the right one unless told). */
async function openTable(table = 1, key = fake.keyOf(table)): Promise<Page> {
  const page = await context.newPage();
  await bridgeScriptRun(page, {
    tableView: (t: number, k: string) => fake.tableView(t, k),
    enterTableResult: (t: number, k: string, entry: never) => fake.enterTableResult(t, k, entry),
  });
  // google.script.url as Apps Script gives it in the page's iframe: the parameters of the page's address.
  await page.addInitScript(`
    window.google.script.url = { getLocation: (callback) => {
      const search = new URLSearchParams(location.search);
      const parameter = Object.fromEntries(search);
      const parameters = Object.fromEntries([...search.keys()].map((k) => [k, search.getAll(k)]));
      setTimeout(() => callback({ hash: '', parameter, parameters }), 0);
    } };
  `);
  await page.goto(`file://${TABLE_PAGE}?table=${table}&key=${encodeURIComponent(key)}`);
  return page;
}

/** What a phone held in one hand needs: nothing wider than the screen, and every key at least 44 px square. */
async function fitsThePhone(page: Page): Promise<void> {
  const fit = await page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - window.innerWidth,
    small: [...document.querySelectorAll('button')]
      .map((button) => ({ name: button.textContent, box: button.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(({ name, box }) => `${name}: ${Math.round(box.width)} × ${Math.round(box.height)}`),
  }));
  expect(fit).toEqual({ sideways: 0, small: [] });
}

/** A screenshot of the whole page, once it fits the phone. */
async function shot(page: Page, name: string): Promise<void> {
  await fitsThePhone(page);
  await page.screenshot({ path: join(SCREENSHOTS, `table-${name}.png`), fullPage: true });
}

const tap = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first().tap();

/** One board's result, as the table gives it: the names of the keys tapped, in the order asked. */
interface Taps {
  readonly declarer: string;
  readonly level: string;
  readonly strain: string;
  readonly doubling?: string;
  readonly lead?: readonly [suit: string, rank: string];
  readonly result: string;
}

/** Taps a board's result up to the confirmation; gives the two scores shown there. */
async function tapBoard(page: Page, board: number, taps: Taps): Promise<{ ns: string; ew: string }> {
  await expect.poll(() => page.locator('#board-title').textContent()).toBe(`Board ${board}`);
  await tap(page, taps.declarer);
  await tap(page, taps.level);
  await tap(page, taps.strain);
  if (taps.doubling !== undefined) await tap(page, taps.doubling);
  await tap(page, 'Next');
  if (taps.lead !== undefined) {
    await tap(page, taps.lead[0]);
    await tap(page, taps.lead[1]);
    await tap(page, 'Next');
  } else await tap(page, 'No lead');
  await tap(page, taps.result);
  await expect.poll(() => page.locator('#confirm-title').textContent()).toBe('Check and accept');
  return {
    ns: (await page.locator('#score-ns').textContent()) ?? '',
    ew: (await page.locator('#score-ew').textContent()) ?? '',
  };
}

/** The number of entries the page keeps waiting in its outbox, read from the phone's storage. */
const waitingOnPhone = (page: Page, table = 1) =>
  page.evaluate((t) => JSON.parse(localStorage.getItem(`bridgeScorer.table.${t}.outbox`) ?? '[]').length, table);

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  await context?.close();
  fake = new FakeTables();
  context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
});

describe('the table page on a phone', () => {
  it('enters a round by taps alone, shows the hand-worked score, then the traveller and the moves', async () => {
    const page = await openTable();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Thursday Pairs');
    expect(await page.locator('.where').textContent()).toBe('Table 1 · Round 1 of 2');
    expect(await page.locator('.pairs').textContent()).toContain('E/W 1 · Cath Cole & Dan Dunn');
    // Board 1: dealer N, nobody vulnerable (the board's number says so).
    expect(await page.locator('.meta').textContent()).toBe('Dealer N · Vulnerable: None');
    expect(await page.locator('.traveller').count()).toBe(0);
    await shot(page, 'declarer');
    expect(await axeViolations(page)).toEqual([]);

    // 4♠= by N, not vulnerable: 4 × 30 = 120 trick score, 300 game bonus → 420 (Law 77).
    const first = await tapBoard(page, 1, {
      declarer: 'North',
      level: '4',
      strain: 'spade',
      lead: ['heart', 'K'],
      result: '=: 10 tricks',
    });
    expect(first).toEqual({ ns: '+420', ew: '-420' });
    expect(await page.locator('#confirm-contract').textContent()).toBe('4♠=');
    await shot(page, 'confirm');
    expect(await axeViolations(page)).toEqual([]);
    expect(fake.results).toEqual([]);
    await tap(page, 'E/W accept');
    await expect.poll(() => page.locator('.traveller').count()).toBe(1);
    expect(await page.locator('.traveller tr.mine').textContent()).toContain('4♠= N');
    expect(fake.results.map((r) => [r.board, r.declarer, r.contract, r.lead, r.ns])).toEqual([
      [1, 'N', '4S=', 'HK', 420],
    ]);
    await shot(page, 'traveller');
    expect(await axeViolations(page)).toEqual([]);

    // 3NT-1 by S, N/S vulnerable on board 2: one undertrick vulnerable, 100 (Law 77).
    await tap(page, 'Next: board 2');
    const second = await tapBoard(page, 2, {
      declarer: 'South',
      level: '3',
      strain: 'NT',
      result: '-1: 8 tricks',
    });
    expect(second).toEqual({ ns: '-100', ew: '+100' });
    await tap(page, 'E/W accept');
    await expect.poll(() => page.locator('.traveller').count()).toBe(1);

    // 2♥X+1 by E, E/W vulnerable on board 3: 2 × 30 doubled = 120 (a game), 500 vulnerable game, 50 for
    // the insult, one doubled overtrick vulnerable 200 → 870 (Law 77).
    await tap(page, 'Next: board 3');
    await tap(page, 'East');
    await tap(page, '2');
    await tap(page, 'heart');
    await tap(page, 'X Doubled');
    await shot(page, 'contract');
    expect(await axeViolations(page)).toEqual([]);
    // The narrowest phone the page is made for: still no sideways scroll, still thumb-sized keys.
    await page.setViewportSize({ width: 360, height: 740 });
    await fitsThePhone(page);
    await page.setViewportSize(PHONE);
    await tap(page, 'Next');
    await tap(page, 'No lead');
    await shot(page, 'result');
    await page.setViewportSize({ width: 360, height: 740 });
    await fitsThePhone(page);
    await page.setViewportSize(PHONE);
    await tap(page, '+1: 9 tricks');
    expect(await page.locator('#score-ew').textContent()).toBe('+870');
    expect(await page.locator('#score-ns').textContent()).toBe('-870');
    await tap(page, 'E/W accept');

    // The round is over: where everyone goes, then round 2.
    await expect.poll(() => page.locator('#round-over').textContent()).toBe('Round 1 is over');
    expect(await page.locator('.moves').textContent()).toBe(
      'N/S 1 goes to table 1, N/SE/W 1 goes to table 2, E/WBoards 1-3 go to table 2',
    );
    await shot(page, 'moves');
    expect(await axeViolations(page)).toEqual([]);
    await tap(page, 'Start round 2');
    await expect.poll(() => page.locator('.where').textContent()).toBe('Table 1 · Round 2 of 2');
    // Table 2 played board 4 in round 1; its result is on the traveller once this table's is in.
    fake.enterAsOther(1, 2, 4, 'W', '3NT+1');
    await tapBoard(page, 4, { declarer: 'West', level: '4', strain: 'heart', result: '=: 10 tricks' });
    await tap(page, 'E/W accept');
    await expect.poll(() => page.locator('.traveller tbody tr').count()).toBe(2);
    // Board 5 passed out: 0 to both sides, straight from the declarer to the confirmation.
    await tap(page, 'Next: board 5');
    await tap(page, 'Passed out');
    expect([await page.locator('#score-ns').textContent(), await page.locator('#score-ew').textContent()]).toEqual([
      '0',
      '0',
    ]);
    await tap(page, 'E/W accept');
    await tap(page, 'Next: board 6');
    await tapBoard(page, 6, { declarer: 'North', level: '1', strain: 'club', result: '+2: 9 tricks' });
    await tap(page, 'E/W accept');
    await expect.poll(() => page.locator('.finished').textContent()).toBe('All your boards are in, thank you!');
    await shot(page, 'finished');
    expect(await axeViolations(page)).toEqual([]);
    expect(fake.results.map((r) => [r.board, r.contract, r.ns])).toEqual([
      [1, '4S=', 420],
      [2, '3NT-1', -100],
      [3, '2HX+1', -870],
      // Board 4, both vulnerable: 3NT+1 by W 100 + 500 + 30 = 630; 4♥= by W 120 + 500 = 620 (Law 77).
      [4, '3NT+1', -630],
      [4, '4H=', -620],
      [5, 'Pass', 0],
      // 1♣+2 by N, N/S not vulnerable on board 6: 3 × 20 = 60 + 50 part score = 110 (Law 77).
      [6, '1C+2', 110],
    ]);
    expect([...fake.delivered.values()]).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('speaks the sheet’s language and reads a contract typed in its notation (French 4PX-1)', async () => {
    fake.language = 'fr';
    const page = await openTable();
    await expect.poll(() => page.locator('.where').textContent()).toBe('Table 1 · Tour 1 sur 2');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await tap(page, 'Ouest');
    await page.getByLabel('Ou tapez le contrat').fill('4PX-1');
    // The keys follow what is typed: 4, ♠, X.
    for (const name of ['4', 'pique', 'X Contré'])
      expect(await page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await tap(page, 'Suivant');
    await tap(page, 'Sans entame');
    // The result typed is chosen already: on to the confirmation.
    await tap(page, 'Suivant');
    expect(await page.locator('#confirm-contract').textContent()).toBe('4♠X-1');
    // 4♠X-1 by West, not vulnerable on board 1: one doubled undertrick, 100 to N/S (Law 77).
    expect([await page.locator('#score-ns').textContent(), await page.locator('#score-ew').textContent()]).toEqual([
      '+100',
      '-100',
    ]);
    await shot(page, 'french');
    expect(await axeViolations(page)).toEqual([]);
    await tap(page, 'E/O acceptent');
    await expect.poll(() => fake.results.map((r) => [r.declarer, r.contract, r.ns])).toEqual([['W', '4SX-1', 100]]);
    // What is not a contract is said beside the field, and kept as typed.
    await tap(page, 'Suivante\u00a0: donne 2');
    await tap(page, 'Nord');
    await page.getByLabel('Ou tapez le contrat').fill('9Z');
    expect(await page.getByLabel('Ou tapez le contrat').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.problem').textContent()).toBe(
      '"9Z" n’est pas un contrat\u00a0: écrivez par exemple 4PX-2, 3SA=',
    );
    expect(await page.getByRole('button', { name: 'Suivant', exact: true }).isDisabled()).toBe(true);
  });

  it('keeps results through a lost signal, a reload and a half-typed board, and sends each once', async () => {
    const page = await openTable();
    await expect.poll(() => page.locator('#board-title').textContent()).toBe('Board 1');
    fake.offline = true;
    await tapBoard(page, 1, { declarer: 'North', level: '4', strain: 'spade', result: '=: 10 tricks' });
    await tap(page, 'E/W accept');
    await expect.poll(() => page.locator('#waiting-count').textContent()).toBe('1 result waiting to be sent');
    expect(await page.locator('.result-line').textContent()).toContain('Waiting');
    await tap(page, 'Next: board 2');
    await tapBoard(page, 2, { declarer: 'South', level: '3', strain: 'NT', result: '-1: 8 tricks' });
    await tap(page, 'E/W accept');
    await expect.poll(() => page.locator('#waiting-count').textContent()).toBe('2 results waiting to be sent');
    expect(await page.getByRole('status').first().textContent()).toContain('No connection');
    // Board 3 half typed: West, 3.
    await tap(page, 'Next: board 3');
    await tap(page, 'West');
    await tap(page, '3');
    await shot(page, 'offline');
    expect(await axeViolations(page)).toEqual([]);
    expect(await waitingOnPhone(page)).toBe(2);

    // A reload without signal: the last view, the outbox and the half-typed board are all still there.
    await page.reload();
    await expect.poll(() => page.locator('#waiting-count').textContent()).toBe('2 results waiting to be sent');
    await expect.poll(() => page.locator('#board-title').textContent()).toBe('Board 3');
    expect(await page.locator('.so-far').textContent()).toBe('West');
    expect(await page.getByRole('button', { name: '3', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(fake.results).toEqual([]);

    // The signal is back: each waiting result is sent once, and the count goes.
    fake.offline = false;
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => fake.results.length).toBe(2);
    await expect.poll(() => page.locator('#waiting-count').count()).toBe(0);
    expect(await waitingOnPhone(page)).toBe(0);
    expect([...fake.delivered.values()]).toEqual([1, 1]);
    expect(fake.results.map((r) => [r.board, r.contract, r.ns])).toEqual([
      [1, '4S=', 420],
      [2, '3NT-1', -100],
    ]);
    // The half-typed board goes on where it stopped.
    await tap(page, 'spade');
    await tap(page, 'Next');
    await tap(page, 'No lead');
    await tap(page, '=: 9 tricks');
    // 3♠= by W on board 3: 3 × 30 = 90, short of a game, so a part-score bonus of 50 → 140 (Law 77).
    expect(await page.locator('#score-ew').textContent()).toBe('+140');
  });

  it('says a wrong key, writes nothing and keeps the outbox', async () => {
    const good = await openTable();
    await expect.poll(() => good.locator('#board-title').textContent()).toBe('Board 1');
    fake.offline = true;
    await tapBoard(good, 1, { declarer: 'North', level: '4', strain: 'spade', result: '=: 10 tricks' });
    await tap(good, 'E/W accept');
    await expect.poll(() => waitingOnPhone(good)).toBe(1);
    await good.close();
    fake.offline = false;

    const page = await openTable(1, 'an-old-key');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('This link is not your table’s, or no longer');
    expect(await page.locator('.waiting-count').textContent()).toBe('1 result waiting to be sent');
    await shot(page, 'wrong-key');
    expect(await axeViolations(page)).toEqual([]);
    expect(fake.results).toEqual([]);
    expect(await waitingOnPhone(page)).toBe(1);
  });

  it('shows a conflict with both results, and never sends it again', async () => {
    const page = await openTable();
    await expect.poll(() => page.locator('#board-title').textContent()).toBe('Board 1');
    // The director enters board 1 for this table while the phone has it on screen.
    fake.enterAsOther(1, 1, 1, 'E', '3NT-2');
    await tapBoard(page, 1, { declarer: 'North', level: '4', strain: 'spade', result: '=: 10 tricks' });
    await tap(page, 'E/W accept');
    await expect.poll(() => page.locator('.not-accepted').count()).toBe(1);
    expect(await page.locator('.not-accepted .conflict-message').textContent()).toBe(
      'Board 1 already holds 3NT-2 by E, not 4S= by N: nothing written. The director will settle it.',
    );
    expect(await page.locator('.not-accepted .sent').textContent()).toBe('4♠= N');
    expect(await waitingOnPhone(page)).toBe(0);
    await shot(page, 'conflict');
    expect(await axeViolations(page)).toEqual([]);
    // The page goes on trying what waits; the conflict is not among it.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(300);
    expect([...fake.delivered.values()]).toEqual([1]);
  });

  it('asks for the link when the address names no table', async () => {
    const page = await context.newPage();
    await bridgeScriptRun(page, {});
    await page.addInitScript(
      `window.google.script.url = { getLocation: (callback) => callback({ hash: '', parameter: {}, parameters: {} }) };`,
    );
    await page.goto(`file://${TABLE_PAGE}`);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('scan the QR code on your table');
  });
});

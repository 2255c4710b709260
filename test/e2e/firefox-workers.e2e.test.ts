// The solver's workers in Firefox (issue 46), on the built dist/firefox-mv2: the Deal view and the
// hand-record page share a table's strains out between workers, one a core, and a cancel or a failing
// worker ends them all. The workers are counted by wrapping the page's Worker before its first solve
// (./solver-workers.ts); expected tables are DDS's, as BBO recorded them or as libdds gives them here.
// How Firefox is driven, and its quirks, are in ./firefox.ts.
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDeal, parsePbn, readHandRecords } from '../../core/index';
import { PAIRS, pbnText } from '../fixtures/paths';
import { SCREENSHOTS } from './browser';
import { DDS_TABLE, LINK, SLOW } from './deals';
import { type FirefoxExtension, launchFirefoxWithExtension, openExtensionPage, pollFor } from './firefox';
import {
  countWorkers,
  ddsTable,
  ddsTables,
  readWorkerCount,
  type WorkerCount,
  workersThatAnswered,
} from './solver-workers';

let firefox: FirefoxExtension;
const errors: string[] = [];

beforeAll(async () => {
  firefox = await launchFirefoxWithExtension();
}, 60_000);

afterAll(async () => {
  await firefox?.close();
});

afterEach(() => {
  const logged = errors.splice(0);
  expect(logged).toEqual([]);
});

const aria = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;
async function click(page: Page, role: string, name: string): Promise<void> {
  const element = await pollFor(
    () => page.$(aria(role, name)),
    (found) => found !== null,
  );
  if (element == null) throw new Error(`no ${role} named ${JSON.stringify(name)} on the page`);
  await element.click();
}
/**
 * Sets the Deal field's text at once, as a paste does (typed key by key, each prefix that reads as a
 * deal would start a solve of its own).
 */
async function paste(page: Page, text: string): Promise<void> {
  const field = await page.$(aria('textbox', 'Deal'));
  await field?.evaluate((el, value) => {
    (el as HTMLTextAreaElement).value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}
const workerCount = async (page: Page): Promise<WorkerCount> =>
  JSON.parse(String(await page.evaluate(readWorkerCount)));
const statusText = (page: Page, part: string) =>
  page.$$eval(
    '[role=status]',
    (found, wanted: string) => found.map((el) => el.textContent ?? '').find((text) => text.includes(wanted)) ?? null,
    part,
  );
/** Each table shown, a row a seat: one in the Deal view, one a board on the hand-record page. */
const tables = (page: Page) =>
  page.$$eval('table.dd-table', (shown) =>
    shown.map((table) =>
      [...table.querySelectorAll('tbody tr')].map((row) =>
        [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
      ),
    ),
  );

describe('the solver’s workers in Firefox', () => {
  let page: Page;
  let cores: number;

  it('solve a pasted deal in one worker a core, each answering: DDS’s table', async () => {
    page = await openExtensionPage(firefox, errors);
    // A new profile opens on Score: the Deal view, and its workers, come only with its tab.
    await page.evaluate(countWorkers());
    await click(page, 'tab', 'Deal');
    await paste(page, LINK);
    expect(await pollFor(() => tables(page), [DDS_TABLE], 30_000)).toEqual([DDS_TABLE]);
    cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const count = await workerCount(page);
    expect(count.made).toBe(Math.min(cores, 4));
    expect(count.made).toBeGreaterThan(1);
    expect(workersThatAnswered(count)).toBe(count.made);
    expect(count.ended).toBe(0);
  });

  it('show how far they got, end them all on Cancel, and solve again after with new ones', async () => {
    await paste(page, SLOW);
    const counted = await pollFor(
      () => statusText(page, 'Solving double dummy'),
      (text) => /[1-9]\d? of 20/.test(text ?? ''),
      30_000,
    );
    expect(counted).toMatch(/^Solving double dummy… [1-9]\d? of 20$/);
    await page.$eval('progress', (bar) => bar.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: join(SCREENSHOTS, 'firefox-deal-solving.png') as `${string}.png` });
    const before = await workerCount(page);
    await click(page, 'button', 'Cancel');
    expect(await pollFor(() => statusText(page, 'cancelled'), 'The solve was cancelled.')).toBe(
      'The solve was cancelled.',
    );
    const cancelled = await workerCount(page);
    expect(cancelled.ended - before.ended).toBe(Math.min(cores, 4));
    expect(cancelled.ended).toBe(cancelled.made);
    await click(page, 'button', 'Solve');
    const expected = ddsTable(SLOW);
    expect(await pollFor(() => tables(page), [expected], 120_000)).toEqual([expected]);
    const again = await workerCount(page);
    expect(again.made - cancelled.made).toBe(Math.min(cores, 4));
    expect(workersThatAnswered({ ...again, answers: again.answers.slice(cancelled.made) })).toBe(
      again.made - cancelled.made,
    );
  }, 180_000);

  it('report a worker that fails instead of waiting on it, end the others, and solve again after', async () => {
    // A new popup, so that no worker is left from a solve before: the last deal's solve, if it starts,
    // is cancelled by the empty paste, and the first worker made from there on is the one that fails.
    await page.close();
    page = await openExtensionPage(firefox, errors);
    await click(page, 'tab', 'Deal');
    await paste(page, '');
    await page.evaluate(countWorkers(true));
    await paste(page, LINK);
    const stopped = 'Not solved: the solver stopped unexpectedly: open the page (or the popup) again';
    expect(await pollFor(() => statusText(page, 'Not solved'), stopped, 30_000)).toBe(stopped);
    const failed = await workerCount(page);
    expect(failed.ended).toBe(failed.made);
    await click(page, 'button', 'Solve');
    expect(await pollFor(() => tables(page), [DDS_TABLE], 30_000)).toEqual([DDS_TABLE]);
    // The worker's own uncaught error is Firefox's to log: the page logged nothing else.
    expect(errors.filter((error) => !/TypeError|null/.test(error))).toEqual([]);
    errors.length = 0;
    await page.close();
  }, 60_000);

  it('solve a club evening’s 24 boards on the hand-record page, each DDS’s table', async () => {
    const hands = await openExtensionPage(firefox, errors, 'records.html');
    await hands.evaluate(countWorkers());
    cores = await hands.evaluate(() => navigator.hardwareConcurrency);
    const path = join(PAIRS, 'spiren-2017-10-30.pbn');
    const picker = await hands.$('input[type="file"]');
    await (picker as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(path);
    const games = parsePbn(pbnText(path));
    const records = games.ok ? readHandRecords(games.value) : null;
    const deals = records?.ok ? records.value.boards.map((record) => formatDeal(record.deal)) : [];
    expect(deals).toHaveLength(24);
    const expected = ddsTables(deals);
    expect(await pollFor(() => tables(hands), expected, 150_000)).toEqual(expected);
    const count = await workerCount(hands);
    expect(count.made).toBe(Math.min(cores, 4));
    expect(workersThatAnswered(count)).toBe(count.made);
    expect(count.ended).toBe(0);
    await hands.close();
  }, 180_000);
});

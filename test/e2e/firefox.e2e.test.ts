// The popup's main paths in Firefox, on the built dist/firefox-mv2 as AMO ships it: lint as AMO's review
// runs it, a typed score, the one-click grid, the Deal view (its solver runs in a module worker), a rubber
// kept across a reload, print and CSV, History, a backup exported and imported (the file goes through
// Firefox's downloads), and a BBO file's hand records on their page. How Firefox is driven, and its
// quirks, are in ./firefox.ts. Expected figures come from docs/rules.md and the BBO records, as in the
// Chromium tests.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import webExt from 'web-ext';
import { BBO } from '../fixtures/paths';
import { SCREENSHOTS } from './browser';
import { DDS_TABLE, LINK } from './deals';
import {
  FIREFOX_EXTENSION,
  type FirefoxExtension,
  launchFirefoxWithExtension,
  openExtensionPage,
  openedPage,
  pollFor,
  reload,
} from './firefox';
import { axeViolations } from './popup-page';
import { WORKED_RUBBER, WORKED_RUBBER_CSV, WORKED_RUBBER_ROWS, WORKED_RUBBER_TOTALS } from './worked-rubber';

let firefox: FirefoxExtension;
const errors: string[] = [];
const openPopup = () => openExtensionPage(firefox, errors);

beforeAll(async () => {
  firefox = await launchFirefoxWithExtension();
}, 60_000);

afterAll(async () => {
  await firefox?.close();
});

// Each test's pages log no errors; cleared after each, so a retry starts from none.
afterEach(() => {
  const logged = errors.splice(0);
  expect(logged).toEqual([]);
});

/** The page's storage area, as the extension's own pages see it. */
declare const browser: {
  storage: { local: { get(keys: null): Promise<Record<string, unknown>>; clear(): Promise<void> } };
};

const aria = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;
const textOf = (page: Page, selector: string) =>
  page.evaluate((css) => document.querySelector(css)?.textContent ?? null, selector);
/** What a text field holds, found by its name. */
const fieldValue = (page: Page, name: string) =>
  page.$eval(aria('textbox', name), (el) => (el as HTMLInputElement).value);
/** What has that role and name, once it is there: page.$, polled, as no Locator is used (./firefox.ts). */
async function find(page: Page, role: string, name: string): Promise<ElementHandle<Element>> {
  const element = await pollFor(
    () => page.$(aria(role, name)),
    (found) => found !== null,
  );
  if (element == null) throw new Error(`no ${role} named ${JSON.stringify(name)} on the page`);
  return element;
}
const click = async (page: Page, role: string, name: string) => (await find(page, role, name)).click();
/** Replaces a field's text as a player does: select all, then type (or delete). */
async function fill(page: Page, name: string, text: string): Promise<void> {
  const field = await find(page, 'textbox', name);
  await field.evaluate((el) => {
    (el as HTMLInputElement).focus();
    (el as HTMLInputElement).select();
  });
  if (text === '') await page.keyboard.press('Backspace');
  else await page.keyboard.type(text);
}
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `firefox-${name}.png`) as `${string}.png` });

/**
 * A PDF's page objects and the page sizes it gives (width by height in points). Firefox packs its page
 * dictionaries into compressed object streams, so every Flate stream is inflated before they are read.
 * Pages are counted by their own /Type /Page; a size may sit on the page tree, so the sizes are every
 * /MediaBox found, wherever it is.
 */
function readPdf(pdf: Buffer): { pages: number; sizes: [number, number][] } {
  const parts = [pdf.toString('latin1')];
  for (const found of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(found[1] as string, 'latin1')).toString('latin1'));
    } catch {
      // Not a Flate stream (an image, a font): no page dictionary in it.
    }
  }
  const text = parts.join('\n');
  return {
    pages: text.match(/\/Type\s*\/Page\b/g)?.length ?? 0,
    sizes: [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]),
  };
}

/** Everything the popup keeps in a backup. */
const keptStorage = (page: Page): Promise<Record<string, unknown>> =>
  page.evaluate(async () => {
    const all = await browser.storage.local.get(null);
    return Object.fromEntries(
      Object.entries(all).filter(([key]) => /^(history|rubber|chicago|bugger|match|about:.*)$/.test(key)),
    );
  });

/**
 * A rubber of names won two games to none, 4♠= twice (120 + 120 below, 700 for the rubber: We 940,
 * docs/rules.md), then put away by New rubber: it goes to History and a new rubber starts.
 */
async function playWonRubber(page: Page): Promise<void> {
  await click(page, 'tab', 'Rubber');
  const totals = () => textOf(page, 'table.pad tfoot');
  expect(await pollFor(totals, 'Total 0Total 0')).toBe('Total 0Total 0');
  // The fold is drawn once the names are read from storage, a moment after the pad: wait for it.
  const names = await pollFor(
    () => page.$('details.names > summary'),
    (found) => found !== null,
  );
  if (names == null) throw new Error('no Names fold on the Rubber pad');
  await names.click();
  await fill(page, 'We', 'Ann & Bob');
  await fill(page, 'They', 'Cy & Di');
  await addHand(page, 'We', '4S=');
  await addHand(page, 'We', '4S=');
  expect(await pollFor(totals, 'Total 940Total 0')).toBe('Total 940Total 0');
  await click(page, 'button', 'New rubber');
  await click(page, 'button', 'Yes');
  expect(await pollFor(totals, 'Total 0Total 0')).toBe('Total 0Total 0');
}

/** Storage as a new install has it, and the page reloaded onto it: each test starts from nothing. */
async function clearStorage(page: Page): Promise<void> {
  await page.evaluate(() => browser.storage.local.clear());
  await reload(page);
}

async function addHand(page: Page, side: 'We' | 'They', text: string): Promise<void> {
  await click(page, 'radio', side);
  await fill(page, 'Contract and result', text);
  await click(page, 'button', 'Add hand');
  await pollFor(() => fieldValue(page, 'Contract and result'), '');
}

describe('the Firefox build, as AMO reviews it', () => {
  it('passes web-ext lint with no error, warning or notice, under a real gecko id, Android declared', async () => {
    const result = await webExt.cmd.lint(
      { sourceDir: FIREFOX_EXTENSION, output: 'none', selfHosted: false, boring: true, warningsAsErrors: true },
      { shouldExitProgram: false },
    );
    expect(result.summary).toEqual({ errors: 0, notices: 0, warnings: 0 });
    const manifest = JSON.parse(readFileSync(join(FIREFOX_EXTENSION, 'manifest.json'), 'utf8'));
    expect(manifest.browser_specific_settings.gecko.id).toBe('bridge-scorer@bridge-scorer.org');
    expect(manifest.permissions).toEqual(['storage']);
    // Declared for Firefox for Android too, and the lint above still finds nothing.
    expect(manifest.browser_specific_settings.gecko_android).toEqual({});
  });
});

// Firefox over BiDi answers each ARIA query in a few hundred ms: a path of twenty steps needs more than 30 s.
describe('the popup in Firefox', { timeout: 90_000 }, () => {
  it('types 4SX-2 v and reads −500 with its arithmetic; 8S is refused, kept as typed', async () => {
    const page = await openPopup();
    await fill(page, 'Contract', '4SX-2 v');
    const said = () => textOf(page, 'output');
    expect(await pollFor(said, (text) => text?.includes('−500') === true)).toContain(
      'Down 2 doubled, vulnerable: 200 + 300 = 500 to the defenders',
    );
    await fill(page, 'Contract', '8S');
    expect(await pollFor(said, '"8S": level must be 1–7')).toBe('"8S": level must be 1–7');
    expect(await fieldValue(page, 'Contract')).toBe('8S');
    await fill(page, 'Contract', '');
    await page.close();
  });

  it('clicks 3NT and reads +400 and +600 for making exactly, first in the table', async () => {
    const page = await openPopup();
    await click(page, 'radio', '3NT');
    const rows = () => page.$$eval('table.results tbody tr', (trs) => trs.slice(0, 2).map((tr) => tr.textContent));
    expect(await pollFor(rows, (got) => got[0]?.includes('+400') === true)).toEqual([
      'Made exactly9+400+600',
      'Made +110+430+630',
    ]);
    await shot(page, 'score');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("solves a pasted BBO deal in the solver's worker: DDS's table and the par", async () => {
    const page = await openPopup();
    await click(page, 'tab', 'Deal');
    await fill(page, 'Deal', LINK);
    // The table as DDS gave it in the BBO record (./deals.ts), read row by row: N, E, S, W.
    const cells = () =>
      page.$$eval('table.dd-table tbody tr', (rows) =>
        rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
      );
    expect(await pollFor(cells, DDS_TABLE, 30_000)).toEqual(DDS_TABLE);
    // E/W own the auction with 3♣ (9 tricks, 110); worked from that table by docs/rules.md.
    expect(await textOf(page, '.par')).toBe('Par −110: 3♣ by E, W');
    await shot(page, 'deal');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("opens a BBO file's hand records on their own page, each board with the file's own table", async () => {
    // A page of its own because Firefox closes a popup when a file dialog opens.
    const page = await openExtensionPage(firefox, errors, 'records.html');
    const picker = await page.$('input[type="file"]');
    await (picker as ElementHandle<HTMLInputElement>).uploadFile(
      join(BBO, 'Ben & Friends Daily - 2024-06-02 Daylong.pbn'),
    );
    const boards = () => page.$$eval('section.record', (sections) => sections.length);
    expect(await pollFor(boards, 8)).toBe(8);
    // Board 2's table as the file's OptimumResultTable gives it.
    const board2 = () =>
      page.$$eval('section.record', (sections) => {
        const board = sections.find(
          (section) => section.querySelector('.table-middle')?.textContent === 'Board 2Vul NS',
        );
        return [...(board?.querySelectorAll('table.dd-table tbody tr') ?? [])].map((row) =>
          [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
        );
      });
    expect(await pollFor(board2, DDS_TABLE, 30_000)).toEqual(DDS_TABLE);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('keeps a rubber across a reload and a new popup, then prints it and saves it as CSV', async () => {
    let page = await openPopup();
    await clearStorage(page);
    await click(page, 'tab', 'Rubber');
    for (const [side, text] of WORKED_RUBBER) await addHand(page, side, text);
    const totals = () => textOf(page, 'table.pad tfoot');
    expect(await pollFor(totals, WORKED_RUBBER_TOTALS)).toBe(WORKED_RUBBER_TOTALS);
    await fill(page, 'Contract and result', '2H');
    await reload(page);
    expect(await pollFor(totals, WORKED_RUBBER_TOTALS)).toBe(WORKED_RUBBER_TOTALS);
    // The half-typed entry is kept too.
    expect(await pollFor(() => fieldValue(page, 'Contract and result'), '2H')).toBe('2H');
    await fill(page, 'Contract and result', '');
    await page.close();

    page = await openPopup();
    expect(await pollFor(() => page.$eval(aria('tab', 'Rubber'), (el) => el.ariaSelected), 'true')).toBe('true');
    expect(await pollFor(totals, WORKED_RUBBER_TOTALS)).toBe(WORKED_RUBBER_TOTALS);
    await shot(page, 'rubber');
    expect(await axeViolations(page)).toEqual([]);

    // Print opens the print page in a tab of its own.
    await click(page, 'button', 'Print');
    const print = (await openedPage(firefox, 'print.html')) as Page;
    expect(print).toBeDefined();
    print.on('pageerror', (error) => errors.push(String(error)));
    const cells = () =>
      print.$$eval('table.rows tr', (trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(await pollFor(cells, (rows) => rows.length === 5)).toEqual(WORKED_RUBBER_ROWS);
    expect(await print.title()).toBe('Rubber: Bridge Scorer');
    // Printed for real, through Firefox's own print: one upright A4 page (595.3 × 841.9 points).
    const pdf = Buffer.from(await print.pdf({ format: 'A4', path: join(SCREENSHOTS, 'firefox-print-rubber.pdf') }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, sizes } = readPdf(pdf);
    expect(pages).toBe(1);
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.every(([width, height]) => Math.abs(width - 595.3) < 1 && Math.abs(height - 841.9) < 1)).toBe(true);
    await print.close();
    await page.bringToFront();

    // CSV goes through Firefox's downloads, into the folder set for the test.
    await click(page, 'button', 'CSV');
    const csv = await pollFor(
      async () => readdirSync(firefox.downloads).filter((file) => file.endsWith('.csv')),
      (files) => files.length === 1,
    );
    expect(csv[0]).toMatch(/^rubber-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    const text = await pollFor(
      async () => readFileSync(join(firefox.downloads, csv[0] as string), 'utf8'),
      (got) => got.endsWith('460,0\r\n'),
    );
    expect(text).toBe(WORKED_RUBBER_CSV);
    await page.close();
  });

  it('two popup windows on one rubber: a hand added in each, both show both and storage holds both', async () => {
    const first = await openPopup();
    await clearStorage(first);
    const second = await openPopup();
    const hands = (page: Page) =>
      page.$$eval('button.pick', (picks) => picks.map((pick) => pick.textContent?.replace(/^Edit hand /, '')));
    for (const page of [first, second]) {
      await page.bringToFront();
      await click(page, 'tab', 'Rubber');
      await find(page, 'textbox', 'Contract and result');
    }
    for (const [i, [page, text]] of (
      [
        [first, '2H='],
        [second, '1NT='],
      ] as const
    ).entries()) {
      // The window in use is in front (./firefox.ts: a tab behind is throttled); it shows the other's hand first.
      await page.bringToFront();
      expect(
        await pollFor(
          () => hands(page),
          (shown) => shown.length === i,
        ),
      ).toHaveLength(i);
      await addHand(page, 'They', text);
    }
    const both = ['1 2♥= They', '2 1NT= They'];
    for (const page of [first, second]) expect(await pollFor(() => hands(page), both)).toEqual(both);
    const stored = await first.evaluate(async () => (await browser.storage.local.get(null)).rubber);
    expect((stored as { events: unknown[] }).events).toHaveLength(2);
    await Promise.all([first.close(), second.close()]);
  });

  it('finds a finished rubber in History, with its totals, after a new one starts', async () => {
    const page = await openPopup();
    await clearStorage(page);
    await playWonRubber(page);
    const totals = () => textOf(page, 'table.pad tfoot');

    await click(page, 'tab', 'History');
    const entries = () => page.$$eval('li', (items) => items.map((item) => item.textContent));
    const listed = await pollFor(entries, (got) => got.length === 1);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatch(/^Rubber, .*Ann & Bob, Cy & DiAnn & Bob 940, Cy & Di 0; Ann & Bob win by 940$/);
    await shot(page, 'history');
    expect(await axeViolations(page)).toEqual([]);
    await (await page.$('li:first-child button'))?.click();
    expect(await pollFor(totals, 'Total 940Total 0')).toBe('Total 940Total 0');
    await page.close();
  });

  it('exports a backup through the downloads, clears storage, imports the file, and all is back', async () => {
    const page = await openPopup();
    await clearStorage(page);
    // Two sessions: the rubber won and kept in History, and the new one in play with a hand in it.
    await playWonRubber(page);
    await addHand(page, 'They', '2H=');
    await click(page, 'tab', 'History');
    const before = await keptStorage(page);
    expect(Object.keys(before).sort()).toEqual(['about:rubber', 'history', 'rubber']);
    for (const old of readdirSync(firefox.downloads)) rmSync(join(firefox.downloads, old));
    await click(page, 'button', 'Export all');
    const saved = await pollFor(
      async () => readdirSync(firefox.downloads).filter((file) => file.endsWith('.json')),
      (files) => files.length === 1,
    );
    expect(saved[0]).toMatch(/^bridge-scorer-\d{4}-\d\d-\d\d\.json$/);
    const file = join(firefox.downloads, saved[0] as string);
    const backup = await pollFor(
      async () => JSON.parse(readFileSync(file, 'utf8')),
      (got) => got?.format === 'bridge-scorer/backup',
    );
    expect(backup.format).toBe('bridge-scorer/backup');

    await clearStorage(page);
    await click(page, 'tab', 'History');
    expect(
      await pollFor(
        () => textOf(page, 'main'),
        (text) => /No sessions kept yet/.test(text ?? ''),
      ),
    ).toMatch(/No sessions kept yet/);
    expect(await keptStorage(page)).toEqual({});

    const picker = await page.$('input[type="file"]');
    await (picker as ElementHandle<HTMLInputElement>).uploadFile(file);
    expect(
      await pollFor(
        () => textOf(page, 'output.status'),
        (text) => /^Imported/.test(text ?? ''),
      ),
    ).toBe('Imported 2 sessions.');
    expect(await keptStorage(page)).toEqual(before);
    await page.close();
  });
});

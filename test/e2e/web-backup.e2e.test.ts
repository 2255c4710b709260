// Issue 51's acceptance: a backup exported from the extension imports into the web app, which shows the
// same sessions; the web app's own export imports into a fresh extension, whose export is the first
// file again but for the moment it was made. And the web app keeps a phone's screen on while a game's
// pad is shown, and lets it dim elsewhere.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadedExtension, launchWithExtension } from './browser';
import { addHand, fillBugger, fillChicago, fillMatch, fillRubber, openView } from './popup-fill';
import { openPopup } from './popup-page';
import { launchPhone, originOf, type Phone, serveWeb } from './web-phone';

let extension: LoadedExtension | undefined;
let server: Server;
let phone: Phone;
let web: Page;
let files: string;
const errors: string[] = [];

beforeAll(async () => {
  files = mkdtempSync(join(tmpdir(), 'bridge-scorer-backups-'));
  server = await serveWeb();
  phone = await launchPhone();
  // Every screen lock the page is granted, kept where the test can see whether it is held still.
  await phone.context.addInitScript(() => {
    const locks: WakeLockSentinel[] = [];
    Object.assign(window, { screenLocks: locks });
    const request = navigator.wakeLock.request.bind(navigator.wakeLock);
    navigator.wakeLock.request = (type) =>
      request(type).then((lock) => {
        locks.push(lock);
        return lock;
      });
  });
  web = phone.page;
  web.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  web.on('pageerror', (error) => errors.push(error.message));
}, 60_000);

afterAll(async () => {
  await extension?.close();
  await phone?.close();
  server?.closeAllConnections();
  server?.close();
  rmSync(files, { recursive: true, force: true });
});

/** Export all, from the History tab: the file saved as `name` among the test's files, and its path. */
async function exportAll(page: Page, name: string): Promise<string> {
  await openView(page, 'History');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bridge-scorer-\d{4}-\d\d-\d\d\.json$/);
  const path = join(files, name);
  await download.saveAs(path);
  return path;
}

/** Import… on the History tab, and what the app said of it. */
async function importFile(page: Page, file: string): Promise<string | null> {
  await openView(page, 'History');
  await page.getByLabel('Import…').setInputFiles(file);
  const said = page.getByRole('status');
  await expect.poll(() => said.textContent()).toMatch(/^Imported/);
  return said.textContent();
}

/** A panel's text once it stops changing: a pad's last parts (its names) come after its first. */
async function settledText(panel: Locator): Promise<string | null> {
  let last: string | null = null;
  await expect
    .poll(async () => {
      const before = last;
      last = await panel.textContent();
      return last === before;
    })
    .toBe(true);
  return last;
}

/** What a player sees of every session: each game tab's pad and History's list, as text. */
async function sessionsShown(page: Page): Promise<Record<string, string | null>> {
  const shown: Record<string, string | null> = {};
  for (const view of ['Rubber', 'Chicago', 'Bugger'] as const) {
    await openView(page, view);
    // A rubber's and a Chicago's pad end with the names, read after the session.
    if (view !== 'Bugger') await page.getByText('Names', { exact: true }).waitFor();
    shown[view] = await settledText(page.getByRole('tabpanel'));
  }
  await openView(page, 'IMPs');
  await page.getByRole('textbox', { name: 'Board 3 table 2' }).waitFor();
  shown.match = await settledText(page.getByRole('tabpanel').last());
  await openView(page, 'History');
  await page.getByRole('listitem').first().waitFor();
  shown.History = (await page.getByRole('listitem').allTextContents()).join('\n');
  return shown;
}

/** A backup file's content, without the moment it was made. */
const contentOf = (file: string) => {
  const { exported, ...rest } = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported).toMatch(/^\d{4}-\d\d-\d\dT/);
  return rest;
};

describe('a backup from the extension, through the web app, and back', () => {
  let fromExtension: string;
  let fromWeb: string;
  let shown: Record<string, string | null>;

  it('exports a rubber, a Chicago, a Bugger game, a team match and History from the extension', async () => {
    extension = await launchWithExtension();
    const page = await openPopup(extension, errors);
    // A rubber of five hands put away unfinished (into History), and another begun.
    await fillRubber(page);
    await page.getByRole('button', { name: 'New rubber' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await addHand(page, '2H=');
    await fillChicago(page);
    await fillBugger(page);
    await fillMatch(page);
    shown = await sessionsShown(page);
    expect(shown.History).toMatch(/^Rubber, /);
    fromExtension = await exportAll(page, 'from-extension.json');
    const backup = contentOf(fromExtension);
    expect(backup.history).toHaveLength(1);
    expect(Object.keys(backup.current).sort()).toEqual(['bugger', 'chicago', 'match', 'rubber']);
    await extension.close();
    extension = undefined;
  }, 120_000);

  it('imports into the web app, which shows the same sessions', async () => {
    await web.goto(`${originOf(server)}/`);
    // One in History, and the four in play, each into its empty slot.
    expect(await importFile(web, fromExtension)).toBe('Imported 5 sessions.');
    expect(await sessionsShown(web)).toEqual(shown);
  }, 60_000);

  it("exports from the web app, and that file into a fresh extension gives the first one's content", async () => {
    fromWeb = await exportAll(web, 'from-web.json');
    expect(contentOf(fromWeb)).toEqual(contentOf(fromExtension));
    extension = await launchWithExtension();
    const page = await openPopup(extension, errors);
    expect(await importFile(page, fromWeb)).toBe('Imported 5 sessions.');
    expect(await sessionsShown(page)).toEqual(shown);
    const again = await exportAll(page, 'again.json');
    expect(contentOf(again)).toEqual(contentOf(fromExtension));
  }, 90_000);
});

/** How many of the screen locks the page was granted it holds still, and how many it was granted. */
const screenLocks = () =>
  web.evaluate(() => {
    const locks = (window as unknown as { screenLocks: WakeLockSentinel[] }).screenLocks;
    return { held: locks.filter((lock) => !lock.released).length, granted: locks.length };
  });

describe('the screen on a phone', () => {
  it('is kept on while the rubber is shown, and let go on the Score tab', async () => {
    if (!web.url().startsWith(originOf(server))) await web.goto(`${originOf(server)}/`);
    await openView(web, 'Score');
    await expect.poll(screenLocks).toMatchObject({ held: 0 });
    await openView(web, 'Rubber');
    await expect.poll(screenLocks).toMatchObject({ held: 1 });
    const { granted } = await screenLocks();
    // Another game's tab keeps the one lock; the options let it go.
    await openView(web, 'Chicago');
    await openView(web, 'Options');
    await expect.poll(screenLocks).toEqual({ held: 0, granted });
    await openView(web, 'Rubber');
    await expect.poll(screenLocks).toEqual({ held: 1, granted: granted + 1 });
    await openView(web, 'Score');
    await expect.poll(screenLocks).toEqual({ held: 0, granted: granted + 1 });
  });

  it('said nothing in either browser: no console error, no page error', () => {
    expect(errors).toEqual([]);
  });
});

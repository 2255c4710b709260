// Loads the built Firefox extension (dist/firefox-mv2) into Debian's firefox-esr, driven over WebDriver
// BiDi with puppeteer-core (no browser download). The quirks met on Firefox ESR 153 and how each is met:
// - BiDi refuses to navigate to moz-extension:// ("not allowed in this context") unless Firefox runs with
//   --remote-allow-system-access; about:debugging, where the extension's UUID is shown, is refused too.
// - So the UUID is chosen, not looked up: the pref extensions.webextensions.uuids maps the add-on's id
//   (read from the built manifest) to a UUID fixed here, and the popup is moz-extension://UUID/popup.html.
// - page.goto and page.reload on an extension page may never resolve although the page loads: neither is
//   awaited; the tests poll for what they expect instead (waitForFunction is blocked by the extension's
//   CSP).
// - The viewport is set at launch (defaultViewport); Firefox has no popup window to open from a test, so
//   the popup page is opened in a tab at the popup's 400 × 600, as the Chromium tests do.
// - After a reload, puppeteer's Locators (locator().click(), .waitHandle()) wait forever: their checks
//   run in a realm the reload took away. The tests find elements with page.$ and poll instead.
// - A page's url() stays about:blank on extension pages, and no target event names them: a tab the
//   extension opens is found by asking each page its location (openedPage).
// - A tab left behind another is throttled (timers at most once a second): the page in use is brought
//   to the front.
// - Downloads go straight to a folder of the test's own (the browser.download.* prefs), with no dialog.
// What is not driven as a player does it, and why:
// - The toolbar button: BiDi has no way to press it, so the popup page is opened in a tab at 400 × 600.
// - The print page's own Print button calls window.print(), whose dialog no driver can work: the PDF
//   comes from BiDi's print command instead, through the same print engine and the page's print CSS.
// - The file dialog of Import…: it is the system's, so the file is set on the input, as a choice would.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { SCREENSHOTS } from './browser';

export const FIREFOX_EXTENSION = resolve(import.meta.dirname, '..', '..', 'dist', 'firefox-mv2');

/** Where Debian and Ubuntu put Firefox; .ci/run looks in the same places before it installs one. */
const PLACES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** FIREFOX_PATH when given (it must exist), else the first usual place that has one. */
export function firefoxPath(): string {
  const given = process.env.FIREFOX_PATH;
  if (given !== undefined && given !== '') {
    if (existsSync(given)) return given;
    throw new Error(`FIREFOX_PATH="${given}": there is no file there`);
  }
  const found = PLACES.find((path) => existsSync(path));
  if (found === undefined)
    throw new Error(`no Firefox in ${PLACES.join(', ')}: apt-get install -y firefox-esr, or set FIREFOX_PATH`);
  return found;
}

/** The UUID the extension's pages are served under in this profile (any fixed v4 UUID will do). */
const UUID = '6f1c2a8e-4b7d-4e3a-9c5f-0d2b8a7e1f34';

export interface FirefoxExtension {
  readonly browser: Browser;
  /** Where Firefox saves downloads, without asking. */
  readonly downloads: string;
  /** The address of one of the extension's pages, e.g. `popup.html`. */
  url(path: string): string;
  close(): Promise<void>;
}

/**
 * Firefox with the built extension. `viewport` is the popup's 400 × 600 unless a test asks for a phone's;
 * `prefs` adds to the profile's (a phone's pointer, say).
 */
export async function launchFirefoxWithExtension(
  options: { viewport?: { width: number; height: number }; prefs?: { [pref: string]: string | number | boolean } } = {},
): Promise<FirefoxExtension> {
  const manifestFile = join(FIREFOX_EXTENSION, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no built extension at ${FIREFOX_EXTENSION}: run npm run build`);
  const geckoId: string = JSON.parse(readFileSync(manifestFile, 'utf8')).browser_specific_settings.gecko.id;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const downloads = mkdtempSync(join(tmpdir(), 'bridge-scorer-firefox-downloads-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    protocol: 'webDriverBiDi',
    headless: true,
    defaultViewport: options.viewport ?? { width: 400, height: 600 },
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [geckoId]: UUID }),
      'browser.download.folderList': 2,
      'browser.download.dir': downloads,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'browser.download.manager.showWhenStarting': false,
      'browser.download.alwaysOpenPanel': false,
      'browser.helperApps.neverAsk.saveToDisk': 'application/json,text/csv,text/plain',
      ...options.prefs,
    },
  });
  try {
    const installed = await browser.installExtension(FIREFOX_EXTENSION);
    if (installed !== geckoId) throw new Error(`Firefox installed ${installed}, the manifest says ${geckoId}`);
  } catch (problem) {
    // No Firefox left running, and no folder left behind, when the add-on will not install.
    await browser.close();
    rmSync(downloads, { recursive: true, force: true });
    throw problem;
  }
  return {
    browser,
    downloads,
    url: (path) => `moz-extension://${UUID}/${path}`,
    async close() {
      await browser.close();
      rmSync(downloads, { recursive: true, force: true });
    },
  };
}

/**
 * Asks `probe` every 100 ms until its answer is `expected` (compared as JSON) or passes `expected` as a
 * test, or `ms` pass; gives the last answer, for the test to assert on.
 */
export async function pollFor<T>(
  probe: () => Promise<T>,
  expected: T | ((answer: T) => boolean),
  ms = 10_000,
): Promise<T> {
  const done =
    typeof expected === 'function'
      ? (expected as (answer: T) => boolean)
      : (answer: T) => JSON.stringify(answer) === JSON.stringify(expected);
  const deadline = Date.now() + ms;
  let last: T | undefined;
  for (;;) {
    try {
      last = await probe();
      if (done(last)) return last;
    } catch {
      // The page may be between documents (a reload); ask again.
    }
    if (Date.now() > deadline) return last as T;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens one of the extension's pages in a new tab, each page error and console error pushed to `errors`. */
export async function openExtensionPage(
  firefox: FirefoxExtension,
  errors: string[],
  path = 'popup.html',
): Promise<Page> {
  const page = await firefox.browser.newPage();
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Not awaited: it may never resolve on an extension page although the page loads (see above).
  page.goto(firefox.url(path)).catch(() => undefined);
  // Every page of ours renders into a <main>: its being there means the page has started.
  const loaded = await pollFor(
    () => page.evaluate(() => document.readyState === 'complete' && document.querySelector('main') !== null),
    true,
  );
  if (loaded !== true) throw new Error(`${firefox.url(path)} did not load in 10 s`);
  return page;
}

/** Reloads the page and waits for the new document (page.reload, like page.goto, may never resolve). */
export async function reload(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { stale?: boolean }).stale = true;
  });
  page.reload().catch(() => undefined);
  const reloaded = await pollFor(
    () => page.evaluate(() => !(window as { stale?: boolean }).stale && document.readyState === 'complete'),
    true,
  );
  if (reloaded !== true) throw new Error('the page did not reload in 10 s');
}

/** The tab the extension opened on one of its pages (e.g. `print.html`), once it has loaded. */
export async function openedPage(firefox: FirefoxExtension, path: string): Promise<Page | undefined> {
  const wanted = firefox.url(path);
  const find = async () => {
    for (const page of await firefox.browser.pages()) {
      const where = await page.evaluate(() => document.readyState === 'complete' && location.href).catch(() => false);
      if (where === wanted) return page;
    }
    return undefined;
  };
  return pollFor(find, (page) => page !== undefined);
}

// `npm start`: the popup in a real Chrome or Chromium, rebuilt and reloaded on every change (WXT's dev
// mode). WXT's launcher only knows a browser's usual install places, so this looks in the places
// Debian, Ubuntu, macOS and Windows put one, says where it looked when it finds none, and never fails
// silently: without a browser the dev build still runs, to be loaded by hand.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'wxt';
import { unpackedExtensionId } from './extension-id.mjs';

const programFiles = [process.env.PROGRAMFILES, process.env['PROGRAMFILES(X86)'], process.env.LOCALAPPDATA];
const PLACES = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
    '/snap/bin/chromium',
  ],
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ],
  win32: programFiles.filter(Boolean).map((dir) => join(dir, 'Google', 'Chrome', 'Application', 'chrome.exe')),
};

/** The browser to open: CHROME_PATH when given (it must exist), else the first usual place that has one. */
function findBrowser() {
  const given = process.env.CHROME_PATH;
  if (given !== undefined && given !== '') {
    if (existsSync(given)) return { path: given };
    return { problem: `CHROME_PATH="${given}": there is no file there`, advice: 'Point CHROME_PATH at a Chrome.' };
  }
  // Without a display Chromium dies at start and takes the dev server down with it (ECONNRESET): say so.
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY)
    return {
      problem: 'no display to open a browser on (neither DISPLAY nor WAYLAND_DISPLAY is set)',
      advice: 'Run it in a desktop session, or under xvfb-run.',
    };
  const places = PLACES[process.platform] ?? [];
  const path = places.find((place) => existsSync(place));
  if (path) return { path };
  return {
    problem: `no Chrome or Chromium in ${places.join(', ') || 'the usual places'}`,
    advice: [
      'Point at one with CHROME_PATH, e.g. CHROME_PATH=/path/to/chrome npm start,',
      'or install Chromium (Debian and Ubuntu: sudo apt-get install chromium).',
    ].join('\n'),
  };
}

// Knowing the dev build's id (scripts/extension-id.mjs), the icon can be pinned to the toolbar (a new
// extension hides in the puzzle-piece menu). The popup cannot open in a tab at start: the extension is
// installed after the browser starts, and a tab opened first is blocked. On Windows, where the id is not
// worked out, the player pins the icon by hand.
const extensionId = unpackedExtensionId(join('dist', 'chrome-mv3-dev')); // wxt.config.ts: outDir 'dist'
const pinned = extensionId === null ? [] : [extensionId];
/** The popup as a page of its own (in a tab, or to inspect it). */
const popupAddress =
  extensionId === null
    ? 'chrome-extension://ID/popup.html, with the ID shown at chrome://extensions'
    : `chrome-extension://${extensionId}/popup.html`;

const browser = findBrowser();
if (browser.problem) {
  console.warn(
    [
      `npm start: ${browser.problem}.`,
      browser.advice,
      'Meanwhile the dev build is kept up to date in dist/chrome-mv3-dev/: load it at',
      'chrome://extensions (Developer mode, then Load unpacked); the popup is then a page of its own at',
      `${popupAddress}.`,
    ].join('\n'),
  );
}

// Chromium will not start as root without --no-sandbox (containers and CI machines often run as root).
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (browser.path && asRoot)
  console.log(
    [
      'npm start: running as root, so Chromium is started with --no-sandbox: Chromium will not start as root',
      'with its sandbox on. That is why it shows "You are using an unsupported command-line flag: --no-sandbox".',
      'Run npm start as an ordinary user to keep the sandbox.',
    ].join('\n'),
  );
const server = await createServer({
  webExt: browser.path
    ? {
        binaries: { chrome: browser.path },
        chromiumArgs: asRoot ? ['--no-sandbox'] : [],
        chromiumPref: { extensions: { pinned_extensions: pinned, ui: { developer_mode: true } } },
      }
    : { disabled: true },
});
await server.start();
if (browser.path) {
  console.log(`Opened ${browser.path}: click the Bridge Scorer icon in the toolbar. Changes reload as you save.`);
  console.log(`The popup as a page of its own: ${popupAddress}`);
}

// Loads the built extension into Debian's Chromium with playwright-core (no browser download).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

export const EXTENSION = resolve(import.meta.dirname, '..', '..', 'dist', 'chrome-mv3');
export const SCREENSHOTS = resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

export function chromiumPath(): string {
  const found = CANDIDATES.find((path): path is string => path !== undefined && existsSync(path));
  if (found === undefined) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');
  return found;
}

export interface LoadedExtension {
  readonly context: BrowserContext;
  readonly id: string;
  close(): Promise<void>;
}

/**
 * `deviceScaleFactor` 2 gives screenshots twice the popup's size, sharp when shown larger (store images).
 * `language` starts Chromium in that language every way a user's system can say it: the `LANGUAGE`
 * environment, `--lang` and the pages' locale (navigator.languages).
 */
export async function launchWithExtension(
  options: { deviceScaleFactor?: number; language?: string } = {},
): Promise<LoadedExtension> {
  if (!existsSync(join(EXTENSION, 'manifest.json')))
    throw new Error(`no built extension at ${EXTENSION}: run npm run build`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const profile = mkdtempSync(join(tmpdir(), 'bridge-scorer-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: false,
    ignoreDefaultArgs: ['--disable-extensions'],
    viewport: { width: 400, height: 600 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    ...(options.language === undefined
      ? {}
      : {
          locale: options.language,
          env: { ...process.env, LANGUAGE: options.language, LANG: `${options.language}.UTF-8` },
        }),
    args: [
      ...(options.language === undefined ? [] : [`--lang=${options.language}`]),
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-extensions-except=${EXTENSION}`,
      `--load-extension=${EXTENSION}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const id = new URL(worker.url()).host;
  return {
    context,
    id,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A plain headless Chromium, for pages that are not the extension's. */
export async function launchBrowser() {
  const { chromium: browserType } = await import('playwright-core');
  return browserType.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

// The web app (dist/web) as a phone meets it: a static host of the test's own on 127.0.0.1 (a secure
// context, as a service worker needs) and a Chromium at 390 × 844 with touch, in a profile of its own.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumPath, SCREENSHOTS } from './browser';

export const WEB = resolve(import.meta.dirname, '..', '..', 'dist', 'web');
export const PHONE = { width: 390, height: 844 };

const TYPES: { readonly [ending: string]: string } = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** A static host for dist/web on 127.0.0.1, any port. */
export function serveWeb(): Promise<Server> {
  if (!existsSync(join(WEB, 'index.html'))) throw new Error(`no web app at ${WEB}: run npm run build:web`);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const file = join(WEB, normalize(path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(WEB) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

export const originOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

export interface Phone {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Closes the browser and removes its profile. */
  close(): Promise<void>;
}

/**
 * A phone's Chromium: a profile of its own, not an incognito context, since Chromium installs no app
 * from an incognito window. `viewport` is 390 × 844 unless a test tries another phone's width.
 */
export async function launchPhone(viewport: { width: number; height: number } = PHONE): Promise<Phone> {
  const profile = mkdtempSync(join(tmpdir(), 'bridge-scorer-web-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    viewport,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The whole page at the phone's width, as `<name>.png`: the screen made as tall as the page, then put
 * back. Playwright's full-page shot drops the touch screen's emulation while it shoots, and with it the
 * phone's styles, so it would show the desktop popup's looks.
 */
export async function wholePhonePage(page: Page, name: string): Promise<void> {
  const screen = page.viewportSize() ?? PHONE;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: screen.width, height: Math.max(height, screen.height) });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  await page.setViewportSize(screen);
}

export interface WebPhone extends Phone {
  /** What the page threw or wrote as a console error, for a test to find empty at its end. */
  readonly errors: string[];
}

/** The web app served and opened on a phone, its errors gathered; `close` ends both. */
export async function openWebPhone(): Promise<WebPhone> {
  const server = await serveWeb();
  const phone = await launchPhone();
  const errors: string[] = [];
  phone.page.on('pageerror', (error) => errors.push(error.message));
  phone.page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await phone.page.goto(`${originOf(server)}/`);
  return {
    ...phone,
    errors,
    async close() {
      await phone.close();
      server.closeAllConnections();
      server.close();
    },
  };
}

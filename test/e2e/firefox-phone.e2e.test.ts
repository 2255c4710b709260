// The popup as Firefox for Android shows it (issue 51): a page at the phone's width, 390 × 844, its
// pointer a finger's. Firefox's own prefs make the pointer coarse (ui.primaryPointerCapabilities: a
// coarse pointer that cannot hover), so the phone's styles apply as on Android. Every view: targets of
// 44 × 44, the tab bar at the foot, nothing sideways; the Score view's first screen is kept, to be looked at.
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS } from './browser';
import { type FirefoxExtension, launchFirefoxWithExtension, openExtensionPage, pollFor } from './firefox';
import { sidewaysHere, tapProblemsHere } from './phone-measure';

/** Firefox's pointer capabilities, as bits: 1 coarse, 2 fine, 4 hover. A finger is coarse alone. */
const FINGER = 1;
const KEYS = ['score', 'imps', 'rubber', 'chicago', 'bugger', 'deal', 'history', 'options'];

let firefox: FirefoxExtension;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  firefox = await launchFirefoxWithExtension({
    viewport: { width: 390, height: 844 },
    prefs: { 'ui.primaryPointerCapabilities': FINGER, 'ui.allPointerCapabilities': FINGER },
  });
  page = await openExtensionPage(firefox, errors);
}, 60_000);

afterAll(async () => {
  await firefox?.close();
});

describe('the popup in Firefox at a phone’s 390 × 844, with a finger', { timeout: 60_000 }, () => {
  it('takes the phone’s styles', async () => {
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  });

  it('sets every target at 44 × 44, the tabs at the foot, and scrolls sideways in no view', async () => {
    const problems: string[] = [];
    for (const key of KEYS) {
      await (await page.$(`#tab-${key}`))?.click();
      // Shown once its tab is selected and it has loaded (every view but Score loads on first use).
      await pollFor(
        () =>
          page.evaluate(
            (id) =>
              document.getElementById(id)?.getAttribute('aria-selected') === 'true' &&
              document.querySelector('[role="tabpanel"]')?.textContent?.includes('Loading…') === false,
            `tab-${key}`,
          ),
        true,
      );
      for (const problem of await page.evaluate(tapProblemsHere, { least: 44, tabBar: true }))
        problems.push(`${key}: ${problem}`);
      const over = await page.evaluate(sidewaysHere);
      if (over !== 0) problems.push(`${key}: ${over}`);
    }
    await (await page.$('#tab-score'))?.click();
    await page.screenshot({ path: join(SCREENSHOTS, 'firefox-phone-score.png') as `${string}.png` });
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});

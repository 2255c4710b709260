// The web app made for a phone (issue 51): at 390 × 844 with touch, every view's targets measure at least
// 44 × 44 CSS px (WCAG 2.5.5), the tab bar sits at the foot of the screen within the thumb's reach, the
// Score view's answer is in the first screen, nothing scrolls sideways at 360, 390 or 430 px, and axe-core
// finds nothing. The pads are filled first (a rubber, a Chicago, a Bugger), so their picks are measured
// too. A full-page screenshot of each view is kept, to be looked at.
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/index';
import { SCREENSHOTS } from './browser';
import { sidewaysHere, tabBarHere, tapProblemsHere } from './phone-measure';
import { fillBugger, fillChicago, fillRubber, openView, VIEWS } from './popup-fill';
import { axeViolations } from './popup-page';
import { launchPhone, originOf, PHONE, type Phone, serveWeb, wholePhonePage } from './web-phone';

const TARGET = 44;
/** The tabs' keys, in their order (each tab's id is `tab-` and its key, whatever the language). */
const KEYS = ['score', 'imps', 'rubber', 'chicago', 'bugger', 'deal', 'history', 'options'];

let server: Server;
let origin: string;

beforeAll(async () => {
  server = await serveWeb();
  origin = originOf(server);
});

afterAll(() => {
  server?.closeAllConnections();
  server?.close();
});

const sideways = (page: Page) => page.evaluate(sidewaysHere);
const tabBar = (page: Page) => page.evaluate(tabBarHere);

describe('the web app at a phone’s 390 × 844', () => {
  let phone: Phone;
  let page: Page;

  beforeAll(async () => {
    phone = await launchPhone();
    page = phone.page;
    await page.goto(`${origin}/`);
    await page.getByRole('tab', { name: 'Score', exact: true }).waitFor();
  }, 60_000);

  afterAll(async () => {
    await phone?.close();
  });

  it('opens with no text field holding the cursor, so no keyboard rises over the grid', async () => {
    // The popup puts the cursor in the Contract field for a keyboard; a phone's would cover the grid.
    await page.getByRole('textbox', { name: 'Contract' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
  });

  it('shows the picked contract’s results on the Score view’s first screen', async () => {
    await openView(page, 'Score');
    await page.getByRole('radio', { name: '3NT', exact: true }).click();
    const results = page.locator('table').first();
    await results.waitFor();
    const box = await results.boundingBox();
    expect(box).not.toBeNull();
    // The whole table above the tab bar, unscrolled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const bar = await tabBar(page);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(bar.top);
    await page.screenshot({ path: join(SCREENSHOTS, 'web-phone-score-first-screen.png') });
  });

  it('fills a rubber, a Chicago and a Bugger, so the pads are measured too', async () => {
    // A rubber put away into History, so its list, search and kept pad are measured as well.
    await fillRubber(page);
    await page.getByRole('button', { name: 'New rubber' }).tap();
    await page.getByRole('button', { name: 'Yes' }).tap();
    await fillRubber(page);
    await fillChicago(page);
    await fillBugger(page);
  }, 120_000);

  it('sets every target at 44 × 44 or more, the tabs at the foot, nothing sideways, nothing for axe', async () => {
    const problems: string[] = [];
    for (const view of VIEWS) {
      await openView(page, view);
      for (const problem of await page.evaluate(tapProblemsHere, { least: TARGET, tabBar: true }))
        problems.push(`${view}: ${problem}`);
      const over = await sideways(page);
      if (over !== 0) problems.push(`${view}: ${over}`);
      for (const violation of await axeViolations(page)) problems.push(`${view}: axe ${violation}`);
      await wholePhonePage(page, `web-phone-${view.toLowerCase()}`);
    }
    // A kept rubber opened from History: its pad, Print, CSV, Reopen and Delete.
    await openView(page, 'History');
    await page
      .getByRole('button', { name: /^Rubber/ })
      .first()
      .tap();
    await page.getByRole('button', { name: 'Delete' }).waitFor();
    for (const problem of await page.evaluate(tapProblemsHere, { least: TARGET, tabBar: true }))
      problems.push(`History, a rubber opened: ${problem}`);
    if ((await sideways(page)) !== 0) problems.push('History, a rubber opened: sideways');
    for (const violation of await axeViolations(page)) problems.push(`History, a rubber opened: axe ${violation}`);
    await wholePhonePage(page, 'web-phone-history-opened');
    expect(problems).toEqual([]);
  }, 120_000);

  // Pages of paper, as wide as a sheet (180 mm): a phone scrolls them sideways, as it would a PDF.
  it('opens its print and hand records pages with targets of 44 × 44', async () => {
    const problems: string[] = [];
    const opened = async (view: 'Rubber' | 'Deal', button: string, name: string) => {
      await openView(page, view);
      const [next] = await Promise.all([
        phone.context.waitForEvent('page'),
        page.getByRole('button', { name: button }).click(),
      ]);
      await next.getByRole('heading', { level: 1 }).waitFor();
      for (const problem of await next.evaluate(tapProblemsHere, { least: TARGET, tabBar: false }))
        problems.push(`${name}: ${problem}`);
      await next.screenshot({ path: join(SCREENSHOTS, `web-phone-${name}.png`) });
      await next.close();
    };
    await opened('Rubber', 'Print', 'print');
    await opened('Deal', 'Hand records…', 'records');
    expect(problems).toEqual([]);
  });
});

describe.each([360, 430])('the web app at %i px wide', (width) => {
  let phone: Phone;
  let page: Page;

  beforeAll(async () => {
    phone = await launchPhone({ width, height: PHONE.height });
    page = phone.page;
    await page.goto(`${origin}/`);
    await page.getByRole('tab', { name: 'Score', exact: true }).waitFor();
  }, 60_000);

  afterAll(async () => {
    await phone?.close();
  });

  it('scrolls sideways in no view, the pads filled', async () => {
    await fillRubber(page);
    await fillChicago(page);
    await fillBugger(page);
    const over: string[] = [];
    for (const view of VIEWS) {
      await openView(page, view);
      const by = await sideways(page);
      if (by !== 0) over.push(`${view}: ${by}`);
    }
    expect(over).toEqual([]);
  }, 120_000);

  it('fits the eight tabs’ labels in every language, each tab a target, the bar at the foot', async () => {
    const problems: string[] = [];
    let shown = 'Deal';
    for (const language of LANGUAGES) {
      // By its id: its name is in the language shown.
      await page.locator('#tab-options').click();
      await page.locator('[role="tabpanel"] select').first().selectOption(language);
      // The Deal tab's label is the one no two languages share: it changes once the words are in.
      const deal = page.locator('#tab-deal');
      if (language !== 'en') await expect.poll(() => deal.textContent()).not.toBe(shown);
      shown = (await deal.textContent()) ?? '';
      const bar = await tabBar(page);
      if (bar.top < bar.height * 0.8) problems.push(`${language}: tab bar at ${bar.top}`);
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[role="tab"]')].flatMap((tab) => {
          const box = tab.getBoundingClientRect();
          return tab.scrollWidth > tab.clientWidth ||
            box.width < 44 ||
            box.height < 44 ||
            box.right > document.documentElement.clientWidth
            ? [`${tab.textContent} ${box.width.toFixed(0)}×${box.height.toFixed(0)} at ${box.left.toFixed(0)}`]
            : [];
        }),
      );
      for (const tab of cut) problems.push(`${language}: ${tab}`);
      // Each view in the language, measured once it settles (a view loads on first use).
      for (const key of KEYS) {
        // A tab a finger cannot reach (something over it) is a problem of its own, not the test's end.
        const reached = await page
          .locator(`#tab-${key}`)
          .click({ timeout: 3_000 })
          .then(() => true)
          .catch(() => false);
        if (!reached) problems.push(`${language} ${key}: the tab cannot be tapped`);
        const over = await expect
          .poll(() => sideways(page), { timeout: 2_000 })
          .toBe(0)
          .then(
            () => 0,
            () => sideways(page),
          );
        if (over !== 0) problems.push(`${language} ${key}: scrolls ${over} sideways`);
      }
      await page.locator('#tab-score').click();
      await page.screenshot({ path: join(SCREENSHOTS, `web-phone-${width}-${language}.png`) });
    }
    await page.locator('#tab-options').click();
    await page.locator('[role="tabpanel"] select').first().selectOption('en');
    expect(problems).toEqual([]);
  }, 60_000);
});

// Tap entry on a phone (issue 51): the built web app at 390 × 844 with touch, a whole rubber and a whole
// Chicago entered by taps alone (locator.tap(), no typing, no keys), the pads' totals checked against the
// scoring worked out by hand below, every tap target at least 44 × 44 px, axe-clean, nothing sideways.
// The scoring is the Laws of Rubber Bridge's (docs/rules.md, Rubber bridge and Chicago): trick points
// 20 a trick in ♣ ♦, 30 in ♥ ♠, 40 for the first in NT and 30 after, doubled ×2; game 100 below the
// line; insult 50 for a doubled contract made; the rubber 500 won 2–1; undertricks undoubled 50 each not
// vulnerable and 100 vulnerable, doubled not vulnerable 100 for the first and 200 each for the second and
// third.

import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOTS } from './browser';
import { axeViolations } from './popup-page';
import { openWebPhone, type WebPhone } from './web-phone';

let phone: WebPhone;
let page: Page;
let errors: string[];

beforeAll(async () => {
  phone = await openWebPhone();
  ({ page, errors } = phone);
}, 60_000);

afterAll(() => phone?.close());

/**
 * The screen as the phone shows it. Not a full-page shot: for a page taller than the screen, Chromium
 * lays it out again at the page's height without the phone's coarse pointer, so it would show the desktop
 * popup's looks. `at` scrolls a part into view first.
 */
const shot = async (name: string, at?: Locator) => {
  await (at ? at.scrollIntoViewIfNeeded() : page.evaluate(() => window.scrollTo(0, 0)));
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
};

/** A choice of the form's group named `group`, by its accessible name. */
const choice = (group: string, name: string): Locator =>
  page.getByRole('group', { name: group, exact: true }).getByRole('radio', { name, exact: true });

const field = () => page.getByRole('textbox', { name: 'Contract and result' });

async function openTab(name: string) {
  await page.getByRole('tab', { name, exact: true }).tap();
  await expect.poll(() => page.getByText('Loading…').count()).toBe(0);
  await field().waitFor();
}

/** One hand by taps: the declarer, then level, strain, doubling and result; `before` runs ahead of Add. */
async function tapHand(
  hand: { who: string; level: number; strain: string; doubling?: 'X' | 'XX'; result: string },
  before?: () => Promise<void>,
) {
  await choice('Declarer', hand.who).tap();
  await choice('Level', String(hand.level)).tap();
  await choice('Strain', hand.strain).tap();
  // X and XX are named for a screen reader by their words.
  const doubling = { X: 'Doubled', XX: 'Redoubled' } as const;
  await choice('Doubling', hand.doubling === undefined ? 'Undoubled' : doubling[hand.doubling]).tap();
  await choice('Result', hand.result).tap();
  await before?.();
  await page.getByRole('button', { name: 'Add hand' }).tap();
  await expect.poll(() => field().inputValue()).toBe('');
}

/** Every tap target's size in CSS px, those under 44 × 44 named. */
const smallTargets = () =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.tap')]
      .map((tap) => ({ text: tap.textContent, box: tap.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ text, box }) => `${text}: ${box.width} × ${box.height}`),
  );

const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('tap entry on a phone', () => {
  it('enters a whole rubber by taps, scored as the Laws score it', async () => {
    await openTab('Rubber');
    // Hand 1, nobody vulnerable: We 2♥+1. Below: 2 × 30 = 60 to We; above: 30 for the overtrick.
    await tapHand({ who: 'We', level: 2, strain: 'hearts', result: '+1' }, async () => {
      // What the taps wrote is what the field shows, pressed as it reads.
      expect(await field().inputValue()).toBe('2H+1');
      expect(await smallTargets()).toEqual([]);
      expect(await sideways()).toBe(0);
      await shot('web-taps-rubber-entry');
      expect(await axeViolations(page)).toEqual([]);
    });
    // Hand 2: They 3NTX−2, They not vulnerable: 100 + 200 = 300 above to We.
    await tapHand({ who: 'They', level: 3, strain: 'no trump', doubling: 'X', result: '−2' });
    // Hand 3: We 2♠=: 60 below, with the 60 of hand 1 makes 120: game to We, who are vulnerable now.
    await tapHand({ who: 'We', level: 2, strain: 'spades', result: '=' });
    // Hand 4: They 4♠+1, not vulnerable: 120 below, game (one game all); 30 above.
    await tapHand({ who: 'They', level: 4, strain: 'spades', result: '+1' });
    // Hand 5: We 4♥X=, vulnerable: 4 × 30 × 2 = 240 below, game and the rubber 2–1; above, 50 for the
    // insult and 500 for the rubber.
    await tapHand({ who: 'We', level: 4, strain: 'hearts', doubling: 'X', result: '=' });
    // We: 60 + 30 + 300 + 60 + 240 + 50 + 500 = 1240. They: 120 + 30 = 150. We win by 1090.
    await expect.poll(() => page.locator('table.pad tfoot').textContent()).toBe('Total 1240Total 150');
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('We win by 1090');
    expect(await sideways()).toBe(0);
    await shot('web-taps-rubber', page.locator('table.pad'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('enters a whole Chicago by taps, scored as the Laws and our rulings score it', async () => {
    await openTab('Chicago');
    // Deal 1, N deals, nobody vulnerable: N 4♠+1. 4 × 30 = 120 below, a game: 300 at once, not
    // vulnerable; 30 for the overtrick. N/S 450.
    await tapHand({ who: 'N', level: 4, strain: 'spades', result: '+1' }, async () => {
      expect(await field().inputValue()).toBe('4S+1');
      expect(await smallTargets()).toEqual([]);
      expect(await sideways()).toBe(0);
      await shot('web-taps-chicago-entry');
      expect(await axeViolations(page)).toEqual([]);
    });
    // Deal 2, E deals, N/S vulnerable: W 3♦X−1, E/W not vulnerable: 100 to N/S.
    await tapHand({ who: 'W', level: 3, strain: 'diamonds', doubling: 'X', result: '−1' });
    // Deal 3, S deals, E/W vulnerable: E 2NT=: 40 + 30 = 70 to E/W, a part score carried.
    await tapHand({ who: 'E', level: 2, strain: 'no trump', result: '=' });
    // Deal 4, W deals, both vulnerable: N 3NT−1, vulnerable undoubled: 100 to E/W. E/W still hold their
    // part score after deal 4: 100 more.
    await tapHand({ who: 'N', level: 3, strain: 'no trump', result: '−1' });
    // N/S: 120 + 300 + 30 + 100 = 550. E/W: 70 + 100 + 100 = 270.
    await expect.poll(() => page.locator('table.chicago tfoot').textContent()).toBe('Total550270');
    expect(await sideways()).toBe(0);
    await shot('web-taps-chicago', page.locator('table.chicago'));
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot('web-taps-chicago-dark');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

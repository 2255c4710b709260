// A Bugger Bridge game entered by taps on a phone (issue 51): the built web app at 390 × 844 with touch.
// The names are typed, as they must be; every bid, trump and tricks count after that is a tap on a suit,
// a − or a +, and the running totals are those worked by hand below from docs/rules.md. Every target the
// taps use is 44 px square at least, and nothing scrolls sideways.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './popup-page';
import { openWebPhone, PHONE, type WebPhone, wholePhonePage } from './web-phone';

let phone: WebPhone;
let page: Page;
let errors: string[];

beforeAll(async () => {
  phone = await openWebPhone();
  ({ page, errors } = phone);
}, 60_000);

afterAll(() => phone?.close());

// Four players, Anna dealing first: round 1 deals 13 cards each, every card, so it has no trump; round 2
// deals 12, Ben deals and a trump is turned up (docs/rules.md, Bugger Bridge, Our defaults).
const PLAYERS = ['Anna', 'Ben', 'Cleo', 'Dan'];

/** Taps on `name`'s − or + until the field reads `count`: from an empty field, 0 is one tap on −. */
async function tapTo(who: string, step: 'bids' | 'tricks', count: number) {
  const [less, more] = step === 'bids' ? ['Lower bid', 'Higher bid'] : ['Fewer tricks', 'More tricks'];
  const field = page.getByRole('textbox', { name: step === 'bids' ? `${who} bids` : `${who} took` });
  if (count === 0) await page.getByRole('button', { name: `${less} for ${who}` }).tap();
  for (let i = 0; i < count; i++) await page.getByRole('button', { name: `${more} for ${who}` }).tap();
  await expect.poll(() => field.inputValue()).toBe(String(count));
}

/** Each player's total at the foot of the sheet, in the order the players sit. */
const totals = () => page.locator('table.sheet tfoot td').allTextContents();

/** Every target a tap on this form can use smaller than 44 × 44 CSS px, by its name. */
const smallTargets = () =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.stepper button, .stepper input, .tap-trumps .tap')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ el, box }) => `${el.getAttribute('aria-label') ?? el.textContent}: ${box.width} × ${box.height}`),
  );

const sideways = () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('a Bugger game by taps on a phone', () => {
  it('starts a game of four, the names typed', async () => {
    await page.getByRole('tab', { name: 'Bugger', exact: true }).tap();
    for (const [i, name] of PLAYERS.entries()) await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.getByRole('heading', { name: /Round 1: 13 cards, Anna deals/ }).waitFor();
  });

  it('enters round 1, every card dealt and no trump, by taps', async () => {
    expect(await page.getByText('Every card is dealt: no trump.').count()).toBe(1);
    expect(await page.getByRole('radio').count()).toBe(0);
    // Bids from the dealer's left: Ben 4, Cleo 3, Dan 0, Anna 5; 12 bid for 13 cards is under-bid.
    await tapTo('Ben', 'bids', 4);
    await tapTo('Cleo', 'bids', 3);
    await tapTo('Dan', 'bids', 0);
    await tapTo('Anna', 'bids', 6);
    // One too many: − takes it back.
    await page.getByRole('button', { name: 'Lower bid for Anna' }).tap();
    await expect.poll(() => page.getByRole('textbox', { name: 'Anna bids' }).inputValue()).toBe('5');
    await expect.poll(() => page.locator('output.status').first().textContent()).toBe('12 bid for 13: Under-bid');
    expect(await smallTargets()).toEqual([]);
    expect(await sideways()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await wholePhonePage(page, 'web-bugger-taps-bids');
    await page.getByRole('button', { name: 'Record the bids' }).tap();

    // Tricks, 13 in all: Ben 4 (made), Cleo 2 (missed), Dan 0 (made), Anna 7 (missed).
    await tapTo('Ben', 'tricks', 4);
    await tapTo('Cleo', 'tricks', 2);
    await tapTo('Dan', 'tricks', 0);
    await tapTo('Anna', 'tricks', 7);
    await expect.poll(() => page.locator('output.status').first().textContent()).toBe('13 of 13 tricks');
    await page.getByRole('button', { name: 'Record the tricks' }).tap();
    await page.getByRole('heading', { name: /Round 2: 12 cards, Ben deals/ }).waitFor();
    // 10 + the bid for a bid made exactly, 0 for one missed (the default chart): Ben 10 + 4 = 14,
    // Dan 10 + 0 = 10, Anna and Cleo 0. In seating order Anna, Ben, Cleo, Dan:
    await expect.poll(totals).toEqual(['0', '14', '0', '10']);
  });

  it('enters round 2, hearts turned up, by taps', async () => {
    await page.getByRole('radio', { name: 'Hearts' }).tap();
    expect(await page.getByRole('radio', { name: 'Hearts' }).isChecked()).toBe(true);
    // Bids from Cleo, at Ben's left: Cleo 2, Dan 1, Anna 6, Ben 3; 12 for 12 cards is even.
    await tapTo('Cleo', 'bids', 2);
    await tapTo('Dan', 'bids', 1);
    await tapTo('Anna', 'bids', 6);
    await tapTo('Ben', 'bids', 3);
    await expect.poll(() => page.locator('output.status').first().textContent()).toBe('12 bid for 12: Even');
    expect(await smallTargets()).toEqual([]);
    expect(await sideways()).toBe(false);
    await wholePhonePage(page, 'web-bugger-taps-trump');
    await page.getByRole('button', { name: 'Record the bids' }).tap();

    // Tricks, 12 in all: Cleo 2 (made), Dan 0 (missed), Anna 6 (made), Ben 4 (missed).
    await tapTo('Cleo', 'tricks', 2);
    await tapTo('Dan', 'tricks', 0);
    await tapTo('Anna', 'tricks', 6);
    await tapTo('Ben', 'tricks', 4);
    expect(await smallTargets()).toEqual([]);
    await page.getByRole('button', { name: 'Record the tricks' }).tap();
    await page.getByRole('heading', { name: /Round 3: 11 cards, Cleo deals/ }).waitFor();
    // Round 2 adds Cleo 10 + 2 = 12 and Anna 10 + 6 = 16; Dan and Ben missed. Running totals:
    // Anna 0 + 16 = 16, Ben 14 + 0 = 14, Cleo 0 + 12 = 12, Dan 10 + 0 = 10.
    await expect.poll(totals).toEqual(['16', '14', '12', '10']);
    expect(await page.getByText('Leading: Anna').count()).toBe(1);
    expect(await sideways()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(PHONE.width);
    await wholePhonePage(page, 'web-bugger-taps-totals');
  });

  it('met no error on the page', () => {
    expect(errors).toEqual([]);
  });
});

// Editing an earlier hand in the built popup, in Chromium at 400 × 600: a 5-hand rubber entered through
// the form, hand 2 changed, and the choice when a change ends the rubber sooner. Figures worked by hand
// from docs/rules.md (Rubber bridge).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadedExtension, launchWithExtension } from './browser';
import { axeViolations, openPopup, shot, smallText } from './popup-page';

let extension: LoadedExtension;
const errors: string[] = [];

beforeAll(async () => {
  extension = await launchWithExtension();
}, 60_000);

afterAll(async () => {
  await extension?.close();
});

// We 2H= (We 60) · They 1NT= (They 40) · We 2S= (We's game) · They 3NT+1 (They's game, 30 above)
// · We 4H= vul (We's second game: 500). We 60 + 60 + 120 + 500 = 740; They 40 + 100 + 30 = 170.
const FIVE = [
  ['We', '2H='],
  ['They', '1NT='],
  ['We', '2S='],
  ['They', '3NT+1'],
  ['We', '4H='],
] as const;

const totals = (page: Page) => page.locator('table.pad tfoot').textContent();

/** A popup on the Rubber tab with nothing stored, and the five hands entered through its form. */
async function fiveHands(): Promise<Page> {
  const page = await openPopup(extension, errors);
  // The page's own chrome.storage, as the popup uses it (a string: the test's types know no extension API).
  await page.evaluate('chrome.storage.local.clear()');
  await page.reload();
  await page.getByRole('tab', { name: 'Rubber' }).click();
  const field = page.getByRole('textbox', { name: 'Contract and result' });
  for (const [side, text] of FIVE) {
    await page.getByRole('radio', { name: side }).check();
    await field.fill(text);
    await page.getByRole('button', { name: 'Add hand' }).click();
    await expect.poll(() => field.inputValue()).toBe('');
  }
  await expect.poll(() => totals(page)).toBe('Total 740Total 170');
  return page;
}

describe('editing an earlier rubber hand in the popup', () => {
  it('hand 2 of a 5-hand rubber changed: the totals change to the hand-worked figures', async () => {
    const page = await fiveHands();
    // Reached from the keyboard like any button: focus it and press Enter.
    await page.getByRole('button', { name: /^Edit hand 2 / }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Edit hand 2' });
    await expect.poll(() => form.isVisible()).toBe(true);
    const field = page.getByRole('textbox', { name: 'Contract and result' });
    expect(await field.inputValue()).toBe('1NT=');
    expect(await page.getByRole('radio', { name: 'They' }).isChecked()).toBe(true);
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.fill('1NT-1');
    await shot(page, 'edit-hand');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallText(page)).toEqual([]);
    // Nothing sticks out of the popup's 400 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await page.getByRole('button', { name: 'Save' }).click();
    // Hand 2 They 1NT-1: 50 to We, and They's 40 is gone. We 60 + 50 + 60 + 120 + 500 = 790; They 100 + 30.
    await expect.poll(() => totals(page)).toBe('Total 790Total 130');
    await page.close();
    // Stored: the popup opened again shows the change.
    const again = await openPopup(extension, errors);
    await again.getByRole('tab', { name: 'Rubber' }).click();
    await expect.poll(() => totals(again)).toBe('Total 790Total 130');
    await again.close();
  });

  it('a change that ends the rubber sooner: Cancel keeps every hand, Drop hand 5 keeps the change', async () => {
    const page = await fiveHands();
    await page.getByRole('button', { name: /^Edit hand 2 / }).click();
    await page.getByRole('textbox', { name: 'Contract and result' }).fill('3NT=');
    await page.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toContain('Hand 5 can no longer be scored: the rubber is over; start a new one.');
    // The safe choice has the focus: a second Enter drops nothing.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await shot(page, 'edit-later-impossible');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => alert.count()).toBe(0);
    expect(await totals(page)).toBe('Total 740Total 170');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Drop hand 5' }).click();
    // Hand 2 They 3NT=: their game; hand 4 their second, with We on none: 700. We 60 + 60; They 100 + 100 + 30 + 700.
    await expect.poll(() => totals(page)).toBe('Total 120Total 930');
    expect(await page.getByRole('button', { name: /^Edit hand \d/ }).count()).toBe(4);
    expect(await page.getByRole('status').first().textContent()).toContain('Rubber over: They win by 810');
    await page.close();
    expect(errors).toEqual([]);
  });
});

describe('editing a Chicago deal and a Bugger round in the popup', () => {
  it('a passed-out Chicago deal played after all', async () => {
    const page = await openPopup(extension, errors);
    await page.evaluate('chrome.storage.local.clear()');
    await page.reload();
    await page.getByRole('tab', { name: 'Chicago' }).click();
    const field = page.getByRole('textbox', { name: 'Contract and result' });
    await field.fill('3NT=');
    await page.getByRole('button', { name: 'Add hand' }).click();
    await expect.poll(() => field.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Passed out' }).click();
    await page.getByRole('button', { name: 'Edit deal 2 passed out' }).click();
    await page.getByRole('radio', { name: 'E', exact: true }).check();
    await field.fill('4S=');
    await shot(page, 'edit-chicago');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    // Deal 1 (nobody vul) N 3NT=: 100 + 300. Deal 2 (NS vul) E 4S= not vul: 120 + 300.
    await expect.poll(() => page.locator('table.chicago tfoot').textContent()).toBe('Total400420');
    await page.close();
  });

  it('a Bugger round’s tricks, seven players on 400 px', async () => {
    const page = await openPopup(extension, errors);
    await page.evaluate('chrome.storage.local.clear()');
    await page.reload();
    await page.getByRole('tab', { name: 'Bugger' }).click();
    const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];
    for (const [i, name] of names.entries()) await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
    await page.getByRole('button', { name: 'Start the game' }).click();
    // Round 1: 7 cards, Ann deals; everyone bids 1 and takes 1 (10 + 1 = 11 each).
    for (const name of names) await page.getByRole('textbox', { name: `${name} bids` }).fill('1');
    await page.getByRole('button', { name: 'Record the bids' }).click();
    for (const name of names) await page.getByRole('textbox', { name: `${name} took` }).fill('1');
    await page.getByRole('button', { name: 'Record the tricks' }).click();
    await expect.poll(() => page.locator('table.sheet tfoot').textContent()).toBe('Total11111111111111');
    await page.getByRole('button', { name: "Edit round 1's tricks" }).click();
    await page.getByRole('textbox', { name: 'Ann took' }).fill('2');
    await page.getByRole('textbox', { name: 'Bob took' }).fill('0');
    await shot(page, 'edit-bugger');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await page.getByRole('button', { name: 'Save' }).click();
    // Ann and Bob missed their bids: 0 each; the others 11.
    await expect.poll(() => page.locator('table.sheet tfoot').textContent()).toBe('Total001111111111');
    await page.close();
    expect(errors).toEqual([]);
  });
});

describe('an edit in progress when the popup closes', () => {
  it('opens again on the same hand as typed; Cancel clears it', async () => {
    const page = await fiveHands();
    await page.getByRole('button', { name: /^Edit hand 2 / }).click();
    await page.getByRole('radio', { name: 'We' }).check();
    const field = page.getByRole('textbox', { name: 'Contract and result' });
    await field.fill('2NT+1');
    // Each keystroke is written as it is typed; the page goes at once, as a popup does on a click outside.
    await page.close();
    const again = await openPopup(extension, errors);
    await again.getByRole('tab', { name: 'Rubber' }).click();
    await expect.poll(() => again.getByRole('form', { name: 'Edit hand 2' }).isVisible()).toBe(true);
    const typed = again.getByRole('textbox', { name: 'Contract and result' });
    await expect.poll(() => typed.inputValue()).toBe('2NT+1');
    expect(await again.getByRole('radio', { name: 'We' }).isChecked()).toBe(true);
    await shot(again, 'edit-hand-reopened');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => again.getByRole('form', { name: 'Edit hand 2' }).count()).toBe(0);
    await again.close();
    const third = await openPopup(extension, errors);
    await third.getByRole('tab', { name: 'Rubber' }).click();
    await expect.poll(() => totals(third)).toBe('Total 740Total 170');
    expect(await third.getByRole('form', { name: 'Edit hand 2' }).count()).toBe(0);
    expect(await third.getByRole('textbox', { name: 'Contract and result' }).inputValue()).toBe('');
    await third.close();
    expect(errors).toEqual([]);
  });
});

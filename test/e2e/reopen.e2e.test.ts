// History's Reopen and Resume in the built popup, in Chromium at 400 × 600: a kept rubber reopened,
// hand 3 changed, and History's totals by name following; an unfinished Chicago resumed and played on.
// Figures worked by hand from docs/rules.md (Rubber bridge, Chicago).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadedExtension, launchWithExtension } from './browser';
import { axeViolations, openPopup, shot } from './popup-page';

let extension: LoadedExtension;
const errors: string[] = [];

beforeAll(async () => {
  extension = await launchWithExtension();
}, 60_000);

afterAll(async () => {
  await extension?.close();
});

/** A popup with nothing stored. */
async function freshPopup(): Promise<Page> {
  const page = await openPopup(extension, errors);
  // The page's own chrome.storage, as the popup uses it (a string: the test's types know no extension API).
  await page.evaluate('chrome.storage.local.clear()');
  await page.reload();
  return page;
}

async function addHand(page: Page, text: string, who?: string) {
  if (who !== undefined) await page.getByRole('radio', { name: who, exact: true }).check();
  const field = page.getByRole('textbox', { name: 'Contract and result' });
  await field.fill(text);
  await page.getByRole('button', { name: 'Add hand' }).click();
  await expect.poll(() => field.inputValue()).toBe('');
}

async function startNew(page: Page, what: string) {
  await page.getByRole('button', { name: `New ${what}` }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
}

/** The rows of History's totals for a kind: name, played, won, margin. */
const totalsRows = (page: Page, kind: string) =>
  page
    .getByRole('table', { name: `${kind}: finished games` })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));

// The pad's one footer: its totals, whatever the pad's layout.
const padTotals = (page: Page) => page.locator('[role=tabpanel] tfoot').first().textContent();

describe('History: reopen and resume', () => {
  it('reopens a kept rubber, hand 3 changed, and History’s totals by name change', async () => {
    const page = await freshPopup();
    await page.getByRole('tab', { name: 'Rubber' }).click();
    await page.getByText('Names').click();
    await page.getByRole('textbox', { name: 'We', exact: true }).fill('Ann & Bob');
    await page.getByRole('textbox', { name: 'They', exact: true }).fill('Cy & Di');
    // We 2H= (60) · They 1NT= (40) · We 2S= (We's game) · They 3NT+1 (They's game, 30 above) · We 4H=
    // (We's second game, 500): We 60 + 60 + 120 + 500 = 740, They 40 + 100 + 30 = 170.
    for (const [who, text] of [
      ['We', '2H='],
      ['They', '1NT='],
      ['We', '2S='],
      ['They', '3NT+1'],
      ['We', '4H='],
    ] as const)
      await addHand(page, text, who);
    await expect.poll(() => padTotals(page)).toBe('Total 740Total 170');
    await startNew(page, 'rubber');

    await page.getByRole('tab', { name: 'History' }).click();
    await expect
      .poll(() => totalsRows(page, 'Rubber'))
      .toEqual([
        ['Ann & Bob', '1', '1', '+570'],
        ['Cy & Di', '1', '0', '−570'],
      ]);
    await shot(page, 'history-totals');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Rubber, / }).click();
    await page.getByRole('button', { name: 'Reopen to change' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();

    // The rubber is back in its tab, saying why, with its five hands.
    await expect.poll(() => page.getByRole('tab', { name: 'Rubber' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByText(/is back from History/).count()).toBe(1);
    await expect.poll(() => padTotals(page)).toBe('Total 740Total 170');
    await shot(page, 'rubber-reopened');
    // Hand 3 made an overtrick: 30 more above the line for We, 770 in all.
    await page.getByRole('button', { name: /^Edit hand 3 / }).click();
    const field = page.getByRole('textbox', { name: 'Contract and result' });
    await expect.poll(() => field.inputValue()).toBe('2S=');
    await field.fill('2S+1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => padTotals(page)).toBe('Total 770Total 170');
    await startNew(page, 'rubber');

    await page.getByRole('tab', { name: 'History' }).click();
    await expect
      .poll(() => totalsRows(page, 'Rubber'))
      .toEqual([
        ['Ann & Bob', '1', '1', '+600'],
        ['Cy & Di', '1', '0', '−600'],
      ]);
    // Searching a name gives that pair's record; one that played nothing, none.
    await page.getByRole('searchbox', { name: 'Search by name or date' }).fill('cy&di');
    await expect.poll(() => page.getByRole('listitem').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search by name or date' }).fill('Zed');
    await expect.poll(() => page.getByText('Nothing kept matches "Zed".').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('resumes an unfinished Chicago where it was left, and plays it out', async () => {
    const page = await freshPopup();
    await page.getByRole('tab', { name: 'Chicago' }).click();
    // Deal 1, nobody vulnerable: N 3NT+1 is 430 to N/S (game bonus 300); deal 2: E 2H= is 60 to E/W,
    // its part score carried (no bonus until the Chicago ends without their game).
    await page.getByRole('radio', { name: 'N', exact: true }).check();
    await addHand(page, '3NT+1');
    await page.getByRole('radio', { name: 'E', exact: true }).check();
    await addHand(page, '2H=');
    await expect.poll(() => padTotals(page)).toBe('Total43060');
    await startNew(page, 'Chicago');
    await expect.poll(() => padTotals(page)).toBe('Total00');

    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByRole('button', { name: /^Chicago, .*\(unfinished\)/ }).click();
    expect(await page.getByRole('button', { name: 'Reopen to change' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Chicago' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => padTotals(page)).toBe('Total43060');
    await expect.poll(() => page.locator('output.status').first().textContent()).toMatch(/^Deal 3 of 4/);
    await shot(page, 'chicago-resumed');
    // History no longer lists it: it is in play again.
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => page.getByText(/No sessions kept yet/).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

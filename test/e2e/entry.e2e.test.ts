// Entry as a player meets it in Chromium at 400 × 600 (issue #32): the Score view following the text, the
// Bugger tricks beside their bids, the rubber's taps by keyboard, and the cursor after a rubber's last hand;
// each view shot and axe-checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadedExtension, launchWithExtension } from './browser';
import { axeViolations, openPopup as openPage, shot } from './popup-page';

let extension: LoadedExtension;
const errors: string[] = [];
const openPopup = () => openPage(extension, errors);

beforeAll(async () => {
  extension = await launchWithExtension();
}, 60_000);

afterAll(async () => {
  await extension?.close();
});

describe('entry in the popup', () => {
  it('scores 3nt+1 nv over a ticked box, shows 3NT on the grid, and says the text won', async () => {
    const page = await openPopup();
    await page.getByRole('checkbox', { name: 'Vulnerable' }).check();
    await page.getByRole('textbox', { name: /Contract/ }).fill('3nt+1 nv');
    const status = page.getByRole('status').first();
    // 3NT+1 not vulnerable: 100 + 300 + 30 = 430.
    await expect.poll(() => status.textContent()).toContain('3NT+1: +430');
    expect(await status.textContent()).toContain('Scored not vulnerable as typed ("nv"); the box said vulnerable.');
    expect(await page.getByRole('radio', { name: '3NT', exact: true }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('checkbox', { name: 'Vulnerable' }).isChecked()).toBe(false);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await shot(page, `score-typed-wins-${scheme}`);
      expect(await axeViolations(page)).toEqual([]);
    }
    // Cleared: the box is the player's again, as a fresh popup has it for the tests after.
    await page.getByRole('textbox', { name: /Contract/ }).fill('');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Vulnerable' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Vulnerable' }).uncheck();
    await page.close();
  });

  it('lists seven players’ tricks in bidding order, each beside its bid, within 400 pixels', async () => {
    const page = await openPopup();
    await page.getByRole('tab', { name: 'Bugger' }).click();
    const names = ['Annabelle', 'Bartholomew', 'Cassandra', 'Demetrius', 'Evangeline', 'Fitzgerald', 'Guinevere'];
    for (const [i, name] of names.entries()) await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
    await page.getByRole('button', { name: 'Start the game' }).click();
    // Annabelle deals: Bartholomew bids first, Annabelle last.
    const order = [...names.slice(1), names[0] as string];
    for (const [i, name] of order.entries())
      await page.getByRole('textbox', { name: `${name} bids` }).fill(String(i % 3));
    await page.getByRole('button', { name: 'Record the bids' }).click();
    const first = page.getByRole('textbox', { name: 'Bartholomew took' });
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    const labels = await page.locator('.counts label').allTextContents();
    expect(labels.map((l) => l.trim())).toEqual(order.map((name) => `${name} took`));
    expect(await page.locator('.counts small').allTextContents()).toEqual(order.map((_, i) => `bid ${i % 3}`));
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBe(0);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await shot(page, `bugger-tricks-${scheme}`);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.close();
  });

  it('moves through the rubber’s taps by keyboard alone, the field following', async () => {
    const page = await openPopup();
    await page.getByRole('tab', { name: 'Rubber' }).click();
    const field = page.getByRole('textbox', { name: 'Contract and result' });
    await field.fill('');
    // One Tab stop a group, the arrows pick within it, as in any radio group.
    await page.getByRole('radio', { name: '1', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => field.inputValue()).toBe('3');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    // From clubs, Left wraps round to no trump.
    await expect.poll(() => field.inputValue()).toBe('3NT');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => field.inputValue()).toBe('3NTX');
    await field.fill('');
    await page.close();
  });

  it('puts the cursor on New rubber once the rubber is over', async () => {
    const page = await openPopup();
    await page.getByRole('tab', { name: 'Rubber' }).click();
    const field = page.getByRole('textbox', { name: 'Contract and result' });
    for (const text of ['4S=', '4S=']) {
      await field.fill(text);
      await field.press('Enter');
      await expect.poll(() => field.inputValue()).toBe('');
    }
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Rubber over');
    const again = page.getByRole('button', { name: 'New rubber' });
    await expect.poll(() => again.evaluate((el) => el === document.activeElement)).toBe(true);
    // A second Enter only asks, with the cursor on No.
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('button', { name: 'No' }).evaluate((el) => el === document.activeElement))
      .toBe(true);
    await shot(page, 'rubber-over');
    await page.close();
    expect(errors).toEqual([]);
  });
});

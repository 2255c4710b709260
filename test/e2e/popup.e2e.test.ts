import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION, type LoadedExtension, launchWithExtension, SCREENSHOTS } from './browser';

let extension: LoadedExtension;
const errors: string[] = [];

const openPopup = async (): Promise<Page> => {
  const page = await extension.context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`chrome-extension://${extension.id}/popup.html`);
  return page;
};
const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

beforeAll(async () => {
  extension = await launchWithExtension();
}, 60_000);

afterAll(async () => {
  await extension?.close();
});

describe('the built manifests', () => {
  it('ask for storage only, with no host permissions or remote code', () => {
    for (const target of ['chrome-mv3', 'firefox-mv2']) {
      const manifest = JSON.parse(readFileSync(join(EXTENSION, '..', target, 'manifest.json'), 'utf8'));
      expect(manifest.permissions).toEqual(['storage']);
      expect(manifest.host_permissions).toBeUndefined();
      expect(manifest.content_security_policy).toBeUndefined();
      expect(Object.keys(manifest.icons ?? {})).toContain('128');
    }
  });
});

describe('the popup in Chromium', () => {
  it('opens on the Score view with the Contract field focused', async () => {
    const page = await openPopup();
    const field = page.getByRole('textbox', { name: /Contract/ });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('types 4SX-2 v and reads −500 with its arithmetic in the status', async () => {
    const page = await openPopup();
    await page.getByRole('textbox', { name: /Contract/ }).fill('4SX-2 v');
    const status = page.getByRole('status').first();
    await expect.poll(() => status.textContent()).toContain('−500');
    expect(await status.textContent()).toContain('Down 2 doubled, vulnerable: 200 + 300 = 500 to the defenders');
    await shot(page, 'score-typed');
    await page.getByRole('textbox', { name: /Contract/ }).fill('8S');
    await expect.poll(() => status.textContent()).toBe('"8S": level must be 1–7');
    expect(await page.getByRole('textbox', { name: /Contract/ }).inputValue()).toBe('8S');
    await page.close();
  });

  it('clicks 3NT and sees 400 and 600 for making exactly', async () => {
    const page = await openPopup();
    await page.getByRole('button', { name: '3NT', exact: true }).click();
    const made = page.getByRole('row', { name: /Made exactly/ });
    await expect.poll(() => made.textContent()).toContain('+400');
    expect(await made.textContent()).toContain('+600');
    await shot(page, 'score-grid');
    await page.close();
  });

  it('keeps two rubber hands across closing and reopening the popup', async () => {
    let page = await openPopup();
    await page.getByRole('tab', { name: 'Rubber' }).click();
    const field = page.getByRole('textbox', { name: 'Contract and result' });
    await field.fill('3S+1');
    await page.getByRole('button', { name: 'Add hand' }).click();
    await expect.poll(() => field.inputValue()).toBe('');
    await page.getByRole('radio', { name: 'They' }).check();
    await field.fill('4HX-2');
    await page.getByRole('button', { name: 'Add hand' }).click();
    await expect.poll(() => page.locator('table.pad tfoot').textContent()).toBe('4200');
    await shot(page, 'rubber');
    // A half-typed entry survives too, even when the popup closes right after the keystroke.
    await field.fill('2C');
    await page.close();

    page = await openPopup();
    await page.getByRole('tab', { name: 'Rubber' }).click();
    await expect.poll(() => page.locator('table.pad tfoot').textContent()).toBe('4200');
    // The draft comes back from storage a moment after the pad: wait for it rather than race it.
    await expect.poll(() => page.getByRole('textbox', { name: 'Contract and result' }).inputValue()).toBe('2C');
    await page.getByRole('button', { name: 'Add hand' }).click();
    await expect.poll(() => page.getByRole('status').nth(1).textContent()).toContain('add the result');
    await page.close();
  });

  it('scores a Chicago deal and a team match board, and shows each view', async () => {
    const page = await openPopup();
    await page.getByRole('tab', { name: 'Chicago' }).click();
    await page.getByRole('textbox', { name: 'Contract and result' }).fill('4S=');
    await page.getByRole('button', { name: 'Add hand' }).click();
    await expect.poll(() => page.locator('table.pad tfoot').textContent()).toContain('420');
    await shot(page, 'chicago');

    await page.getByRole('tab', { name: 'IMPs' }).click();
    await page.getByRole('textbox', { name: 'Board 1 table 1' }).fill('4S= N');
    await page.getByRole('textbox', { name: 'Board 1 table 2' }).fill('3S+1 S');
    await expect.poll(() => page.getByText(/Total \+6 IMPs/).count()).toBe(1);
    // Over 16 boards X = 60 and a margin of X/3 is 15.00 VP exactly (test/vp.test.ts works it by hand).
    await page.getByRole('textbox', { name: 'IMP margin' }).fill('20');
    await page.getByRole('textbox', { name: 'Boards' }).fill('16');
    await expect.poll(() => page.getByText(/^Your team 15\.00 VP, opponents 5\.00 VP/).count()).toBe(1);
    await shot(page, 'imps');

    await page.getByRole('tab', { name: 'Bugger' }).click();
    for (const [i, name] of ['Ann', 'Bob', 'Cat'].entries())
      await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /Round 1: 17 cards/ }).count()).toBe(1);
    await shot(page, 'bugger');

    await page.getByRole('tab', { name: 'Options' }).click();
    await shot(page, 'options');
    await page.close();
  });

  it('fits a Bugger Bridge sheet of seven long names in 400 pixels', async () => {
    const page = await openPopup();
    await page.getByRole('tab', { name: 'Bugger' }).click();
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    const names = ['Annabelle', 'Bartholomew', 'Cassandra', 'Demetrius', 'Evangeline', 'Fitzgerald', 'Guinevere'];
    for (const [i, name] of names.entries()) await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /Round 1: 7 cards/ }).count()).toBe(1);
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBe(0);
    await shot(page, 'bugger-seven');
    await page.close();
  });

  it('follows the system’s dark theme', async () => {
    const page = await openPopup();
    await page.emulateMedia({ colorScheme: 'dark' });
    const background = await page.evaluate(`getComputedStyle(document.documentElement).backgroundColor`);
    expect(background).toBe('rgb(30, 31, 34)');
    await shot(page, 'score-dark');
    await page.close();
  });

  it('logged no errors in any page and fits 400 pixels without scrolling sideways', async () => {
    const page = await openPopup();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.close();
    expect(errors).toEqual([]);
  });
});

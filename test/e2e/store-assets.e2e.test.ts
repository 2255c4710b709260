// The stores' listing images, made from the built extension as a player sees it (scripts/store-assets.ts
// lays them out): each view is set up and checked, shot at twice the popup's size, and framed at the
// store's size. The images go to dist/store/; docs/store-listing.md says which store takes which.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngSize, STORE_SHOTS, STORE_SIZES, screenshotPage, tilePage } from '../../scripts/store-assets';
import { EXTENSION, type LoadedExtension, launchWithExtension } from './browser';
import { DDS_TABLE, ddCells, LINK } from './deals';
import { openPopup } from './popup-page';
import { WORKED_RUBBER, WORKED_RUBBER_TOTALS } from './worked-rubber';

const STORE = resolve(import.meta.dirname, '..', '..', 'dist', 'store');
/** The page's storage area, as the extension's own pages see it. */
declare const chrome: { storage: { local: { clear(): Promise<void> } } };

let extension: LoadedExtension;
const errors: string[] = [];
/** Each view's shot, 800 × 1200, by the name of its store screenshot. */
const shots = new Map<string, Buffer>();

beforeAll(async () => {
  extension = await launchWithExtension({ deviceScaleFactor: 2 });
  mkdirSync(STORE, { recursive: true });
}, 60_000);

afterAll(async () => {
  await extension?.close();
});

const addHand = async (page: Page, side: 'We' | 'They', text: string) => {
  await page.getByRole('radio', { name: side }).check();
  const field = page.getByRole('textbox', { name: 'Contract and result' });
  await field.fill(text);
  await page.getByRole('button', { name: 'Add hand' }).click();
  await expect.poll(() => field.inputValue()).toBe('');
};

/** The page at the store's size, one image pixel a CSS pixel. */
async function render(html: string, size: { width: number; height: number }): Promise<Buffer> {
  const page = await extension.context.newPage();
  await page.setViewportSize(size);
  await page.setContent(html);
  const png = await page.screenshot({ scale: 'css' });
  await page.close();
  return png;
}

describe('the store listing images, from the real popup', () => {
  it('shoots the Score, Rubber, Deal and History views as a player sets them up', async () => {
    const page = await openPopup(extension, errors);
    // From a new install's empty storage, so a retry starts where the first try did.
    errors.length = 0;
    await page.evaluate(() => chrome.storage.local.clear());
    await page.reload();
    await page.getByRole('tab', { name: 'Score' }).click();
    await page.getByRole('textbox', { name: /Contract/ }).fill('4S+1 v');
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('+650');
    shots.set('1-score', await page.screenshot());

    await page.getByRole('tab', { name: 'Rubber' }).click();
    await page.getByText('Names').click();
    await page.getByRole('textbox', { name: 'We', exact: true }).fill('Ann & Bob');
    await page.getByRole('textbox', { name: 'They', exact: true }).fill('Cy & Di');
    await page.getByText('Names').click();
    for (const [side, text] of WORKED_RUBBER) await addHand(page, side, text);
    await expect.poll(() => page.locator('table.pad tfoot').textContent()).toBe(WORKED_RUBBER_TOTALS);
    shots.set('2-rubber', await page.screenshot());

    await page.getByRole('tab', { name: 'Deal' }).click();
    await page.getByRole('textbox', { name: 'Deal' }).fill(LINK);
    await expect.poll(() => ddCells(page), { timeout: 20_000 }).toEqual(DDS_TABLE);
    await page.getByRole('textbox', { name: 'Contract' }).fill('4S by N');
    await expect.poll(() => page.locator('.dd-lines').textContent()).toContain('4♠ by N: 8 tricks, −200');
    // The table, the par and the contract's line at the foot of the popup, the diagram above them.
    await page.locator('.dd-lines').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    shots.set('3-deal', await page.screenshot());

    // Two games to none: the rubber is won and goes to History when a new one starts.
    await page.getByRole('tab', { name: 'Rubber' }).click();
    await addHand(page, 'We', '4S=');
    await page.getByRole('button', { name: 'New rubber' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => page.getByRole('listitem').count()).toBe(1);
    expect(await page.getByRole('listitem').textContent()).toMatch(/Ann & Bob win by/);
    shots.set('4-history', await page.screenshot());
    await page.close();

    for (const shot of shots.values()) expect(pngSize(shot)).toEqual({ width: 800, height: 1200 });
    expect(errors).toEqual([]);
  });

  it('frames each at 1280 × 800, and makes the 440 × 280 tile and the 128 px icon', async () => {
    const icon = readFileSync(join(EXTENSION, 'icon', '128.png'));
    expect(pngSize(icon)).toEqual(STORE_SIZES.icon);
    copyFileSync(join(EXTENSION, 'icon', '128.png'), join(STORE, 'icon-128.png'));

    const tile = await render(tilePage(icon), STORE_SIZES.tile);
    expect(pngSize(tile)).toEqual(STORE_SIZES.tile);
    writeFileSync(join(STORE, 'tile-440x280.png'), tile);

    expect([...shots.keys()]).toEqual(STORE_SHOTS.map((shot) => shot.name));
    for (const shot of STORE_SHOTS) {
      const png = await render(screenshotPage(shot, shots.get(shot.name) as Buffer, icon), STORE_SIZES.screenshot);
      expect(pngSize(png)).toEqual(STORE_SIZES.screenshot);
      writeFileSync(join(STORE, `screenshot-${shot.name}.png`), png);
    }
  });
});

// A named evening set up and renamed from the built Sidebar.html in Chromium at 300 px, its calls bridged
// to the built Code.js over the fake spreadsheet; then New evening over its results: first the offer to
// end and publish, then a setup that replaces nothing until the evening's name is typed. The sheet is
// compared cell for cell before and after every refusal.
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePropertiesService } from '../apps-script/fake-properties';
import { FakeLock, FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { loadCode } from '../apps-script/load';
import { launchBrowser, SCREENSHOTS } from './browser';
import { axeViolations } from './popup-page';
import { bridgeScriptRun } from './script-run';

const SIDEBAR = resolve(import.meta.dirname, '..', '..', 'dist', 'apps-script', 'Sidebar.html');
const SIZE = { width: 300, height: 700 };

let browser: Browser;
let ss = new FakeSpreadsheet();
const properties = new Map<string, string>();
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => ss },
  LockService: { getDocumentLock: () => new FakeLock() },
  PropertiesService: fakePropertiesService(properties),
});

async function openSidebar(): Promise<Page> {
  const page = await browser.newPage({ viewport: SIZE });
  await bridgeScriptRun(page, code);
  await page.goto(`file://${SIDEBAR}`);
  return page;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SCREENSHOTS, `evening-${name}.png`), fullPage: true });
const sheetNow = () => JSON.stringify(ss.values('Pairs evening'));

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe("an evening's name in the sidebar, and New evening over its results", () => {
  it('sets a named evening up, renames it, and replaces it only when its name is typed', async () => {
    ss = new FakeSpreadsheet();
    properties.clear();
    properties.set('bridgeScorer.club', 'Exeter BC');
    properties.set('bridgeScorer.masterpointType', 'Blue');
    properties.set('bridgeScorer.usebioVersion', '1.3');
    const page = await openSidebar();
    await page.getByLabel('Duplicate pairs').check();
    // The club of the spreadsheet's last evening starts the form, its federation's details folded away.
    await expect.poll(() => page.getByLabel('Club', { exact: true }).inputValue()).toBe('Exeter BC');
    const federation = page.locator('#federation');
    expect(await federation.getAttribute('open')).toBeNull();
    expect(await page.getByLabel('Masterpoint type').isVisible()).toBe(false);
    await page.getByText('For the federation').click();
    expect(await page.getByLabel('Masterpoint type').inputValue()).toBe('Blue');
    expect(await page.getByLabel('USEBIO version').inputValue()).toBe('1.3');
    await page.getByLabel('Event id').fill('EX-49');
    await page.getByLabel('Charge rate or code').fill('12,5');
    await page.getByLabel('Name', { exact: true }).fill('Tuesday Pairs');
    await page.getByLabel('Date', { exact: true }).fill('2026-12-01');
    await page.getByLabel('Pairs', { exact: true }).fill('10');
    await page.getByLabel('Boards a round (blank: about 24 in all)').fill('2');
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'setup');
    // A charge that is neither a rate nor a code: refused beside its field, the group left open on it.
    await page.getByText('For the federation').click();
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(`"12,5": the charge is the federation’s charge code: a number (10, 12.5) or letters and digits (A3)`);
    expect(await federation.getAttribute('open')).not.toBeNull();
    expect(await page.getByLabel('Charge rate or code').getAttribute('aria-invalid')).toBe('true');
    expect(ss.getSheetByName('Pairs evening')).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'setup-federation');
    await page.getByLabel('Charge rate or code').fill('12.5');
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    await expect
      .poll(() => page.locator('#evening-heading').textContent())
      .toBe('Tuesday Pairs · 2026-12-01 · Exeter BC');

    // Renamed: the heading follows, and row 1 holds the new name.
    await page.getByText('Name, date and club').click();
    // The rename form, the federation's group folded again: the common change stays short.
    expect(await federation.getAttribute('open')).toBeNull();
    expect(await page.getByLabel('Masterpoint type').inputValue()).toBe('Blue');
    await shot(page, 'rename');
    await page.getByLabel('Section', { exact: true }).fill('A');
    await page.getByRole('button', { name: 'Save the name' }).click();
    await expect
      .poll(() => page.locator('#evening-heading').textContent())
      .toBe('Tuesday Pairs · A · 2026-12-01 · Exeter BC');
    expect(ss.values('Pairs evening')[0]).toContain('Section: A');
    expect(ss.values('Pairs evening')[0]?.slice(7, 13)).toEqual([
      'Event id: EX-49',
      'MP scale:',
      'MP type: Blue',
      'Charge: 12.5',
      'Contact:',
      'USEBIO: 1.3',
    ]);

    // One result in: N/S 1 against E/W 1, board 1 (none vulnerable), 4♠= by N is 420.
    const form = page.getByRole('form', { name: /^Board 1 / });
    await form.getByLabel('Declarer').selectOption('N');
    await form.getByLabel('Contract and result').fill('4S=');
    await form.getByLabel('Contract and result').press('Enter');
    await expect.poll(() => page.locator('#notice').textContent()).toMatch(/^Board 1, table 1: 4S= by N \(N\/S 420\)/);
    const before = sheetNow();

    // New evening first offers the end and publication; keeping the evening changes nothing.
    await page.getByRole('button', { name: 'New evening…' }).click();
    const offer = page.getByRole('group', { name: 'This evening holds 1 result. End it and publish first?' });
    await expect.poll(() => offer.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'new-offer');
    await offer.getByRole('button', { name: 'Set up a new evening' }).click();

    // The setup refuses to replace it, and says what to type; a near miss is refused the same way.
    await page.getByLabel('Name', { exact: true }).fill('Wednesday Howell');
    await page.getByLabel('Date', { exact: true }).fill('2026-12-02');
    await page.getByLabel('Movement').selectOption('Howell');
    await page.getByLabel('Pairs', { exact: true }).fill('8');
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toContain(
        'The sheet "Pairs evening" would be replaced: it holds 1 result. To replace it, type "Tuesday Pairs" below.',
      );
    expect(sheetNow()).toBe(before);
    expect(await axeViolations(page)).toEqual([]);
    for (const typed of ['Tuesday', 'replace']) {
      await page.getByLabel('Type it here').fill(typed);
      await page.getByRole('button', { name: 'Replace it' }).click();
      await expect.poll(() => alert.textContent()).toContain('type "Tuesday Pairs" below');
      expect(sheetNow()).toBe(before);
    }
    await shot(page, 'new-refused');
    await page.getByLabel('Type it here').fill('Tuesday Pairs');
    await page.getByRole('button', { name: 'Replace it' }).click();
    await expect
      .poll(() => page.locator('#evening-heading').textContent())
      .toBe('Wednesday Howell · 2026-12-02 · Exeter BC');
    expect(ss.values('Pairs evening')[0]?.[2]).toBe('Event: Wednesday Howell');
    await page.close();
  }, 120_000);

  it('offers the end first: publishing from the offer ends the evening as the End button does', async () => {
    ss = new FakeSpreadsheet();
    (code.setUpPairsEvening as (form: object) => unknown)({
      kind: 'Mitchell',
      pairs: '10',
      boardsPerRound: '2',
      name: 'Friday Pairs',
    });
    (code.enterPairsResult as (entry: object) => unknown)({
      round: 1,
      table: 1,
      board: 1,
      declarer: 'N',
      contract: '4S=',
      shown: null,
    });
    const page = await openSidebar();
    await page.getByRole('button', { name: 'New evening…' }).click();
    await page.getByRole('button', { name: 'End the evening and publish' }).last().click();
    // Boards are still to come, so the end asks first, as it always does.
    await expect.poll(() => page.locator('#ending').textContent()).toMatch(/still to come.*Publish anyway\?/);
    await page.getByRole('button', { name: 'Publish anyway' }).click();
    await expect
      .poll(() => page.locator('#ending').textContent())
      .toMatch(/Wrote "Ranking", "Travellers", "Score cards"/);
    expect(ss.values('Ranking')[0]?.[1]).toBe('Friday Pairs');
    await page.close();
  }, 60_000);
});

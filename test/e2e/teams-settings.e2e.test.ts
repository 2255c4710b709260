// A teams evening's settings in the built Sidebar.html in Chromium at 300 px, its calls bridged to the
// built Code.js over the fake spreadsheet: the club's own VP table pasted at setup (a bad band refused,
// quoted), carry-over from the Teams sheet, and a team withdrawing after round 1, drawn no more. VPs are
// read from the club's table by eye.
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLock, FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { loadCode } from '../apps-script/load';
import { launchBrowser, SCREENSHOTS } from './browser';
import { axeViolations } from './popup-page';
import { bridgeScriptRun } from './script-run';

const SIDEBAR = resolve(import.meta.dirname, '..', '..', 'dist', 'apps-script', 'Sidebar.html');
const SIZE = { width: 300, height: 700 };
const TEAMS = ['Aces', 'Bears', 'Cubs', 'Dons', 'Eels', 'Foxes'];
// Margins 0: 10–10; 1–2: 11–9; 3–6: 12–8; 7 and more: 15–5.
const TABLE = '0 10-10\n1-2 11-9\n3-6 12-8\n7+ 15-5';

let browser: Browser;
let ss = new FakeSpreadsheet();
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => ss },
  LockService: { getDocumentLock: () => new FakeLock() },
});
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(SCREENSHOTS, `teams-settings-${name}.png`), fullPage });

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('a Swiss with the club’s table, carry-over and a withdrawal', () => {
  it('sets up with the table, ranks with the carry-over, and draws a withdrawn team no more', async () => {
    ss = new FakeSpreadsheet();
    ss.insertSheet('Teams')
      .getRange(1, 1, TEAMS.length + 1, 3)
      .setValues([
        ['Team', 'Players', 'Carry-over'],
        ...TEAMS.map((team, i) => [team, `${team} A, ${team} B`, i === 1 ? 4 : '']),
      ]);
    const page = await browser.newPage({ viewport: SIZE });
    await bridgeScriptRun(page, code);
    await page.goto(`file://${SIDEBAR}`);
    await page.getByLabel('Teams', { exact: true }).check();
    await expect.poll(() => page.locator('#named-teams').textContent()).toMatch(/^6 teams on the Teams sheet/);
    await page.getByLabel('Rounds of the Swiss').fill('3');
    await page.getByLabel('Boards a match').fill('8');
    await page.getByLabel('The club’s own table').check();
    await page.locator('#teams-vp-table').fill('0 10-10\n1-2 11\n3+ 12-8');
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^"1-2 11": a band is/);
    expect(await page.locator('#teams-vp-table').getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'refused', true);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('#teams-vp-table').fill(TABLE);
    await page.getByRole('button', { name: 'Set up the evening' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Round 1 of 3');

    // Round 1: Aces 12–10 Dons (11–9), Bears 0–0 Eels (10–10), Cubs 3–9 Foxes (8–12).
    for (const [heading, home, away, h, a] of [
      ['Table 1: Aces against Dons', 'Aces', 'Dons', 12, 10],
      ['Table 2: Bears against Eels', 'Bears', 'Eels', 0, 0],
      ['Table 3: Cubs against Foxes', 'Cubs', 'Foxes', 3, 9],
    ] as const) {
      const form = page.getByRole('form', { name: heading });
      await form.getByLabel(`IMPs of ${home}`).fill(String(h));
      await form.getByLabel(`IMPs of ${away}`).fill(String(a));
      await form.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => form.locator('p.note').first().textContent()).toMatch(/VPs/);
    }
    const ranking = () =>
      page
        .locator('table.ranking tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(1, 3).map((td) => td.textContent)));
    // Bears carry 4 over: 14. Then Foxes 12, Aces 11, Eels 10, Dons 9, Cubs 8.
    await expect.poll(ranking).toEqual([
      ['Bears', '14.00'],
      ['Foxes', '12.00'],
      ['Aces', '11.00'],
      ['Eels', '10.00'],
      ['Dons', '9.00'],
      ['Cubs', '8.00'],
    ]);

    await page.getByText('A team withdraws').click();
    await page.locator('#withdraw-team').selectOption('Foxes');
    await page.locator('#withdraw-round').fill('1');
    await page.getByRole('button', { name: 'Withdraw the team' }).click();
    await expect
      .poll(() => page.locator('details [role="alert"]').textContent())
      .toBe('"1": a team withdraws from a round still to draw, from 2 to 3');
    await page.locator('#withdraw-round').fill('2');
    await page.getByRole('button', { name: 'Withdraw the team' }).click();
    await expect
      .poll(() => page.locator('output.note').first().textContent())
      .toBe('Foxes withdraws from round 2: it is drawn no more.');
    await expect.poll(() => page.getByText('Foxes withdrew from round 2.').isVisible()).toBe(true);
    await shot(page, 'withdrawn', true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Draw round 2' }).click();
    await expect.poll(() => page.locator('#draw-title').count()).toBe(1);
    const drawn = await page
      .locator('#draw-title ~ fieldset select, #draw-bye')
      .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value));
    // Five teams: two tables and a bye, Foxes nowhere.
    expect(drawn).toHaveLength(5);
    expect(drawn).not.toContain('Foxes');
    await page.close();
  }, 60_000);
});

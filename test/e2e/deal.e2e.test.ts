// The Deal view as a player meets it, in the built extension at the popup's 400 × 600. Expected tables are DDS's own, as BBO recorded them in the fixtures'
// OptimumResultTable, or DDS's run here (Debian's libdds); the pars are worked from those tables by the
// rules of docs/rules.md. A table is shared out between workers, one a core: these count them.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadedExtension, launchWithExtension } from './browser';
import { DDS_TABLE, ddCells, LINK, SLOW } from './deals';
import { axeViolations, openPopup as openPage, shot, smallText } from './popup-page';
import {
  countWorkers,
  ddsTable,
  readWorkerCount,
  runningWorkers,
  type WorkerCount,
  workerMemory,
  workersThatAnswered,
} from './solver-workers';

let extension: LoadedExtension;
const errors: string[] = [];

beforeAll(async () => {
  extension = await launchWithExtension();
  // Before any of a page's own scripts: a popup reopened on the Deal view solves its deal at once.
  await extension.context.addInitScript(countWorkers());
}, 60_000);

afterAll(async () => {
  await extension?.close();
});

async function openDeal(): Promise<Page> {
  const page = await openPage(extension, errors);
  await page.getByRole('tab', { name: 'Deal' }).click();
  await page.getByRole('textbox', { name: 'Deal' }).waitFor();
  return page;
}

const workerCount = async (page: Page): Promise<WorkerCount> => JSON.parse(await page.evaluate(readWorkerCount));

describe('the Deal view', () => {
  it('reads a pasted BBO link: the hands, dealer and vulnerability, DDS’s table and the par', async () => {
    const page = await openDeal();
    await shot(page, 'deal-empty');
    await page.getByRole('textbox', { name: 'Deal' }).fill(LINK);
    await expect.poll(() => ddCells(page), { timeout: 20_000 }).toEqual(DDS_TABLE);
    // Solved by one worker a core (this machine has 2), each of which answered, and kept for the next deal.
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const count = await workerCount(page);
    expect(count.made).toBe(Math.min(cores, 4));
    expect(workersThatAnswered(count)).toBe(count.made);
    expect(count.made).toBeGreaterThan(1);
    expect(count.ended).toBe(0);
    // Every worker's memory, its table of bounds (ArrayBuffers, held outside the heap) with the rest,
    // as Chromium counts it: all of them together under the 160 MB of solve-plan.ts.
    const memory = await workerMemory(extension.context, page);
    expect(memory).toHaveLength(count.made);
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
    for (const m of memory)
      console.log(
        `a solver worker: heap ${mb(m.usedSize)} used of ${mb(m.totalSize)}, ${mb(m.embedderHeapUsedSize)} embedder, ${mb(m.backingStorageSize)} buffers`,
      );
    const total = memory.reduce((sum, m) => sum + m.totalSize + m.embedderHeapUsedSize + m.backingStorageSize, 0);
    console.log(`all ${memory.length} solver workers: ${mb(total)}`);
    expect(total).toBeLessThan(160 * 2 ** 20);
    expect(await page.getByRole('textbox', { name: 'North' }).inputValue()).toBe('K.AQ82.9853.K953');
    expect(await page.getByRole('textbox', { name: 'East' }).inputValue()).toBe('T92.KJ5.J64.AT64');
    expect(await page.getByRole('combobox', { name: 'Dealer' }).inputValue()).toBe('E');
    expect(await page.getByRole('combobox', { name: 'Vulnerable' }).inputValue()).toBe('NS');
    // E/W own the auction with 3♣ (9 tricks, 110); N/S's 3♠ doubled, vulnerable, one down would cost 200.
    expect(await page.locator('.par').textContent()).toBe('Par −110: 3♣ by E, W');
    await expect.poll(() => page.locator('.diagram .table-middle').textContent()).toBe('Board 2Vul NS');

    // N/S vulnerable, 4♠ by North takes the 8 tricks of the table: two down, 200 to E/W.
    await page.getByRole('textbox', { name: 'Contract' }).fill('4S by N');
    await expect.poll(() => page.locator('.dd-lines').textContent()).toContain('4♠ by N: 8 tricks, −200');
    // Without a declarer, a line for each seat.
    await page.getByRole('textbox', { name: 'Contract' }).fill('3C');
    await expect.poll(() => page.locator('.dd-lines li').count()).toBe(4);
    expect(await page.locator('.dd-lines li').nth(1).textContent()).toContain('3♣ by E: 9 tricks, +110');

    await shot(page, 'deal-solved');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallText(page)).toEqual([]);
    // Nothing wider than the popup: no sideways scroll at 400 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the deal when the popup is closed and opened again', async () => {
    const page = await openDeal();
    await expect.poll(() => ddCells(page), { timeout: 20_000 }).toEqual(DDS_TABLE);
    expect(await page.getByRole('textbox', { name: 'Deal' }).inputValue()).toBe(LINK);
    await page.close();
  });

  it('says what is wrong with a bad paste, shows nothing of the last deal under it, and says so again on reopening', async () => {
    const page = await openDeal();
    const paste = page.getByRole('textbox', { name: 'Deal' });
    // The deal of the test before is still there: its table is shown.
    await expect.poll(() => ddCells(page), { timeout: 20_000 }).toEqual(DDS_TABLE);
    await paste.fill('md|7SAK,S2,S3|');
    const problem = '"7SAK,S2,S3": md| starts with the dealer, 1–4 (1 is South), not "7"';
    await expect.poll(() => page.locator('#deal-paste-problem').textContent()).toBe(problem);
    expect(await paste.inputValue()).toBe('md|7SAK,S2,S3|');
    expect(await page.locator('table.dd-table, .diagram').count()).toBe(0);
    await page.close();
    const again = await openDeal();
    await expect.poll(() => again.locator('#deal-paste-problem').textContent()).toBe(problem);
    expect(await again.locator('table.dd-table, .diagram').count()).toBe(0);
    // A hand typed makes the fields the deal: the paste they no longer match is cleared.
    await again.getByRole('textbox', { name: 'North' }).fill('K.AQ82.9853.K953');
    expect(await again.getByRole('textbox', { name: 'Deal' }).inputValue()).toBe('');
    await again.close();
  });

  it('reads four typed hands, one left blank, and names a hand a card short', async () => {
    const page = await openDeal();
    const paste = page.getByRole('textbox', { name: 'Deal' });
    // Four hands typed, one left blank; then one typed a card short, which is named.
    await paste.fill('');
    // Board 1 of the same record typed hand by hand, West left blank: DDS's table for it.
    await page.getByRole('textbox', { name: 'North' }).fill('KJ9.KT653.JT.KT9');
    await page.getByRole('textbox', { name: 'East' }).fill('AQT65..Q9762.QJ3');
    await page.getByRole('textbox', { name: 'South' }).fill('743.Q9872.K3.764');
    await page.getByRole('textbox', { name: 'West' }).fill('');
    await expect
      .poll(() => ddCells(page), { timeout: 20_000 })
      .toEqual([
        ['2', '2', '6', '1', '2'],
        ['8', '11', '7', '11', '11'],
        ['2', '2', '6', '1', '2'],
        ['11', '11', '7', '12', '11'],
      ]);
    // Typed hands are no longer the pasted board 2: its number is gone from the diagram.
    expect(await page.locator('.diagram .table-middle').textContent()).not.toContain('Board');
    await page.getByRole('textbox', { name: 'South' }).fill('743.Q9872.K3.76');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'holds' }).textContent())
      .toBe('"743.Q9872.K3.76": S holds 12 cards: each hand holds 13');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('solves in workers: the popup answers meanwhile, shows how far it got, and a cancel ends them all', async () => {
    const page = await openDeal();
    await page.getByRole('textbox', { name: 'Deal' }).fill(SLOW);
    const solving = page.getByRole('status').filter({ hasText: 'Solving double dummy' });
    await solving.waitFor({ timeout: 5_000 });
    // The page's own thread is free: typing in another field lands at once.
    const started = Date.now();
    await page.getByRole('combobox', { name: 'Dealer' }).selectOption('S');
    expect(Date.now() - started).toBeLessThan(1_000);
    // The counts come in from both workers, told as one count of 20.
    await expect.poll(() => solving.textContent(), { timeout: 20_000 }).toMatch(/Solving double dummy… [1-9]\d? of 20/);
    // The count and Cancel sit below the diagram: scrolled to, as a player would.
    await solving.scrollIntoViewIfNeeded();
    await shot(page, 'deal-solving');
    // A deal alone names no dealer or vulnerability: the view says what it assumed.
    expect(await page.getByText('The paste names no dealer or vulnerability').count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByText('The solve was cancelled.').count()).toBe(1);
    expect(await page.locator('table.dd-table').count()).toBe(0);
    // Every worker was ended, and Chromium has none left running.
    const cancelled = await workerCount(page);
    expect(cancelled.made).toBeGreaterThan(1);
    expect(cancelled.ended).toBe(cancelled.made);
    await expect.poll(() => runningWorkers(extension.context, page), { timeout: 10_000 }).toBe(0);
    // Solve starts new workers, and they finish: DDS's table for the deal.
    await page.getByRole('button', { name: 'Solve' }).click();
    await solving.waitFor({ timeout: 5_000 });
    await expect.poll(() => ddCells(page), { timeout: 90_000 }).toEqual(ddsTable(SLOW));
    const again = await workerCount(page);
    expect(again.made).toBe(2 * cancelled.made);
    expect(workersThatAnswered({ ...again, answers: again.answers.slice(cancelled.made) })).toBe(cancelled.made);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('reports a worker that fails instead of waiting on it, ends the others, and solves again after', async () => {
    const page = await openDeal();
    // The last test's deal cleared first: the first worker made from here on is the one that fails.
    await page.getByRole('textbox', { name: 'Deal' }).fill('');
    await page.evaluate(countWorkers(true));
    await page.getByRole('textbox', { name: 'Deal' }).fill(LINK);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Not solved' }).textContent(), { timeout: 20_000 })
      .toBe('Not solved: the solver stopped unexpectedly: open the page (or the popup) again');
    const failed = await workerCount(page);
    expect(failed.ended).toBe(failed.made);
    await page.getByRole('button', { name: 'Solve' }).click();
    await expect.poll(() => ddCells(page), { timeout: 20_000 }).toEqual(DDS_TABLE);
    // The worker's own uncaught error is Chromium's to log: the page logged nothing else.
    expect(errors.filter((error) => !error.includes('TypeError'))).toEqual([]);
    errors.length = 0;
    await page.close();
  });
});

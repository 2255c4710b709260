// How the popup looks at 400 × 600 (issue 32): tabs that read as tabs, light and dark with the
// Options' choice winning over the system's, pads that read like paper without wrapping or rotated text,
// the team match at the top of its tab, and a screenshot of every view in both schemes.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadedExtension, launchWithExtension } from './browser';
import {
  addHand,
  FOUR,
  fillBugger,
  fillChicago,
  fillMatch,
  fillRubber,
  matchField,
  openView,
  padProblems,
  SEVEN,
  VIEWS,
  type ViewName,
} from './popup-fill';
import { axeViolations, openPopup as openPage, shot } from './popup-page';

let extension: LoadedExtension;
const errors: string[] = [];

beforeAll(async () => {
  extension = await launchWithExtension();
}, 60_000);

afterAll(async () => {
  await extension?.close();
});

/** The popup with nothing stored, on `view`. */
async function fresh(view: ViewName = 'Score'): Promise<Page> {
  const page = await openPage(extension, errors);
  await page.evaluate(async () => {
    const { storage } = (globalThis as unknown as { chrome: typeof import('wxt/browser').browser }).chrome;
    await storage.local.clear();
    localStorage.clear();
  });
  await page.reload();
  await openView(page, view);
  return page;
}

describe('the tab bar', () => {
  // Options is taller than the popup: its scrollbar takes 15 px of the 400.
  it.each(['Chicago', 'Options'] as const)(
    'fits eight tabs in 400 px, each set apart, the selected one joined to its panel (%s)',
    async (view) => {
      const page = await fresh(view);
      const bar = await page.evaluate(() => {
        const list = document.querySelector<HTMLElement>('[role="tablist"]') as HTMLElement;
        const box = list.getBoundingClientRect();
        const page = getComputedStyle(document.documentElement).backgroundColor;
        const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => {
          const r = tab.getBoundingClientRect();
          const s = getComputedStyle(tab);
          const visible = (width: string, color: string) =>
            Number.parseFloat(width) >= 1 && color !== 'rgba(0, 0, 0, 0)' && color !== page;
          // The tab's own shape: a fill unlike the page, or a border of its own on top and sides.
          const shaped =
            (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== page) ||
            (visible(s.borderTopWidth, s.borderTopColor) &&
              visible(s.borderLeftWidth, s.borderLeftColor) &&
              visible(s.borderRightWidth, s.borderRightColor));
          // Who is drawn just above the bar's bottom line, in the tab's middle: the tab covers the line or not.
          const onLine = document.elementFromPoint(r.left + r.width / 2, box.bottom - 0.5);
          return {
            label: tab.textContent,
            left: r.left,
            right: r.right,
            width: r.width,
            height: r.height,
            cut: tab.scrollWidth > tab.clientWidth || tab.scrollHeight > tab.clientHeight,
            shaped,
            look: [s.backgroundColor, s.borderTopColor, s.boxShadow, s.color].join(' '),
            background: s.backgroundColor,
            selected: tab.getAttribute('aria-selected') === 'true',
            coversLine: onLine === tab || tab.contains(onLine),
          };
        });
        return {
          left: box.left,
          right: box.right,
          scroll: list.scrollWidth - list.clientWidth,
          page,
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          tabs,
        };
      });
      expect(bar.tabs.map((t) => t.label)).toEqual([...VIEWS]);
      expect(bar.scroll).toBe(0);
      expect(bar.pageOverflow).toBe(0);
      const problems: string[] = [];
      for (const [i, tab] of bar.tabs.entries()) {
        if (tab.left < bar.left || tab.right > bar.right) problems.push(`${tab.label}: outside the bar`);
        if (tab.cut) problems.push(`${tab.label}: text cut off`);
        if (!tab.shaped) problems.push(`${tab.label}: no shape of its own (fill or border)`);
        // A target a finger or a mouse finds at once (WCAG 2.5.8 asks 24 × 24; a tab gets more height).
        if (tab.width < 28 || tab.height < 30) problems.push(`${tab.label}: ${tab.width} × ${tab.height} px`);
        const next = bar.tabs[i + 1];
        if (next && next.left - tab.right < 2) problems.push(`${tab.label}: touches ${next.label}`);
      }
      expect(problems).toEqual([]);
      const selected = bar.tabs.filter((t) => t.selected);
      expect(selected.map((t) => t.label)).toEqual([view]);
      const [chosen] = selected;
      // The selected tab looks unlike the others, is the page's colour and covers the bar's line: it is
      // one piece with the panel under it, while the line runs under every other tab.
      for (const other of bar.tabs.filter((t) => !t.selected)) {
        expect(other.look).not.toBe(chosen?.look);
        expect(other.coversLine).toBe(false);
      }
      expect(chosen?.background).toBe(bar.page);
      expect(chosen?.coversLine).toBe(true);
      await page.close();
    },
  );
});

describe('light and dark', () => {
  const background = (page: Page) =>
    page.evaluate(() => {
      const [r, g, b] = (getComputedStyle(document.documentElement).backgroundColor.match(/\d+/g) ?? []).map(Number);
      return ((r ?? 0) + (g ?? 0) + (b ?? 0)) / 3;
    });

  it('follows the system until Options says otherwise, and the choice wins and is kept', async () => {
    const page = await fresh('Options');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background(page)).toBeLessThan(64);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await background(page)).toBeGreaterThan(192);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('radio', { name: 'Light', exact: true }).check();
    await expect.poll(() => background(page)).toBeGreaterThan(192);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('radio', { name: 'Dark', exact: true }).check();
    await expect.poll(() => background(page)).toBeLessThan(64);
    expect(await axeViolations(page)).toEqual([]);

    // Kept: a popup opened again on a light system is dark from its first paint.
    const again = await openPage(extension, errors);
    await again.emulateMedia({ colorScheme: 'light' });
    await again.reload();
    expect(await background(again)).toBeLessThan(64);
    await again.getByRole('tab', { name: 'Options' }).click();
    await again.getByRole('radio', { name: 'System', exact: true }).check();
    await expect.poll(() => background(again)).toBeGreaterThan(192);
    await again.close();
    await page.close();
  });
});

describe('the pads read like paper', () => {
  it('at 400 px no pad cell wraps, none is under 14 px, and nothing is rotated', async () => {
    const page = await fresh();
    const found: string[] = [];
    for (const [view, fill] of [
      ['Rubber', fillRubber],
      ['Chicago', fillChicago],
      ['Bugger', fillBugger],
      ['Bugger (seven)', (p: Page) => fillBugger(p, SEVEN)],
      ['Bugger (four)', (p: Page) => fillBugger(p, FOUR)],
      ['IMPs', fillMatch],
    ] as const) {
      await fill(page);
      for (const problem of await padProblems(page)) found.push(`${view}: ${problem}`);
      if (view.startsWith('Bugger (')) {
        await page.locator('table.sheet').evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await shot(page, `looks-bugger-${view.slice(8, -1)}`);
      }
    }
    expect(found).toEqual([]);
    await page.close();
  }, 90_000);

  it('a Chicago deal passed out three times and then played stays within 400 px, no sideways scroll (issue 45)', async () => {
    const page = await fresh('Chicago');
    const passedOut = page.getByRole('button', { name: 'Passed out', exact: true });
    // Deal 1 dealt four times: three passed out and redealt, then 4♥X-2 by its dealer. Each is a pick.
    for (let i = 0; i < 3; i++) {
      await passedOut.click();
      await expect.poll(() => page.getByRole('button', { name: /^Edit deal 1 passed out$/ }).count()).toBe(i + 1);
    }
    await addHand(page, '4HX-2', 'N');
    const picks = page.getByRole('button', { name: /^Edit deal 1 / });
    expect(await picks.count()).toBe(4);
    await page.locator('table.chicago').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, 'looks-chicago-passed-out');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      shown: document.documentElement.clientWidth,
      pad: document.querySelector('table.chicago')?.getBoundingClientRect().right,
    }));
    // The popup is 400 px wide, less a scrollbar's share now that the tap entry makes the view taller than
    // 600; its content starts 12 px in, so the pad ends 12 px before the edge, or more.
    expect(widths.page).toBe(widths.shown);
    expect(widths.shown).toBeGreaterThanOrEqual(385);
    expect(widths.pad).toBeLessThanOrEqual(388);
    // The picks go on to a second line rather than widen the pad; each stays on one line.
    const tops = new Set(await picks.evaluateAll((all) => all.map((pick) => pick.getBoundingClientRect().top)));
    expect(tops.size).toBeGreaterThan(1);
    expect(await padProblems(page)).toEqual([]);
    await page.close();
  });

  it("says what a Bugger sheet's numbers are", async () => {
    const page = await fresh();
    await fillBugger(page);
    const legend = page.locator('table.sheet caption, table.sheet + *').filter({ hasText: /bid/i });
    expect(await legend.count()).toBeGreaterThan(0);
    expect(await legend.first().textContent()).toMatch(/bid.*took.*total/i);
    await page.close();
  });
});

describe('the team match', () => {
  it('is at the top of the IMPs tab, the calculators one click away, the part chosen kept', async () => {
    const page = await fresh('IMPs');
    const field = page.getByRole('textbox', { name: 'Board 1 table 1' });
    await field.waitFor();
    const panel = await page.getByRole('tabpanel').first().boundingBox();
    const box = await field.boundingBox();
    expect(panel && box && box.y - panel.y).toBeLessThan(200);

    await page.getByRole('tab', { name: 'IMP and VP calculators' }).click();
    const margin = page.getByRole('textbox', { name: 'IMP margin' });
    await margin.waitFor();
    await page.close();
    const again = await openPage(extension, errors);
    await again.getByRole('textbox', { name: 'IMP margin' }).waitFor();
    expect(await again.getByRole('tab', { name: 'IMP and VP calculators' }).getAttribute('aria-selected')).toBe('true');
    await again.getByRole('tab', { name: 'Team match' }).click();
    await again.getByRole('textbox', { name: 'Board 1 table 1' }).waitFor();
    await again.close();
  });
});

describe('screenshots', () => {
  it('of every view and every filled pad, light and dark, pass axe-core', async () => {
    const page = await fresh();
    await fillRubber(page);
    await fillChicago(page);
    await fillBugger(page);
    await fillMatch(page);
    const found: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const view of VIEWS) {
        await openView(page, view);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `looks-${view.toLowerCase()}-${scheme}`);
        for (const violation of await axeViolations(page)) found.push(`${view} (${scheme}): ${violation}`);
      }
      // Each pad where it is on screen, scrolled to.
      for (const [view, pad] of [
        ['Rubber', 'table.pad'],
        ['Chicago', 'table.chicago'],
        ['Bugger', 'table.sheet'],
        ['IMPs', 'table.match'],
      ] as const) {
        await openView(page, view);
        if (view === 'IMPs') await matchField(page, 'Board 1 table 1');
        await page.locator(pad).evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await shot(page, `looks-${view.toLowerCase()}-pad-${scheme}`);
      }
    }
    expect(found).toEqual([]);
    await page.close();
  }, 120_000);

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});

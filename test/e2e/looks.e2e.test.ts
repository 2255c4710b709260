// How the popup looks at 400 × 600 (issue 32): tabs that read as tabs, light and dark with the
// Options' choice winning over the system's, pads that read like paper without wrapping or rotated text,
// the team match at the top of its tab, and a screenshot of every view in both schemes.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoadedExtension, launchWithExtension } from './browser';
import { axeViolations, openPopup as openPage, shot } from './popup-page';

let extension: LoadedExtension;
const errors: string[] = [];

const VIEWS = ['Score', 'IMPs', 'Rubber', 'Chicago', 'Bugger', 'Deal', 'History', 'Options'] as const;

beforeAll(async () => {
  extension = await launchWithExtension();
}, 60_000);

afterAll(async () => {
  await extension?.close();
});

/** The popup with nothing stored, on `view`. */
async function fresh(view: (typeof VIEWS)[number] = 'Score'): Promise<Page> {
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

async function openView(page: Page, view: (typeof VIEWS)[number]): Promise<void> {
  await page.getByRole('tab', { name: view, exact: true }).click();
  // Every tab but Score and Options loads on first use.
  await expect.poll(() => page.getByText(/Loading/).count()).toBe(0);
}

const addHand = async (page: Page, contract: string, seat?: string) => {
  if (seat) await page.getByRole('combobox', { name: 'Declarer' }).selectOption(seat);
  await page.getByRole('textbox', { name: 'Contract and result' }).fill(contract);
  await page.getByRole('button', { name: 'Add hand' }).click();
  await expect.poll(() => page.getByRole('textbox', { name: 'Contract and result' }).inputValue()).toBe('');
};

/** A rubber of five hands: part scores, a game each side, overtricks, a set, and the rubber. */
async function fillRubber(page: Page): Promise<void> {
  await openView(page, 'Rubber');
  const side = (name: 'We' | 'They') => page.getByRole('radio', { name, exact: true }).check();
  await side('We');
  await addHand(page, '2H+1');
  await side('They');
  await addHand(page, '4S=');
  await addHand(page, '3NT-2');
  await side('We');
  await addHand(page, '1NT+2');
  await addHand(page, '4HX=');
}

/** A Chicago's four deals, overtricks and a set among them. */
async function fillChicago(page: Page): Promise<void> {
  await openView(page, 'Chicago');
  await addHand(page, '4S+1', 'N');
  await addHand(page, '3NT+2', 'E');
  await addHand(page, '5DX-2', 'S');
  await addHand(page, '2H+1', 'W');
}

const FIVE = ['Margaretha', 'Bartholomew', 'Cassandra', 'Demetrius', 'Evangeline'];
const SEVEN = ['Annabelle', 'Bartholomew', 'Cassandra', 'Demetrius', 'Evangeline', 'Fitzgerald', 'Guinevere'];
// Bids and tricks of the first two rounds: 13 and 12 cards with four players, 10 and 9 with five, 7 and 6
// with seven.
const FOUR = ['Margaretha', 'Bartholomew', 'Cassandra', 'Demetrius'];
const ROUNDS: Record<number, number[][][]> = {
  4: [
    [
      [3, 3],
      [4, 4],
      [2, 2],
      [3, 4],
    ],
    [
      [3, 3],
      [3, 3],
      [3, 3],
      [2, 3],
    ],
  ],
  5: [
    [
      [2, 2],
      [3, 1],
      [1, 3],
      [0, 0],
      [2, 4],
    ],
    [
      [1, 1],
      [2, 2],
      [3, 2],
      [0, 1],
      [1, 3],
    ],
  ],
  7: [
    [
      [1, 1],
      [2, 1],
      [1, 1],
      [0, 0],
      [2, 2],
      [1, 1],
      [0, 1],
    ],
    [
      [1, 1],
      [0, 0],
      [1, 2],
      [2, 1],
      [0, 0],
      [1, 1],
      [1, 1],
    ],
  ],
};

/** Players with long names, two rounds of bids and tricks. */
async function fillBugger(page: Page, names = FIVE): Promise<void> {
  await openView(page, 'Bugger');
  const again = page.getByRole('button', { name: 'New game' });
  await again
    .or(page.getByRole('textbox', { name: 'Player 1' }))
    .first()
    .waitFor();
  if (await again.count()) {
    await again.click();
    await page.getByRole('button', { name: 'Yes' }).click();
  }
  // Seven fields, those of the last game's players kept: the ones past this game's players are emptied.
  for (let i = 0; i < 7; i++) await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(names[i] ?? '');
  await page.getByRole('button', { name: 'Start the game' }).click();
  for (const round of ROUNDS[names.length] ?? []) {
    for (const [i, name] of names.entries())
      await page.getByRole('textbox', { name: `${name} bids` }).fill(String(round[i]?.[0]));
    await page.getByRole('button', { name: 'Record the bids' }).click();
    for (const [i, name] of names.entries())
      await page.getByRole('textbox', { name: `${name} took` }).fill(String(round[i]?.[1]));
    await page.getByRole('button', { name: 'Record the tricks' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: `${names[0]} took` }).count()).toBe(0);
  }
}

/** The team match's first field: on the IMPs tab, at once or one choice away. */
async function matchField(page: Page, name: string) {
  const field = page.getByRole('textbox', { name });
  const choice = page.getByRole('tab', { name: 'Team match' });
  await field.or(choice).first().waitFor();
  if ((await field.count()) === 0) await choice.click();
  return field;
}

/** The default four-board match, three boards played. */
async function fillMatch(page: Page): Promise<void> {
  await openView(page, 'IMPs');
  const cells: [string, string][] = [
    ['Board 1 table 1', '4S= N'],
    ['Board 1 table 2', '3S+1 S'],
    ['Board 2 table 1', '3NTX-2 W'],
    ['Board 2 table 2', '-90'],
    ['Board 3 table 1', '6H= E'],
    ['Board 3 table 2', '4H+2 E'],
  ];
  for (const [name, text] of cells) await (await matchField(page, name)).fill(text);
  await expect.poll(() => page.getByText(/Total [+−-]\d+ IMPs/).count()).toBeGreaterThan(0);
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

/**
 * Every pad cell's problems at 400 px: text on more than one line, type under 14 px, text cut off, names
 * that run into each other; and anything on the page rotated or set vertically.
 */
const padProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    const inline = (el: Element) => getComputedStyle(el).display.startsWith('inline');
    const textRects = (root: Element) => {
      const rects: { node: Node; rect: DOMRect }[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) rects.push({ node, rect });
      }
      return rects;
    };
    for (const cell of document.querySelectorAll<HTMLElement>('table th, table td')) {
      if (!cell.checkVisibility() || cell.textContent?.trim() === '') continue;
      const style = getComputedStyle(cell);
      const name = `${cell.closest('table')?.className} ${JSON.stringify(cell.textContent?.trim().slice(0, 30))}`;
      if (Number.parseFloat(style.fontSize) < 14) found.push(`${name}: ${style.fontSize}`);
      // Each line of the cell (the text of one block: the cell, or a block in it) is one line box.
      const lines = new Map<Element, Set<number>>();
      for (const { node, rect } of textRects(cell)) {
        let block = node.parentElement as Element;
        while (block !== cell && inline(block)) block = block.parentElement as Element;
        const bottoms = lines.get(block) ?? new Set<number>();
        bottoms.add(Math.round(rect.bottom / 6));
        lines.set(block, bottoms);
      }
      for (const bottoms of lines.values()) if (bottoms.size > 1) found.push(`${name}: on ${bottoms.size} lines`);
      // Text cut off where the cell or a part of it hides what does not fit.
      for (const el of [cell, ...cell.querySelectorAll<HTMLElement>('*')])
        if (
          !el.closest('.sr-only') &&
          getComputedStyle(el).overflowX !== 'visible' &&
          el.scrollWidth > el.clientWidth + 1
        )
          found.push(`${name}: cut off`);
    }
    // Headings that run over their column run into no other text.
    for (const row of document.querySelectorAll('table thead tr')) {
      // A heading's own box where it has one (a name in a box of its own), else its text.
      const rects = [...row.children].flatMap((th) =>
        th.firstElementChild ? [th.firstElementChild.getBoundingClientRect()] : textRects(th).map(({ rect }) => rect),
      );
      for (const [i, a] of rects.entries())
        for (const b of rects.slice(i + 1))
          if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
            found.push(
              `${row.closest('table')?.className}: headings overlap at ${a.left}-${a.right} ${b.left}-${b.right}`,
            );
    }
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      if (style.writingMode.startsWith('vertical') || style.writingMode.startsWith('sideways'))
        found.push(`${el.tagName} ${JSON.stringify(el.textContent?.slice(0, 20))}: ${style.writingMode}`);
      if (style.rotate !== 'none' || /matrix|rotate/.test(style.transform))
        found.push(`${el.tagName} ${JSON.stringify(el.textContent?.slice(0, 20))}: rotated`);
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) found.push('page: wider than 400');
    return found;
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

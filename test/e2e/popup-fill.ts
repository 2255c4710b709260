// Filling the popup's pads as a player does, in any language: each label is said through a Speech
// (the English one by default) and each contract typed in its notation. And what a filled pad must not
// show at 400 px. Shared by looks.e2e (English) and languages.e2e (every other language).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** How a test says what a player reads and types: a label in the popup's language, a contract in its notation. */
export interface Speech {
  /** The label whose English message is `english`, in the popup's language, its values put in. */
  say(english: string, values?: { readonly [name: string]: string | number }): string;
  /** A contract written in English notation (`4S= N`), as a player of the language types it. */
  contract(english: string): string;
  /** The team match's total line, once a board is scored. */
  readonly matchTotal: RegExp;
}

const fill = (message: string, values: { readonly [name: string]: string | number } = {}) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

export const ENGLISH: Speech = { say: fill, contract: (text) => text, matchTotal: /Total [+−-]\d+ IMPs/ };

export const VIEWS = ['Score', 'IMPs', 'Rubber', 'Chicago', 'Bugger', 'Deal', 'History', 'Options'] as const;
export type ViewName = (typeof VIEWS)[number];

export async function openView(page: Page, view: ViewName, speech = ENGLISH): Promise<void> {
  await page.getByRole('tab', { name: speech.say(view), exact: true }).click();
  // Every tab but Score and Options loads on first use.
  await expect.poll(() => page.getByText(speech.say('Loading…')).count()).toBe(0);
}

export const addHand = async (page: Page, contract: string, seat?: string, speech = ENGLISH) => {
  // The seats are taps in the order N E S W, each lettered in the notation: picked by place, in any.
  if (seat)
    await page
      .getByRole('group', { name: speech.say('Declarer'), exact: true })
      .getByRole('radio')
      .nth(['N', 'E', 'S', 'W'].indexOf(seat))
      .check();
  await page.getByRole('textbox', { name: speech.say('Contract and result') }).fill(speech.contract(contract));
  await page.getByRole('button', { name: speech.say('Add hand') }).click();
  await expect.poll(() => page.getByRole('textbox', { name: speech.say('Contract and result') }).inputValue()).toBe('');
};

/** A rubber of five hands: part scores, a game each side, overtricks, a set, and the rubber. */
export async function fillRubber(page: Page, speech = ENGLISH): Promise<void> {
  await openView(page, 'Rubber', speech);
  const side = (name: 'We' | 'They') => page.getByRole('radio', { name: speech.say(name), exact: true }).check();
  await side('We');
  await addHand(page, '2H+1', undefined, speech);
  await side('They');
  await addHand(page, '4S=', undefined, speech);
  await addHand(page, '3NT-2', undefined, speech);
  await side('We');
  await addHand(page, '1NT+2', undefined, speech);
  await addHand(page, '4HX=', undefined, speech);
}

/** A Chicago's four deals, overtricks and a set among them. */
export async function fillChicago(page: Page, speech = ENGLISH): Promise<void> {
  await openView(page, 'Chicago', speech);
  await addHand(page, '4S+1', 'N', speech);
  await addHand(page, '3NT+2', 'E', speech);
  await addHand(page, '5DX-2', 'S', speech);
  await addHand(page, '2H+1', 'W', speech);
}

export const FIVE = ['Margaretha', 'Bartholomew', 'Cassandra', 'Demetrius', 'Evangeline'];
export const SEVEN = ['Annabelle', 'Bartholomew', 'Cassandra', 'Demetrius', 'Evangeline', 'Fitzgerald', 'Guinevere'];
// Bids and tricks of the first two rounds: 13 and 12 cards with four players, 10 and 9 with five, 7 and 6
// with seven.
export const FOUR = ['Margaretha', 'Bartholomew', 'Cassandra', 'Demetrius'];
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
export async function fillBugger(page: Page, names = FIVE, speech = ENGLISH): Promise<void> {
  await openView(page, 'Bugger', speech);
  const again = page.getByRole('button', { name: speech.say('New game', { kind: 'bugger' }) });
  await again
    .or(page.getByRole('textbox', { name: speech.say('Player {n}', { n: 1 }) }))
    .first()
    .waitFor();
  if (await again.count()) {
    await again.click();
    await page.getByRole('button', { name: speech.say('Yes') }).click();
  }
  // Seven fields, those of the last game's players kept: the ones past this game's players are emptied.
  for (let i = 0; i < 7; i++)
    await page.getByRole('textbox', { name: speech.say('Player {n}', { n: i + 1 }) }).fill(names[i] ?? '');
  await page.getByRole('button', { name: speech.say('Start the game') }).click();
  for (const round of ROUNDS[names.length] ?? []) {
    for (const [i, name] of names.entries())
      await page.getByRole('textbox', { name: speech.say('{name} bids', { name }) }).fill(String(round[i]?.[0]));
    await page.getByRole('button', { name: speech.say('Record the bids') }).click();
    for (const [i, name] of names.entries())
      await page.getByRole('textbox', { name: speech.say('{name} took', { name }) }).fill(String(round[i]?.[1]));
    await page.getByRole('button', { name: speech.say('Record the tricks') }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: speech.say('{name} took', { name: names[0] ?? '' }) }).count())
      .toBe(0);
  }
}

/** The team match's first field: on the IMPs tab, at once or one choice away. */
export async function matchField(page: Page, name: string, speech = ENGLISH) {
  const field = page.getByRole('textbox', { name });
  const choice = page.getByRole('tab', { name: speech.say('Team match') });
  await field.or(choice).first().waitFor();
  if ((await field.count()) === 0) await choice.click();
  return field;
}

/** The default four-board match, three boards played. */
export async function fillMatch(page: Page, speech = ENGLISH): Promise<void> {
  await openView(page, 'IMPs', speech);
  const cells: [number, number, string][] = [
    [1, 1, '4S= N'],
    [1, 2, '3S+1 S'],
    [2, 1, '3NTX-2 W'],
    [2, 2, '-90'],
    [3, 1, '6H= E'],
    [3, 2, '4H+2 E'],
  ];
  for (const [board, table, text] of cells)
    await (await matchField(page, speech.say('Board {board} table {table}', { board, table }), speech)).fill(
      speech.contract(text),
    );
  await expect.poll(() => page.getByText(speech.matchTotal).count()).toBeGreaterThan(0);
}

/**
 * Every pad cell's problems at 400 px: text on more than one line (a pick's, each on its own), type under 14 px, text cut off, names
 * that run into each other; and anything on the page rotated or set vertically.
 */
export const padProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    // A pick (a button) is one entry of the pad, kept on one line of its own: a deal dealt several times
    // has several, and they may go on to a second line where the popup has no room for them side by side.
    const inline = (el: Element) => el.tagName !== 'BUTTON' && getComputedStyle(el).display.startsWith('inline');
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

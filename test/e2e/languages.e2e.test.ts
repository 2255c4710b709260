// The popup in each language, in a real Chromium started in it (LANGUAGE, --lang and the pages' locale):
// every view shows only that language's words, contracts typed in its notation score as the rules
// say, and in German, Dutch and Polish (long words) every view, pads filled, shows no text cut off or
// running out of the popup's 400 × 600 (screenshots in test-results/screenshots/language-*.png).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, type Language } from '../../core/i18n/languages';
import { formatMessage } from '../../core/i18n/message';
import { formatContract, parseContract } from '../../core/index';
import { WORDS as da } from '../../extension/words/da';
import { WORDS as de } from '../../extension/words/de';
import { EN } from '../../extension/words/en';
import { WORDS as es } from '../../extension/words/es';
import { WORDS as fr } from '../../extension/words/fr';
import { WORDS as italian } from '../../extension/words/it';
import { WORDS as nl } from '../../extension/words/nl';
import { WORDS as pl } from '../../extension/words/pl';
import { WORDS as sv } from '../../extension/words/sv';
import { LOANWORDS, wordsOf } from '../faces/dictionary-checks';
import { type LoadedExtension, launchWithExtension } from './browser';
import { fillBugger, fillChicago, fillMatch, fillRubber, padProblems, type Speech, VIEWS } from './popup-fill';
import { openPopup, shot } from './popup-page';

type Other = Exclude<Language, 'en'>;
type Dictionary = { readonly [key: string]: string };
const WORDS: { readonly [L in Other]: Dictionary } = { fr, de, nl, it: italian, es, pl, sv, da };
const ENGLISH: Dictionary = EN;

/** The English words no message of `language` uses: any of them on screen is English left in a view. */
function englishOnly(language: Other): Set<string> {
  const theirs = new Set(Object.values(WORDS[language]).flatMap(wordsOf));
  return new Set(
    Object.values(ENGLISH)
      .flatMap(wordsOf)
      .filter((word) => word.length >= 3 && !theirs.has(word) && !LOANWORDS.has(word)),
  );
}

/** How a test says what a player of `language` reads and types: the label by its English, the contract in its notation. */
function speechOf(language: Other): Speech {
  const theirs = WORDS[language];
  const keyOf = (english: string, values: { readonly [name: string]: string | number }) => {
    const key =
      Object.keys(ENGLISH).find((k) => ENGLISH[k] === english) ??
      Object.keys(ENGLISH).find((k) => formatMessage(ENGLISH[k] ?? '', values, 'en') === english);
    if (key === undefined) throw new Error(`no message says ${JSON.stringify(english)} in English`);
    return key;
  };
  const total = formatMessage(theirs['match.total'] ?? '', { imps: '§', team: '§', played: 3 }, language)
    .split('§')[0]
    ?.trim();
  return {
    say: (english, values = {}) => formatMessage(theirs[keyOf(english, values)] ?? '', values, language),
    // The declarer follows as the notation's seat letter (`4P= O` is four spades by West in French).
    contract: (english) => {
      const read = parseContract(english);
      return read.ok ? formatContract(read.value, { notation: language }) : english;
    },
    matchTotal: new RegExp(`${(total ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*\\d`),
  };
}

/** Everything on the page a reader reads: its text, and the names, hints and titles of its controls. */
const readable = (page: Page): Promise<string> =>
  page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered, not hidden text, is what a reader reads.
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('*')) {
      if (el instanceof HTMLElement && !el.checkVisibility() && !(el instanceof HTMLOptionElement)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value) parts.push(value);
      }
      if (el instanceof HTMLOptionElement) parts.push(el.text);
    }
    return parts.join('\n');
  });

/** Text that does not fit where it is: cut off by its box, or running out of the popup. */
const cutText = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      // A player's name in a Bugger field is shortened with an ellipsis where it is too long, in every
      // language (English too): the field's own label says it whole to a screen reader.
      if (!own || !el.checkVisibility() || el.closest('.sr-only') || el.classList.contains('name')) continue;
      const box = el.getBoundingClientRect();
      const name = JSON.stringify(el.textContent?.trim().slice(0, 40));
      if (box.right > width + 1) found.push(`${name}: runs ${Math.round(box.right - width)} px out of the popup`);
      const style = getComputedStyle(el);
      if (style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'TEXTAREA')
        found.push(`${name}: cut off`);
    }
    return found;
  });

const tabs = (page: Page) => page.getByRole('tab');

/** Opens the tab at `index` (the popup's order, VIEWS) and waits until it has loaded. */
async function openTab(page: Page, index: number, speech: Speech): Promise<void> {
  await tabs(page).nth(index).click();
  await expect.poll(() => page.getByText(speech.say('Loading…')).count()).toBe(0);
}

/** The popup, nothing stored, in the language its browser was started in. */
async function freshPopup(extension: LoadedExtension, errors: string[]): Promise<Page> {
  const page = await openPopup(extension, errors);
  await page.evaluate(async () => {
    const { storage } = (globalThis as unknown as { chrome: typeof import('wxt/browser').browser }).chrome;
    await storage.local.clear();
    localStorage.clear();
  });
  await page.reload();
  await tabs(page).first().waitFor();
  return page;
}

/** The score the Score view gives for `typed`, as shown. */
async function scoreOf(page: Page, typed: string): Promise<string> {
  await page.getByRole('textbox').first().fill(typed);
  const answer = page.locator('output.score strong');
  await answer.waitFor();
  return (await answer.textContent()) ?? '';
}

/** Contracts typed in each notation and the scores the rules give them (declarer not vulnerable unless `v`). */
const NOTATION_SCORES: {
  readonly [L in Other]?: readonly (readonly [typed: string, score: RegExp, echo: string])[];
} = {
  // Four spades made 420; three no trump and one over 430; two hearts (C is cœur) doubled down one −100.
  fr: [
    ['4P=', /\+420\b/, '4♠='],
    ['3SA+1', /\+430\b/, '3SA+1'],
    ['2CX-1', /[−-]100\b/, '2♥X-1'],
  ],
  // Four spades (Pik) 420; five diamonds (Karo) vulnerable made 600.
  de: [
    ['4P=', /\+420\b/, '4♠='],
    ['5K= v', /\+600\b/, '5♦='],
  ],
  // Three diamonds (ruiten) made 110; three no trump and one 430.
  nl: [
    ['3R=', /\+110\b/, '3♦='],
    ['3SA+1', /\+430\b/, '3SA+1'],
  ],
  // Five diamonds (quadri) vulnerable made 600.
  it: [['5Q= v', /\+600\b/, '5♦=']],
};

const LANGUAGES: readonly Other[] = ['fr', 'de', 'nl', 'it', 'es', 'pl', 'sv', 'da'];
const LONG_WORDS: readonly Other[] = ['de', 'nl', 'pl'];

describe.each(LANGUAGES)('the popup in a browser started in %s', (language) => {
  let extension: LoadedExtension;
  const errors: string[] = [];
  const speech = speechOf(language);

  beforeAll(async () => {
    extension = await launchWithExtension({ language });
  }, 60_000);

  afterAll(async () => {
    await extension?.close();
  });

  it('speaks the language from the first view, and every tab and view shows only its words', async () => {
    const page = await freshPopup(extension, errors);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    const names = await tabs(page).allTextContents();
    expect(names).toEqual(VIEWS.map((view) => speech.say(view)));
    const english = englishOnly(language);
    const found: string[] = [];
    for (const [index, view] of VIEWS.entries()) {
      await openTab(page, index, speech);
      const left = [...new Set(wordsOf(await readable(page)).filter((word) => english.has(word)))];
      if (left.length > 0) found.push(`${view}: ${left.join(', ')}`);
      // Every language's labels fit: the tab bar and each view's own words, at 400 px.
      for (const problem of await cutText(page)) found.push(`${view}: ${problem}`);
    }
    // The IMPs tab's second part, the calculators.
    await openTab(page, 1, speech);
    await page.getByRole('tab', { name: speech.say('IMP and VP calculators') }).click();
    const left = [...new Set(wordsOf(await readable(page)).filter((word) => english.has(word)))];
    if (left.length > 0) found.push(`IMP calculators: ${left.join(', ')}`);
    // Said in the message too: a report that keeps only the message then says what was found.
    expect(found, found.join('; ')).toEqual([]);
    // The Options offer the language by its own name.
    await openTab(page, VIEWS.indexOf('Options'), speech);
    expect(await page.getByRole('option', { name: LANGUAGE_NAMES[language], exact: true }).count()).toBeGreaterThan(0);
    await page.close();
  }, 60_000);

  // Only the languages the issue names a score for, and those with the longest words, get these two.
  const scores = NOTATION_SCORES[language];
  if (scores !== undefined)
    it('scores contracts typed in its notation, and echoes each as it was read, with suit symbols', async () => {
      const page = await freshPopup(extension, errors);
      for (const [typed, score, echo] of scores) {
        const answer = await scoreOf(page, typed);
        expect(answer, typed).toMatch(score);
        // French sets a space before the colon.
        expect(
          answer.startsWith(`${echo}:`) || answer.startsWith(`${echo}\u00a0:`) || answer.startsWith(`${echo} :`),
          `${typed} read as ${answer}`,
        ).toBe(true);
      }
      await page.close();
    });

  if (LONG_WORDS.includes(language))
    it('shows every view, pads filled, with no text cut off or out of the popup', async () => {
      const page = await freshPopup(extension, errors);
      await fillRubber(page, speech);
      await fillChicago(page, speech);
      // The pad writes each deal as the notation does: German and Dutch 3SA+2, Polish 3BA+2.
      expect(await page.getByText(speech.contract('3NT+2')).count()).toBeGreaterThan(0);
      await fillBugger(page, undefined, speech);
      await fillMatch(page, speech);
      const found: string[] = [];
      for (const [index, view] of VIEWS.entries()) {
        await openTab(page, index, speech);
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, `language-${language}-${view.toLowerCase()}`);
        for (const problem of [...(await cutText(page)), ...(await padProblems(page))])
          found.push(`${view}: ${problem}`);
      }
      expect(found).toEqual([]);
      await page.close();
    }, 180_000);

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});

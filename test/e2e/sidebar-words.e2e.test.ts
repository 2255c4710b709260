// The built Sidebar.html in Chromium at the sidebar's 300 px, over a spreadsheet whose locale is German
// (de_DE): every word of the sidebar in German, and none cut off or sticking out. Entries are chosen so
// that they read alike in any notation (passed-out deals, an adjusted score); the server's answers are
// its own (worded in the sheet's language by the server) and are not asserted here.
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeLock, FakeSpreadsheet } from '../apps-script/fake-spreadsheet';
import { loadCode } from '../apps-script/load';
import { launchBrowser, SCREENSHOTS } from './browser';
import { bridgeScriptRun } from './script-run';

const SIDEBAR = resolve(import.meta.dirname, '..', '..', 'dist', 'apps-script', 'Sidebar.html');
const EIGHT = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];
const SIDEBAR_SIZE = { width: 300, height: 700 };

/** A spreadsheet as Sheets gives one made in a country: its locale, de_DE by default. */
class LocaleSpreadsheet extends FakeSpreadsheet {
  constructor(readonly locale = 'de_DE') {
    super();
  }
  getSpreadsheetLocale(): string {
    return this.locale;
  }
}

let browser: Browser;
let ss = new LocaleSpreadsheet();
const lock = new FakeLock();
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => ss },
  LockService: { getDocumentLock: () => lock },
});

async function openSidebar(): Promise<Page> {
  const page = await browser.newPage({ viewport: SIDEBAR_SIZE });
  await bridgeScriptRun(page, code);
  await page.goto(`file://${SIDEBAR}`);
  return page;
}

/**
 * Words that do not fit where they are: an element sticking out beyond the sidebar's right edge, or whose
 * text is wider than its own box (cut off, as a button or a heading would cut a long word).
 */
const clipped = (page: Page) =>
  page.evaluate(() => [
    ...(document.documentElement.scrollWidth > window.innerWidth
      ? [`page ${document.documentElement.scrollWidth}px`]
      : []),
    ...[
      ...document.querySelectorAll(
        'h1, h2, p, li, label, legend, summary, button, th, td, output, a, .deal-head, select, input, textarea',
      ),
    ]
      // Shown, and not one of the words kept for screen readers only (clipped on purpose).
      .filter((el) => (el as HTMLElement).offsetParent !== null && el.closest('.sr-only') === null)
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 || el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`),
  ]);

/** The text of each option of a select that is wider than the select shows (measured in its own font). */
const clippedOptions = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    return [...document.querySelectorAll('select')]
      .filter((select) => select.offsetParent !== null)
      .flatMap((select) => {
        const style = getComputedStyle(select);
        canvas.font = `${style.fontSize} ${style.fontFamily}`;
        // The room for text: the box less its padding, border and the drop-down arrow (about 20 px).
        const room =
          select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 20;
        return [...select.options]
          .filter((option) => canvas.measureText(option.text).width > room)
          .map((option) => `"${option.text}" in ${Math.round(room)} px`);
      });
  });

async function shot(page: Page, name: string, language = 'de') {
  await page.screenshot({ path: join(SCREENSHOTS, `sidebar-${language}-${name}.png`), fullPage: true });
}

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the sidebar in a German spreadsheet (de_DE)', () => {
  it('runs a Progressive round in German, every word in its place at 300 px', async () => {
    ss = new LocaleSpreadsheet();
    const page = await openSidebar();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Neues Progressive-Bridge-Turnier');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    // No English before the German: the first thing drawn is already German.
    expect(await page.getByText('New Progressive Bridge evening').count()).toBe(0);
    for (const name of ['Paarturnier', 'Progressive Bridge', 'Wie aufgelistet: Tisch 1 N, O, S, W, dann Tisch 2…'])
      expect(await page.getByRole('radio', { name }).count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'Honneurs zählen' }).isChecked()).toBe(true);
    const players = page.getByLabel('Spieler, einer pro Zeile');
    // Five players: four a table, so one table and one too many, or three short of two tables.
    await players.fill(EIGHT.slice(0, 5).join('\n'));
    await expect
      .poll(() => page.locator('#player-count').textContent())
      .toBe('5 Spieler: Progressive Bridge setzt vier an einen Tisch; 3 dazu oder 1 weniger');
    await players.fill(EIGHT.join('\n'));
    await expect.poll(() => page.locator('#player-count').textContent()).toBe('8 Spieler, 2 Tische');
    expect(await clipped(page)).toEqual([]);
    await shot(page, 'setup');

    await page.getByRole('button', { name: 'Turnier anlegen' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Runde 1');
    // The first deal of a round of four is dealt with nobody vulnerable (Chicago's order of deals).
    const first = page.getByRole('form', { name: /^Spiel 1 · Geber [NOSW] \(\w+\) · Gefahr: keiner$/ });
    expect(await first.count()).toBe(1);
    expect(await first.getByLabel('Alleinspieler').locator('option').first().textContent()).toBe('Wählen…');
    expect(await first.getByLabel('Honneurs').locator('option').allTextContents()).toEqual([
      'Keine',
      'NS 100',
      'NS 150',
      'OW 100',
      'OW 150',
    ]);
    expect(await page.getByText(/^N Ann · S Cat gegen O Bob · W Dan$/).count()).toBe(1);
    expect(await clipped(page)).toEqual([]);
    expect(await clippedOptions(page)).toEqual([]);
    await shot(page, 'round-1');

    // Every deal passed out: no contract to read, whatever the notation; both tables tie at 0.
    for (const table of [1, 2]) {
      await page.getByRole('button', { name: new RegExp(`^Tisch ${table}`) }).click();
      for (const deal of [1, 2, 3, 4]) {
        const form = page.getByRole('form', { name: new RegExp(`^Spiel ${deal} `) });
        await form.getByLabel('Alleinspieler').selectOption('passed');
        await form.getByRole('button', { name: 'Speichern' }).click();
        await expect.poll(() => form.getAttribute('class')).toMatch(/entered/);
        expect(await form.locator('.points').textContent()).toBe(' · N/S 0 · O/W 0');
      }
    }
    await expect.poll(() => page.getByRole('heading', { name: 'Runde 1 ist zu Ende' }).count()).toBe(1);
    expect(await page.getByText('Tisch 2: N/S 0 · O/W 0').count()).toBe(1);
    for (const table of [1, 2])
      await page
        .getByLabel(`Tisch ${table} steht gleich bei 0: der Turnierleiter entscheidet, wer gewann`)
        .selectOption({ label: 'N/S gewann' });
    await page.getByRole('button', { name: 'Wechsel anzeigen' }).click();
    await expect.poll(() => page.locator('.movement li').count()).toBe(2);
    for (const line of await page.locator('.movement li').allTextContents())
      expect(line).toMatch(/^Tisch [12]: \w+ und \w+ bleiben; \w+ und \w+ kommen$/);
    expect(await page.getByRole('radio', { name: 'Zufällig auslosen' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^Gezogene Karten eingeben/ }).count()).toBe(1);
    expect(await clipped(page)).toEqual([]);
    expect(await clippedOptions(page)).toEqual([]);
    await shot(page, 'round-over');

    await page.getByRole('button', { name: 'Runde 2 setzen' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Runde 2');
    await page.getByText('Rangliste', { exact: true }).click();
    expect(await page.getByRole('table', { name: 'Rangliste' }).locator('th').allTextContents()).toEqual([
      'Rang',
      'Spieler',
      'Netto',
    ]);
    for (const name of ['Aus „Deals“ neu berechnen', 'Neues Turnier…'])
      expect(await page.getByRole('button', { name }).count()).toBe(1);
    expect(await clipped(page)).toEqual([]);
    await shot(page, 'round-2');
    await page.close();
  });

  it('sets up and enters a duplicate pairs evening in German at 300 px', async () => {
    ss = new LocaleSpreadsheet();
    const page = await openSidebar();
    await page.getByLabel('Paarturnier').check();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Neues Paarturnier');
    await expect.poll(() => page.locator('#named').textContent()).toMatch(/^Keine Namen: ein Blatt „Pairs“/);
    expect(await page.getByLabel('Bewegung').locator('option').allTextContents()).toEqual([
      'Mitchell',
      'Mitchell mit Sprung',
      'Mitchell mit Relais',
      'Howell',
    ]);
    await page.getByLabel('Paare', { exact: true }).fill('8');
    await page.getByLabel('Boards je Runde (leer: etwa 24 insgesamt)').fill('2');
    expect(await clipped(page)).toEqual([]);
    expect(await clippedOptions(page)).toEqual([]);
    await shot(page, 'pairs-setup');

    await page.getByRole('button', { name: 'Turnier anlegen' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Runde 1');
    // Boards 1 and 2 by the Laws' cycle: 1 dealt by North, nobody vulnerable; 2 by East, N/S vulnerable.
    expect(await page.getByRole('form', { name: /^Board 1 · Geber N · Gefahr: keiner$/ }).count()).toBe(1);
    expect(await page.getByRole('form', { name: /^Board 2 · Geber O · Gefahr: NS$/ }).count()).toBe(1);
    // Its name grows by the points once entered: found by its number from here on.
    const board2 = page.getByRole('form', { name: /^Board 2 / });
    expect(await board2.getByLabel('Alleinspieler').locator('option').allTextContents()).toEqual([
      'Keine',
      'N',
      'O',
      'S',
      'W',
    ]);
    expect(await page.locator('#progress').textContent()).toMatch(
      /^\d+ Boards dieser Runde fehlen noch · 0 von \d+ eingegeben Aktualisieren$/,
    );
    for (const name of ['Zwischenstand', 'Ein Paar geht, ein Paar kommt später'])
      expect(await page.getByText(name, { exact: true }).count()).toBe(1);
    expect(await page.getByText('Noch kein Ergebnis.').count()).toBe(1);
    expect(await clipped(page)).toEqual([]);
    expect(await clippedOptions(page)).toEqual([]);
    await shot(page, 'pairs-round-1');

    // An adjusted score reads alike in every notation.
    await board2.getByLabel('Kontrakt und Ergebnis').fill('60/40');
    await board2.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => board2.getAttribute('class')).toMatch(/entered/);
    expect(await board2.getByRole('button', { name: 'Korrigieren' }).count()).toBe(1);
    await page.getByText('Ein Paar geht, ein Paar kommt später').click();
    for (const label of ['Paar, das geht', 'Erste Runde, die es verpasst'])
      expect(await page.getByLabel(label).count()).toBe(1);
    expect(
      await page
        .getByRole('table', { name: /^Rangliste/ })
        .first()
        .locator('th')
        .allTextContents(),
    ).toEqual(['Platz', 'Paar', '%']);
    for (const name of ['Tisch- und Laufkarten schreiben', 'Turnier beenden und veröffentlichen'])
      expect(await page.getByRole('button', { name }).count()).toBe(1);
    expect(await clipped(page)).toEqual([]);
    expect(await clippedOptions(page)).toEqual([]);
    await shot(page, 'pairs-entered');
    // Board by board in German: the view's choice, the board chosen, a traveller's line named.
    await page.getByLabel('Nach Board').check();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Board 1');
    expect(await page.getByRole('form', { name: /^Runde 1, Tisch 1\b/ }).count()).toBe(1);
    expect(await clipped(page)).toEqual([]);
    expect(await clippedOptions(page)).toEqual([]);
    await shot(page, 'pairs-by-board');
    await page.close();
  });
});

describe('the sidebar in the other languages, at 300 px', () => {
  // Each language's own words for the first screens: the Progressive setup and round, the pairs setup and
  // round. Expected words are each language's bridge words for them, as a club director would say them.
  const LANGUAGES = [
    {
      locale: 'fr_FR',
      language: 'fr',
      setUp: 'Créer le tournoi',
      round: 'Tour 1',
      deal: 'Donne 1',
      pairs: 'Tournoi par paires',
      board: 'Donne 1',
    },
    {
      locale: 'nl_NL',
      language: 'nl',
      setUp: 'Drive opzetten',
      round: 'Ronde 1',
      deal: 'Spel 1',
      pairs: 'Parenwedstrijd',
      board: 'Spel 1',
    },
    {
      locale: 'it_IT',
      language: 'it',
      setUp: 'Imposta il torneo',
      round: 'Turno 1',
      deal: 'Smazzata 1',
      pairs: 'Torneo a coppie',
      board: 'Board 1',
    },
    {
      locale: 'es_ES',
      language: 'es',
      setUp: 'Preparar el torneo',
      round: 'Ronda 1',
      deal: 'Mano 1',
      pairs: 'Torneo por parejas',
      board: 'Mano 1',
    },
    {
      locale: 'pl_PL',
      language: 'pl',
      setUp: 'Załóż turniej',
      round: 'Runda 1',
      deal: 'Rozdanie 1',
      pairs: 'Turniej par',
      board: 'Rozdanie 1',
    },
    {
      locale: 'sv_SE',
      language: 'sv',
      setUp: 'Lägg upp tävlingen',
      round: 'Rond 1',
      deal: 'Giv 1',
      pairs: 'Partävling',
      board: 'Bricka 1',
    },
    {
      locale: 'da_DK',
      language: 'da',
      setUp: 'Opret turneringen',
      round: 'Runde 1',
      deal: 'Spil 1',
      pairs: 'Parturnering',
      board: 'Spil 1',
    },
  ];
  it.each(LANGUAGES)('$locale: its own words, none cut off', async (words) => {
    ss = new LocaleSpreadsheet(words.locale);
    const page = await openSidebar();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(words.language);
    await page.locator('textarea').fill(EIGHT.join('\n'));
    expect(await clipped(page)).toEqual([]);
    await shot(page, 'setup', words.language);
    await page.getByRole('button', { name: words.setUp }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(words.round);
    expect(await page.getByRole('form', { name: new RegExp(`^${words.deal} · `) }).count()).toBe(1);
    expect(await clipped(page)).toEqual([]);
    expect(await clippedOptions(page)).toEqual([]);
    await shot(page, 'round-1', words.language);

    ss = new LocaleSpreadsheet(words.locale);
    const pairs = await openSidebar();
    await pairs.getByRole('radio', { name: words.pairs, exact: true }).check();
    await pairs.locator('input[inputmode=numeric]').first().fill('8');
    expect(await clipped(pairs)).toEqual([]);
    expect(await clippedOptions(pairs)).toEqual([]);
    await shot(pairs, 'pairs-setup', words.language);
    await pairs.getByRole('button', { name: words.setUp }).click();
    await expect.poll(() => pairs.getByRole('heading', { level: 1 }).textContent()).toBe(words.round);
    expect(await pairs.getByRole('form', { name: new RegExp(`^${words.board} · `) }).count()).toBe(1);
    expect(await clipped(pairs)).toEqual([]);
    expect(await clippedOptions(pairs)).toEqual([]);
    await shot(pairs, 'pairs-round-1', words.language);
    // Board by board: the choice of view, the board's chooser and its traveller's lines fit too.
    await pairs.locator('#by-board').check();
    await expect.poll(() => pairs.locator('#board-choice').count()).toBe(1);
    expect(await clipped(pairs)).toEqual([]);
    expect(await clippedOptions(pairs)).toEqual([]);
    await shot(pairs, 'pairs-by-board', words.language);
    await page.close();
    await pairs.close();
  });
});

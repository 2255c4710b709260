// Publishing a results sheet through the built Code.js: the sheets a club prints, laid out, and the
// session as a PBN file that our own import reads back to the same Results and Ranking.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAIRS, pbnText } from '../fixtures/paths';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode, racingClock } from './load';
import { UNSTATED_PAR_PBN } from './unstated-par';

let book: FakeSpreadsheet;
let active = 'Results';
const { global: code, evaluate } = loadCode({
  SpreadsheetApp: {
    getActiveSpreadsheet: () => Object.assign(book, { getActiveSheet: () => book.getSheetByName(active) }),
  },
  LockService: { getDocumentLock: () => new FakeLock() },
});
// The par the import works out is tested in pbn-import.test.ts: here the solver would only cost time.
racingClock(evaluate);
type Files = { ok: boolean; message: string; value: { sheet: string; fileName: string; html: string; pbn: string } };
const importPbn = (text: string) => code.importPbn?.(text) as { ok: boolean; message: string };
const files = () => code.publishedFiles?.() as Files;

beforeEach(() => {
  book = new FakeSpreadsheet();
  active = 'Results';
});

describe('publishing an imported evening', () => {
  it.each(['spiren-2018-07-02.pbn', 'spiren-2015-09-16-adjusted.pbn', 'spiren-2018-04-23-adjusted.pbn'])(
    '%s: the PBN file it gives imports back to the same Results and Ranking',
    (file) => {
      importPbn(pbnText(join(PAIRS, file)));
      const results = book.values('Results');
      const ranking = book.values('Ranking');
      const published = files();
      expect(published.ok).toBe(true);
      const again = book;
      book = new FakeSpreadsheet();
      expect(importPbn(published.value.pbn).ok).toBe(true);
      expect(book.values('Results')).toEqual(results);
      expect(book.values('Ranking')).toEqual(ranking);
      book = again;
    },
  );

  it('publishes an evening whose par the import found, and its PBN file imports back to the same par and Avg vs par', () => {
    // A Code.js of its own, its clock the real one, so that the import solves the two boards of
    // ./unstated-par.ts: par is 7♠ by N/S, 1510 on board 1 (none vulnerable) and 2210 on board 2.
    const solving = loadCode({
      SpreadsheetApp: {
        getActiveSpreadsheet: () => Object.assign(book, { getActiveSheet: () => book.getSheetByName('Results') }),
      },
      LockService: { getDocumentLock: () => new FakeLock() },
    }).global;
    const importHere = (pbn: string) => solving.importPbn?.(pbn) as { ok: boolean; message: string };
    expect(importHere(UNSTATED_PAR_PBN).ok).toBe(true);
    const results = book.values('Results');
    const ranking = book.values('Ranking');
    const header = results[1] as unknown[];
    expect(results.slice(2).map((row) => row[header.indexOf('Par')])).toEqual([1510, 1510, 2210, 2210]);
    expect(ranking[1]).toContain('Avg vs par');
    const published = solving.publishedFiles?.() as Files;
    expect(published.ok).toBe(true);
    book = new FakeSpreadsheet();
    expect(importHere(published.value.pbn).ok).toBe(true);
    expect(book.values('Results').slice(1)).toEqual(results.slice(1));
    // The published file states each pair's percentage, which the first file did not: the ranking read
    // back shows it beside ours (a Mitchell's N/S 2 and E/W 2 each their own), and is otherwise the same.
    const again = book.values('Ranking');
    const column = (again[1] as unknown[]).indexOf("File's %");
    expect(column).toBe(5);
    const lines = again.filter((row) => typeof row[4] === 'number');
    expect(lines).toHaveLength(4);
    expect(lines.map((row) => row[column])).toEqual(lines.map((row) => row[4]));
    expect(again.map((row) => row.filter((_, i) => i !== column))).toEqual(ranking);
  });

  it('writes the Ranking, Travellers and Score cards sheets, laid out for print, beside the import’s own Ranking', () => {
    importPbn(pbnText(join(PAIRS, 'spiren-2015-09-16-adjusted.pbn')));
    const answer = code.publishSheets?.('Results') as { ok: boolean; message: string };
    expect(answer).toMatchObject({
      ok: true,
      message:
        'Wrote "Ranking 2", "Travellers", "Score cards". "Ranking" is left as it is: Bridge Scorer never replaces a sheet.',
    });
    // The ranking as published: pair 7 (Ranking's first line) and its percentage, as the club gave it.
    const published = JSON.parse(readFileSync(join(PAIRS, 'published.json'), 'utf8'))['spiren-2015-09-16-adjusted.pbn'];
    expect(book.values('Ranking 2')[2]?.slice(1, 5)).toEqual([
      published.pairs[0].pair,
      expect.any(Number),
      expect.any(Number),
      published.pairs[0].percent,
    ]);
    // Board 13's traveller shows the director's A= as the score cell has it.
    const travellers = book.values('Travellers');
    const board13 = travellers.findIndex((row) => row[0] === 'Board 13');
    expect(travellers[board13 + 1]?.slice(0, 6)).toEqual(['N/S', 'E/W', 'Contract', 'By', 'Tricks', 'N/S score']);
    expect(travellers.slice(board13 + 2, board13 + 8).some((row) => row[2] === '50/50' && row[8] === 50)).toBe(true);
    // Each pair's card: its boards, its opponents and its own score.
    const cards = book.values('Score cards');
    const first = cards.findIndex((row) => String(row[0]).startsWith('pair '));
    expect(cards[first + 1]).toEqual(['Board', 'Sat', 'Against', 'Contract', 'By', 'Tricks', 'Score', 'MPs', '%']);
    // Every pair played all 21 boards (the A= board too: it was played, and adjusted).
    expect(cards.filter((row) => typeof row[0] === 'number')).toHaveLength(12 * 21);
    // Laid out through the API: header bold and frozen with the mark above it, widths, two decimals.
    for (const sheet of ['Ranking 2', 'Travellers', 'Score cards']) {
      expect(book.formats).toContain(`${sheet} frozen 2`);
      expect(book.formats.some((format) => format.startsWith(`${sheet}!R2C1:`) && format.endsWith(' bold'))).toBe(true);
      expect(book.formats.some((format) => format.startsWith(`${sheet} column 1 width `))).toBe(true);
      expect(book.formats.some((format) => format.startsWith(`${sheet}!R3C`) && format.endsWith(' number 0.00'))).toBe(
        true,
      );
    }
  });

  it('gives a PBN file PbnTools reads: every game its Board, Dealer, Vulnerable and full Deal, a tag a line', () => {
    // PbnTools (jarekczek/pbntools) reads a PBN file's deals alone (Deal.wczytaj): each game's tags at
    // the start of a line, a game ended by an empty line, and a game dropped unless its board number is
    // above 0, its dealer N, E, S or W, its vulnerability None, NS, EW or All, and its deal all 52 cards.
    importPbn(pbnText(join(PAIRS, 'spiren-2018-07-02.pbn')));
    const games = files()
      .value.pbn.split(/\r\n\r\n/)
      .filter((game) => game.includes('[Board '));
    expect(games).toHaveLength(24);
    for (const game of games) {
      const tag = (name: string) => new RegExp(`^\\[${name} "([^"]*)"\\]`, 'm').exec(game)?.[1];
      expect(Number(tag('Board'))).toBeGreaterThan(0);
      expect(['N', 'E', 'S', 'W']).toContain(tag('Dealer'));
      expect(['None', 'NS', 'EW', 'All']).toContain(tag('Vulnerable'));
      const hands = (tag('Deal') ?? '').slice(2).split(' ');
      expect(hands.join('').replace(/\./g, '')).toMatch(/^[AKQJT98765432]{52}$/);
    }
  });

  it('publishes a Butler session in IMPs, its PBN file importing back to the same Results and IMPs', () => {
    importPbn(pbnText(join(PAIRS, 'ruter7-2012-01-24-butler.pbn')));
    const results = book.values('Results');
    const ranking = book.values('Ranking');
    const published = files();
    expect(published.ok).toBe(true);
    expect(published.value.pbn).toContain('[Scoring "IMP;Butler-2;Mean"]');
    expect(published.value.html).toContain('>N/S IMPs</th>');
    book = new FakeSpreadsheet();
    expect(importPbn(published.value.pbn).ok).toBe(true);
    // Row 1 says how IMP pairs are ranked: the club's file by total, our own file as PAIRRANKING does.
    expect(results[0]?.slice(4, 6)).toEqual(['Scoring: IMP;Butler-2;Mean', 'IMPs ranked by: total']);
    expect(book.values('Results')[0]?.slice(4, 6)).toEqual([
      'Scoring: IMP;Butler-2;Mean',
      'IMPs ranked by: IMPs a board',
    ]);
    expect(book.values('Results').slice(1)).toEqual(results.slice(1));
    // Every pair played every board: the same places and IMPs either way.
    expect(book.values('Ranking').map((row) => row.slice(0, 5))).toEqual(ranking.map((row) => row.slice(0, 5)));
  });

  it('refuses to publish a sheet of IMPs that does not say which IMPs', () => {
    importPbn(pbnText(join(PAIRS, 'ruter7-2012-01-24-butler.pbn')));
    book
      .getSheetByName('Results')
      ?.getRange(1, 5, 1, 1)
      .setValues([['']]);
    expect(files()).toEqual({
      ok: false,
      message:
        'Not published: "Results" has N/S IMPs columns but does not say how they are scored: add a cell "Scoring: IMP;Butler" or "Scoring: IMP;Cross" to row 1.',
    });
  });

  it('refuses a sheet that holds no results, saying what it needs', () => {
    book
      .insertSheet('Notes')
      .getRange(1, 1, 1, 1)
      .setValues([['hello']]);
    active = 'Notes';
    expect(files()).toEqual({
      ok: false,
      message:
        'Not published: "Notes" has no results to publish: its headers need Board, N/S pair, E/W pair and N/S score.',
    });
  });

  it('escapes every name in the page, so a name is text, never markup', () => {
    const text = [
      '[Board "1"]\n[Vulnerable "None"]\n[TotalScoreTable "PairId;Names"]\n1 "<script>alert(1)</script>"\n2 "A & B"\n3 "C"\n4 "D"',
      '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]\n1 2 4S N 10 "420" -\n3 4 4S N 9 - "50"',
    ].join('\n');
    importPbn(text);
    const page = files().value.html;
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('A &amp; B');
    expect(page).not.toContain('<script>');
  });
});

describe('what publishing must not mix up (found in review)', () => {
  const traveller = '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]';
  const session = (names: [string, string, string, string]) =>
    [
      `[Board "1"]\n[Vulnerable "None"]\n[TotalScoreTable "PairId;Names"]\n${names.map((n, i) => `${i + 1} "${n}"`).join('\n')}`,
      `${traveller}\n1 2 4S N 10 "420" -\n3 4 4S N 9 - "50"`,
    ].join('\n');

  it('publishes a second import with its own pairs’ names, never the first one’s', () => {
    importPbn(session(['Tue A', 'Tue B', 'Tue C', 'Tue D']));
    importPbn(session(['Fri A', 'Fri B', 'Fri C', 'Fri D']));
    active = 'Results 2';
    const page = files().value.html;
    expect(page).toContain('Fri A');
    expect(page).not.toContain('Tue A');
  });

  it('takes the names from the typed Pair | Direction | Names block, not the ranking beside it', () => {
    // A sheet laid out as the template: results A–H, the ranking's own spilled header in N–S, the names
    // typed in U–W. Row 1 holds both tables' headers.
    const sheet = book.insertSheet('Pairs results');
    const header = [
      'Board',
      'Vul',
      'N/S pair',
      'E/W pair',
      'Contract',
      'Declarer',
      'Result',
      'N/S score',
      'N/S MPs',
      'E/W MPs',
      'N/S %',
      'E/W %',
      '',
      'Place',
      'N/S pair',
      'MPs',
      'Max',
      '%',
      'Names',
      '',
      'Pair',
      'Direction',
      'Names',
    ];
    const rows = [
      header,
      [
        1,
        'None',
        1,
        1,
        '4S',
        'N',
        10,
        420,
        '',
        '',
        '',
        '',
        '',
        '1',
        '1',
        2,
        2,
        100,
        'wrong',
        '',
        1,
        'N/S',
        'Ann - Bob',
      ],
      [1, 'None', 2, 2, '4S', 'N', 9, -50, '', '', '', '', '', '2', '2', 0, 2, 0, 'wrong', '', 2, 'N/S', 'Cy - Di'],
      [2, 'NS', 1, 2, '3NT', 'S', 9, 600, '', '', '', '', '', '', '', '', '', '', '', '', 1, 'E/W', 'Ed - Flo'],
      [2, 'NS', 2, 1, '3NT', 'S', 8, -100, '', '', '', '', '', '', '', '', '', '', '', '', 2, 'E/W', 'Gus - Hal'],
    ];
    sheet.getRange(1, 1, rows.length, header.length).setValues(rows);
    active = 'Pairs results';
    const page = files().value.html;
    for (const name of ['Ann - Bob', 'Cy - Di', 'Ed - Flo', 'Gus - Hal']) expect(page).toContain(name);
    expect(page).not.toContain('wrong');
  });

  it('refuses a row with a score but not both pairs, naming it, rather than publish without it', () => {
    const sheet = book.insertSheet('Typed');
    sheet.getRange(1, 1, 3, 4).setValues([
      ['Board', 'N/S pair', 'E/W pair', 'N/S score'],
      [1, 1, 2, 420],
      [1, 3, '', 170],
    ]);
    active = 'Typed';
    expect(files().message).toBe('Not published: row 3 of "Typed" has a score but not both pairs: fix it first.');
  });
});

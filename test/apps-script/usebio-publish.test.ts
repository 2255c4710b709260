import { readFileSync } from 'node:fs';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { PROGRAM } from '../../apps-script/program';
import { resultsFiles } from '../../apps-script/publish/publish';
import { importResultsText } from '../../apps-script/usebio-import';
import { fakePropertiesService } from './fake-properties';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';

/** No solving: the par the import works out is tested in pbn-import.test.ts; here it would only cost time. */
const NO_SOLVING = { stop: () => true };

/** A spreadsheet's document properties with no club remembered. */
const noClub = () => fakePropertiesService(new Map()).getDocumentProperties();

/** A file read by xmldom (not our reader), refusing anything not well-formed. */
function readXml(text: string): Element {
  const problems: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') problems.push(message);
    },
  }).parseFromString(text, 'text/xml');
  expect(problems).toEqual([]);
  return document.documentElement as unknown as Element;
}

const childText = (element: Element, name: string): string =>
  (Array.from(element.childNodes).find((node) => node.nodeName === name) as Element | undefined)?.textContent?.trim() ??
  '';
const all = (element: Element, name: string): Element[] => Array.from(element.getElementsByTagName(name));

/** What a file says of each pair and each traveller line, as plain values to compare across files. */
function contentOf(root: Element) {
  // A Mitchell's pairs are `1NS` in Compscore's files and ours: the number and its direction apart.
  const pairOf = (text: string) => text.replace(/\s*(NS|EW)$/i, '');
  const pairs = all(root, 'PAIR')
    .map((pair) => ({
      pair: `${childText(pair, 'DIRECTION')} ${pairOf(childText(pair, 'PAIR_NUMBER'))}`,
      place: childText(pair, 'PLACE').replace(/=$/, ''),
      // The published figure: the percentage for matchpoints, the IMPs otherwise, to two decimals.
      figure: Number(childText(pair, 'PERCENTAGE') || childText(pair, 'TOTAL_SCORE')).toFixed(2),
      players: all(pair, 'PLAYER').map((player) => [
        childText(player, 'PLAYER_NAME'),
        childText(player, 'NATIONAL_ID_NUMBER'),
      ]),
    }))
    .sort((a, b) => a.pair.localeCompare(b.pair));
  const lines = all(root, 'EVENT')
    .flatMap((event) => Array.from(event.childNodes).filter((node) => node.nodeName === 'BOARD') as Element[])
    .flatMap((board) =>
      all(board, 'TRAVELLER_LINE').map((line) => {
        // A passed-out board has no declarer and no tricks: Compscore writes N and 0 there, we write none.
        const passed = /^pass$/i.test(childText(line, 'CONTRACT'));
        return {
          board: Number(childText(board, 'BOARD_NUMBER')),
          ns: pairOf(childText(line, 'NS_PAIR_NUMBER')),
          ew: pairOf(childText(line, 'EW_PAIR_NUMBER')),
          contract: childText(line, 'CONTRACT')
            .toUpperCase()
            .replace(/NT$|NTX/, (nt) => nt.replace('NT', 'N')),
          by: passed ? '' : childText(line, 'PLAYED_BY'),
          lead: childText(line, 'LEAD'),
          tricks: passed ? '' : childText(line, 'TRICKS'),
          score: childText(line, 'SCORE'),
        };
      }),
    );
  // Each board's deal in the HANDSET: a seat's four suits, in any order of boards and hands.
  const handset = Array.from(root.childNodes).find((node) => node.nodeName === 'HANDSET') as Element | undefined;
  const deals = (handset === undefined ? [] : all(handset, 'HAND'))
    .map((hand) => {
      const board = childText(hand.parentNode as unknown as Element, 'BOARD_NUMBER');
      const suits = ['SPADES', 'HEARTS', 'DIAMONDS', 'CLUBS'].map((suit) => childText(hand, suit)).join('.');
      return `${board} ${childText(hand, 'DIRECTION')} ${suits}`;
    })
    .sort();
  // The club and the event as the federation reads them.
  const club = all(root, 'CLUB')[0] as Element;
  const event = all(root, 'EVENT')[0] as Element;
  const contact = all(event, 'CONTACT')[0];
  const about = [
    childText(club, 'CLUB_NAME'),
    childText(club, 'CLUB_ID_NUMBER'),
    ...[
      'EVENT_IDENTIFIER',
      'EVENT_DESCRIPTION',
      'DATE',
      'MASTER_POINT_SCALE',
      'MASTER_POINT_TYPE',
      'P2P_CHARGE_RATE',
    ].map((name) => childText(event, name)),
    contact === undefined ? '' : `${childText(contact, 'FULL_NAME')} ${childText(contact, 'EMAIL')}`,
  ];
  return { pairs, lines, deals, about };
}

const FILES = [
  'compscore-mp_pairs_mitchell',
  'compscore-mp_pairs_mitchell_adjusted_02',
  'compscore-mp_pairs_howell',
  'compscore-butler_mitchell',
  'compscore-butler_howell',
  'compscore-cross_imp_howell',
];

describe('a USEBIO file imported and published again', () => {
  for (const name of FILES)
    it(`gives ${name}'s pairs, places, numbers and traveller lines back`, () => {
      const text = readFileSync(`test/fixtures/usebio/${name}.xml`, 'latin1');
      const ss = new FakeSpreadsheet();
      expect(importResultsText(ss, new FakeLock(), text, NO_SOLVING).ok).toBe(true);
      const files = resultsFiles(ss, 'Results', false, noClub());
      expect(files.ok).toBe(true);
      if (!files.ok) return;
      // Every player of these files has a number, so the file is made at once.
      expect(files.value.unnumbered).toEqual([]);
      const written = files.value.usebio ?? '';
      expect(written.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>\r\n<!DOCTYPE USEBIO SYSTEM')).toBe(true);
      const ours = contentOf(readXml(written));
      const theirs = contentOf(readXml(text));
      expect(ours.pairs).toEqual(theirs.pairs);
      expect(ours.lines).toEqual(theirs.lines);
      expect(ours.deals.length).toBeGreaterThan(0);
      expect(ours.deals).toEqual(theirs.deals);
      expect(ours.about).toEqual(theirs.about);
    });

  it("writes the event's type, date as dd/mm/yyyy, this program and the pairs' figures", () => {
    const text = readFileSync('test/fixtures/usebio/compscore-butler_howell.xml', 'latin1');
    const ss = new FakeSpreadsheet();
    importResultsText(ss, new FakeLock(), text, NO_SOLVING);
    const files = resultsFiles(ss, 'Results', false, noClub());
    const root = readXml(files.ok ? (files.value.usebio ?? '') : '');
    const event = all(root, 'EVENT')[0] as Element;
    expect(event.getAttribute('EVENT_TYPE')).toBe('BUTLER_PAIRS');
    // <DATE>09/03/2026</DATE> in the file, read as 2026-03-09 and written back as the file wrote it.
    expect(childText(event, 'DATE')).toBe('09/03/2026');
    expect(childText(event, 'PROGRAM_NAME')).toBe('Bridge Scorer');
    // Pair 4 won with 34 IMPs: <TOTAL_SCORE>34.00</TOTAL_SCORE><PLACE>1</PLACE>.
    const four = all(root, 'PAIR').find((pair) => childText(pair, 'PAIR_NUMBER') === '4') as Element;
    expect([childText(four, 'TOTAL_SCORE'), childText(four, 'PLACE')]).toEqual(['34.00', '1']);
    expect(all(four, 'PERCENTAGE')).toEqual([]);
  });

  it("names the program's version as package.json does", () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(PROGRAM.version).toBe(pkg.version);
  });
});

describe('players without a national number', () => {
  /** A two-board Howell typed in the template's columns, its Pairs sheet naming the players. */
  function typedSession(numbers: readonly string[]) {
    const ss = new FakeSpreadsheet();
    const results = ss.insertSheet('Results');
    const rows = [
      ['Board', 'N/S pair', 'E/W pair', 'Contract', 'Declarer', 'Tricks', 'N/S score'],
      [1, 1, 2, '4S', 'N', 10, 420],
      [1, 3, 4, '4S', 'N', 9, -50],
      [2, 1, 3, '3NT', 'S', 9, 400],
      [2, 2, 4, '3NT', 'S', 8, -50],
    ];
    results.getRange(1, 1, rows.length, rows[0]?.length ?? 1).setValues(rows);
    const names = [
      ['Zoë Ångström', 'Bob Lee'],
      ['Cy Dee', 'Di Eve'],
      ['Ed Fox', 'Flo Gee'],
      ['Gus Hay', 'Hal Ito'],
    ];
    const pairs = ss.insertSheet('Pairs');
    const pairRows = [
      ['Pair', 'Names', 'Player 1', 'Number 1', 'Player 2', 'Number 2'],
      ...names.map(([a = '', b = ''], k) => [
        k + 1,
        `${a} & ${b}`,
        a,
        numbers[2 * k] ?? '',
        b,
        numbers[2 * k + 1] ?? '',
      ]),
    ];
    pairs.getRange(1, 1, pairRows.length, 6).setValues(pairRows);
    return ss;
  }

  it('lists them and keeps the file back, then makes it anyway, their numbers blank', () => {
    const ss = typedSession(["'0748821", '12', '13', '14', '15', '16', '', '']);
    const held = resultsFiles(ss, 'Results', false, noClub());
    expect(held.ok).toBe(true);
    if (!held.ok) return;
    expect(held.value.usebio).toBeUndefined();
    expect(held.value.unnumbered).toEqual(['Gus Hay', 'Hal Ito']);
    expect(held.message).toContain('2 players have no national number: "Gus Hay", "Hal Ito".');
    // The page and the PBN file come all the same.
    expect(held.value.html).toContain('<html');
    const made = resultsFiles(ss, 'Results', true, noClub());
    expect(made.ok && made.message).toContain('The USEBIO file was made with 2 national numbers blank');
    const root = readXml(made.ok ? (made.value.usebio ?? '') : '');
    const players = all(root, 'PLAYER').map((player) => [
      childText(player, 'PLAYER_NAME'),
      childText(player, 'NATIONAL_ID_NUMBER'),
    ]);
    expect(players).toContainEqual(['Zoë Ångström', '0748821']);
    expect(players).toContainEqual(['Gus Hay', '']);
  });

  it('writes every character outside ASCII as a character reference', () => {
    const ss = typedSession(['1', '2', '3', '4', '5', '6', '7', '8']);
    const files = resultsFiles(ss, 'Results', false, noClub());
    const text = files.ok ? (files.value.usebio ?? '') : '';
    expect(text).toContain('<PLAYER_NAME>Zo&#235; &#197;ngstr&#246;m</PLAYER_NAME>');
    expect([...text].every((character) => (character.codePointAt(0) ?? 0) < 0x80)).toBe(true);
  });
});

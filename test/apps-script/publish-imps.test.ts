// Publishing an IMP pairs session (Butler or cross-IMPs) imported from a PBN file: row 1 of the Results
// sheet says its scoring, and the page, the sheets, the PBN file and the figures a results file (USEBIO)
// takes agree with figures worked by hand from docs/rules.md and the IMP scale (Law 78B).
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importPbnResults } from '../../apps-script/pbn-import';
import { publish, standings, travellerLines } from '../../apps-script/publish/publication';
import { resultsFiles, writeResultSheets } from '../../apps-script/publish/publish';
import { readResultsSheet } from '../../apps-script/publish/read-sheet';
import { PAIRS, pbnText } from '../fixtures/paths';
import { FakeLock, type FakeSheet, FakeSpreadsheet } from './fake-spreadsheet';
import { speak, unspeak } from './speaking-fixture';

let ss: FakeSpreadsheet;
const lock = new FakeLock();
beforeEach(() => {
  ss = new FakeSpreadsheet();
});

const TABLE = '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]';
/** Two boards at three tables, pairs 1, 3, 5 N/S and 2, 4, 6 E/W, scored as `scoring` says. */
const session = (scoring: string, board1: string[], board2: string[]) =>
  [
    `[Event "IMP evening"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Scoring "${scoring}"]\n${TABLE}\n${board1.join('\n')}`,
    `[Event "IMP evening"]\n[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n[Scoring "${scoring}"]\n${TABLE}\n${board2.join('\n')}`,
  ].join('\n\n');

// Butler. Board 1 (none vulnerable): +420, +450, −50; dropping the highest and the lowest leaves the datum
// 420: 0, +30 (1 IMP), −470 (10 IMPs) to N/S 1, 3, 5. Board 2 (N/S vulnerable): +140, +110, −100; datum 110:
// +30 (1), 0, −210 (5) to N/S 1, 3, 5 against E/W 6, 2, 4. Totals: 1: 0 + 1 = 1; 3: 1 + 0 = 1; 5: −10 − 5 = −15;
// 2: 0 + 0 = 0; 4: −1 + 5 = 4; 6: 10 − 1 = 9. Places: 6, 4, 1 and 3 shared (3=), 2, 5.
const BUTLER = session(
  'IMP;Butler',
  ['1 2 4S N 10 "420" -', '3 4 4S N 11 "450" -', '5 6 4S N 9 - "50"'],
  ['1 6 3S N 9 "140" -', '3 2 2S N 8 "110" -', '5 4 2S N 7 - "100"'],
);
// The file names no one: the Names column is blank.
const BUTLER_RANKING = [
  ['1', '6', 9, 2, 4.5, ''],
  ['2', '4', 4, 2, 2, ''],
  ['3=', '1', 1, 2, 0.5, ''],
  ['3=', '3', 1, 2, 0.5, ''],
  ['5', '2', 0, 2, 0, ''],
  ['6', '5', -15, 2, -7.5, ''],
];

// Cross-IMPs, summed as `IMP;Cross` is. Board 1 (none vulnerable): +420, +170, −100. +420 beats +170 by 250
// (6) and −100 by 520 (11): 17; +170: −6 + 7 (270) = 1; −100: −11 − 7 = −18. Board 2 (N/S vulnerable):
// −200, −200, +140: each −200 loses 340 (8) to +140 and ties the other: −8; +140: 8 + 8 = 16. N/S 1: 17 − 8 = 9;
// 3: 1 − 8 = −7; 5: −18 + 16 = −2; E/W 2: −17 + 8 = −9; 4: −1 − 16 = −17; 6: 18 + 8 = 26.
const CROSS = session(
  'IMP;Cross',
  ['1 2 4S N 10 "420" -', '3 4 2S N 10 "170" -', '5 6 4S N 8 - "100"'],
  ['1 6 3S N 7 - "200"', '3 2 3S N 7 - "200"', '5 4 3S N 9 "140" -'],
);
const CROSS_TOTALS = [
  ['6', 26],
  ['1', 9],
  ['5', -2],
  ['3', -7],
  ['2', -9],
  ['4', -17],
];

/** Each table of a page, its rows, each row's cells as text. */
const tablesOf = (html: string): string[][][] =>
  html
    .split('<table>')
    .slice(1)
    .map((table) =>
      [...(table.split('</table>')[0] ?? '').matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
        [...(row[1] ?? '').matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((cell) => cell[1] ?? ''),
      ),
    );

const importText = (text: string) => {
  // No deal solved for its par: a budget spent before it starts.
  const answer = importPbnResults(ss, lock, text, { stop: () => true });
  expect(answer.ok).toBe(true);
};
const results = (): FakeSheet => ss.getSheetByName('Results') as FakeSheet;
const setRow1 = (column: number, value: string) =>
  results()
    .getRange(1, column, 1, 1)
    .setValues([[value]]);

describe('an imported IMP session says its scoring in row 1 of its Results sheet', () => {
  it('writes the file’s [Scoring] and how the file’s program ranks IMP pairs beside the event and date', () => {
    importText(BUTLER);
    // A hand-written file is a club's (Ruter, Magic Contest): IMP pairs ranked by their total.
    expect(ss.values('Results')[0]?.slice(0, 7)).toEqual([
      'Bridge Scorer · Results',
      'IMP evening',
      '',
      'Pairs',
      'Scoring: IMP;Butler',
      'IMPs ranked by: total',
      '',
    ]);
    expect(ss.values('Results')[1]).toContain('N/S IMPs');
  });

  it('leaves a matchpointed session’s row 1 as it was', () => {
    importText(BUTLER.replaceAll('IMP;Butler', 'MatchPoints'));
    expect(ss.values('Results')[0]?.slice(0, 6)).toEqual([
      'Bridge Scorer · Results',
      'IMP evening',
      '',
      'Pairs',
      '',
      '',
    ]);
  });
});

describe('publishing a Butler session', () => {
  it('ranks the pairs by their IMPs on the Ranking sheet, and each traveller and card shows IMPs', () => {
    importText(BUTLER);
    expect(writeResultSheets(ss, lock, 'Results').ok).toBe(true);
    const ranking = ss.values('Ranking 2');
    expect(ranking[1]).toEqual(['Place', 'Pair', 'IMPs', 'Boards', 'IMPs a board', 'Names']);
    expect(ranking.slice(2, 8)).toEqual(BUTLER_RANKING);

    const travellers = ss.values('Travellers');
    expect(travellers[1]).toEqual(['Board 1', '', '', '', '', '', '', '']);
    expect(travellers[2]).toEqual(['N/S', 'E/W', 'Contract', 'By', 'Tricks', 'N/S score', 'N/S IMPs', 'E/W IMPs']);
    expect(travellers.slice(3, 6)).toEqual([
      ['1', '2', '4S', 'N', 10, 420, 0, 0],
      ['3', '4', '4S', 'N', 11, 450, 1, -1],
      ['5', '6', '4S', 'N', 9, -50, -10, 10],
    ]);

    const cards = ss.values('Score cards');
    const six = cards.findIndex((row) => row[0] === 'pair 6');
    expect(cards[six]?.slice(0, 4)).toEqual(['pair 6', '', 'Place 1', '9 IMPs']);
    expect(cards[six + 1]).toEqual(['Board', 'Sat', 'Against', 'Contract', 'By', 'Tricks', 'Score', 'IMPs']);
    expect(cards.slice(six + 2, six + 4).map((row) => row.slice(0, 8))).toEqual([
      [1, 'E/W', '5', '4S', 'N', 9, 50, 10],
      [2, 'E/W', '1', '3S', 'N', 9, -140, -1],
    ]);
    // Figures to two decimals: the two IMPs columns of the 13 rows (the mark, then two boards of six), no more.
    expect(ss.formats.filter((format) => format.startsWith('Travellers!') && format.includes('number'))).toEqual([
      'Travellers!R3C7:R13C7 number 0.00',
      'Travellers!R3C8:R13C8 number 0.00',
    ]);
  });

  it('gives a page whose ranking, travellers and cards are in IMPs', () => {
    importText(BUTLER);
    const files = resultsFiles(ss, 'Results');
    if (!files.ok) throw new Error(files.message);
    const tables = tablesOf(files.value.html);
    expect(tables[0]).toEqual([
      ['Place', 'Pair', 'IMPs', 'Boards', 'IMPs a board', 'Names'],
      ...BUTLER_RANKING.map((row) => row.map(String)),
    ]);
    expect(tables[1]).toEqual([
      ['N/S', 'E/W', 'Contract', 'By', 'Tricks', 'N/S score', 'N/S IMPs', 'E/W IMPs'],
      ['1', '2', '4S', 'N', '10', '420', '0', '0'],
      ['3', '4', '4S', 'N', '11', '450', '1', '-1'],
      ['5', '6', '4S', 'N', '9', '-50', '-10', '10'],
    ]);
    expect(tables[2]?.slice(1)).toEqual([
      ['1', '6', '3S', 'N', '9', '140', '1', '-1'],
      ['3', '2', '2S', 'N', '8', '110', '0', '0'],
      ['5', '4', '2S', 'N', '7', '-100', '-5', '5'],
    ]);
    // Pair 6's card: its place and IMPs, and each board's.
    expect(files.value.html).toContain('<p class="meta">1: 9 IMPs</p>');
    expect(tables[3]?.[0]).toEqual(['Board', 'Sat', 'Against', 'Contract', 'By', 'Tricks', 'Score', 'IMPs']);
    expect(files.value.html).not.toContain('N/S MPs');
  });

  it('gives a PBN file in IMPs, which the import reads back to the same figures', () => {
    importText(BUTLER);
    const results = ss.values('Results');
    const files = resultsFiles(ss, 'Results');
    if (!files.ok) throw new Error(files.message);
    const pbn = files.value.pbn;
    expect(pbn).toContain('[Scoring "IMP;Butler"]');
    expect(pbn).toContain('IMP_NS;IMP_EW"]');
    expect(pbn).toContain('5 6 4S N 9 - "50" -10 10');
    expect(pbn).toContain('TotalScoreIMP');
    ss = new FakeSpreadsheet();
    importText(pbn);
    // Our own file: row 1 says the ranking PAIRRANKING's (every pair played two boards: the same places).
    expect(ss.values('Results').slice(1)).toEqual(results.slice(1));
    const again = ss.values('Ranking');
    const files2 = again[1]?.indexOf("File's IMPs") ?? -1;
    expect(files2).toBeGreaterThan(0);
    expect(again.slice(2).map((row) => [row[0], row[1], row[2], row[files2]])).toEqual(
      BUTLER_RANKING.map((row) => [row[0], row[1], row[2], row[2]]),
    );
  });

  it('gives a results file (USEBIO) each pair’s place and IMPs, and each traveller line’s IMPs', () => {
    importText(BUTLER);
    const read = readResultsSheet(ss, results());
    if (!read.ok) throw new Error(read.error.reason);
    expect(read.value.scoring).toEqual({ scoring: 'butler', halves: 'away', text: 'IMP;Butler' });
    expect(read.value.imps).toBe('total');
    const publication = publish(read.value);
    if (!publication.ok) throw new Error(publication.error.reason);
    expect(publication.value.scoring.scoring).toBe('butler');
    expect(standings(publication.value)).toEqual(
      BUTLER_RANKING.map(([place, pair, total]) => ({ pair, place, total, boards: 2 })),
    );
    const lines = travellerLines(publication.value);
    expect(lines.map(({ board, lines }) => [board, lines.map((line) => [line.nsPoints, line.ewPoints])])).toEqual([
      [
        1,
        [
          [0, 0],
          [1, -1],
          [-10, 10],
        ],
      ],
      [
        2,
        [
          [1, -1],
          [0, 0],
          [-5, 5],
        ],
      ],
    ]);
    expect(lines[0]?.lines[0]).not.toHaveProperty('nsPercent');
  });
});

describe('how row 1 says IMP pairs are ranked', () => {
  // The Butler evening and a board 3 (E/W vulnerable) played at two tables only: +450 for N/S 1 against
  // E/W 2, −50 for N/S 3 against E/W 4. Two scores are both kept: datum (450 − 50) / 2 = 200, so +250
  // (6 IMPs) and −250 (−6). Pairs 1–4 played three boards, 5 and 6 two. Totals: 4: 4 + 6 = 10; 6: 9;
  // 1: 1 + 6 = 7; 3: 1 − 6 = −5; 2: 0 − 6 = −6; 5: −15. A board: 6: 4.5; 4: 3.33; 1: 2.33; 3: −1.67;
  // 2: −2; 5: −7.5.
  const UNEQUAL = `${BUTLER}\n\n[Event "IMP evening"]\n[Board "3"]\n[Dealer "S"]\n[Vulnerable "EW"]\n[Scoring "IMP;Butler"]\n${TABLE}\n1 2 4S N 11 "450" -\n3 4 4S N 9 - "50"`;
  const ranked = (sheet: string) =>
    ss
      .values(sheet)
      .slice(2, 8)
      .map((row) => row.slice(0, 5));

  it('by total, as the club’s program ranked them, or by IMPs a board, as PAIRRANKING does when the cell is blank', () => {
    importText(UNEQUAL);
    expect(ss.values('Results')[0]?.[5]).toBe('IMPs ranked by: total');
    expect(writeResultSheets(ss, lock, 'Results').ok).toBe(true);
    expect(ranked('Ranking 2')).toEqual([
      ['1', '4', 10, 3, 3.33],
      ['2', '6', 9, 2, 4.5],
      ['3', '1', 7, 3, 2.33],
      ['4', '3', -5, 3, -1.67],
      ['5', '2', -6, 3, -2],
      ['6', '5', -15, 2, -7.5],
    ]);
    const byBoard = [
      ['1', '6', 9, 2, 4.5],
      ['2', '4', 10, 3, 3.33],
      ['3', '1', 7, 3, 2.33],
      ['4', '3', -5, 3, -1.67],
      ['5', '2', -6, 3, -2],
      ['6', '5', -15, 2, -7.5],
    ];
    setRow1(6, 'IMPs ranked by: IMPs a board');
    expect(writeResultSheets(ss, lock, 'Results').ok).toBe(true);
    expect(ranked('Ranking 3')).toEqual(byBoard);
    setRow1(6, '');
    expect(writeResultSheets(ss, lock, 'Results').ok).toBe(true);
    expect(ranked('Ranking 4')).toEqual(byBoard);
  });
});

describe('an IMP session published in German', () => {
  beforeEach(() => speak('de_DE'));
  afterEach(unspeak);

  it('heads the traveller and the card with IMPs, in the language’s order', () => {
    importText(BUTLER);
    expect(writeResultSheets(ss, lock, 'Results').ok).toBe(true);
    expect(ss.values('Travellers')[2]?.slice(6)).toEqual(['IMPs N/S', 'IMPs O/W']);
    const cards = ss.values('Score cards');
    const six = cards.findIndex((row) => row[0] === 'Paar 6');
    expect(cards[six]?.slice(2, 4)).toEqual(['Platz 1', '9 IMPs']);
    expect(cards[six + 1]?.at(-1)).toBe('IMPs');
  });
});

describe('publishing a cross-IMP session', () => {
  it('sums the IMPs as IMP;Cross says, or averages them when row 1 says IMP;Cross;Average', () => {
    importText(CROSS);
    expect(ss.values('Results')[0]?.[4]).toBe('Scoring: IMP;Cross');
    expect(writeResultSheets(ss, lock, 'Results').ok).toBe(true);
    expect(
      ss
        .values('Ranking 2')
        .slice(2, 8)
        .map((row) => [row[1], row[2]]),
    ).toEqual(CROSS_TOTALS);
    const travellers = ss.values('Travellers');
    expect(travellers.slice(3, 6).map((row) => row.slice(5))).toEqual([
      [420, 17, -17],
      [170, 1, -1],
      [-100, -18, 18],
    ]);
    // Averaged over the two comparisons a result has: half of each.
    setRow1(5, 'Scoring: IMP;Cross;Average');
    expect(writeResultSheets(ss, lock, 'Results').ok).toBe(true);
    expect(
      ss
        .values('Ranking 3')
        .slice(2, 8)
        .map((row) => [row[1], row[2]]),
    ).toEqual(CROSS_TOTALS.map(([pair, total]) => [pair, (total as number) / 2]));
    expect(
      ss
        .values('Travellers 2')
        .slice(3, 6)
        .map((row) => row.slice(6)),
    ).toEqual([
      [8.5, -8.5],
      [0.5, -0.5],
      [-9, 9],
    ]);
  });
});

describe('a sheet of IMPs that does not say which', () => {
  const refused = () => resultsFiles(ss, 'Results');

  it('is refused, naming the cell to add, never published as one IMP scoring or another', () => {
    importText(BUTLER);
    setRow1(5, '');
    expect(refused()).toEqual({
      ok: false,
      message:
        'Not published: "Results" has N/S IMPs columns but does not say how they are scored: add a cell "Scoring: IMP;Butler" or "Scoring: IMP;Cross" to row 1.',
    });
    expect(writeResultSheets(ss, lock, 'Results').ok).toBe(false);
    expect(ss.getSheetByName('Travellers')).toBeNull();
  });

  it('refuses a scoring it cannot read, IMPs said to be matchpoints, and a ranking word it cannot read', () => {
    importText(BUTLER);
    setRow1(5, 'Scoring: BAM');
    expect(refused().message).toBe(
      'Not published: row 1 of "Results" says "Scoring: BAM": write "Scoring: MatchPoints", "Scoring: IMP;Butler" or "Scoring: IMP;Cross".',
    );
    setRow1(5, 'Scoring: MatchPoints');
    expect(refused().message).toBe(
      'Not published: row 1 of "Results" says "Scoring: MatchPoints", but its columns are N/S IMPs and E/W IMPs.',
    );
    setRow1(5, 'Scoring: IMP;Butler');
    setRow1(6, 'IMPs ranked by: best');
    expect(refused().message).toBe(
      'Not published: row 1 of "Results" says "IMPs ranked by: best": write "IMPs ranked by: total" or "IMPs ranked by: IMPs a board".',
    );
  });
});

describe('a club’s own Butler evening', () => {
  it('publishes the IMPs Ruter gave each pair', () => {
    importText(pbnText(join(PAIRS, 'ruter7-2012-01-24-butler.pbn')));
    expect(writeResultSheets(ss, lock, 'Results').ok).toBe(true);
    const filed = ss.values('Ranking');
    const column = filed[1]?.indexOf("File's IMPs") ?? -1;
    expect(column).toBeGreaterThan(0);
    const theirs = new Map(filed.slice(2).map((row) => [row[1], row[column]]));
    const ours = ss.values('Ranking 2').slice(2);
    expect(ours.length).toBe(theirs.size);
    for (const row of ours) expect(row[2], `pair ${row[1]}`).toBe(theirs.get(row[1]));
  });
});

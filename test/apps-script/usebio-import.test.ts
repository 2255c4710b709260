import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importResultsText } from '../../apps-script/usebio-import';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';

/** No solving: the par the import works out is tested in pbn-import.test.ts; here it would only cost time. */
const NO_SOLVING = { stop: () => true };

/**
 * Each pair's published figure, read from the file with plain patterns (not our reader): the PAIR
 * element's number, direction and PERCENTAGE or TOTAL_SCORE, as Compscore3 wrote them.
 */
function published(text: string, figure: 'PERCENTAGE' | 'TOTAL_SCORE'): Map<string, number> {
  const pairs = new Map<string, number>();
  for (const [, body] of text.matchAll(/<PAIR>([\s\S]*?)<\/PAIR>/g)) {
    const number = /<PAIR_NUMBER>(\d+)/.exec(body as string)?.[1];
    const direction = /<DIRECTION>(NS|EW)?<\/DIRECTION>/.exec(body as string)?.[1] ?? '';
    const value = new RegExp(`<${figure}>(-?[\\d.]+)<`).exec(body as string)?.[1];
    pairs.set(`${direction}${number}`, Number(value));
  }
  return pairs;
}

/** Our Ranking sheet's figure for each pair, keyed as above: % for matchpoints, IMPs otherwise. */
function ranked(ss: FakeSpreadsheet): Map<string, number> {
  const rows = ss.values('Ranking');
  const pairs = new Map<string, number>();
  let header: string[] = [];
  for (const row of rows) {
    if (row.includes('Place')) {
      header = row.map(String);
      continue;
    }
    const pairColumn = header.findIndex((cell) => /pair$/i.test(cell));
    if (pairColumn < 0 || row[pairColumn] === '' || row[pairColumn] === undefined) continue;
    const direction = header[pairColumn]?.startsWith('N/S') ? 'NS' : header[pairColumn]?.startsWith('E/W') ? 'EW' : '';
    const figure = header.includes('%') ? header.indexOf('%') : header.indexOf('IMPs');
    pairs.set(`${direction}${row[pairColumn]}`, Number(row[figure]));
  }
  return pairs;
}

// Compscore3's files as the ABF's results platform keeps them (test/fixtures/usebio/README.md).
const FILES = [
  ['compscore-mp_pairs_mitchell', 'PERCENTAGE', 38],
  ['compscore-mp_pairs_mitchell_adjusted_02', 'PERCENTAGE', 42],
  ['compscore-mp_pairs_howell', 'PERCENTAGE', 12],
  ['compscore-butler_mitchell', 'TOTAL_SCORE', 14],
  ['compscore-butler_howell', 'TOTAL_SCORE', 8],
  ['compscore-cross_imp_howell', 'TOTAL_SCORE', 9],
] as const;

describe('importing real USEBIO files', () => {
  for (const [name, figure, count] of FILES)
    it(`gives every pair of ${name} the file's ${figure} to two decimals`, () => {
      const text = readFileSync(`test/fixtures/usebio/${name}.xml`, 'latin1');
      const ss = new FakeSpreadsheet();
      const answer = importResultsText(ss, new FakeLock(), text, NO_SOLVING);
      expect(answer.ok).toBe(true);
      const theirs = published(text, figure);
      expect(theirs.size).toBe(count);
      expect(Object.fromEntries(ranked(ss))).toEqual(Object.fromEntries(theirs));
      expect(answer.message).toContain(`(${count} pairs)`);
    });

  it("keeps the director's changed matchpoints as the file gives them, and says how many lines", () => {
    // Board 3: 1 N/S v 1 E/W was given A5050 and then 23 and 11 matchpoints (not 20 and 20); board 4:
    // 1 N/S v 21 E/W, -650, given 21 and 19 where the comparison gives 19 and 21.
    const text = readFileSync('test/fixtures/usebio/compscore-mp_pairs_mitchell_adjusted_02.xml', 'latin1');
    const answer = importResultsText(new FakeSpreadsheet(), new FakeLock(), text, NO_SOLVING);
    expect(answer.message).toContain("2 lines' points differ from the rules'");
  });

  it("writes each pair's players and national numbers, a number's leading zero kept", () => {
    const text = readFileSync('test/fixtures/usebio/compscore-butler_howell.xml', 'latin1');
    const ss = new FakeSpreadsheet();
    importResultsText(ss, new FakeLock(), text, NO_SOLVING);
    const rows = ss.values('Pairs');
    expect(rows[1]).toEqual(['Pair', 'Direction', 'Names', 'Player 1', 'Number 1', 'Player 2', 'Number 2']);
    // <PLAYER_NAME>KRYSTYNA SCHMIDT</PLAYER_NAME><NATIONAL_ID_NUMBER>0555002</NATIONAL_ID_NUMBER> in pair 1.
    const first = rows.find((row) => row[0] === 1) ?? [];
    expect(first[3]).toBe('KRYSTYNA SCHMIDT');
    expect(String(first[4]).replace(/^'/, '')).toBe('0555002');
  });

  it('says when the pairs carry handicaps, which it does not apply, and not when they are all 0', () => {
    const text = readFileSync('test/fixtures/usebio/compscore-butler_howell.xml', 'latin1');
    const withHandicap = (value: string) =>
      text.replace('<PAIR_NUMBER>1</PAIR_NUMBER>', `<PAIR_NUMBER>1</PAIR_NUMBER><HANDICAP>${value}</HANDICAP>`);
    const said = (file: string) => importResultsText(new FakeSpreadsheet(), new FakeLock(), file, NO_SOLVING).message;
    expect(said(withHandicap('-1.5'))).toContain("The file's pairs carry handicaps");
    expect(said(withHandicap('0.0'))).not.toContain('handicap');
  });

  it("keeps the file's club and event in row 1, labelled as an evening's", () => {
    const text = readFileSync('test/fixtures/usebio/compscore-butler_howell.xml', 'latin1');
    const ss = new FakeSpreadsheet();
    importResultsText(ss, new FakeLock(), text, NO_SOLVING);
    // <CLUB_NAME>Sunshine Coast Bridge Club</CLUB_NAME>, <CLUB_ID_NUMBER>4680</CLUB_ID_NUMBER>.
    const row = (ss.values('Results')[0] ?? []).map(String);
    expect(row).toContain('Club: Sunshine Coast Bridge Club');
    expect(row).toContain('Club number: 4680');
    expect(row).toContain('USEBIO: 1.2');
  });

  it('refuses an event type it cannot rank, naming the type', () => {
    const text = readFileSync('test/fixtures/usebio/compscore-butler_howell.xml', 'latin1').replace(
      'EVENT_TYPE="BUTLER_PAIRS"',
      'EVENT_TYPE="SWISS_TEAMS"',
    );
    const ss = new FakeSpreadsheet();
    const answer = importResultsText(ss, new FakeLock(), text, NO_SOLVING);
    expect(answer.ok).toBe(false);
    expect(answer.message).toContain('SWISS_TEAMS');
    expect(ss.getSheetByName('Results')).toBeNull();
  });
});

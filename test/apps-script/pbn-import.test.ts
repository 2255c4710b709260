import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { importPbnResults } from '../../apps-script/pbn-import';
import { impsFor } from '../core/results/imp-table';
import { BBO, PAIRS, pbnText } from '../fixtures/paths';
import { FakeLock, type FakeSheet, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';
import { UNSTATED_PAR_PBN } from './unstated-par';

let ss: FakeSpreadsheet;
const lock = new FakeLock();
beforeEach(() => {
  ss = new FakeSpreadsheet();
});

describe('importing a PBN file into Results', () => {
  it('writes one row a record, with the N/S score each record gives in [Score]', () => {
    const name = readdirSync(BBO).find((n) => n.startsWith('Ben & Friends Daily - 2024-06-02')) as string;
    const text = readFileSync(join(BBO, name), 'utf8');
    const answer = importPbnResults(ss, lock, text);
    expect(answer.ok).toBe(true);
    const rows = ss.values('Results').slice(2);
    const recorded = [...text.matchAll(/\[Score "NS (-?\d+)"\]/g)].map((m) => Number(m[1]));
    expect(rows.map((row) => row[8])).toEqual(recorded);
    // The pairs are known by the names in the seat tags: N/S GIB and twooneben, E/W two GIBs.
    expect(rows[0]?.slice(0, 8)).toEqual([1, 'N', 'None', 1, 2, '6D', 'E', 11]);
    // A BBO hand record holds one result a board: nothing to compare, so no matchpoints, and it says so.
    expect(answer.message).toContain('No board has two results to compare, so none is matchpointed.');
    expect(rows.every((row) => row.slice(9, 13).every((cell) => cell === ''))).toBe(true);
    // Two of its boards come without DDS's table: their deals are solved for their par, a few seconds.
  }, 30_000);

  it('matchpoints the results of the same board, and keeps passed-out and unplayed records', () => {
    const text = [
      '[Board "1"]\n[Vulnerable "None"]\n[Dealer "N"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "10"]',
      '[Board "1"]\n[Vulnerable "None"]\n[Dealer "N"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "11"]',
      '[Board "1"]\n[Vulnerable "None"]\n[Dealer "N"]\n[Declarer "E"]\n[Contract "5DX"]\n[Result "9"]',
      '[Board "01"]\n[Vulnerable "None"]\n[Dealer "N"]\n[Contract "Pass"]',
      '[Board "2"]\n[Vulnerable "NS"]\n[Dealer "E"]',
    ].join('\n\n');
    expect(importPbnResults(ss, lock, text)).toEqual({
      ok: true,
      value: null,
      message: 'Imported 5 records into "Results"; 1 board matchpointed. 1 record had no score.',
    });
    // N/S: 420, 450, +300 (5DX down 2, not vulnerable: 100 + 200), 0. 450 beats three (6), 420 two (4),
    // 300 one (2), 0 none. Top 6.
    expect(
      ss
        .values('Results')
        .slice(2)
        .map((row) => row.slice(5, 12)),
    ).toEqual([
      ['4S', 'N', 10, 420, 4, 2, 66.67],
      ['4S', 'N', 11, 450, 6, 0, 100],
      ['5DX', 'E', 9, 300, 2, 4, 33.33],
      ['Pass', '', '', 0, 0, 6, 0],
      ['', '', '', '', '', '', ''],
    ]);
  });

  it('gives a board played fewer times the same top by Neuberg, and notes a score the rules do not give', () => {
    const record = (board: number, contract: string, declarer: string, tricks: number, score?: string) =>
      `[Board "${board}"]\n[Vulnerable "None"]\n[Declarer "${declarer}"]\n[Contract "${contract}"]\n[Result "${tricks}"]${score ? `\n[Score "${score}"]` : ''}`;
    const text = [
      record(1, '4S', 'N', 10, 'NS 999'),
      record(1, '4S', 'N', 11),
      record(1, '3S', 'N', 10),
      record(2, '4H', 'S', 10),
      record(2, '2H', 'S', 10),
    ].join('\n\n');
    expect(importPbnResults(ss, lock, text)).toEqual({
      ok: true,
      value: null,
      message:
        'Imported 5 records into "Results"; 2 boards matchpointed. 1 record gave a score the rules do not: see the Note column.',
    });
    const rows = ss
      .values('Results')
      .slice(2)
      .map((row) => [row[8], row[9], row[11], row[13]]);
    // Board 1, three results: 450 beats two (4), 420 one (2), 170 none (0); top 4.
    // Board 2 has two: 420 beats 170, so 2 and 0 of a top of 2; by Neuberg to three results,
    // (2 + 1)·3/2 − 1 = 3.5 and (0 + 1)·3/2 − 1 = 0.5 of the same top of 4.
    expect(rows).toEqual([
      [420, 2, 50, "The file's score was NS 999; the rules give NS 420."],
      [450, 4, 100, ''],
      [170, 0, 0, ''],
      [420, 3.5, 87.5, ''],
      [170, 0.5, 12.5, ''],
    ]);
  });

  it('reads a Mitchell’s travellers: the pairs by direction with their names, the ranking in two blocks', () => {
    const traveller = '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;Names_NS;Names_EW"]';
    const text = [
      `[Board "1"]\n[Vulnerable "None"]\n${traveller}\n1 1 4S N 10 "420" - "Ann - Bob" "Cy - Di"\n2 2 4S N 9 - "50" - -`,
      `[Board "2"]\n[Vulnerable "NS"]\n${traveller}\n1 2 3NT S 9 "600" - - -\n2 1 3NT S 8 - "100" - -`,
    ].join('\n\n');
    expect(importPbnResults(ss, lock, text).message).toBe(
      'Imported 4 records into "Results"; 2 boards matchpointed. Wrote the pairs into "Pairs" and the ranking into "Ranking". Ranked as club programs rank: Neuberg to the most-played board.',
    );
    expect(ss.values('Pairs').slice(1)).toEqual([
      ['Pair', 'Direction', 'Names'],
      [1, 'N/S', 'Ann - Bob'],
      [1, 'E/W', 'Cy - Di'],
      [2, 'N/S', ''],
      [2, 'E/W', ''],
    ]);
    // Each board has a top of 2: N/S 1 won both (100 %), N/S 2 neither; E/W 1 lost board 1 and won
    // board 2 against N/S 2, E/W 2 the other way round (50 % each).
    expect(ss.values('Ranking').slice(1)).toEqual([
      ['Place', 'N/S pair', 'MPs', 'Max', '%', 'Names'],
      ['1', '1', 4, 4, 100, 'Ann - Bob'],
      ['2', '2', 0, 4, 0, ''],
      ['', '', '', '', '', ''],
      ['Place', 'E/W pair', 'MPs', 'Max', '%', 'Names'],
      ['1=', '1', 2, 4, 50, 'Cy - Di'],
      ['1=', '2', 2, 4, 50, ''],
    ]);
  });

  it('names the line of a bad file and writes nothing', () => {
    expect(importPbnResults(ss, lock, '[Board "1"]\n[Contract 4S]')).toEqual({
      ok: false,
      message: 'Not imported: "[Contract 4S]": a tag is written [Name "value"] (line 2)',
    });
    expect(ss.sheets.size).toBe(0);
  });

  it('refuses a [Score] too large for a number by its line, rather than write Infinity', () => {
    const huge = '9'.repeat(310);
    const text = `[Board "1"]\n[Score "NS ${huge}"]\n\n[Board "1"]\n[Score "EW ${huge}"]`;
    expect(importPbnResults(ss, lock, text)).toEqual({
      ok: false,
      message: `Not imported: "NS ${'9'.repeat(37)}…": a score is out of range: a number here is at most 9007199254740991 either way (line 2, [Score])`,
    });
    expect(ss.getSheetByName('Results')).toBeNull();
  });

  it('imports a file of 130,000 records: a count that large is no argument list', () => {
    const text = Array.from(
      { length: 130_000 },
      (_, i) => `[Board "${i + 1}"]\n[Score "NS ${i % 2 === 0 ? 420 : -50}"]`,
    ).join('\n\n');
    expect(importPbnResults(ss, lock, text)).toEqual({
      ok: true,
      value: null,
      message: 'Imported 130000 records into "Results". No board has two results to compare, so none is matchpointed.',
    });
    expect(ss.values('Results')[130_001]).toEqual([130_000, '', '', '', '', '', '', '', -50, '', '', '', '', '', '']);
    // The size is the point (fewer records fit in an argument list), so the time is given room on a busy
    // machine; how the import grows is measured by npm run bench, not here.
  }, 30_000);
});

describe('the par of each board, and each result against it', () => {
  const PAR_HEADERS = ['Par', 'Vs par', 'IMPs vs par', 'DoubleDummyTricks'];
  const parColumnsOf = (sheet: string) => {
    const values = ss.values(sheet);
    const at = values[1]?.indexOf('Par') as number;
    expect(values[1]?.slice(at)).toEqual(PAR_HEADERS);
    return values.slice(2).map((row) => row.slice(at, at + 3));
  };
  /** Ruter's file of a cross-IMP evening: each board's par in [OptimumScore], and its DDS table. */
  const RUTER = pbnText(join(PAIRS, 'bridgekam-2015-09-03-cross-imps.pbn'));
  /** The par each board of a file states, by board number, read from its text. */
  const statedPars = (text: string) =>
    new Map(
      text
        .split(/\n(?=\[Board ")/)
        .map((game) => [/\[Board "(\d+)"\]/.exec(game)?.[1], /\[OptimumScore "NS (-?\d+)"\]/.exec(game)?.[1]])
        .filter(([board, par]) => board !== undefined && par !== undefined)
        .map(([board, par]) => [Number(board), Number(par)]),
    );

  it('takes the par the file states, and gives each N/S score against it in points and IMPs', () => {
    const stated = statedPars(RUTER);
    expect(stated.size).toBe(27);
    const answer = importPbnResults(ss, lock, RUTER);
    expect(answer.message).not.toContain('par');
    const rows = ss.values('Results').slice(2);
    const pars = parColumnsOf('Results');
    expect(rows.length).toBeGreaterThan(200);
    rows.forEach((row, i) => {
      const par = stated.get(row[0] as number) as number;
      const score = row[8];
      expect([row[0], score, pars[i]]).toEqual([
        row[0],
        score,
        typeof score === 'number' ? [par, score - par, impsFor(score - par)] : [par, '', ''],
      ]);
    });
  });

  it('ranks each pair with its average against par, from its own side', () => {
    importPbnResults(ss, lock, RUTER);
    const rows = ss.values('Results').slice(2);
    const pars = parColumnsOf('Results');
    const ranking = ss.values('Ranking').slice(1);
    let header: readonly (string | number)[] = [];
    let checked = 0;
    for (const line of ranking) {
      if (line[0] === 'Place') header = line as (string | number)[];
      if (line[0] === 'Place' || line[0] === '') continue;
      const side = header[1] === 'N/S pair' ? ['ns'] : header[1] === 'E/W pair' ? ['ew'] : ['ns', 'ew'];
      const against: number[] = [];
      rows.forEach((row, i) => {
        if (typeof row[8] !== 'number') return;
        const vsPar = pars[i]?.[1] as number;
        if (side.includes('ns') && String(row[3]) === String(line[1])) against.push(vsPar);
        if (side.includes('ew') && String(row[4]) === String(line[1])) against.push(-vsPar);
      });
      const mean = against.reduce((sum, x) => sum + x, 0) / against.length;
      expect([line[1], line[header.indexOf('Avg vs par')]]).toEqual([line[1], Math.round(mean * 100) / 100]);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('works out the par from [OptimumResultTable] when the file states none, as the file would state it', () => {
    const stated = statedPars(RUTER);
    importPbnResults(ss, lock, RUTER.replace(/\[OptimumScore "[^"]*"\]\r?\n/g, ''));
    const rows = ss.values('Results').slice(2);
    expect(parColumnsOf('Results').map((cells) => cells[0])).toEqual(rows.map((row) => stated.get(row[0] as number)));
  });

  // Par 7♠ by N/S, 1510 and 2210, stated nowhere in the file (./unstated-par.ts).
  const SOLVED = UNSTATED_PAR_PBN;

  it('solves the deal of a board whose par the file does not state', () => {
    expect(importPbnResults(ss, lock, SOLVED).message).toBe(
      'Imported 4 records into "Results"; 2 boards matchpointed. Wrote the pairs into "Pairs" and the ranking into "Ranking". Ranked as club programs rank: Neuberg to the most-played board.',
    );
    // 510 is 1000 short of 1510: 14 IMPs; 1460 is 750 short of 2210: 13.
    expect(parColumnsOf('Results')).toEqual([
      [1510, -1000, -14],
      [1510, 0, 0],
      [2210, -750, -13],
      [2210, 0, 0],
    ]);
    // N/S 1: -1000 and -750; N/S 2 par twice. E/W 1 met N/S 1 on board 1 (+1000 for E/W) and N/S 2 on
    // board 2; E/W 2 the other way round (+750).
    expect(ss.values('Ranking').slice(1)).toEqual([
      ['Place', 'N/S pair', 'MPs', 'Max', '%', 'Avg vs par'],
      ['1', '2', 4, 4, 100, 0],
      ['2', '1', 0, 4, 0, -875],
      ['', '', '', '', '', ''],
      ['Place', 'E/W pair', 'MPs', 'Max', '%', 'Avg vs par'],
      ['1=', '1', 2, 4, 50, 500],
      ['1=', '2', 2, 4, 50, 375],
    ]);
  });

  it('says in the Par cell why a board without a full deal has no par', () => {
    const text = [
      '[Board "1"]\n[Vulnerable "None"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "10"]',
      '[Board "2"]\n[Vulnerable "NS"]\n[Deal "N:AKQJT98765432... - - -"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "10"]',
    ].join('\n\n');
    expect(importPbnResults(ss, lock, text).message).toBe(
      'Imported 2 records into "Results". No board has two results to compare, so none is matchpointed.',
    );
    // Board 1 has no deal at all; board 2 deals North alone.
    expect(parColumnsOf('Results')).toEqual([
      ['', '', ''],
      ['E holds 0 cards, and must hold 13', '', ''],
    ]);
  });

  it('names the boards it had no time to solve, and leaves their par blank rather than guess', () => {
    // A budget spent before it starts: the import solves no deal.
    expect(importPbnResults(ss, lock, SOLVED, { stop: () => true }).message).toBe(
      'Imported 4 records into "Results"; 2 boards matchpointed. Wrote the pairs into "Pairs" and the ranking into "Ranking". Ranked as club programs rank: Neuberg to the most-played board. No par for 2 boards (1, 2): their deals took longer to solve than an import allows. Choose "Solve the remaining boards" in the add-on\'s menu to go on where the import stopped, as often as needed.',
    );
    expect(
      parColumnsOf('Results')
        .flat()
        .every((cell) => cell === ''),
    ).toBe(true);
    expect(ss.values('Ranking')[1]).toEqual(['Place', 'N/S pair', 'MPs', 'Max', '%']);
  });

  it('gives no Avg vs par when some boards have no par: pairs would be ranked on different boards', () => {
    // Board 1 states its par; board 2's deal finds the deadline passed.
    const partial = SOLVED.replace('[Dealer "N"]', '[Dealer "N"]\n[OptimumScore "NS 1510"]');
    expect(importPbnResults(ss, lock, partial, { stop: () => true }).message).toContain('No par for 1 board (2)');
    expect(parColumnsOf('Results').map((cells) => cells[0])).toEqual([1510, 1510, '', '']);
    expect(ss.values('Ranking')[1]).toEqual(['Place', 'N/S pair', 'MPs', 'Max', '%']);
  });
});

describe('a second import, through the built Code.js', () => {
  let book: FakeSpreadsheet;
  const { global: code } = loadCode({
    SpreadsheetApp: { getActiveSpreadsheet: () => book },
    LockService: { getDocumentLock: () => new FakeLock() },
  });
  const importPbn = (text: string) => code.importPbn?.(text) as { ok: boolean; message: string };
  const FILE = [
    '[Board "1"]\n[Vulnerable "None"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "10"]',
    '[Board "1"]\n[Vulnerable "None"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "11"]',
  ].join('\n\n');
  /** What a scorer adds to an imported sheet: the pairs in a column of their own, a word in the Note. */
  const addNames = (sheet: FakeSheet) => {
    sheet.getRange(3, 14, 2, 2).setValues([
      ['late arrival', 'Ann & Bob'],
      ['', 'Cy & Di'],
    ]);
  };

  beforeEach(() => {
    book = new FakeSpreadsheet();
  });

  it('keeps the pair names and notes a scorer added: the new results go into a sheet of their own, named', () => {
    expect(importPbn(FILE)).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^Imported 2 records into "Results";/),
    });
    addNames(book.getSheetByName('Results') as FakeSheet);
    const kept = book.values('Results');
    book.resetCounts();
    expect(importPbn(FILE)).toEqual({
      ok: true,
      value: null,
      message:
        'Imported 2 records into "Results 2"; 1 board matchpointed. "Results" is left as it is: Bridge Scorer never replaces a sheet.',
    });
    // The earlier import is known by its mark in A1: one cell read, not the whole sheet.
    expect(book.counts.reads).toBe(1);
    expect(book.values('Results')).toEqual(kept);
    expect(kept[2]?.slice(13)).toEqual(['late arrival', 'Ann & Bob']);
    // 4S+1 450 beats 4S= 420: 2 and 0 of a top of 2.
    expect(
      book
        .values('Results 2')
        .slice(2)
        .map((row) => row.slice(8, 10)),
    ).toEqual([
      [420, 0],
      [450, 2],
    ]);
    expect(importPbn(FILE).message).toMatch(
      /^Imported 2 records into "Results 3";.* "Results" and "Results 2" are left as they are: Bridge Scorer never replaces a sheet\.$/,
    );
    expect(book.values('Results 2')[2]).toEqual(book.values('Results 3')[2]);
  });

  it('never replaces a Results sheet it did not make, and imports beside it', () => {
    book
      .insertSheet('Results')
      .getRange(1, 1, 1, 1)
      .setValues([['Our own results']]);
    expect(importPbn(FILE)).toMatchObject({ ok: true, message: expect.stringContaining('into "Results 2"') });
    expect(book.values('Results')).toEqual([['Our own results']]);
  });

  it('never writes over a Results sheet of formulas that all show nothing yet, and imports beside it', () => {
    // A scorer's own Results sheet laid out ahead of the evening: every formula's inputs are blank.
    const own = book.insertSheet('Results');
    for (let row = 2; row <= 20; row++) own.putFormula(row, 3, `=IF(B${row}="","",B${row}*2)`, '');
    const formulas = own.getDataRange().getFormulas();
    expect(importPbn(FILE)).toEqual({
      ok: true,
      value: null,
      message:
        'Imported 2 records into "Results 2"; 1 board matchpointed. "Results" is left as it is: Bridge Scorer never replaces a sheet.',
    });
    expect(own.getDataRange().getFormulas()).toEqual(formulas);
    expect(formulas[19]?.[2]).toBe('=IF(B20="","",B20*2)');
    expect(
      book
        .values('Results')
        .flat()
        .every((cell) => cell === ''),
    ).toBe(true);
  });

  it('writes into an empty sheet of the name, which holds nothing to lose', () => {
    book.insertSheet('Results');
    expect(importPbn(FILE)).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^Imported 2 records into "Results";/),
    });
    expect([...book.sheets.keys()]).toEqual(['Results']);
  });
});

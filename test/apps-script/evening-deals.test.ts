// The evening's server code over an in-memory spreadsheet: the Deals sheet read by its headers, the movement shown and seated, a director's column.
import { beforeEach, describe, expect, it } from 'vitest';
import { previewNextRound } from '../../apps-script/evening/next-round';
import { recalculate } from '../../apps-script/evening/recalculate';
import type { Value } from '../../apps-script/evening/sheet-api';
import { eveningState } from '../../apps-script/evening/view';
import {
  enter,
  freshSpreadsheet,
  lock,
  playRound1,
  ROUND_1,
  SETUP,
  seat,
  setUp,
  ss,
  type Typed,
} from './evening-fixture';
import type { FakeSheet } from './fake-spreadsheet';
import { loadCode } from './load';

describe('Deals read and written by its headers, a director’s column kept (#22)', () => {
  // Round 1 with honors at two deals: table 1 deal 1 is 420 + 100 = 520 for N/S; table 2 deal 2 is
  // 620 + 150 = 770 for E/W. Tables: 1 is N/S 2,120, E/W 0; 2 is N/S 140 + 1,440 = 1,580, E/W 1,170.
  const WITH_HONORS: Typed[] = ROUND_1.map((entry, i) =>
    i === 0 ? { ...entry, honors: 'NS 100' } : i === 5 ? { ...entry, honors: 'EW 150' } : entry,
  );
  const POINTS = [
    ['N', '4S', '=', 'NS 100', 520, 0],
    ['Passed out', '', '', '', 0, 0],
    ['S', '3NT', '=', '', 600, 0],
    ['E', '4SX', '-4', '', 1000, 0],
    ['E', '3NT', '=', '', 0, 400],
    ['W', '4H', '=', 'EW 150', 0, 770],
    ['N', '2S', '+1', '', 140, 0],
    ['S', '6NT', '=', '', 1440, 0],
  ];
  const RANKING = [
    [1, 'Ann', 2120, 0, 2120],
    [1, 'Cat', 2120, 0, 2120],
    [3, 'Eve', 1580, 1170, 410],
    [3, 'Gus', 1580, 1170, 410],
    [5, 'Fay', 1170, 1580, -410],
    [5, 'Hal', 1170, 1580, -410],
    [7, 'Bob', 0, 2120, -2120],
    [7, 'Dan', 0, 2120, -2120],
  ];
  const dealsSheet = () => ss.getSheetByName('Deals') as FakeSheet;
  /** Each row's cells under the headers given, found on row 2 as a reader of the sheet would. */
  const under = (headers: readonly string[], from = 2) => {
    const values = ss.values('Deals');
    const at = headers.map((header) => (values[1] as Value[]).indexOf(header));
    expect(at).not.toContain(-1);
    return values.slice(from).map((row) => at.map((i) => row[i]));
  };

  beforeEach(() => setUp());

  it.each([
    ['before Declarer', 10],
    ['between Honors and N/S', 14],
    ['after Entered at', 17],
    ['between Round and Table, which moves the options on row 1 too', 2],
  ])('a "Lead" column inserted %s: deals, honors and tallies are right and its notes stay', (_, column) => {
    dealsSheet().insertColumnBefore(column);
    dealsSheet()
      .getRange(2, column, 3, 1)
      .setValues([['Lead'], ['SK'], ['H4']]);
    for (const entry of WITH_HONORS) expect(enter(entry)).toMatchObject({ ok: true });
    const lead = ['', 'Lead', 'SK', 'H4', '', '', '', '', '', ''];
    expect(ss.values('Deals').map((row) => row[column - 1])).toEqual(lead);
    expect(under(['Declarer', 'Contract', 'Result', 'Honors', 'N/S', 'E/W'])).toEqual(POINTS);
    expect(under(['Entered at']).every(([at]) => at instanceof Date)).toBe(true);
    expect(ss.values('Tallies').slice(2, 10)).toEqual(RANKING.map((row) => [...row, '', '']));
    const view = eveningState(ss);
    expect(view.stage === 'evening' && view.tables[0]?.deals[0]?.entered).toEqual({
      declarer: 'N',
      contract: '4S=',
      honors: 'NS 100',
      ns: 520,
      ew: 0,
    });

    // Recalculate writes the points columns alone, wherever they are.
    const deals = ss.values('Deals');
    expect(recalculate(ss, lock)).toMatchObject({ ok: true });
    expect(ss.values('Deals')).toEqual(deals);

    // A new round's rows go under their headers, the director's column left blank beside them.
    const draws = { Eve: 'SA', Gus: 'H2', Ann: 'DK', Cat: 'D3', Bob: 'C5', Dan: 'C9', Fay: 'S7', Hal: 'H7' };
    expect(seat({ draws })).toMatchObject({ ok: true, message: 'Round 2 seated.' });
    expect(ss.values('Deals').map((row) => row[column - 1])).toEqual([...lead, ...new Array(8).fill('')]);
    const headers = ['Round', 'Table', 'Deal', 'Dealer', 'Vulnerable', 'North', 'East', 'South', 'West', 'Declarer'];
    expect(under(headers, 10).map((row) => row.join(' '))).toEqual([
      '2 1 1 N None Eve Gus Ann Cat ',
      '2 1 2 E EW Eve Gus Ann Cat ',
      '2 1 3 S NS Eve Gus Ann Cat ',
      '2 1 4 W All Eve Gus Ann Cat ',
      '2 2 1 N None Dan Bob Fay Hal ',
      '2 2 2 E EW Dan Bob Fay Hal ',
      '2 2 3 S NS Dan Bob Fay Hal ',
      '2 2 4 W All Dan Bob Fay Hal ',
    ]);
    // And round 2 takes its deals: 1NT= by N at table 2 is 90 for N/S.
    expect(enter({ table: 2, deal: 1, declarer: 'N', contract: '1NT=', honors: '' }, 2)).toMatchObject({
      ok: true,
      message: 'Table 2, deal 1: 1NT= by N, N/S 90, E/W 0.',
    });
    expect(under(['Declarer', 'N/S', 'E/W'], 14)[0]).toEqual(['N', 90, 0]);
    expect(ss.values('Deals').map((row) => row[column - 1])).toEqual([...lead, ...new Array(8).fill('')]);
  });

  describe('refuses a layout it cannot read, naming the header, and writes nothing', () => {
    const refusedEverywhere = (message: string) => {
      const before = { deals: ss.values('Deals'), tallies: ss.values('Tallies') };
      expect(recalculate(ss, lock)).toEqual({ ok: false, message });
      expect(enter(ROUND_1[0] as Typed)).toEqual({
        ok: false,
        message: `${message}. Correct the Deals sheet, then Recalculate.`,
      });
      expect(eveningState(ss)).toEqual({ stage: 'broken', problem: message });
      expect(previewNextRound(ss, {})).toEqual({ ok: false, message });
      expect({ deals: ss.values('Deals'), tallies: ss.values('Tallies') }).toEqual(before);
    };

    it('a header renamed', () => {
      dealsSheet()
        .getRange(2, 13, 1, 1)
        .setValues([['Honours']]);
      refusedEverywhere('Deals has no "Honors" column (row 2); put it back or undo the change');
    });

    it('a column deleted', () => {
      dealsSheet().deleteColumn(14);
      refusedEverywhere('Deals has no "N/S" column (row 2); put it back or undo the change');
    });

    it('a header written twice', () => {
      dealsSheet()
        .getRange(2, 17, 1, 1)
        .setValues([['Result']]);
      refusedEverywhere('Deals has 2 "Result" columns (row 2, columns L and Q); rename or delete all but one');
    });

    it('a column inserted before Round, which moves the mark out of A1', () => {
      dealsSheet().insertColumnBefore(1);
      refusedEverywhere(
        'Deals has a column before "Round": its mark belongs in A1 but is in B1; move that column after "Round", or undo the change',
      );
    });

    it('a header written many times, named in a short message', () => {
      const row = Array.from({ length: 1000 }, () => 'Deal');
      dealsSheet().getRange(2, 17, 1, row.length).setValues([row]);
      refusedEverywhere(
        'Deals has 1001 "Deal" columns (row 2, columns C, Q, R and 998 more); rename or delete all but one',
      );
    });

    it('an option’s label on row 1 removed', () => {
      dealsSheet()
        .getRange(1, 4, 1, 1)
        .setValues([['']]);
      refusedEverywhere('Deals row 1 has no "Honors" label; put it back or undo the change');
    });
  });
});

describe('the movement shown is the movement seated (#22)', () => {
  // Through the built Code.js, as the sidebar calls it, over the same in-memory spreadsheet.
  const { global: code } = loadCode({
    SpreadsheetApp: { getActiveSpreadsheet: () => ss },
    LockService: { getDocumentLock: () => lock },
  });
  const call = <T>(name: string, ...args: unknown[]) =>
    JSON.parse(JSON.stringify((code[name] as (...a: unknown[]) => unknown)(...args))) as T;
  type Shown = { ok: true; value: { moves: unknown[]; version: string } };
  const DRAWS = { Eve: 'SA', Gus: 'H2', Ann: 'DK', Cat: 'D3', Bob: 'C5', Dan: 'C9', Fay: 'S7', Hal: 'H7' };
  // By docs/rules.md (standard): table 1 keeps its winners and sends its losers to table 2, whose winners
  // come up to table 1. Round 1 as played: table 2's N/S win 1,580 to 1,020.
  const AS_PLAYED = [
    { table: 1, stayers: ['Ann', 'Cat'], arrivals: ['Eve', 'Gus'] },
    { table: 2, stayers: ['Fay', 'Hal'], arrivals: ['Bob', 'Dan'] },
  ];
  // Table 2's slam corrected to 6NT-3 (vulnerable, 300 to E/W): N/S 140, E/W 1,020 + 300 = 1,320, so
  // table 2's E/W (Fay, Hal) win and come up; Eve and Gus stay.
  const CORRECTED = [
    { table: 1, stayers: ['Ann', 'Cat'], arrivals: ['Fay', 'Hal'] },
    { table: 2, stayers: ['Eve', 'Gus'], arrivals: ['Bob', 'Dan'] },
  ];
  const STALE =
    'Not seated: Deals has changed since the movement was shown. The movement is shown again as the sheet has it now; check it, then seat round 2.';
  const show = (input = {}) => call<Shown>('previewMovement', input);

  beforeEach(() => {
    setUp();
    playRound1();
  });

  it('Seat refuses a movement shown before a correction that changes a winner, and answers with the new one', () => {
    const shown = show();
    expect(shown.value.moves).toEqual(AS_PLAYED);
    const corrected = call('saveDeal', {
      round: 1,
      table: 2,
      deal: 4,
      declarer: 'S',
      contract: '6NT-3',
      honors: '',
      shown: { declarer: 'S', contract: '6NT=', honors: '' },
    });
    expect(corrected).toMatchObject({
      ok: true,
      message: 'Table 2, deal 4: 6NT-3 by S, N/S 0, E/W 300. It replaces 6NT= by S.',
    });
    const deals = ss.values('Deals');
    const seating = ss.values('Seating');
    const refused = call<{ movement: Shown }>('seatNextRound', { draws: DRAWS, version: shown.value.version });
    expect(refused).toMatchObject({
      ok: false,
      message: STALE,
      value: { stage: 'evening', round: 1, tables: [{}, { totals: { NS: 140, EW: 1320 } }] },
      movement: { ok: true, value: { moves: CORRECTED, needsDraws: true } },
    });
    expect(ss.values('Deals')).toEqual(deals);
    expect(ss.values('Seating')).toEqual(seating);

    // Seated from the movement now shown: the arrivals draw for North (the higher) and East, the stayers
    // for South (the higher) and West; S7 beats H7 on suit.
    expect(call('seatNextRound', { draws: DRAWS, version: refused.movement.value.version })).toMatchObject({
      ok: true,
      message: 'Round 2 seated.',
    });
    expect(
      ss
        .values('Seating')
        .slice(4)
        .map((row) => row.slice(0, 6).join(' ')),
    ).toEqual(['2 1 Fay Hal Ann Cat', '2 2 Dan Bob Eve Gus']);
  });

  it('a correction typed into Deals by hand makes the movement shown stale too', () => {
    const shown = show();
    // Row 10 is table 2's deal 4; Result is column L. Not recalculated: the stamp is of the sheet itself.
    ss.getSheetByName('Deals')
      ?.getRange(10, 12, 1, 1)
      .setValues([['-3']]);
    expect(call('seatNextRound', { draws: DRAWS, version: shown.value.version })).toMatchObject({
      ok: false,
      message: STALE,
      movement: { ok: true, value: { moves: CORRECTED } },
    });
    expect(ss.values('Deals')).toHaveLength(10);
  });

  it('a tie decision changed after the movement was shown is refused the same way', () => {
    freshSpreadsheet();
    setUp({ ...SETUP, progression: 'pairs' });
    // Table 1 ties at 90 (1NT= each way); table 2's N/S win 90 + 70 to 90.
    for (const table of [1, 2]) {
      enter({ table, deal: 1, declarer: 'N', contract: '1NT=', honors: '' });
      enter({ table, deal: 2, declarer: 'E', contract: '1NT=', honors: '' });
      enter({ table, deal: 3, declarer: 'passed', contract: '', honors: '' });
      enter({ table, deal: 4, declarer: table === 1 ? 'passed' : 'N', contract: table === 1 ? '' : '1C=', honors: '' });
    }
    const shown = show({ decisions: { 1: 'NS' } });
    expect(call('seatNextRound', { decisions: { 1: 'EW' }, version: shown.value.version })).toMatchObject({
      ok: false,
      message: STALE,
      // E/W (Bob, Dan) won table 1 by the decision now given, and stay.
      movement: { ok: true, value: { moves: [{ table: 1, stayers: ['Bob', 'Dan'], arrivals: ['Eve', 'Gus'] }, {}] } },
    });
  });

  it('a note in the director’s own column leaves the movement shown as it is', () => {
    (ss.getSheetByName('Deals') as FakeSheet).getRange(2, 17, 2, 1).setValues([['Notes'], ['']]);
    const shown = show();
    ss.getSheetByName('Deals')
      ?.getRange(3, 17, 1, 1)
      .setValues([['a slow table']]);
    expect(call('seatNextRound', { draws: DRAWS, version: shown.value.version })).toMatchObject({
      ok: true,
      message: 'Round 2 seated.',
    });
  });

  it('Seat without a movement shown is refused, with the movement to show', () => {
    expect(call('seatNextRound', { seed: 1 })).toMatchObject({
      ok: false,
      message: 'Not seated: show the movement first; round 2 is seated as it shows.',
      movement: { ok: true, value: { moves: AS_PLAYED } },
    });
    expect(ss.values('Deals')).toHaveLength(10);
  });
});

describe('a director’s column filled down below the deals (#22)', () => {
  // Through the built Code.js, as the sidebar calls it, over the same in-memory spreadsheet.
  const { global: code } = loadCode({
    SpreadsheetApp: { getActiveSpreadsheet: () => ss },
    LockService: { getDocumentLock: () => lock },
  });
  const call = <T>(name: string, ...args: unknown[]) =>
    JSON.parse(JSON.stringify((code[name] as (...a: unknown[]) => unknown)(...args))) as T;
  type Shown = { ok: true; value: { version: string } };
  const Q = 17;
  const dealsSheet = () => ss.getSheetByName('Deals') as FakeSheet;
  /** The director's column Q as the sheet holds it, from row 2 to row 100. */
  const column = () => Array.from({ length: 99 }, (_, i) => dealsSheet().cell(i + 2, Q));
  const FILLS: [string, () => void][] = [
    [
      'checkboxes (FALSE) in Q3:Q100',
      () =>
        dealsSheet()
          .getRange(3, Q, 98, 1)
          .setValues(Array.from({ length: 98 }, () => [false])),
    ],
    [
      'a note in Q14',
      () =>
        dealsSheet()
          .getRange(14, Q, 1, 1)
          .setValues([['ask about board 3']]),
    ],
    [
      'a formula filled down Q3:Q100',
      () =>
        dealsSheet()
          .getRange(3, Q, 98, 1)
          .setValues(Array.from({ length: 98 }, (_, i) => [`=IF(N${i + 3}="","",N${i + 3}>0)`])),
    ],
  ];

  beforeEach(() => {
    setUp();
    dealsSheet()
      .getRange(2, Q, 1, 1)
      .setValues([['Checked']]);
  });

  it.each(FILLS)('with %s, a deal is saved, and the evening shows, recalculates and previews', (_, fill) => {
    fill();
    const before = column();
    expect(call('saveDeal', { round: 1, ...ROUND_1[0], shown: null })).toMatchObject({
      ok: true,
      message: 'Table 1, deal 1: 4S= by N, N/S 420, E/W 0.',
    });
    expect(call('getEvening')).toMatchObject({ stage: 'evening', round: 1 });
    expect(call('recalculateEvening')).toMatchObject({ ok: true });
    expect(call('previewMovement', {})).toMatchObject({ ok: false, field: 'round' });
    expect(column()).toEqual(before);
  });

  it.each(FILLS)('with %s, round 2 is seated right under round 1, the director’s cells as they were', (_, fill) => {
    playRound1();
    fill();
    const before = column();
    const draws = { Eve: 'SA', Gus: 'H2', Ann: 'DK', Cat: 'D3', Bob: 'C5', Dan: 'C9', Fay: 'S7', Hal: 'H7' };
    const shown = call<Shown>('previewMovement', {});
    expect(call('seatNextRound', { draws, version: shown.value.version })).toMatchObject({
      ok: true,
      message: 'Round 2 seated.',
    });
    // Rows 11 to 18, straight after round 1's last row (10); by docs/rules.md (standard), as in
    // 'moves by the standard method with the draws' above.
    const rows = Array.from({ length: 8 }, (_, i) =>
      Array.from({ length: 10 }, (_, c) => dealsSheet().cell(11 + i, c + 1)).join(' '),
    );
    expect(rows).toEqual([
      '2 1 1 N None Eve Gus Ann Cat ',
      '2 1 2 E EW Eve Gus Ann Cat ',
      '2 1 3 S NS Eve Gus Ann Cat ',
      '2 1 4 W All Eve Gus Ann Cat ',
      '2 2 1 N None Dan Bob Fay Hal ',
      '2 2 2 E EW Dan Bob Fay Hal ',
      '2 2 3 S NS Dan Bob Fay Hal ',
      '2 2 4 W All Dan Bob Fay Hal ',
    ]);
    expect(column()).toEqual(before);
    // Nothing of the evening's below round 2: its rows are all the sheet has in column A.
    expect(Array.from({ length: 82 }, (_, i) => dealsSheet().cell(19 + i, 1)).every((cell) => cell === '')).toBe(true);
    // And round 2 takes its deals: 1NT= by N at table 2 is 90 for N/S.
    expect(
      call('saveDeal', { round: 2, table: 2, deal: 1, declarer: 'N', contract: '1NT=', honors: '', shown: null }),
    ).toMatchObject({
      ok: true,
      message: 'Table 2, deal 1: 1NT= by N, N/S 90, E/W 0.',
    });
    expect(column()).toEqual(before);
  });
});

// The evening's server code over an in-memory spreadsheet: setting up an evening, the sheets the director made, ties and the other methods.
import { beforeEach, describe, expect, it } from 'vitest';
import { previewNextRound } from '../../apps-script/evening/next-round';
import { setupEvening } from '../../apps-script/evening/setup';
import { eveningState } from '../../apps-script/evening/view';
import {
  EIGHT,
  enter,
  freshSpreadsheet,
  lock,
  notOurs,
  playRound1,
  ROUND_1,
  replaceWithOwn,
  SETUP,
  seat,
  setUp,
  ss,
  type Typed,
} from './evening-fixture';

describe('setting up an evening', () => {
  it('writes Players, Deals with round 1’s rows, Seating, Tallies and Tally cards', () => {
    const answer = setUp();
    expect([...ss.sheets.keys()].sort()).toEqual(['Deals', 'Players', 'Seating', 'Tallies', 'Tally cards']);
    expect(ss.values('Deals')[1]?.slice(0, 9)).toEqual([
      'Round',
      'Table',
      'Deal',
      'Dealer',
      'Vulnerable',
      'North',
      'East',
      'South',
      'West',
    ]);
    expect(
      ss
        .values('Deals')
        .slice(2)
        .map((row) => row.slice(0, 9).join(' ')),
    ).toEqual([
      '1 1 1 N None Ann Bob Cat Dan',
      '1 1 2 E EW Ann Bob Cat Dan',
      '1 1 3 S NS Ann Bob Cat Dan',
      '1 1 4 W All Ann Bob Cat Dan',
      '1 2 1 N None Eve Fay Gus Hal',
      '1 2 2 E EW Eve Fay Gus Hal',
      '1 2 3 S NS Eve Fay Gus Hal',
      '1 2 4 W All Eve Fay Gus Hal',
    ]);
    expect(answer.ok && answer.value.stage).toBe('evening');
  });

  it('can seat the players at random, like drawn tally cards, the same way for the same seed', () => {
    setUp({ ...SETUP, seating: 'random', seed: 7 });
    const first = ss.values('Seating');
    freshSpreadsheet();
    setUp({ ...SETUP, seating: 'random', seed: 7 });
    expect(ss.values('Seating')).toEqual(first);
    expect(
      first
        .slice(2)
        .flatMap((row) => row.slice(2, 6))
        .sort(),
    ).toEqual([...EIGHT].sort());
  });

  it.each([
    [9, '9 players: Progressive Bridge seats four a table; add 3 or take 1 away'],
    [6, '6 players: Progressive Bridge seats four a table; add 2 or take 2 away'],
    [1, '1 player: Progressive Bridge seats four a table; add 3'],
    [0, 'Type the players, one per line: Progressive Bridge seats four a table.'],
  ])('refuses %i players in words, not a list in JSON, and writes nothing (#14)', (count, message) => {
    const players = Array.from({ length: count }, (_, i) => `Player ${i + 1}`);
    expect(setupEvening(ss, lock, { ...SETUP, players })).toEqual({ ok: false, field: 'players', message });
    expect(ss.sheets.size).toBe(0);
  });

  it('asks before replacing a sheet it did not make, or an evening under way', () => {
    ss.insertSheet('Tallies')
      .getRange(1, 1, 1, 2)
      .setValues([['My own', 'notes']]);
    expect(setupEvening(ss, lock, SETUP)).toMatchObject({
      ok: false,
      field: 'replace',
      message: 'These sheets would be replaced: "Tallies" (not made by Bridge Scorer). Replace them?',
    });
    expect(ss.values('Tallies')).toEqual([['My own', 'notes']]);
    setUp({ ...SETUP, replace: true });
    enter(ROUND_1[0] as Typed);
    expect(setupEvening(ss, lock, SETUP)).toMatchObject({
      ok: false,
      message: expect.stringContaining('"Deals" (an evening with deals entered)'),
    });
  });

  it('reads every name back exactly as typed, though Sheets would coerce it (#14)', () => {
    // Each of these, written bare, Sheets makes a number, a boolean, a percentage, a date, a hidden
    // apostrophe or a formula; 007 and 7 would become the same player.
    const names = ['007', '7', 'TRUE', '50%', '3/4', "'Tis", '=IMPORTXML("http://x","//a")', 'Hal'];
    const answer = setUp({ ...SETUP, players: names });
    expect(answer.value.stage === 'evening' && answer.value.players).toEqual(names);
    expect(
      ss
        .values('Players')
        .slice(3)
        .map((row) => row[1]),
    ).toEqual(names);
    expect(
      ss
        .values('Deals')
        .slice(2)
        .map((row) => row.slice(5, 9)),
    ).toContainEqual(names.slice(4, 8));
    // 'Tis sits at table 2: its deals go in like any other.
    playRound1();
    expect(ss.values('Tallies')[2]?.slice(0, 2)).toEqual([1, '007']);
    expect(ss.values('Tally cards').map((row) => row[0])).toContain("'Tis");
    expect(ss.formulas).toEqual([]);
    expect(eveningState(ss)).toMatchObject({ stage: 'evening', players: names });
  });

  it('writes every text cell so that Sheets keeps it as text: contracts, results and honors too', () => {
    setUp();
    enter({ table: 1, deal: 1, declarer: 'N', contract: '4S=', honors: 'EW 100' });
    expect(ss.values('Deals')[2]?.slice(9, 13)).toEqual(['N', '4S', '=', 'EW 100']);
    expect(ss.formulas).toEqual([]);
  });

  it('keeps a name that looks like a formula as text', () => {
    setUp({ ...SETUP, players: ['=IMPORTXML("http://x","//a")', ...EIGHT.slice(1)] });
    enter({ table: 1, deal: 1, declarer: 'N', contract: '-', honors: '' });
    playRound1();
    expect(ss.formulas).toEqual([]);
    expect(ss.values('Players')[3]?.[1]).toBe('=IMPORTXML("http://x","//a")');
  });
});

describe('sheets the director made, on every path that writes (#14)', () => {
  beforeEach(() => setUp());

  it.each(['Tallies', 'Tally cards'])('a deal entry never writes over a %s of the director’s, nor Deals', (name) => {
    // Tally cards is written by a round's last deal: enter all but that one first.
    for (const entry of ROUND_1.slice(0, -1)) enter(entry);
    replaceWithOwn(name);
    const before = ss.values('Deals');
    const last = ROUND_1[ROUND_1.length - 1] as Typed;
    expect(enter(last)).toEqual({
      ok: false,
      message: `${notOurs(name)} The deal is not saved yet: save it again then.`,
    });
    expect(ss.values(name)).toEqual([['My cards']]);
    expect(ss.values('Deals')).toEqual(before);
  });

  it('a sheet of the director’s whose formulas all show nothing yet is theirs too, on setup and on a deal', () => {
    /** The director's own Tallies laid out ahead: every formula's inputs are blank, so none shows a value. */
    const formulasOnly = () => {
      ss.sheets.delete('Tallies');
      const own = ss.insertSheet('Tallies');
      for (let row = 1; row <= 10; row++) own.putFormula(row, 2, `=IF(A${row}="","",A${row}*2)`, '');
      return own.getDataRange().getFormulas();
    };
    const formulas = formulasOnly();
    expect(setupEvening(ss, lock, SETUP)).toEqual({
      ok: false,
      field: 'replace',
      message: 'These sheets would be replaced: "Tallies" (not made by Bridge Scorer). Replace them?',
    });
    expect(ss.getSheetByName('Tallies')?.getDataRange().getFormulas()).toEqual(formulas);
    const before = ss.values('Deals');
    expect(enter(ROUND_1[0] as Typed)).toEqual({
      ok: false,
      message: `${notOurs('Tallies')} The deal is not saved yet: save it again then.`,
    });
    expect(ss.getSheetByName('Tallies')?.getDataRange().getFormulas()).toEqual(formulas);
    expect(ss.values('Deals')).toEqual(before);
  });

  it('setting up asks first, and replaces only when told to', () => {
    replaceWithOwn('Players');
    expect(setupEvening(ss, lock, SETUP)).toMatchObject({ ok: false, field: 'replace' });
    expect(ss.values('Players')).toEqual([['My cards']]);
    expect(setupEvening(ss, lock, { ...SETUP, replace: true })).toMatchObject({ ok: true });
    expect(ss.values('Players')[0]).toEqual(['Bridge Scorer · Players', '', '', '', '', '']);
  });
});

describe('ties and the other methods', () => {
  it('a tie at a table is put to the director, then the decision counts', () => {
    setUp({ ...SETUP, progression: 'pairs' });
    for (const table of [1, 2]) {
      enter({ table, deal: 1, declarer: 'N', contract: '1NT=', honors: '' });
      enter({ table, deal: 2, declarer: 'E', contract: '1NT=', honors: '' });
      enter({ table, deal: 3, declarer: 'passed', contract: '', honors: '' });
      enter({ table, deal: 4, declarer: table === 1 ? 'passed' : 'N', contract: table === 1 ? '' : '1C=', honors: '' });
    }
    expect(previewNextRound(ss, {})).toEqual({
      ok: false,
      field: 'decisions',
      message: 'a tie at table 1 (90–90): the director must decide which pair won',
    });
    expect(seat({ decisions: { 1: 'EW' } })).toMatchObject({
      ok: true,
      message: 'Round 2 seated.',
    });
    // Pairs stay together: table 1's winners E/W (Bob, Dan) stay; table 2's winners N/S (Eve, Gus) arrive.
    expect(ss.values('Seating')[4]).toEqual([2, 1, 'Eve', 'Bob', 'Gus', 'Dan', 'N']);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { type DealEntry, enterDeal } from '../../apps-script/evening/deal-entry';
import { type MovementInput, previewNextRound, startNextRound } from '../../apps-script/evening/next-round';
import { recalculate } from '../../apps-script/evening/recalculate';
import { type SetupForm, setupEvening } from '../../apps-script/evening/setup';
import type { Value } from '../../apps-script/evening/sheet-api';
import { eveningState } from '../../apps-script/evening/view';
import { FakeLock, type FakeSheet, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';

const EIGHT = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];
const SETUP: SetupForm = {
  players: EIGHT,
  seating: 'listed',
  partScorePremium: 50,
  honors: true,
  progression: 'standard',
};

// Round 1 at two tables, worked by hand from docs/rules.md (Progressive Bridge) (vulnerability: deal 1 none, 2 and 3
// the dealer's side, 4 both; North deals first).
/** An entry as typed; what the sidebar showed for the deal is said apart (`shown`), null by default. */
type Typed = Omit<DealEntry, 'round' | 'shown'>;
const ROUND_1: Typed[] = [
  { table: 1, deal: 1, declarer: 'N', contract: '4S=', honors: '' }, // N/S 420
  { table: 1, deal: 2, declarer: 'passed', contract: '', honors: '' }, // 0
  { table: 1, deal: 3, declarer: 'S', contract: '3NT=', honors: '' }, // N/S vulnerable: 600
  { table: 1, deal: 4, declarer: 'E', contract: '4SX-4', honors: '' }, // 200 + 300 + 300 + 300 = 1,100: capped at 1,000
  { table: 2, deal: 1, declarer: 'E', contract: '3NT=', honors: '' }, // E/W 400
  { table: 2, deal: 2, declarer: 'W', contract: '4H=', honors: '' }, // E/W vulnerable: 620
  { table: 2, deal: 3, declarer: 'N', contract: '2S+1', honors: '' }, // 60 + 30 + 50 = 140
  { table: 2, deal: 4, declarer: 'S', contract: '6NT=', honors: '' }, // 190 + 500 + 750 = 1,440: a slam, not capped
];

let ss: FakeSpreadsheet;
let lock: FakeLock;

const setUp = (form: SetupForm = SETUP) => {
  const answer = setupEvening(ss, lock, form);
  if (!answer.ok) throw new Error(answer.message);
  return answer;
};
const enter = (entry: Typed, round = 1, shown: DealEntry['shown'] = null) =>
  enterDeal(ss, lock, { round, ...entry, shown });
/** Seats the next round by the movement as it is shown now, its version sent back as the sidebar does. */
const seat = (input: MovementInput) => {
  const shown = previewNextRound(ss, input);
  return startNextRound(ss, lock, shown.ok ? { ...input, version: shown.value.version } : input);
};
const playRound1 = () => {
  for (const entry of ROUND_1) {
    const answer = enter(entry);
    if (!answer.ok) throw new Error(answer.message);
  }
};

beforeEach(() => {
  ss = new FakeSpreadsheet();
  lock = new FakeLock();
});

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
    ss = new FakeSpreadsheet();
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

describe('a whole round at two tables', () => {
  beforeEach(() => {
    setUp();
    playRound1();
  });

  it('scores each deal into its Deals row, with the passed-out deal and the cap', () => {
    const points = ss
      .values('Deals')
      .slice(2)
      .map((row) => [row[9], row[10], row[11], row[13], row[14]]);
    expect(points).toEqual([
      ['N', '4S', '=', 420, 0],
      ['Passed out', '', '', 0, 0],
      ['S', '3NT', '=', 600, 0],
      ['E', '4SX', '-4', 1000, 0],
      ['E', '3NT', '=', 0, 400],
      ['W', '4H', '=', 0, 620],
      ['N', '2S', '+1', 140, 0],
      ['S', '6NT', '=', 1440, 0],
    ]);
  });

  it('writes the tallies: nets summing to 0, and equal nets sharing a rank', () => {
    const tallies = ss.values('Tallies');
    expect(tallies.slice(2, 10).map((row) => row.slice(0, 5))).toEqual([
      [1, 'Ann', 2020, 0, 2020],
      [1, 'Cat', 2020, 0, 2020],
      [3, 'Eve', 1580, 1020, 560],
      [3, 'Gus', 1580, 1020, 560],
      [5, 'Fay', 1020, 1580, -560],
      [5, 'Hal', 1020, 1580, -560],
      [7, 'Bob', 0, 2020, -2020],
      [7, 'Dan', 0, 2020, -2020],
    ]);
    expect(tallies.slice(2, 10).reduce((sum, row) => sum + Number(row[4]), 0)).toBe(0);
    expect(tallies[12]).toEqual(['Ann', 1, 1, 'N', 'Cat', 2020, 0]);
  });

  it('moves by the standard method with the draws: table 1’s winners stay, table 2’s winners come up', () => {
    const preview = previewNextRound(ss, {});
    expect(preview).toMatchObject({
      ok: true,
      value: {
        moves: [
          { table: 1, stayers: ['Ann', 'Cat'], arrivals: ['Eve', 'Gus'] },
          { table: 2, stayers: ['Fay', 'Hal'], arrivals: ['Bob', 'Dan'] },
        ],
        needsDraws: true,
      },
    });
    const draws = { Eve: 'SA', Gus: 'H2', Ann: 'DK', Cat: 'D3', Bob: 'C5', Dan: 'C9', Fay: 'S7', Hal: 'H7' };
    const answer = seat({ draws });
    expect(answer.ok).toBe(true);
    expect(
      ss
        .values('Seating')
        .slice(2)
        .map((row) => row.join(' ')),
    ).toEqual(['1 1 Ann Bob Cat Dan N', '1 2 Eve Fay Gus Hal N', '2 1 Eve Gus Ann Cat N', '2 2 Dan Bob Fay Hal N']);
    expect(ss.values('Deals')).toHaveLength(2 + 16);
    expect(answer.ok && answer.value.stage === 'evening' && answer.value.round).toBe(2);
  });

  it('refuses a deal of a round that is over', () => {
    seat({ seed: 1 });
    expect(enter(ROUND_1[0] as Typed, 1)).toMatchObject({
      ok: false,
      message: expect.stringContaining('Round 1 is over'),
    });
  });

  it('a deal corrected by hand in Deals, then Recalculate, gives the right tallies', () => {
    // The director finds table 2's slam went one down: 6NT-1 vulnerable is 100 to E/W.
    const deals = ss.getSheetByName('Deals');
    deals?.getRange(10, 12, 1, 1).setValues([['-1']]);
    const answer = recalculate(ss, lock);
    expect(answer.ok).toBe(true);
    expect(ss.values('Deals')[9]?.slice(13, 15)).toEqual([0, 100]);
    expect(ss.values('Tallies')[4]?.slice(0, 5)).toEqual([3, 'Fay', 1120, 140, 980]);
  });

  it('a hand edit the core cannot read is named by its row', () => {
    ss.getSheetByName('Deals')
      ?.getRange(4, 11, 1, 1)
      .setValues([['9S']]);
    // Row 4 is deal 2 at table 1, passed out: a contract there is ignored; break row 5 instead.
    ss.getSheetByName('Deals')
      ?.getRange(5, 11, 1, 1)
      .setValues([['9NT']]);
    expect(recalculate(ss, lock)).toEqual({ ok: false, message: 'Deals row 5: "9NT": level must be 1–7' });
  });

  describe('goes by round, table and deal, never by row order (#14)', () => {
    const refused = (message: string) => {
      const tallies = ss.values('Tallies');
      expect(recalculate(ss, lock)).toEqual({ ok: false, message });
      expect(ss.values('Tallies')).toEqual(tallies);
    };

    it('refuses a deal number written twice at a table, naming both rows', () => {
      // Row 5 is table 1's deal 3 (3NT= by S, N/S vulnerable: 600); numbered 2 it would be scored as deal 2.
      ss.getSheetByName('Deals')
        ?.getRange(5, 3, 1, 1)
        .setValues([[2]]);
      refused('Deals rows 4 and 5 are the same deal (round 1, table 1, deal 2): renumber or delete all but one');
    });

    it('refuses a table with a deal’s row deleted, naming the rows it has', () => {
      ss.getSheetByName('Deals')?.deleteRow(5);
      refused('Deals: round 1, table 1 has no row for deal 3 (its rows are 3, 4 and 5)');
    });

    it('refuses a deal number out of range, naming its row', () => {
      ss.getSheetByName('Deals')
        ?.getRange(6, 3, 1, 1)
        .setValues([[5]]);
      refused('Deals row 6: round, table and deal must be whole numbers (deal 1–4)');
    });

    it('refuses a table the evening does not have, in a later round', () => {
      seat({ seed: 1 });
      ss.getSheetByName('Deals')
        ?.getRange(18, 2, 1, 1)
        .setValues([[3]]);
      refused('Deals row 18: round 2 has no table 3; the evening has 2 tables');
    });
  });

  it("keeps a director’s extra column and reads a Result typed as '+2 (text) or as tricks taken", () => {
    const deals = ss.getSheetByName('Deals');
    deals?.getRange(3, 17, 1, 1).setValues([['checked by the director']]);
    deals?.getRange(9, 12, 1, 1).setValues([["'+2"]]); // table 2, deal 3: 2S+2 instead of 2S+1
    expect(recalculate(ss, lock)).toMatchObject({ ok: true });
    expect(ss.values('Deals')[2]?.[16]).toBe('checked by the director');
    // 2♠+2 not vulnerable: 60 + 60 + 50 = 170.
    expect(ss.values('Deals')[8]?.slice(11, 15)).toEqual(['+2', '', 170, 0]);
    deals?.getRange(9, 12, 1, 1).setValues([['10']]); // Sheets makes it the number 10: ten tricks, 2S+2
    expect(recalculate(ss, lock)).toMatchObject({ ok: true });
    expect(ss.values('Deals')[8]?.slice(11, 15)).toEqual([10, '', 170, 0]);
  });

  it('refuses a Result typed as +2 that Sheets made the number 2, naming the row and both readings (issue 22)', () => {
    ss.getSheetByName('Deals')
      ?.getRange(9, 12, 1, 1)
      .setValues([['+2']]);
    expect(ss.values('Deals')[8]?.[11]).toBe(2);
    expect(recalculate(ss, lock)).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^Deals row 9: "2": could be 2 tricks taken \(2S down 6\) or the result \+2 \(10 tricks\); write \+2 as text \('\+2 in a sheet\)/,
      ),
    });
  });

  it('never clears a sheet of the same name that someone else made after setup, nor re-scores Deals', () => {
    ss.getSheetByName('Deals')
      ?.getRange(10, 12, 1, 1)
      .setValues([['-1']]);
    const before = ss.values('Deals');
    replaceWithOwn('Tally cards');
    expect(recalculate(ss, lock)).toEqual({ ok: false, message: notOurs('Tally cards') });
    expect(ss.values('Tally cards')).toEqual([['My cards']]);
    expect(ss.values('Deals')).toEqual(before);
  });

  it('never writes over a Seating of the director’s at the end of a round, and seats nothing (#14)', () => {
    replaceWithOwn('Seating');
    const rows = ss.values('Deals').length;
    expect(seat({ seed: 1 })).toEqual({ ok: false, message: notOurs('Seating') });
    expect(ss.values('Seating')).toEqual([['My cards']]);
    expect(ss.values('Deals')).toHaveLength(rows);
  });

  it('prints a tally card per player, brought up to date by the round’s last deal', () => {
    const cards = ss.values('Tally cards').map((row) => row.join('|'));
    expect(cards).toContain('Eve||||Rank 3|');
    expect(cards).toContain('1|2|N|Gus|1580|1020');
  });
});

/** A sheet of the add-on's replaced by one the director made, with notes on it. */
const replaceWithOwn = (name: string) => {
  ss.sheets.delete(name);
  ss.insertSheet(name)
    .getRange(1, 1, 1, 1)
    .setValues([['My cards']]);
};
const notOurs = (name: string) =>
  `Nothing was written: the sheet "${name}" was not made by Bridge Scorer. Rename that sheet (or delete it, if nothing on it is wanted) and the add-on will make its own "${name}".`;

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

describe('entering deals', () => {
  beforeEach(() => {
    setUp();
    ss.resetCounts();
    lock.taken = 0;
  });

  it('costs two reads (Deals, and Tallies’ A1 to know it is still ours) and two writes, under the lock', () => {
    const answer = enter({ table: 2, deal: 1, declarer: 'W', contract: '3NT+1', honors: '' });
    expect(answer).toMatchObject({ ok: true, message: 'Table 2, deal 1: 3NT+1 by W, N/S 0, E/W 430.' });
    expect(ss.counts).toEqual({ reads: 2, writes: 2, clears: 0 });
    expect(lock.taken).toBe(1);
    expect(lock.held).toBe(false);
  });

  it('says what is wrong next to the field and writes nothing', () => {
    expect(enter({ table: 1, deal: 1, declarer: 'N', contract: '8S=', honors: '' })).toEqual({
      ok: false,
      field: 'contract',
      message: '"8S=": level must be 1–7',
    });
    expect(enter({ table: 1, deal: 1, declarer: 'N', contract: '4S', honors: '' })).toMatchObject({
      field: 'contract',
      message: '"4S": no result: add it to the contract (4S=, 4S-1) or give the tricks taken',
    });
    expect(enter({ table: 1, deal: 1, declarer: 'N', contract: '3NT=', honors: 'NS 100' })).toMatchObject({
      field: 'honors',
      message: '"NS 100": at no trump only four aces count, for 150',
    });
    expect(enter({ table: 1, deal: 2, declarer: 'N', contract: '1C=', honors: '' })).toMatchObject({
      message: 'Enter deal 1 of table 1 first.',
    });
    expect(ss.counts.writes).toBe(0);
  });

  it('refuses a declarer in the contract that disagrees with the one chosen, in the core’s words', () => {
    expect(enter({ table: 1, deal: 1, declarer: 'N', contract: '4S= E', honors: '' })).toEqual({
      ok: false,
      field: 'contract',
      message: '"4S= E": the contract says declarer E but the declarer given is N; make them agree',
    });
    expect(ss.counts.writes).toBe(0);
    expect(enter({ table: 1, deal: 1, declarer: 'E', contract: '4S= E', honors: '' })).toMatchObject({
      ok: true,
      message: 'Table 1, deal 1: 4S= by E, N/S 0, E/W 420.',
    });
    expect(ss.values('Deals')[2]?.slice(9, 15)).toEqual(['E', '4S', '=', '', 0, 420]);
  });

  it('refuses such a declarer when Deals is corrected by hand, naming the row', () => {
    enter({ table: 1, deal: 1, declarer: 'N', contract: '4S=', honors: '' });
    ss.getSheetByName('Deals')
      ?.getRange(3, 11, 1, 1)
      .setValues([['4S E']]);
    expect(recalculate(ss, lock)).toEqual({
      ok: false,
      message: 'Deals row 3: "4S E": the contract says declarer E but the declarer given is N; make them agree',
    });
  });

  it('two scorers entering at two tables at once both end up in Deals', async () => {
    const racing = await Promise.all([
      Promise.resolve().then(() => enter({ table: 1, deal: 1, declarer: 'N', contract: '4S=', honors: '' })),
      Promise.resolve().then(() => enter({ table: 2, deal: 1, declarer: 'E', contract: '3NT=', honors: '' })),
    ]);
    expect(racing.map((a) => a.ok)).toEqual([true, true]);
    const entered = ss.values('Deals').filter((row) => row[9] !== '' && row[0] !== 'Round');
    expect(entered.map((row) => `${row[1]}:${row[10]}`)).toEqual(['1:4S', '2:3NT']);
    expect(lock.taken).toBe(2);
  });

  it('refuses an entry over one it did not show, and answers with the entry now in the sheet (#14)', () => {
    const first = enter({ table: 1, deal: 1, declarer: 'N', contract: '4S=', honors: '' });
    expect(first).toMatchObject({ ok: true, message: 'Table 1, deal 1: 4S= by N, N/S 420, E/W 0.' });
    const deals = ss.values('Deals');
    // A second sidebar, not refreshed, still shows the deal as not entered.
    const second = enter({ table: 1, deal: 1, declarer: 'E', contract: '3NT+1', honors: '' });
    expect(second).toMatchObject({
      ok: false,
      field: 'contract',
      message:
        'Not saved: table 1, deal 1 was entered meanwhile as 4S= by N. It is shown now; press Correct to replace it with yours.',
    });
    expect(ss.values('Deals')).toEqual(deals);
    const now = !second.ok && second.value?.stage === 'evening' ? second.value.tables[0]?.deals[0]?.entered : null;
    expect(now).toEqual({ declarer: 'N', contract: '4S=', honors: '', ns: 420, ew: 0 });
  });

  it('a deliberate correction, made over the entry shown, names what it replaced', () => {
    enter({ table: 1, deal: 1, declarer: 'N', contract: '4S=', honors: '' });
    const shown = { declarer: 'N', contract: '4S=', honors: '' } as const;
    expect(enter({ table: 1, deal: 1, declarer: 'E', contract: '3NT+1', honors: '' }, 1, shown)).toMatchObject({
      ok: true,
      message: 'Table 1, deal 1: 3NT+1 by E, N/S 0, E/W 430. It replaces 4S= by N.',
    });
    expect(ss.values('Deals')[2]?.slice(9, 15)).toEqual(['E', '3NT', '+1', '', 0, 430]);
  });

  it('refuses a correction when the deal was changed or cleared in Deals since it was shown', () => {
    enter({ table: 1, deal: 1, declarer: 'N', contract: '4S=', honors: '' });
    const shown = { declarer: 'N', contract: '4S=', honors: '' } as const;
    ss.getSheetByName('Deals')
      ?.getRange(3, 11, 1, 1)
      .setValues([['5S']]);
    expect(enter({ table: 1, deal: 1, declarer: 'E', contract: '3NT+1', honors: '' }, 1, shown)).toMatchObject({
      ok: false,
      message:
        'Not saved: table 1, deal 1 was changed meanwhile to 5S= by N. It is shown now; press Correct to replace it with yours.',
    });
    ss.getSheetByName('Deals')
      ?.getRange(3, 10, 1, 4)
      .setValues([['', '', '', '']]);
    expect(enter({ table: 1, deal: 1, declarer: 'E', contract: '3NT+1', honors: '' }, 1, shown)).toMatchObject({
      ok: false,
      message: 'Not saved: table 1, deal 1 was cleared meanwhile (it showed 4S= by N). Save again to enter yours.',
    });
  });

  it('two sidebars entering table 1 deal 1 at once: exactly one is written, the other told what is there (#14)', async () => {
    const typed: Typed[] = [
      { table: 1, deal: 1, declarer: 'N', contract: '4S=', honors: '' },
      { table: 1, deal: 1, declarer: 'E', contract: '3NT+1', honors: '' },
    ];
    // Both sidebars showed the deal empty; the lock lets one in at a time, in either order.
    const answers = await Promise.all(typed.map((entry) => Promise.resolve().then(() => enter(entry))));
    const written = answers.findIndex((a) => a.ok);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    const other = answers[1 - written];
    const won = typed[written] as Typed;
    expect(other).toMatchObject({
      ok: false,
      message: expect.stringContaining(`entered meanwhile as ${won.contract} by ${won.declarer}`),
    });
    expect(ss.values('Deals')[2]?.slice(9, 12)).toEqual([
      won.declarer,
      won.contract.replace(/[=+].*/, ''),
      won.contract.replace(/^[^=+]*/, ''),
    ]);
    expect(lock.taken).toBe(2);
    expect(lock.held).toBe(false);
  });

  it('counts honors for the side that held them', () => {
    expect(enter({ table: 1, deal: 1, declarer: 'N', contract: '4S=', honors: 'EW 100' })).toMatchObject({
      message: 'Table 1, deal 1: 4S= by N, N/S 420, E/W 100.',
    });
  });

  it('the sidebar sees the round as the sheet holds it', () => {
    enter({ table: 1, deal: 1, declarer: 'N', contract: '4S=', honors: '' });
    const view = eveningState(ss);
    expect(view.stage).toBe('evening');
    if (view.stage !== 'evening') return;
    expect(view.tables[0]?.deals[0]).toEqual({
      deal: 1,
      dealer: 'N',
      vulnerable: 'None',
      entered: { declarer: 'N', contract: '4S=', honors: '', ns: 420, ew: 0 },
    });
    expect(view.tables[0]?.deals[1]).toMatchObject({ dealer: 'E', vulnerable: 'EW', entered: null });
    expect(view.roundOver).toBe(false);
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
    ss = new FakeSpreadsheet();
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

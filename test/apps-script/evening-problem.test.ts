// The evening's refusals as parts: what is wrong with the Deals sheet is the core's Problem, with its code,
// its values and its place (the row, the field), worded only where the sidebar is answered.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openEvening, readEvening } from '../../apps-script/evening/evening';
import { recalculate } from '../../apps-script/evening/recalculate';
import { eveningState } from '../../apps-script/evening/view';
import { enter, lock, playRound1, ROUND_1, seat, setUp, ss, type Typed } from './evening-fixture';

/** Deals' columns as setup writes them (1-based): North, Contract. */
const NORTH = 6;
const CONTRACT = 11;

const put = (row: number, column: number, value: string) =>
  ss
    .getSheetByName('Deals')
    ?.getRange(row, column, 1, 1)
    .setValues([[value]]);

describe('a Deals problem is its parts, not only its words', () => {
  it('a contract the core refuses keeps the core’s code and field, placed at its row', () => {
    setUp();
    playRound1();
    // Row 5 is the third deal row: table 1's deal 3 (3NT= by S).
    put(5, CONTRACT, '9NT');
    const read = readEvening(ss.values('Deals'));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toMatchObject({ code: 'level', input: '9NT', where: { field: 'contract', row: 5 } });
    expect(recalculate(ss, lock)).toEqual({ ok: false, message: 'Deals row 5: "9NT": level must be 1–7' });
  });

  it('a player changed within a table is its own code, the names its values, at the row that differs', () => {
    setUp();
    // Row 4 is table 1's deal 2; its table is seated by row 3 (deal 1), Ann North.
    put(4, NORTH, 'Zed');
    const read = readEvening(ss.values('Deals'));
    expect(!read.ok && read.error).toMatchObject({
      code: 'seat-changed',
      params: { seat: 'N', name: 'Zed', first: 'Ann' },
      where: { row: 4 },
    });
    expect(recalculate(ss, lock)).toEqual({
      ok: false,
      message: 'Deals row 4: N is "Zed" here but "Ann" on deal 1 of the table',
    });
  });
});

describe('no evening yet is known by its code', () => {
  it('a spreadsheet without Deals is the no-evening problem, and the sidebar offers to set one up', () => {
    expect(openEvening(ss)).toEqual({
      ok: false,
      error: { code: 'no-evening', reason: 'There is no evening yet: set one up first.' },
    });
    expect(eveningState(ss)).toEqual({ stage: 'setup' });
    expect(enter(ROUND_1[0] as Typed)).toEqual({ ok: false, message: 'There is no evening yet: set one up first.' });
  });
});

describe('the evening’s server code branches on codes, never on words', () => {
  const EVENING = join(import.meta.dirname, '..', '..', 'apps-script', 'evening');
  it.each(readdirSync(EVENING).filter((name) => name.endsWith('.ts')))('%s compares no message', (name) => {
    const source = readFileSync(join(EVENING, name), 'utf8');
    // A problem's or an answer's words compared whole: `error === NO_EVENING`, `reason !== '…'`.
    expect(source).not.toMatch(/\b(error|reason|message)\s*[!=]==/);
  });
});

describe('the draws refused beside their field, in their words', () => {
  // Every player's card, as in the standard method's test: only the one named below is wrong.
  const DRAWS = { Eve: 'SA', Gus: 'H2', Ann: 'DK', Cat: 'D3', Bob: 'C5', Dan: 'C9', Fay: 'S7', Hal: 'H7' };
  const refusedDraws = (draws: { [name: string]: string }) => {
    setUp();
    playRound1();
    return seat({ draws });
  };

  it('a name that is none of the evening’s players', () => {
    expect(refusedDraws({ ...DRAWS, Zed: 'SA' })).toEqual({
      ok: false,
      message: '"Zed" is not one of the evening\'s players',
      field: 'draws',
    });
  });

  it('a card that is no card, after the name of who drew it', () => {
    const answer = refusedDraws({ ...DRAWS, Ann: 'X9' });
    expect(answer).toMatchObject({ ok: false, field: 'draws' });
    expect(answer.message).toMatch(/^Ann: "X9": /);
  });

  it('two players with the same card, at their table', () => {
    expect(refusedDraws({ ...DRAWS, Gus: 'SA' })).toEqual({
      ok: false,
      message: 'table 1: two players drew the same card; draw again',
      field: 'draws',
    });
  });
});

describe('a deal entry the evening has no place for, in its words', () => {
  it('a table the round does not have', () => {
    setUp();
    expect(enter({ table: 3, deal: 1, declarer: 'N', contract: '4S=', honors: '' })).toEqual({
      ok: false,
      message: 'There is no deal 1 at table 3 in round 1.',
    });
  });

  it('a round that is over', () => {
    setUp();
    playRound1();
    expect(seat({ seed: 1 })).toMatchObject({ ok: true });
    expect(enter(ROUND_1[0] as Typed)).toEqual({
      ok: false,
      message:
        'Round 1 is over; the evening is in round 2. Correct earlier rounds in the Deals sheet, then Recalculate.',
    });
  });
});

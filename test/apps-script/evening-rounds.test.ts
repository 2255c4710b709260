// The evening's server code over an in-memory spreadsheet: a whole round at two tables, and deals entered one by one.
import { beforeEach, describe, expect, it } from 'vitest';
import { previewNextRound } from '../../apps-script/evening/next-round';
import { recalculate } from '../../apps-script/evening/recalculate';
import { eveningState } from '../../apps-script/evening/view';
import {
  enter,
  lock,
  notOurs,
  playRound1,
  ROUND_1,
  replaceWithOwn,
  seat,
  setUp,
  ss,
  type Typed,
} from './evening-fixture';

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

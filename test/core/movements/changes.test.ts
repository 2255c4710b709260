// A pair that leaves and a late pair: expected seatings worked out from the Mitchell's rule (E/W pair e
// at table e + r − 1 in round r, mod T), not from the code's own output.
import { describe, expect, it } from 'vitest';
import {
  formatBoards,
  formatPair,
  guideCards,
  latePair,
  type Movement,
  movementSummary,
  newMovement,
  type Problem,
  pairLeaves,
  parsePair,
  type Result,
  roundsOf,
  tableCards,
} from '../../../core/index';

function made(kind: 'mitchell' | 'howell', pairs: number): Movement {
  const movement = newMovement({ kind, pairs });
  if (!movement.ok) throw new Error(movement.error.reason);
  return movement.value;
}

/** The refusal of a change, if it is refused. */
const problem = (result: Result<unknown, Problem>) => (result.ok ? undefined : result.error);

const sitOuts = (movement: Movement) =>
  roundsOf(movement).map((r) => r.sitOut.map((s) => formatPair(s.pair)).join(','));

describe('a pair as a director writes it', () => {
  it('is its number, with its direction in a Mitchell, and reads back what formatPair writes', () => {
    expect(parsePair('3')).toEqual({ ok: true, value: { number: 3 } });
    for (const text of ['N/S 3', 'ns3', 'N-S 3', ' NS 3 '])
      expect(parsePair(text)).toEqual({ ok: true, value: { number: 3, direction: 'NS' } });
    expect(parsePair('e/w 12')).toEqual({ ok: true, value: { number: 12, direction: 'EW' } });
    for (const pair of [{ number: 7 }, { number: 7, direction: 'EW' as const }])
      expect(parsePair(formatPair(pair))).toEqual({ ok: true, value: pair });
    expect(problem(parsePair('NE 3'))?.reason).toBe(
      'a pair is its number, with N/S or E/W before it in a Mitchell, as in N/S 3',
    );
  });
});

describe('a pair that leaves', () => {
  it('sits out the pairs it would have met from that round on, and changes nothing before', () => {
    const before = made('mitchell', 14);
    const after = pairLeaves(before, { number: 3, direction: 'EW' }, 5);
    if (!after.ok) throw new Error(after.error.reason);
    // E/W 3 would be at tables 7, 1 and 2 in rounds 5, 6 and 7.
    expect(sitOuts(after.value)).toEqual(['', '', '', '', 'N/S 7', 'N/S 1', 'N/S 2']);
    expect(roundsOf(after.value).slice(0, 4)).toEqual(roundsOf(before).slice(0, 4));
    expect(after.value.changes).toEqual([{ change: 'leaves', pair: { number: 3, direction: 'EW' }, round: 5 }]);
    const card = guideCards(after.value).find((c) => formatPair(c.pair) === 'E/W 3');
    expect(card?.rounds.map((r) => (r.away ? 'away' : formatPair(r.against ?? { number: 0 })))).toEqual([
      'N/S 3',
      'N/S 4',
      'N/S 5',
      'N/S 6',
      'away',
      'away',
      'away',
    ]);
  });

  it('leaves a table empty when a pair leaves where the phantom sat against it', () => {
    // 13 pairs: E/W 7 is the phantom; N/S 7 sits out in round 1 (E/W 7's first table).
    const after = pairLeaves(made('mitchell', 13), { number: 1, direction: 'NS' }, 1);
    if (!after.ok) throw new Error(after.error.reason);
    const round2 = roundsOf(after.value)[1];
    // Round 2: E/W 7 (the phantom) is at table 1, whose N/S pair has left: nobody plays there.
    expect(round2?.tables.map((t) => t.table)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(round2?.sitOut).toEqual([]);
    // Every other round two pairs sit out: the phantom's opponent and N/S 1's.
    expect(movementSummary(after.value).sitOuts).toBe(12);
  });

  it('is refused for a pair not in the movement, a round outside it, or a pair already gone', () => {
    const movement = made('mitchell', 14);
    expect(problem(pairLeaves(movement, { number: 8, direction: 'EW' }, 2))?.reason).toBe(
      'there is no E/W 8 in this movement',
    );
    expect(problem(pairLeaves(movement, { number: 2, direction: 'NS' }, 8))?.reason).toBe(
      'round 8 is not one of the 7 rounds',
    );
    const gone = pairLeaves(movement, { number: 2, direction: 'NS' }, 3);
    expect(gone.ok && problem(pairLeaves(gone.value, { number: 2, direction: 'NS' }, 4))?.reason).toBe(
      'N/S 2 is already absent from round 4',
    );
  });
});

describe('a late pair', () => {
  it('takes the phantom’s seat of an odd number from its round on', () => {
    const before = made('mitchell', 13);
    // E/W 7, the phantom, is at table 7 in round 1, table 1 in round 2, table 2 in round 3 …
    expect(sitOuts(before)).toEqual(['N/S 7', 'N/S 1', 'N/S 2', 'N/S 3', 'N/S 4', 'N/S 5', 'N/S 6']);
    const after = latePair(before, 3);
    if (!after.ok) throw new Error(after.error.reason);
    expect(sitOuts(after.value)).toEqual(['N/S 7', 'N/S 1', '', '', '', '', '']);
    const round3 = roundsOf(after.value)[2];
    expect(round3?.tables.find((t) => t.table === 2)?.ew).toEqual({ number: 7, direction: 'EW' });
    expect(after.value.changes).toEqual([{ change: 'arrives', pair: { number: 7, direction: 'EW' }, round: 3 }]);
    expect(problem(latePair(after.value, 4))?.reason).toBe(
      "there is no phantom's seat: the movement was set for 13 pairs, and a late pair needs one",
    );
  });

  it('plays a Howell’s sit-outs from its round on, as pair 2T', () => {
    const after = latePair(made('howell', 7), 4);
    if (!after.ok) throw new Error(after.error.reason);
    const rounds = roundsOf(after.value);
    expect(rounds.map((r) => r.sitOut.length)).toEqual([1, 1, 1, 0, 0, 0, 0]);
    expect(rounds[3]?.tables.find((t) => t.table === 1)?.ns).toEqual({ number: 8 });
  });

  it('is refused when the number was even', () => {
    expect(problem(latePair(made('howell', 8), 2))?.code).toBe('no-empty-seat');
  });
});

describe('the cards', () => {
  it('give each table its rounds and where its boards go, boards down one in a Mitchell', () => {
    const movement = made('mitchell', 14);
    const card = tableCards(movement)[2];
    // Table 3: N/S 3 throughout; E/W 3, 2, 1, 7, 6, 5, 4; sets 3, 4, 5, 6, 7, 1, 2; boards go to table 2.
    expect(card?.rounds.map((r) => formatPair(r.ew ?? { number: 0 }))).toEqual([
      'E/W 3',
      'E/W 2',
      'E/W 1',
      'E/W 7',
      'E/W 6',
      'E/W 5',
      'E/W 4',
    ]);
    expect(card?.rounds.map((r) => formatBoards(movement, r.sets))).toEqual([
      '7-9',
      '10-12',
      '13-15',
      '16-18',
      '19-21',
      '1-3',
      '4-6',
    ]);
    expect(card?.rounds.map((r) => r.boardsTo.map((next) => next.tables))).toEqual([
      [[2]],
      [[2]],
      [[2]],
      [[2]],
      [[2]],
      [[2]],
      [[]],
    ]);
  });

  it('give each pair its route', () => {
    const card = guideCards(made('mitchell', 14)).find((c) => formatPair(c.pair) === 'E/W 6');
    expect(card?.rounds.map((r) => r.table)).toEqual([6, 7, 1, 2, 3, 4, 5]);
    expect(card?.rounds.every((r) => r.seat === 'EW')).toBe(true);
  });
});

describe('what the review found', () => {
  it('lets a shortened 3-table Howell play an odd number of boards a round: only in full are its sets halved', () => {
    expect(newMovement({ kind: 'howell', pairs: 6, rounds: 3, boardsPerRound: 3 }).ok).toBe(true);
    expect(problem(newMovement({ kind: 'howell', pairs: 6, boardsPerRound: 3 }))?.code).toBe('boards-even');
  });

  it('never seats a late pair where a pair left: that seat stays the leaver’s', () => {
    const left = pairLeaves(made('mitchell', 14), { number: 2, direction: 'NS' }, 1);
    expect(left.ok && problem(latePair(left.value, 2))?.code).toBe('no-empty-seat');
  });

  it('asks a Mitchell’s pair for its direction, and calls a Howell’s phantom what it is', () => {
    expect(problem(pairLeaves(made('mitchell', 14), { number: 3 }, 2))?.reason).toBe(
      "a Mitchell's pairs are N/S or E/W: say N/S 3 or E/W 3",
    );
    expect(problem(pairLeaves(made('howell', 9), { number: 10 }, 2))?.reason).toBe(
      "pair 10 is the phantom's seat, which nobody holds",
    );
  });

  it('says where each set goes: the relay’s resting set to the bye stand, a Howell’s half sets apart', () => {
    // A relay of 8 tables: table 5's boards go to the stand between tables 4 and 5, then to table 4.
    const relay = made('mitchell', 15);
    expect(relay.kind).toBe('mitchell-relay');
    const next = tableCards(relay)[4]?.rounds[0]?.boardsTo[0];
    expect(next).toEqual({ set: 6, round: 3, tables: [4], rests: 'stand' });
    // The 3-table Howell: table 1 plays half sets A0 and B0 in round 1 (boards 1-3 and 4-6). In round
    // 2, A0 is at table 3 (its A r + 4 with r = 1 is A0); B0 comes back in round 3 at table 2 (B r + 3).
    const three = made('howell', 6);
    expect(tableCards(three)[0]?.rounds[0]?.boardsTo).toEqual([
      { set: 1, round: 2, tables: [3] },
      { set: 2, round: 3, tables: [2], rests: 'aside' },
    ]);
  });
});

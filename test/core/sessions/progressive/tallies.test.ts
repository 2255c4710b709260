// The tally cards and the ranking, checked against the worked examples of docs/rules.md: what each
// player writes down after an evening, and the places read from it.
import { describe, expect, it } from 'vitest';
import { progressiveRanking, tallyCards } from '../../../../core/index';
import { deal, FOUR, play, start } from './support';

// Two one-table evenings (fixed N/S, so the four stay put) whose totals are the worked examples of docs/rules.md.
const FIXED = { players: FOUR, progression: 'fixed-ns' as const };

describe('tally cards: the worked examples of docs/rules.md', () => {
  it('2,460 − 1,520 = +940', () => {
    const { state } = play(start(FIXED), [
      deal(1, 'N', '4S='),
      deal(1, 'N', '3NT='),
      deal(1, 'N', '4H='),
      deal(1, 'E', '4S='),
      { type: 'next-round' },
      deal(1, 'N', '4S='),
      deal(1, 'E', '3NT='),
      deal(1, 'N', '3NT='),
      deal(1, 'N', '4S-3'),
    ]);
    const ann = tallyCards(state)[0];
    expect(ann).toMatchObject({ name: 'Ann', myTotal: 2460, opponentsTotal: 1520, net: 940 });
    expect(ann?.rounds).toEqual([
      { round: 1, table: 1, seat: 'N', partner: 'Cat', myScore: 1440, opponentsScore: 620 },
      { round: 2, table: 1, seat: 'N', partner: 'Cat', myScore: 1020, opponentsScore: 900 },
    ]);
    expect(tallyCards(state)[1]).toMatchObject({ name: 'Bob', myTotal: 1520, opponentsTotal: 2460, net: -940 });
  });

  it('1,650 − 1,940 = −290', () => {
    const { state } = play(start(FIXED), [
      deal(1, 'N', '4S='),
      deal(1, 'E', '4H='),
      deal(1, 'N', '4S='),
      deal(1, 'E', '4S='),
      { type: 'next-round' },
      deal(1, 'N', '3NT+1'),
      deal(1, 'E', '3NT='),
      deal(1, 'N', '2NT+2'),
      deal(1, 'N', '3NT-1'),
    ]);
    expect(tallyCards(state)[2]).toMatchObject({ name: 'Cat', myTotal: 1650, opponentsTotal: 1940, net: -290 });
  });
});

describe('ranking', () => {
  it('largest plus first; equal nets share a rank', () => {
    const { state } = play(start({ players: [...FOUR, 'Eve', 'Fay', 'Gus', 'Hal'] }), [
      deal(1, 'N', '4S='),
      deal(2, 'E', '3NT='),
    ]);
    // Table 1: Ann and Cat +420; table 2: Fay and Hal +400 (deal 1, nobody vulnerable).
    expect(progressiveRanking(state).map((r) => [r.rank, r.name, r.net])).toEqual([
      [1, 'Ann', 420],
      [1, 'Cat', 420],
      [3, 'Fay', 400],
      [3, 'Hal', 400],
      [5, 'Eve', -400],
      [5, 'Gus', -400],
      [7, 'Bob', -420],
      [7, 'Dan', -420],
    ]);
  });
});

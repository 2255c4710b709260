// The solver on deals whose tables follow from the rules alone, on small endings worked by hand, and
// on what it refuses. Tables checked against other solvers are in bbo-tables.test.ts (the records'
// own solver) and dds.test.ts (DDS itself).
import { describe, expect, it } from 'vitest';
import { tricksFor } from '../../../core/solver/dd-table';
import { holdingsOf } from '../../../core/solver/holdings';
import { type DdTable, solveDeal, solvePosition } from '../../../core/solver/index';
import { Search } from '../../../core/solver/search';
import { NO_TRUMP } from '../../../core/solver/state';
import { type Card, type Deal, parseCard, parseDeal } from '../../../core/table/card';

const deal = (text: string): Deal => {
  const parsed = parseDeal(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};
const cards = (...texts: string[]): Card[] =>
  texts.map((text) => {
    const card = parseCard(text);
    if (!card.ok) throw new Error(text);
    return card.value;
  });
const solved = (d: Deal): DdTable => {
  const table = solveDeal(d);
  if (!table.ok) throw new Error(table.error.reason);
  return table.value;
};

describe('a deal the rules alone solve', () => {
  it('gives all 13 tricks to the side holding the trumps when each hand holds one suit', () => {
    // N all spades, E all hearts, S all diamonds, W all clubs: a void in every hand, every card a winner.
    const table = solved(deal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432'));
    expect(table.N).toEqual({ S: 13, H: 0, D: 13, C: 0, NT: 0 });
    expect(table.S).toEqual({ S: 13, H: 0, D: 13, C: 0, NT: 0 });
    expect(table.E).toEqual({ S: 0, H: 13, D: 0, C: 13, NT: 0 });
    expect(table.W).toEqual({ S: 0, H: 13, D: 0, C: 13, NT: 0 });
  });

  it('gives N/S every trick at no trump when North holds the top of every suit', () => {
    // Whoever leads, North wins the first trick with a top card and cashes the rest.
    const table = solved(deal('N:AKQJ.AKQJ.AKQ.AK T987.T987.JT9.QJ 6543.6543.876.T9 2.2.5432.8765432'));
    expect([table.N.NT, table.S.NT, table.E.NT, table.W.NT]).toEqual([13, 13, 0, 0]);
  });

  it('solves freak shapes: 7-6 hands with two voids each, as DDS does', () => {
    // Expected tables from DDS 2.9 (Debian's libdds-dev), strain by strain: N, E, S, W.
    const cases: [string, number[][]][] = [
      [
        'N:AKQJT98.AKQJT9.. 765432.8765432.. ..AKQJT98.AKQJT9 ..765432.8765432',
        [
          [13, 0, 13, 0],
          [12, 1, 12, 1],
          [13, 0, 13, 0],
          [12, 1, 12, 1],
          [13, 0, 13, 0],
        ],
      ],
      [
        'N:AKQJT98..AKQJT9. 765432...AKQJT98 .AKQJT98.876543. .765432.2.765432',
        [
          [13, 0, 12, 0],
          [13, 0, 13, 0],
          [13, 0, 13, 0],
          [0, 13, 0, 13],
          [6, 0, 6, 0],
        ],
      ],
    ];
    for (const [text, expected] of cases) {
      const table = solved(deal(text));
      const ours = (['S', 'H', 'D', 'C', 'NT'] as const).map((strain) =>
        (['N', 'E', 'S', 'W'] as const).map((seat) => table[seat][strain]),
      );
      expect(ours, text).toEqual(expected);
    }
  });
});

describe('a position part way through the play', () => {
  // North holds ♠A Q over East's ♠K J; South and West hold only hearts, West's higher.
  const hands = { N: cards('SA', 'SQ'), E: cards('SK', 'SJ'), S: cards('H2', 'H3'), W: cards('H4', 'H5') };

  it('gives the tricks for the side to play, and after each card', () => {
    // North on lead: East keeps the king over the queen, so N/S take one trick whatever North leads.
    const north = solvePosition({ hands, trump: 'NT', leader: 'N' });
    expect(north.ok && north.value).toMatchObject({ player: 'N', side: 'NS', tricks: 1 });
    expect(north.ok && north.value.cards.map((c) => c.tricks)).toEqual([1, 1]);
    // East on lead gives North both tricks; South on lead runs into West's higher hearts.
    const east = solvePosition({ hands, trump: 'NT', leader: 'E' });
    expect(east.ok && [east.value.tricks, ...east.value.cards.map((c) => c.tricks)]).toEqual([0, 0, 0]);
    const south = solvePosition({ hands, trump: 'NT', leader: 'S' });
    expect(south.ok && south.value.tricks).toBe(0);
  });

  it('reads the cards on the table: East covers the queen or loses both tricks', () => {
    const after = solvePosition({
      hands: { ...hands, N: cards('SA') },
      trump: 'NT',
      leader: 'N',
      played: cards('SQ'),
    });
    expect(after.ok && after.value.player).toBe('E');
    expect(after.ok && after.value.cards.map((c) => [c.card.rank, c.tricks])).toEqual([
      ['K', 1],
      ['J', 0],
    ]);
  });
});

describe('endings where a sure-trick bound could mislead, worked by hand', () => {
  it('squeezes a defender out of two aces: an ace is not always a trick', () => {
    // East holds the two aces; North cashes ♣A K and East, void in clubs, throws one ace each time.
    const hands = { N: cards('CA', 'CK'), E: cards('SA', 'HA'), S: cards('C2', 'C3'), W: cards('D2', 'D3') };
    const north = solvePosition({ hands, trump: 'NT', leader: 'N' });
    expect(north.ok && north.value.tricks).toBe(2);
    // On lead, East cashes both aces.
    const east = solvePosition({ hands, trump: 'NT', leader: 'E' });
    expect(east.ok && east.value).toMatchObject({ side: 'EW', tricks: 2 });
  });

  it('counts partner’s winners when the leader can reach them', () => {
    // North has no winner of his own, but leads ♠2 to South's ♠A, and South cashes ♥A K Q.
    const hands = {
      N: cards('S2', 'D2', 'D3', 'D4'),
      E: cards('SK', 'SQ', 'CA', 'CK'),
      S: cards('SA', 'HA', 'HK', 'HQ'),
      W: cards('DA', 'DK', 'DQ', 'DJ'),
    };
    const north = solvePosition({ hands, trump: 'NT', leader: 'N' });
    expect(north.ok && north.value.tricks).toBe(4);
    // Any other lead lets West take the diamonds: only ♠2 takes all four.
    expect(north.ok && north.value.cards.map((c) => [`${c.card.suit}${c.card.rank}`, c.tricks])).toEqual([
      ['S2', 4],
      ['D4', 0],
      ['D3', 0],
      ['D2', 0],
    ]);
  });
});

/** N/S's tricks from a trick's start, asked of the search itself (solvePosition tries each first card). */
function northSouthTricks(hands: Record<'N' | 'E' | 'S' | 'W', string[]>, trump: number, leader: number): number {
  const size = hands.N.length;
  const holdings = holdingsOf(
    { N: cards(...hands.N), E: cards(...hands.E), S: cards(...hands.S), W: cards(...hands.W) },
    { N: size, E: size, S: size, W: size },
  );
  if (!holdings.ok) throw new Error(holdings.error.reason);
  const search = new Search(10);
  search.begin();
  search.load(holdings.value, trump);
  return tricksFor(search, leader, size, 1);
}

describe('a trump trick the other side is sure of, worked by hand from a trick’s start', () => {
  // Spades are trumps, South leads, and North–South would need every trick to take three.
  const SOUTH = 2;
  it('is a guarded king over the ace: East’s ♠K 4 behind North’s ♠A Q takes one', () => {
    const hands = { N: ['SA', 'SQ', 'HA'], E: ['SK', 'S4', 'C2'], S: ['S3', 'S2', 'H2'], W: ['DA', 'DK', 'DQ'] };
    expect(northSouthTricks(hands, 0, SOUTH)).toBe(2);
  });

  it('is not a guarded king in front of the ace: West’s ♠K 4 is caught by the finesse', () => {
    // ♠2 to North's queen, then the ace drops the king: all three.
    const hands = { N: ['SA', 'SQ', 'HA'], E: ['DA', 'DK', 'DQ'], S: ['S3', 'S2', 'H2'], W: ['SK', 'S4', 'C2'] };
    expect(northSouthTricks(hands, 0, SOUTH)).toBe(3);
  });
});

describe('a suit one side holds whole, worked by hand from a trick’s start', () => {
  // Asked of the search itself at a trick's start, where the bound that runs such a suit is asked
  // (solvePosition tries each first card, so its first trick is under way). East holds ♦A K Q J or
  // ♥A K Q J and West the other: whatever North–South do not take in spades, they lose.
  const tricks = (hands: Record<'N' | 'E' | 'S' | 'W', string[]>): number => northSouthTricks(hands, NO_TRUMP, 0);
  const hearts = ['HA', 'HK', 'HQ', 'HJ'];
  const diamonds = ['DA', 'DK', 'DQ', 'DJ'];

  it('is blocked when the shorter hand holds its top: North ♠4 3 2 to South’s bare ♠A takes one', () => {
    expect(tricks({ N: ['S4', 'S3', 'S2', 'H2'], E: diamonds, S: ['SA', 'D4', 'D3', 'D2'], W: hearts })).toBe(1);
  });

  it('runs whole when the leader wins the last round: ♠K 3 2 over South’s ♠4 takes three', () => {
    expect(tricks({ N: ['SK', 'S3', 'S2', 'H2'], E: diamonds, S: ['S4', 'D4', 'D3', 'D2'], W: hearts })).toBe(3);
  });

  it('ends in the longer hand: ♠3 led to South’s ♠A K 4 2 takes four, and ♠A to ♠5 4 3 2 one', () => {
    expect(tricks({ N: ['S3', 'D4', 'D3', 'D2'], E: hearts, S: ['SA', 'SK', 'S4', 'S2'], W: diamonds })).toBe(4);
    expect(tricks({ N: ['SA', 'D4', 'D3', 'D2'], E: hearts, S: ['S5', 'S4', 'S3', 'S2'], W: diamonds })).toBe(1);
  });
});

describe('what the solver refuses', () => {
  it('names the card in two hands and the hand of the wrong size', () => {
    const d = deal('N:AKQJ.AKQJ.AKQ.AK T987.T987.JT9.QJ 6543.6543.876.T9 2.2.5432.8765432');
    const twice = solveDeal({ ...d, E: [...d.E.slice(1), ...cards('SA')] });
    expect(!twice.ok && twice.error).toMatchObject({ code: 'dd-card-twice', params: { card: 'SA' } });
    const fourteen = solveDeal(deal('N:AKQJ.AKQJ.AKQ.AKQ T987.T987.JT9.J 6543.6543.876.T9 2.2.5432.8765432'));
    expect(!fourteen.ok && fourteen.error.reason).toBe('N holds 14 cards, and must hold 13');
  });

  it('says so when a deal needs more than its budget, instead of running on', () => {
    const d = deal('N:AKQJ.AKQJ.AKQ.AK T987.T987.JT9.QJ 6543.6543.876.T9 2.2.5432.8765432');
    const table = { hands: d, trump: 'NT', leader: 'N' } as const;
    const odd = [
      solvePosition({ ...table, trump: 'nt' as 'NT' }),
      solvePosition({ ...table, leader: 'X' as 'N' }),
      solvePosition({ ...table, hands: { ...d, N: d.N.slice(1) }, played: [{ suit: 'X' as 'S', rank: 'A' }] }),
    ];
    expect(odd.map((r) => !r.ok && r.error.code)).toEqual(['dd-strain', 'dd-seat', 'dd-card']);
    const hard = solveDeal(deal('N:KT976.4.KT6.T862 Q8.QT83.8742.A74 52.K975.A95.QJ93 AJ43.AJ62.QJ3.K5'), {
      budget: 1000,
    });
    expect(!hard.ok && hard.error).toMatchObject({ code: 'dd-budget', params: { budget: 1000 } });
  });

  it('gives up when its caller says stop, and tells how far it got', () => {
    const hard = deal('N:KT976.4.KT6.T862 Q8.QT83.8742.A74 52.K975.A95.QJ93 AJ43.AJ62.QJ3.K5');
    let asked = 0;
    const stopped = solveDeal(hard, { stop: () => ++asked > 1 });
    expect(!stopped.ok && stopped.error.code).toBe('dd-stopped');
    expect(asked).toBe(2);
    // A stopped solve leaves nothing behind, and one told to go on gives the table a plain solve gives.
    const easy = deal('N:AKQJ.AKQJ.AKQ.AK T987.T987.JT9.QJ 6543.6543.876.T9 2.2.5432.8765432');
    const told: [number, number][] = [];
    const solved = solveDeal(easy, { stop: () => false, progress: (done, of) => told.push([done, of]) });
    expect(solved.ok && solved.value.N.NT).toBe(13);
    expect(told).toEqual(Array.from({ length: 20 }, (_, k) => [k + 1, 20]));
    expect(solveDeal(easy)).toEqual(solved);
  });
});

import { describe, expect, it } from 'vitest';
import { pairId, partnershipId } from '../../../core/base/identity';
import { parsePbn } from '../../../core/index';
import { rankPairs } from '../../../core/results/ranking';
import { readPbnSession } from '../../../core/table/pbn/session';

describe('pairId: one pair however it is written', () => {
  it('reads text "01", "1.0", " 1 " and the number 1 as pair 1', () => {
    for (const written of ['01', '1.0', ' 1 ', '+1', '001', '1,00', 1]) expect(pairId(written)).toBe('1');
    expect(pairId('2.0')).toBe('2');
    expect(pairId(12)).toBe('12');
  });

  it('keeps a name or a number with a fraction as written, less the spaces around it', () => {
    expect(pairId(' Phantom ')).toBe('Phantom');
    expect(pairId('A3')).toBe('A3');
    expect(pairId('1.5')).toBe('1.5');
    expect(pairId('10')).toBe('10');
  });
});

describe('partnershipId: two players, in either order and any case', () => {
  it('is one partnership for "Cheryl O" and "cheryl o", and for N/S written the other way round', () => {
    expect(partnershipId('Cheryl O', 'niksu')).toBe(partnershipId('cheryl o', 'Niksu'));
    expect(partnershipId('ann', 'bob')).toBe(partnershipId('bob', 'ann'));
    expect(partnershipId('ann', 'bob')).not.toBe(partnershipId('ann', 'bobby'));
  });
});

describe('pair "01" and pair "1" are one pair (issue 45, item 5)', () => {
  it('ranks a pair written "01" on one board and 1 on another as one pair of two boards', () => {
    const ranking = rankPairs([
      { board: 1, ns: '01', ew: '2', score: 420 },
      { board: 1, ns: '3', ew: '4', score: 170 },
      { board: 2, ns: '1', ew: '4', score: 100 },
      { board: 2, ns: '3', ew: '2.0', score: 50 },
    ]);
    if (!ranking.ok) throw new Error(ranking.error.reason);
    const pairs = ranking.value.blocks[0]?.pairs ?? [];
    // Pair 1 tops both boards (2 + 2 of 4); pair 2 tops board 2 as E/W, pair 4 board 1; pair 3 none.
    // Four pairs of two boards each, not six pairs.
    expect(pairs.map((pair) => [pair.pair, pair.boards, pair.percent])).toEqual([
      ['1', 2, 100],
      ['2', 2, 50],
      ['4', 2, 50],
      ['3', 2, 0],
    ]);
  });

  it('reads a traveller\'s "01" and a ranking\'s "1" as one pair', () => {
    const file = [
      '[Event "Club"]',
      '[Board "1"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\5R;Score_EW\\5R"]',
      '01 02 4S N 10 420 -',
      ' 3 04 4S N  9 -  50',
      '[TotalScoreTable "PairId\\2R;Names\\20L;TotalPercentage\\5R"]',
      '1 "Ann - Bob" 100.0',
      '2 "Cat - Dan" 0.0',
      '3 "Eve - Fay" 0.0',
      '4 "Gus - Hal" 100.0',
      '',
    ].join('\n');
    const games = parsePbn(file);
    if (!games.ok) throw new Error(games.error.reason);
    const session = readPbnSession(games.value);
    if (!session.ok) throw new Error(session.error.reason);
    expect(session.value.results.map((result) => [result.ns, result.ew])).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(session.value.pairs.map((pair) => pair.pair)).toEqual(['1', '2', '3', '4']);
  });
});

describe('a BBO file names one player in two cases (issue 45, item 1)', () => {
  const game = (board: number, north: string, south: string, east: string, west: string, contract: string) =>
    [
      `[Board "${board}"]`,
      `[North "${north}"]`,
      `[South "${south}"]`,
      `[East "${east}"]`,
      `[West "${west}"]`,
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      '[Declarer "N"]',
      `[Contract "${contract}"]`,
      '[Result "10"]',
      '',
    ].join('\n');

  it('reads "Cheryl O" and "cheryl o", sitting either seat, as one pair', () => {
    const games = parsePbn(
      [game(1, 'Cheryl O', 'Niksu', 'ann', 'bob', '4S'), game(2, 'niksu', 'cheryl o', 'Bob', 'Ann', '3NT')].join('\n'),
    );
    if (!games.ok) throw new Error(games.error.reason);
    const session = readPbnSession(games.value);
    if (!session.ok) throw new Error(session.error.reason);
    expect(session.value.results.map((result) => [result.ns, result.ew])).toEqual([
      ['1', '2'],
      ['1', '2'],
    ]);
    expect(session.value.pairs).toHaveLength(2);
  });
});

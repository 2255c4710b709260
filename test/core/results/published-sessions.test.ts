// Real club sessions against their published results: each file's own ranking and travellers, taken out
// of the files by an independent script into published.json (test/fixtures/pairs/README.md), are the
// expected values; the core reads the same files and scores them from the raw scores alone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, parsePbn } from '../../../core/index';
import { rankPairs, scoreTravellers, toHundredths } from '../../../core/results/index';
import { isScoredResult, type PbnSession, readPbnSession } from '../../../core/table/pbn/index';
import { PAIRS, pbnText } from '../../fixtures/paths';

interface PublishedPair {
  readonly pair: string;
  readonly names: string;
  readonly percent?: number;
  readonly imps?: number;
  readonly boards: number;
}
interface PublishedResult {
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly nsScore: string;
  readonly ewScore: string;
  readonly nsPercent?: string;
  readonly ewPercent?: string;
  readonly nsImps?: string;
  readonly ewImps?: string;
}
const published = JSON.parse(readFileSync(join(PAIRS, 'published.json'), 'utf8')) as {
  [file: string]: { pairs: PublishedPair[]; results: PublishedResult[] };
};

function session(file: string): PbnSession {
  const games = parsePbn(pbnText(join(PAIRS, file)));
  if (!games.ok) throw new Error(formatProblem(games.error));
  const read = readPbnSession(games.value);
  if (!read.ok) throw new Error(formatProblem(read.error));
  return read.value;
}

/** Our ranking of a file's session, scored as its [Scoring] says, pair by pair, its director's points given. */
function ranked(file: string, options: { boardDecimals?: number } = {}) {
  const read = session(file);
  const ranking = rankPairs(read.results.filter(isScoredResult), {
    scoring: read.scoring?.scoring ?? 'matchpoints',
    halves: read.scoring?.halves ?? 'even',
    cross: read.scoring?.cross ?? 'average',
    points: read.points ?? [],
    ...options,
  });
  if (!ranking.ok) throw new Error(formatProblem(ranking.error));
  return new Map(ranking.value.blocks.flatMap((block) => block.pairs).map((pair) => [pair.pair, pair]));
}

/** Our board-by-board scores of a file's results, keyed by board and pairs as the file writes them. */
function travellers(file: string) {
  const read = session(file);
  const played = read.results.filter(isScoredResult);
  const scores = scoreTravellers(played, {
    scoring: read.scoring?.scoring ?? 'matchpoints',
    halves: read.scoring?.halves ?? 'even',
    cross: read.scoring?.cross ?? 'average',
  });
  return new Map(played.map((result, i) => [`${result.board} ${result.ns} ${result.ew}`, scores[i]]));
}

/** Every played result of a matchpointed file against its published board percentages, both directions. */
function expectBoardPercentages(file: string, results: readonly PublishedResult[]): void {
  const ours = travellers(file);
  for (const result of results) {
    const score = ours.get(`${result.board} ${result.ns} ${result.ew}`);
    const percents = score?.scoring === 'matchpoints' ? [Math.round(score.nsPercent), Math.round(score.ewPercent)] : [];
    expect([result.board, result.ns, ...percents]).toEqual([
      result.board,
      result.ns,
      Number(result.nsPercent),
      Number(result.ewPercent),
    ]);
  }
}

/** Every pair of a matchpointed file against its published session percentage and boards played. */
function expectPercentages(
  file: string,
  pairs: readonly PublishedPair[],
  options: { boardDecimals?: number } = {},
): void {
  const ours = ranked(file, options);
  expect(ours.size).toBe(pairs.length);
  for (const pair of pairs) {
    const line = ours.get(pair.pair);
    expect([pair.pair, toHundredths(line?.percent ?? Number.NaN), line?.boards]).toEqual([
      pair.pair,
      pair.percent,
      pair.boards,
    ]);
  }
}

describe('Spiren BK, Oslo, 2 July 2018: 10 tables, 20 pairs, 24 boards, matchpoints', () => {
  const file = 'spiren-2018-07-02.pbn';
  const expected = published[file] as { pairs: PublishedPair[]; results: PublishedResult[] };

  it('gives every pair its published session percentage', () => {
    expect(expected.pairs).toHaveLength(20);
    expectPercentages(file, expected.pairs);
  });

  it('gives every result its published board percentage, both directions', () => {
    expect(expected.results).toHaveLength(240);
    expectBoardPercentages(file, expected.results);
  });
});

describe('Spiren BK, 30 October 2017: 19 pairs and a sit-out, a board played once less (Neuberg)', () => {
  const file = 'spiren-2017-10-30.pbn';
  const expected = published[file] as { pairs: PublishedPair[]; results: PublishedResult[] };

  it('gives every pair its published session percentage, the sit-outs left out', () => {
    expect(expected.pairs).toHaveLength(19);
    // The club counts a sit-out as a board (NrBoards 24) scored at the pair's own average; left out,
    // the percentage is the same and the boards played one fewer a sit-out.
    const ours = ranked(file);
    for (const pair of expected.pairs)
      expect([pair.pair, toHundredths(ours.get(pair.pair)?.percent ?? Number.NaN)]).toEqual([pair.pair, pair.percent]);
  });

  it('gives every played result its published board percentage, Neuberg on the short board', () => {
    const played = expected.results.filter((result) => result.ns !== '-' && result.ew !== '-');
    expect(played).toHaveLength(215);
    expectBoardPercentages(file, played);
  });
});

describe('Ruter 7, Kristiansand, 24 January 2012: Butler IMP pairs, 8 tables, 21 boards', () => {
  const file = 'ruter7-2012-01-24-butler.pbn';
  const expected = published[file] as { pairs: PublishedPair[]; results: PublishedResult[] };

  it('reads [Scoring "IMP;Butler-2;Mean"] as Butler and gives every pair its published IMPs', () => {
    expect(session(file).scoring).toEqual({ scoring: 'butler', halves: 'away', text: 'IMP;Butler-2;Mean' });
    const ours = ranked(file);
    expect(ours.size).toBe(16);
    for (const pair of expected.pairs) expect([pair.pair, ours.get(pair.pair)?.total]).toEqual([pair.pair, pair.imps]);
  });

  it('gives every result its published IMPs against the datum', () => {
    const ours = travellers(file);
    expect(expected.results).toHaveLength(168);
    for (const result of expected.results) {
      const score = ours.get(`${result.board} ${result.ns} ${result.ew}`);
      expect([result.board, result.ns, score?.ns, score?.ew]).toEqual([
        result.board,
        result.ns,
        Number(result.nsImps),
        Number(result.ewImps),
      ]);
    }
  });
});

describe('Bridgekameratene, Oslo, 3 September 2015: cross-IMP pairs, 10 tables, 27 boards', () => {
  const file = 'bridgekam-2015-09-03-cross-imps.pbn';
  const expected = published[file] as { pairs: PublishedPair[]; results: PublishedResult[] };

  it('gives every played result its published cross-IMPs, summed over the field', () => {
    const ours = travellers(file);
    const played = expected.results.filter((result) => result.nsScore !== 'A+');
    expect(played).toHaveLength(269);
    for (const result of played)
      expect([result.board, result.ns, ours.get(`${result.board} ${result.ns} ${result.ew}`)?.ns]).toEqual([
        result.board,
        result.ns,
        Number(result.nsImps),
      ]);
  });

  it('gives every pair its published total, the two given A+ on board 2 scored as the club scored them', () => {
    // Pairs 1 and 2 were given "A+" each (average plus to both) on a board of ten results: summed over
    // its nine comparisons, +1 IMP each, 9 IMPs, as the file's own IMP columns show.
    const ours = ranked(file);
    for (const pair of expected.pairs) expect([pair.pair, ours.get(pair.pair)?.total]).toEqual([pair.pair, pair.imps]);
    const board2 = travellers(file).get('2 1 2');
    expect(board2).toEqual({ scoring: 'cross-imps', ns: 9, ew: 9 });
  });
});

describe('real evenings with a director’s artificial scores (Law 12C2)', () => {
  const adjusted = (file: string) => published[file] as { pairs: PublishedPair[]; results: PublishedResult[] };

  it('Spiren BK, 16 September 2015: "A=" (average to both) on board 13, 12 pairs at their published percentages', () => {
    const file = 'spiren-2015-09-16-adjusted.pbn';
    expect(session(file).results.filter((r) => r.adjusted)).toMatchObject([
      { board: 13, ns: '8', ew: '12', adjusted: { kind: 'artificial', ns: 50, ew: 50 } },
    ]);
    expectPercentages(file, adjusted(file).pairs);
    expectBoardPercentages(file, adjusted(file).results);
  });

  it('Spiren BK, 23 April 2018: "A+" to both sides at three tables of board 14, and a redress of 6.8 MPs', () => {
    // Board 14's seven played results are matchpointed among themselves and factored by Neuberg to ten;
    // the three tables get 60 % each side. Pair 14's +6.8 is the file's Pen row: outside any board.
    const file = 'spiren-2018-04-23-adjusted.pbn';
    expect(session(file).points).toEqual([{ pair: '14', direction: 'EW', points: 6.8 }]);
    expectPercentages(file, adjusted(file).pairs);
    const played = adjusted(file).results.filter((result) => result.nsScore !== 'Pen');
    expect(played).toHaveLength(240);
    expectBoardPercentages(file, played);
  });

  it('FFB, Open DN1 national final 2022, session 1: A+ and A-/A+ at four tables, 44 pairs, 660 results', () => {
    // Magic Contest France rounds each board's matchpoints to one decimal before adding them up.
    const file = 'ffb-dn1-2022-s1-adjusted.pbn';
    expect(
      session(file)
        .results.filter((r) => r.adjusted)
        .map((r) => [r.board, r.adjusted]),
    ).toEqual([
      [1, { kind: 'artificial', ns: 60, ew: 60 }],
      [2, { kind: 'artificial', ns: 60, ew: 60 }],
      [9, { kind: 'artificial', ns: 40, ew: 60 }],
      [14, { kind: 'artificial', ns: 60, ew: 60 }],
    ]);
    expectPercentages(file, adjusted(file).pairs, { boardDecimals: 1 });
    expectBoardPercentages(file, adjusted(file).results);
  });
});

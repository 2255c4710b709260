/**
 * A pairs session's ranking: every pair's total over the boards it played, best first, with places
 * shared where the figure a ranking shows is equal. Matchpoints rank by percentage of the pair's own
 * tops; IMPs by the total, or by IMPs a board when pairs played different numbers of boards.
 */
import { pairId } from '../base/identity.js';
import type { Problem } from '../base/problem.js';
import { problem } from '../base/problem.js';
import { err, ok, type Result } from '../base/result.js';
import { type ButlerHalves, type CrossTotal, type PairsScoring, SIDE_NAMES, type Side } from '../base/vocabulary.js';
import type { MatchpointScale } from './matchpoints.js';
import { scoreTravellers, type TravellerEntry, type TravellerOptions, type TravellerScore } from './travellers.js';

/**
 * One result of a pairs session: its board, who sat N/S and E/W (pair numbers as written), and the N/S
 * score or the adjusted score given instead (a traveller's entry: a fouled board's group too).
 */
export interface PairsResult extends TravellerEntry {
  readonly ns: string;
  readonly ew: string;
}

/** How a session is ranked. */
export interface RankingOptions {
  readonly scoring?: PairsScoring;
  /**
   * N/S and E/W ranked apart, a pair known by its direction and number: a Mitchell, where N/S 3 and
   * E/W 3 are two pairs. Otherwise a number is one pair wherever it sat (a Howell).
   */
  readonly byDirection?: boolean;
  readonly scale?: MatchpointScale;
  readonly halves?: ButlerHalves;
  readonly cross?: CrossTotal;
  /**
   * Law 12C2: a side given average plus (an artificial score above 50 %) gets its percentage on its
   * other boards instead, when that is higher. Matchpoints only.
   */
  readonly sessionIfHigher?: boolean;
  /**
   * Points added to a pair's total outside any board (negative for a procedural penalty, Law 90; positive
   * for a redress), in the scoring's own unit: matchpoints on the 2 / 1 scale, or IMPs. By direction, say
   * the pair's direction.
   */
  readonly points?: readonly { readonly pair: string; readonly direction?: Side; readonly points: number }[];
  /**
   * Each board's points rounded to this many decimals before they are added up, as some programs do
   * (Magic Contest France: one decimal); blank adds them exact.
   */
  readonly boardDecimals?: number;
  /**
   * Pairs that are no pair, as written (a phantom that fills a table), besides any written `Phantom`:
   * not ranked. Their opponents' rows are scored as they stand: an artificial score as given, none at all
   * (a sit-out) when left out.
   */
  readonly phantoms?: readonly string[];
  /** Matchpoints: each board scored among its own results, never factored up by Neuberg (BBO). Blank: Neuberg. */
  readonly neuberg?: boolean;
  /**
   * Matchpoints: a pair's percentage as its matchpoints over its tops (`tops`, blank), or as the mean of
   * its boards' percentages (`boards`, as BBO ranks). The same when every board has the same top.
   */
  readonly percentOf?: 'tops' | 'boards';
  /**
   * IMPs: ranked by the total (`total`), or by IMPs a board when the pairs played different numbers of
   * boards (`per-board-when-unequal`, blank).
   */
  readonly imps?: 'total' | 'per-board-when-unequal';
}

/** A pair's line of the ranking; `total` is matchpoints or IMPs, and `max` the pair's tops (matchpoints only). */
export interface RankedPair {
  /** `1`, or `3=` when the figure the ranking shows is the same as another pair's. */
  readonly place: string;
  readonly pair: string;
  /** The direction the pair is ranked in (by direction only). */
  readonly direction?: Side;
  readonly total: number;
  readonly boards: number;
  /** Matchpoints: the sum of the tops of the boards the pair played, and the total as a percentage of it, 0–100. */
  readonly max?: number;
  readonly percent?: number;
  /** IMPs: the total over the boards played. */
  readonly perBoard?: number;
}

/** The ranking: one block, or N/S then E/W by direction, each best first. */
export interface Ranking {
  readonly scoring: PairsScoring;
  readonly blocks: readonly { readonly direction?: Side; readonly pairs: readonly RankedPair[] }[];
}

/** Whether a pair as written is the phantom that fills a table: `Phantom`, in any case. */
export const isPhantom = (pair: string): boolean => /^\s*phantom\s*$/i.test(pair);

/** Rounded as a published ranking shows it: to two decimals, so that equal-looking pairs share a place. */
export const toHundredths = (value: number): number => {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
};

/** Pair numbers in the order a list shows them: 2 before 10, then any that are not numbers, as text. */
export const comparePairs = (a: string, b: string): number => {
  const x = Number(a);
  const y = Number(b);
  const numbers = a.trim() !== '' && b.trim() !== '' && Number.isFinite(x) && Number.isFinite(y);
  return numbers && x !== y ? x - y : a < b ? -1 : a > b ? 1 : 0;
};

interface Tally {
  readonly pair: string;
  readonly direction?: Side;
  total: number;
  max: number;
  boards: number;
  /** The sum of the pair's board percentages, for a percentage of boards (matchpoints). */
  percents: number;
  /** Points given outside any board, in the total too. */
  given: number;
}

/**
 * What makes a session impossible to rank: a pair against itself, or a pair on one board twice. Either
 * is a pair number mistyped, or a Mitchell's N/S and E/W numbers read as one list; the problem names the
 * results (0-based, in `where.entry` order) so a face can point at its rows.
 */
function seatingProblem(results: readonly PairsResult[], byDirection: boolean): Problem | undefined {
  const seen = new Map<string, number>();
  const mitchellHint = byDirection ? '' : '; if N/S and E/W pairs are numbered apart (a Mitchell), rank by direction';
  for (let i = 0; i < results.length; i++) {
    const result = results[i] as PairsResult;
    if (!byDirection && result.ns === result.ew)
      return problem(
        'pair-against-itself',
        `pair ${result.ns} sits both N/S and E/W on board ${result.board}${mitchellHint}`,
        {
          params: { pair: result.ns, board: result.board, entry: i },
        },
      );
    for (const [side, pair] of [
      ['NS', result.ns],
      ['EW', result.ew],
    ] as const) {
      const key = `${byDirection ? side : ''} ${pair} ${result.board}`;
      const earlier = seen.get(key);
      if (earlier !== undefined)
        return byDirection
          ? problem(
              'direction-board-twice',
              `${SIDE_NAMES[side]} pair ${pair} has two results on board ${result.board}`,
              {
                params: { side: SIDE_NAMES[side], pair, board: result.board, entry: i, earlier },
              },
            )
          : problem('pair-board-twice', `pair ${pair} has two results on board ${result.board}${mitchellHint}`, {
              params: { pair, board: result.board, entry: i, earlier },
            });
      seen.set(key, i);
    }
  }
  return undefined;
}

/**
 * Whether a session's pair numbers are a Mitchell's, N/S and E/W numbered apart: some number sits both
 * N/S and E/W on one board (against itself, or at two tables). Read as one field, such a session could
 * not be ranked; by direction, it can.
 */
export function numberedByDirection(results: readonly PairsResult[]): boolean {
  const seen = new Map<string, Side>();
  for (const result of results) {
    if (pairId(result.ns) === pairId(result.ew)) return true;
    for (const [side, pair] of [
      ['NS', pairId(result.ns)],
      ['EW', pairId(result.ew)],
    ] as const) {
      const key = `${result.board} ${pair}`;
      const earlier = seen.get(key);
      if (earlier !== undefined && earlier !== side) return true;
      seen.set(key, side);
    }
  }
  return false;
}

/** Places of figures sorted best first: a run of equal figures shares its first place, marked `=`. */
function placesOf(figures: readonly number[]): string[] {
  const places: string[] = new Array(figures.length);
  let first = 0;
  figures.forEach((figure, i) => {
    if (i > 0 && figures[i - 1] !== figure) first = i;
    const shared = figures[i - 1] === figure || figures[i + 1] === figure;
    places[i] = `${first + 1}${shared ? '=' : ''}`;
  });
  return places;
}

/**
 * How a ranking scores its travellers, from its options: also what a reader of another program's
 * figures scores a line by, to compare it with the file's (a USEBIO file's director's changes).
 */
export const rankedTravellers = (options: RankingOptions): TravellerOptions => ({
  scoring: options.scoring ?? 'matchpoints',
  scale: options.scale ?? 'two-one',
  halves: options.halves ?? 'even',
  cross: options.cross ?? 'average',
  ...(options.neuberg === false ? { neuberg: false } : {}),
});

/**
 * Ranks a pairs session. Matchpoints: each board against the most-played board's count (Neuberg below
 * it), a pair's percentage its matchpoints over the sum of its boards' tops, places shared on equal
 * percentages to two decimals. IMPs: a pair's total over its boards, ranked by it (by IMPs a board when
 * pairs played different numbers of boards), places shared on equal figures to two decimals. Refuses a
 * pair against itself and a pair with two results on one board (a Mitchell read without byDirection).
 * @example rankPairs([{ board: 1, ns: '1', ew: '2', score: 420 }, { board: 1, ns: '3', ew: '4', score: 170 }])
 */
export function rankPairs(written: readonly PairsResult[], options: RankingOptions = {}): Result<Ranking> {
  const sitting = new Set((options.phantoms ?? []).map(pairId));
  const isSitOut = (pair: string) => sitting.has(pair) || isPhantom(pair);
  // One pair however it is written: `01` typed as text beside the number 1 is not a second pair.
  const results = written.map((result) => {
    const [ns, ew] = [pairId(result.ns), pairId(result.ew)];
    // A director's row against the phantom is a pair's sit-out, not a result of the board (its top).
    const sitOut = result.adjusted?.kind === 'artificial' && (isSitOut(ns) || isSitOut(ew));
    return { ...result, ns, ew, ...(sitOut ? { sitOut } : {}) };
  });
  const scoring = options.scoring ?? 'matchpoints';
  const byDirection = options.byDirection ?? false;
  const seating = seatingProblem(results, byDirection);
  if (seating !== undefined) return err(seating);
  if (results.length === 0) return err(problem('no-results', 'there are no results to rank'));
  const scores: TravellerScore[] = scoreTravellers(results, rankedTravellers(options));
  const tallies = new Map<string, Tally>();
  const tally = (pair: string, side: Side): Tally => {
    const key = byDirection ? `${side} ${pair}` : pair;
    let found = tallies.get(key);
    if (found === undefined) {
      found = { pair, total: 0, max: 0, boards: 0, percents: 0, given: 0, ...(byDirection ? { direction: side } : {}) };
      tallies.set(key, found);
    }
    return found;
  };
  const decimals = options.boardDecimals;
  if (decimals !== undefined && !(Number.isInteger(decimals) && decimals >= 0 && decimals <= 6))
    throw new RangeError(`boardDecimals is a whole number 0–6, not ${decimals}`);
  const rounding = decimals === undefined ? undefined : 10 ** decimals;
  // Awards of average plus, kept to raise to the pair's other boards' percentage (Law 12C2).
  const raised: { line: Tally; percent: number; top: number }[] = [];
  results.forEach((result, i) => {
    const score = scores[i] as TravellerScore;
    const top = score.scoring === 'matchpoints' ? score.top : 0;
    const adjusted = result.adjusted?.kind === 'artificial' ? result.adjusted : undefined;
    for (const [side, pair, earned] of [
      ['NS', result.ns, score.ns],
      ['EW', result.ew, score.ew],
    ] as const) {
      const line = tally(pair, side);
      line.boards += 1;
      const percent = adjusted === undefined ? undefined : side === 'NS' ? adjusted.ns : adjusted.ew;
      if (options.sessionIfHigher && scoring === 'matchpoints' && percent !== undefined && percent > 50)
        raised.push({ line, percent, top });
      else {
        line.total += rounding === undefined ? earned : Math.round(earned * rounding) / rounding;
        line.max += top;
        if (score.scoring === 'matchpoints') line.percents += side === 'NS' ? score.nsPercent : score.ewPercent;
      }
    }
  });
  // Each award is its percentage, or the pair's percentage on the boards it played if higher; two awards
  // to one pair both take the same percentage, of the boards that were played.
  const awards = raised.map(({ line, percent, top }) => {
    const played = line.max === 0 ? 0 : (line.total / line.max) * 100;
    return { line, points: (Math.max(percent, played) / 100) * top, top };
  });
  for (const { line, points, top } of awards) {
    line.total += points;
    line.max += top;
    line.percents += top === 0 ? 50 : (points / top) * 100;
  }
  // Points are in the 2 / 1 scale's matchpoints (or IMPs): halved on the 1 / ½ scale.
  const unit = scoring === 'matchpoints' && options.scale === 'one-half' ? 0.5 : 1;
  for (const given of options.points ?? []) {
    if (byDirection && given.direction === undefined)
      return err(
        problem(
          'points-direction',
          `say which direction pair ${given.pair} sat, to give it points: N/S and E/W are ranked apart`,
          {
            params: { pair: given.pair },
          },
        ),
      );
    const pair = pairId(given.pair);
    const line = tallies.get(byDirection ? `${given.direction} ${pair}` : pair);
    if (line === undefined)
      return err(
        problem('points-pair', `pair ${given.pair} has no result in the session, so it cannot be given points`, {
          params: { pair: given.pair },
        }),
      );
    line.total += given.points * unit;
    line.given += given.points * unit;
  }
  const lines = [...tallies.values()].filter((line) => !isSitOut(line.pair));
  const byTotal = options.imps === 'total' || lines.every((line) => line.boards === (lines[0] as Tally).boards);
  // Points outside any board count as a share of the pair's tops in either percentage.
  const percentOf = (line: Tally): number =>
    options.percentOf === 'boards' && line.boards > 0
      ? line.percents / line.boards + (line.max === 0 ? 0 : (line.given / line.max) * 100)
      : line.max === 0
        ? 50
        : (line.total / line.max) * 100;
  const figure = (line: Tally): number =>
    scoring === 'matchpoints'
      ? toHundredths(percentOf(line))
      : toHundredths(byTotal ? line.total : line.total / line.boards);
  const block = (direction?: Side) => {
    const ranked = lines
      .filter((line) => direction === undefined || line.direction === direction)
      .map((line) => ({ line, figure: figure(line) }))
      .sort((a, b) => b.figure - a.figure || comparePairs(a.line.pair, b.line.pair));
    const places = placesOf(ranked.map((r) => r.figure));
    const pairs: RankedPair[] = ranked.map(({ line }, i) => ({
      place: places[i] as string,
      pair: line.pair,
      ...(line.direction === undefined ? {} : { direction: line.direction }),
      total: line.total,
      boards: line.boards,
      ...(scoring === 'matchpoints'
        ? { max: line.max, percent: percentOf(line) }
        : { perBoard: line.total / line.boards }),
    }));
    return direction === undefined ? { pairs } : { direction, pairs };
  };
  return ok({ scoring, blocks: byDirection ? [block('NS'), block('EW')] : [block()] });
}

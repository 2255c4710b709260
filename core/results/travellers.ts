/**
 * A pairs session's travellers scored: every result compared with the other results of its own board,
 * for both directions at once. Matchpoints use the most-played board's count for every board (Neuberg
 * for a board played fewer times), so that every board has the same top; IMPs are cross-IMPs or Butler.
 * Adjusted scores (Law 12) are scored as docs/rules.md, *Adjusted scores*, says: an artificial score
 * apart, the rest of the board factored up by Neuberg; a split or weighted score compared part by part.
 */
import type { ButlerHalves, CrossTotal, PairsScoring } from '../base/vocabulary.js';
import type { Adjusted } from '../hand/adjusted.js';
import { toImps } from './imps.js';
import { type MatchpointScale, matchpointsAgainst } from './matchpoints.js';
import { butlerDatum } from './pair-imps.js';
import { ownImps, ownLosses, ownWins, type Part, Pool } from './pool.js';

/**
 * One result on a traveller: its board and the N/S score (positive when N/S earned the points), or the
 * adjusted score the director gave instead. A fouled board's results are marked by group (`a`, `b`):
 * each group is scored apart, as a board of its own.
 */
export interface TravellerEntry {
  readonly board: number;
  readonly score?: number;
  readonly adjusted?: Adjusted;
  readonly group?: string;
  /**
   * A row against the phantom (a pair that sat out, its score written as the director's): scored by
   * its artificial score, but no result of the board, so the board's count and top leave it out.
   */
  readonly sitOut?: boolean;
}

/**
 * One result scored. Matchpoints: each side's points, the board's top and each side's percentage.
 * IMPs: each side's IMPs (E/W's are N/S's negated) and, for Butler, the board's datum.
 */
export type TravellerScore =
  | {
      readonly scoring: 'matchpoints';
      readonly ns: number;
      readonly ew: number;
      readonly top: number;
      readonly nsPercent: number;
      readonly ewPercent: number;
    }
  | { readonly scoring: 'cross-imps'; readonly ns: number; readonly ew: number }
  | { readonly scoring: 'butler'; readonly ns: number; readonly ew: number; readonly datum: number };

/** How travellers are scored: the method, and for matchpoints the scale and the count every board is scaled to. */
export interface TravellerOptions {
  readonly scoring?: PairsScoring;
  readonly scale?: MatchpointScale;
  /**
   * The results a board is scored as if it had: blank is the most-played board's count, so a board
   * played fewer times is scaled up by Neuberg; a board played more times than this is scored as it is.
   */
  readonly expected?: number;
  /** Butler: where a datum on a 5 goes (blank: to the even ten, as BUTLER takes it). */
  readonly halves?: ButlerHalves;
  /** Cross-IMPs: averaged over the comparisons (blank, as CROSSIMPS gives them) or summed. */
  readonly cross?: CrossTotal;
  /**
   * False scores every board among the results it has, never factored up: its top is its own count's,
   * and an artificial score takes its share of that top (BBO's boards). Blank or true: Neuberg.
   */
  readonly neuberg?: boolean;
}

/** The results of each board, as indexes into the entries, in the order the boards first appear. */
export function byBoard(entries: readonly TravellerEntry[]): Map<number, number[]> {
  const boards = new Map<number, number[]>();
  entries.forEach((entry, i) => {
    if (entry.sitOut) return;
    const held = boards.get(entry.board);
    if (held === undefined) boards.set(entry.board, [i]);
    else held.push(i);
  });
  return boards;
}

/** The most results any one board has: the count a board is scaled to by Neuberg. A loop, not Math.max(...), for long lists. */
export function mostPlayed(boards: ReadonlyMap<number, readonly number[]>): number {
  let most = 0;
  for (const held of boards.values()) most = Math.max(most, held.length);
  return most;
}

/** An artificial score's IMPs: ±3 for 60 / 40 (Law 86A), in proportion for another percentage. */
export const artificialImps = (percent: number): number => Math.round((percent - 50) * 0.3 * 1e6) / 1e6;

/** A result's N/S-view parts for each side's comparisons, or undefined for an artificial score. */
function partsOf(entry: TravellerEntry): { readonly ns: readonly Part[]; readonly ew: readonly Part[] } | undefined {
  const adjusted = entry.adjusted;
  if (adjusted === undefined) {
    const score = entry.score;
    if (score === undefined || !Number.isFinite(score))
      throw new RangeError(`a score must be a finite number, not ${score}`);
    const parts = [{ score, weight: 1 }];
    return { ns: parts, ew: parts };
  }
  if (adjusted.kind === 'artificial') return undefined;
  if (adjusted.kind === 'split')
    return { ns: [{ score: adjusted.ns, weight: 1 }], ew: [{ score: adjusted.ew, weight: 1 }] };
  return { ns: adjusted.parts, ew: adjusted.parts };
}

const sum = (parts: readonly Part[], of: (part: Part) => number): number =>
  parts.reduce((total, part) => total + part.weight * of(part), 0);

/** Neuberg for one side's raw matchpoints among `actual` results scaled to `expected` (unit `u`). */
const scaled = (raw: number, actual: number, expected: number, u: number): number =>
  expected > actual && actual >= 1 ? ((raw + u / 2) * expected) / actual - u / 2 : raw;

/** Scores one group of a board (a board, or one group of a fouled one) into `out`. */
function scoreGroup(
  entries: readonly TravellerEntry[],
  held: readonly number[],
  expected: number,
  options: TravellerOptions,
  out: TravellerScore[],
): void {
  const scoring = options.scoring ?? 'matchpoints';
  const field = held.flatMap((i) => {
    const parts = partsOf(entries[i] as TravellerEntry);
    return parts === undefined ? [] : [{ i, parts }];
  });
  // The pools of weighted parts, made only for a board that needs them (one with a split or weighted score,
  // or scored in IMPs): a board of played scores is matchpointed as one sorted column.
  let pools: { ns: Pool; ew: Pool } | undefined;
  const pooled = () => {
    pools ??= {
      ns: new Pool(field.flatMap((result) => result.parts.ns)),
      ew: new Pool(field.flatMap((result) => result.parts.ew)),
    };
    return pools;
  };
  const others = field.length - 1;
  const artificial = (i: number) => (entries[i] as TravellerEntry).adjusted as Adjusted & { kind: 'artificial' };
  const isArtificial = (i: number) => (entries[i] as TravellerEntry).adjusted?.kind === 'artificial';
  if (scoring === 'matchpoints') {
    const u = options.scale === 'one-half' ? 1 : 2;
    // Without Neuberg a board's count is the results compared on it: artificial scores are not results.
    const results = held.reduce((n, i) => ((entries[i] as TravellerEntry).sitOut ? n : n + 1), 0);
    const count = options.neuberg === false ? field.length : Math.max(expected, results);
    const top = u * (count - 1);
    const percent = (points: number) => (top === 0 ? 50 : (points / top) * 100);
    // A board of played scores alone, the common case, is one sorted column: E/W's are the top less N/S's.
    const plain = field.every(({ i }) => (entries[i] as TravellerEntry).adjusted === undefined);
    const against = plain
      ? matchpointsAgainst(
          field.map(({ i }) => (entries[i] as TravellerEntry).score as number),
          { scale: options.scale ?? 'two-one', expected: Math.max(count, field.length, 1) },
        )
      : undefined;
    for (const { i, parts } of field) {
      if (against !== undefined) {
        const points = against((entries[i] as TravellerEntry).score as number);
        // Scaled to `count` results as the pooled branch is; a board of one result among none is the average.
        out[i] = {
          scoring,
          ns: points.ns,
          ew: points.ew,
          top,
          nsPercent: percent(points.ns),
          ewPercent: percent(points.ew),
        };
        continue;
      }
      const { ns: nsPool, ew: ewPool } = pooled();
      const nsRaw = u * sum(parts.ns, (part) => nsPool.wins(part.score) - ownWins(parts.ns, part.score));
      const ewRaw = u * sum(parts.ew, (part) => ewPool.losses(part.score) - ownLosses(parts.ew, part.score));
      const ns = scaled(nsRaw, field.length, count, u);
      const ew = scaled(ewRaw, field.length, count, u);
      out[i] = { scoring, ns, ew, top, nsPercent: percent(ns), ewPercent: percent(ew) };
    }
    for (const i of held.filter(isArtificial)) {
      const { ns, ew } = artificial(i);
      out[i] = { scoring, ns: (ns / 100) * top, ew: (ew / 100) * top, top, nsPercent: ns, ewPercent: ew };
    }
    return;
  }
  if (scoring === 'cross-imps') {
    // Summed, an artificial score is ±1 IMP a comparison for each 10 % from 50, as Ruter's files show it.
    const summed = options.cross === 'sum';
    const per = (total: number) => (summed ? total : others <= 0 ? 0 : total / others);
    const exact = (value: number) => Math.round(value * 1e6) / 1e6;
    const { ns: nsPool, ew: ewPool } = pooled();
    for (const { i, parts } of field) {
      const ns = per(sum(parts.ns, (part) => nsPool.imps(part.score) - ownImps(parts.ns, part.score)));
      const ew = per(sum(parts.ew, (part) => ewPool.imps(part.score) - ownImps(parts.ew, part.score)));
      out[i] = { scoring, ns: exact(ns), ew: exact(0 - ew) };
    }
    for (const i of held.filter(isArtificial)) {
      const { ns, ew } = artificial(i);
      const award = (percent: number) =>
        summed ? exact(((percent - 50) / 10) * (held.length - 1)) : artificialImps(percent);
      out[i] = { scoring, ns: award(ns), ew: award(ew) };
    }
    return;
  }
  // Butler: the datum from the field's N/S scores, each result weighing one: a weighted (or split)
  // result by its N/S parts' weighted mean, so that 50% 600 + 50% 600 is 600, once.
  const datumOf = field.map((result) => sum(result.parts.ns, (part) => part.score));
  const datum = datumOf.length === 0 ? 0 : butlerDatum(datumOf, { halves: options.halves ?? 'even' });
  for (const { i, parts } of field) {
    const ns = sum(parts.ns, (part) => toImps(part.score - datum));
    const ew = 0 - sum(parts.ew, (part) => toImps(part.score - datum));
    out[i] = { scoring: 'butler', ns: ns === 0 ? 0 : ns, ew: ew === 0 ? 0 : ew, datum };
  }
  for (const i of held.filter(isArtificial)) {
    const { ns, ew } = artificial(i);
    out[i] = { scoring: 'butler', ns: artificialImps(ns), ew: artificialImps(ew), datum };
  }
}

/**
 * Scores every entry against the other entries of its board (of its group, on a fouled board), in the
 * order given: each board is sorted once, so a session of n results costs n log n. An artificial score
 * takes its percentages of the top (or ±3 IMPs for 60 / 40) and is not compared; the board's other
 * results are compared among themselves and factored up by Neuberg to the board's whole count. Throws a
 * RangeError on a score that is not a finite number or an `expected` that is not a whole number from 1
 * (programming errors: faces check cells first).
 * @example scoreTravellers([{ board: 1, score: 420 }, { board: 1, score: 170 }])[0] // 2 of a top of 2 for N/S
 */
export function scoreTravellers(entries: readonly TravellerEntry[], options: TravellerOptions = {}): TravellerScore[] {
  if (options.expected !== undefined && !(Number.isInteger(options.expected) && options.expected >= 1))
    throw new RangeError(`the expected number of results is a whole number from 1, not ${options.expected}`);
  const expected = options.expected ?? mostPlayed(byBoard(entries));
  const groups = new Map<string, number[]>();
  entries.forEach((entry, i) => {
    const key = `${entry.board} ${entry.group ?? ''}`;
    const held = groups.get(key);
    if (held === undefined) groups.set(key, [i]);
    else held.push(i);
  });
  const out: TravellerScore[] = new Array(entries.length);
  for (const held of groups.values()) scoreGroup(entries, held, Math.max(expected, 1), options, out);
  return out;
}

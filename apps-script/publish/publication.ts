/**
 * What a club publishes of a pairs session, worked out once for every way it is published (sheets, the
 * results page, the PBN file): the ranking, every result's figures, each board's traveller and each
 * pair's score card, in the core's numbers.
 */

import { problem } from '../../core/base/problem';
import { err, ok } from '../../core/base/result';
import {
  formatAdjusted,
  formatContract,
  isPassedOut,
  numberedByDirection,
  type PbnSession,
  type pbn,
  type RankedPair,
  type Ranking,
  type Result,
  rankPairs,
  type SessionPair,
  type SessionResult,
  type Side,
  scoreTravellers,
  type TravellerScore,
  toHundredths,
  tricksTaken,
} from '../../core/index';
import { say, sayContract, saySeat } from '../cells';
import { pairKey } from '../ranking-cells';

/**
 * What a published result's contract columns show, the same on the page and on the sheets: the contract
 * (or the adjusted score, or Pass), its declarer and the tricks taken, in the sheet's notation.
 */
export function contractColumns(result: SessionResult): [string, string, string | number] {
  if (result.adjusted !== undefined) return [formatAdjusted(result.adjusted), '', ''];
  const contract = result.contract;
  if (contract === undefined) return ['', '', ''];
  if (isPassedOut(contract)) return [say('cell.pass'), '', ''];
  const text = formatContract({ level: contract.level, strain: contract.strain, doubling: contract.doubling });
  const declarer = contract.declarer === undefined ? '' : saySeat(contract.declarer);
  return [sayContract(text), declarer, tricksTaken(contract) ?? ''];
}

/** A figure as published: to two decimals, blank when there is none. */
export const figureOf = (value: number | undefined): string | number =>
  value === undefined ? '' : toHundredths(value);

/** One line of a pair's score card: a board it played, whom against, and what it earned. */
export interface CardLine {
  readonly result: SessionResult;
  readonly side: Side;
  readonly opponents: string;
  /** The pair's own score (its side's view), its matchpoints or IMPs, and (matchpoints) its percentage. */
  readonly score?: number;
  readonly points: number;
  readonly percent?: number;
}

export interface Publication {
  readonly session: PbnSession;
  /**
   * How the session is scored: matchpoints (a sheet that says nothing), Butler or cross-IMPs (and their
   * total), as row 1 of the sheet says. `ranking.scoring` and every score's `scoring` are its method.
   */
  readonly scoring: pbn.PairsScoringRule;
  readonly ranking: Ranking;
  /** Each result's figures, in the session's order. */
  readonly scores: readonly TravellerScore[];
  readonly byDirection: boolean;
  readonly names: ReadonlyMap<string, string>;
  /** Each board's results (indexes into the session's), in board order. */
  readonly travellers: readonly { readonly board: number; readonly results: readonly number[] }[];
  /** Each ranked pair's score card, in ranking order. */
  readonly cards: readonly { readonly pair: RankedPair; readonly lines: readonly CardLine[] }[];
}

const keyOf = (pair: string, side: Side | undefined, byDirection: boolean) =>
  pairKey(pair, byDirection ? side : undefined);

/** A traveller's pair as the page and the sheets show it: its number, and its names when known (`3 · Ann & Bob`). */
export function namedPair(publication: Publication, pair: string | undefined, side: Side): string {
  if (pair === undefined) return '';
  const names = publication.names.get(keyOf(pair, side, publication.byDirection)) ?? '';
  return names === '' ? pair : `${pair} · ${names}`;
}

/** The event as a sheet's first line names it: `Tuesday Pairs · 2026.12.03 · Exeter Bridge Club`. */
export const eventLine = (session: PbnSession): string =>
  [session.event, session.date, session.site].filter((part) => part !== undefined && part !== '').join(' · ');

/** Whether a publication is in IMPs (Butler or cross-IMPs), not matchpoints. */
export const inImps = (publication: Publication): boolean => publication.scoring.scoring !== 'matchpoints';

/** A traveller's header, on the page and the sheets alike, in the sheet's words: IMPs have no percentages. */
export const travellerHeader = (imps = false): string[] => [
  say('head.ns'),
  say('head.ew'),
  say('col.contract'),
  say('col.by'),
  say('col.tricks'),
  say('col.nsScore'),
  ...(imps
    ? [say('col.nsImps'), say('col.ewImps')]
    : [say('col.nsMps'), say('col.ewMps'), say('col.nsPercent'), say('col.ewPercent')]),
];

/** A score card's header, on the page and the sheets alike, in the sheet's words: IMPs have no percentage. */
export const scoreCardHeader = (imps = false): string[] => [
  say('col.board'),
  say('col.sat'),
  say('col.against'),
  say('col.contract'),
  say('col.by'),
  say('col.tricks'),
  say('col.score'),
  ...(imps ? [say('head.imps')] : [say('head.mps'), '%']),
];

/** A traveller line's figures, as the page and the sheets show them: MPs and percentages, or IMPs. */
export function lineFigures(publication: Publication, i: number): (string | number)[] {
  const score = publication.scores[i];
  if (inImps(publication)) return [figureOf(score?.ns), figureOf(score?.ew)];
  const points = score?.scoring === 'matchpoints' ? score : undefined;
  return [figureOf(points?.ns), figureOf(points?.ew), figureOf(points?.nsPercent), figureOf(points?.ewPercent)];
}

/** What a score card's heading line says of the pair: `53.21 %`, or `12 IMPs`. */
export const cardSummary = (publication: Publication, pair: RankedPair): string =>
  inImps(publication) ? `${toHundredths(pair.total)} ${say('head.imps')}` : `${toHundredths(pair.percent ?? 0)} %`;

/** How a score card is headed, on the page and the sheets alike: `E/W pair 3`, or `pair 3`. */
export const cardHeading = (pair: RankedPair): string =>
  pair.direction === undefined
    ? say('page.pair', { pair: pair.pair })
    : say('page.sidePair', { side: say(pair.direction === 'NS' ? 'head.ns' : 'head.ew'), pair: pair.pair });

/**
 * Works out a session's publication, scored as the session says (matchpoints when it says nothing, or
 * Butler or cross-IMPs): its ranking (a Mitchell's by direction; IMP pairs by `imps`, blank as
 * PAIRRANKING ranks them), its travellers and score cards, and the session again with our figures as
 * its recorded ones (which is what the PBN file carries). Refuses a session with no result whose pairs
 * are known.
 */
export function publish(
  session: PbnSession,
  options: { readonly imps?: 'total' | 'per-board-when-unequal' } = {},
): Result<Publication> {
  const played = session.results.flatMap((result, i) =>
    result.board !== undefined &&
    result.ns !== undefined &&
    result.ew !== undefined &&
    (result.score !== undefined || result.adjusted !== undefined)
      ? [{ result: result as SessionResult & { board: number; ns: string; ew: string }, i }]
      : [],
  );
  if (played.length === 0)
    return err(problem('nothing-to-publish', 'there is no result with both its pairs to publish'));
  const entries = played.map(({ result }) => result);
  const byDirection = numberedByDirection(entries);
  // The rule without its PBN text; matchpoints ranked exactly as before any IMPs were published.
  const scoring: pbn.PairsScoringRule = session.scoring ?? { scoring: 'matchpoints' };
  const rule =
    scoring.scoring === 'matchpoints'
      ? {}
      : {
          scoring: scoring.scoring,
          ...(scoring.halves === undefined ? {} : { halves: scoring.halves }),
          ...(scoring.cross === undefined ? {} : { cross: scoring.cross }),
          ...(options.imps === undefined ? {} : { imps: options.imps }),
        };
  const ranking = rankPairs(entries, { byDirection, points: session.points ?? [], ...rule });
  if (!ranking.ok) return ranking;
  const scored = scoreTravellers(entries, rule);
  const scores: TravellerScore[] = new Array(session.results.length);
  played.forEach(({ i }, k) => {
    scores[i] = scored[k] as TravellerScore;
  });
  const names = new Map<string, string>();
  for (const pair of session.pairs)
    if (pair.names !== undefined) names.set(keyOf(pair.pair, pair.direction, byDirection), pair.names);

  // The session again, with our figures recorded: each result's, and each pair's place and total.
  const results = session.results.map((result, i): SessionResult => {
    const score = scores[i];
    if (score === undefined) return result;
    if (score.scoring !== 'matchpoints')
      return { ...result, recorded: { nsImps: toHundredths(score.ns), ewImps: toHundredths(score.ew) } };
    return {
      ...result,
      recorded: {
        nsMp: toHundredths(score.ns),
        ewMp: toHundredths(score.ew),
        nsPercent: toHundredths(score.nsPercent),
        ewPercent: toHundredths(score.ewPercent),
      },
    };
  });
  const pairs: SessionPair[] = ranking.value.blocks.flatMap((block) =>
    block.pairs.map((pair) => {
      const named = names.get(keyOf(pair.pair, pair.direction, byDirection));
      return {
        pair: pair.pair,
        ...(pair.direction === undefined ? {} : { direction: pair.direction }),
        ...(named === undefined ? {} : { names: named }),
        recorded: {
          rank: pair.place,
          total: toHundredths(pair.total),
          ...(scoring.scoring === 'matchpoints' ? { percent: toHundredths(pair.percent ?? 0) } : {}),
          boards: pair.boards,
        },
      };
    }),
  );

  const boards = new Map<number, number[]>();
  played.forEach(({ result, i }) => {
    const held = boards.get(result.board);
    if (held === undefined) boards.set(result.board, [i]);
    else held.push(i);
  });
  const travellers = [...boards.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([board, held]) => ({ board, results: held }));

  const cardsOf = new Map<string, CardLine[]>();
  for (const { result, i } of played) {
    const score = scores[i];
    if (score === undefined) continue;
    for (const side of ['NS', 'EW'] as const) {
      const pair = side === 'NS' ? result.ns : result.ew;
      const key = keyOf(pair, side, byDirection);
      const lines = cardsOf.get(key) ?? [];
      const own = result.score === undefined ? undefined : side === 'NS' ? result.score : 0 - result.score;
      lines.push({
        result,
        side,
        opponents: side === 'NS' ? result.ew : result.ns,
        ...(own === undefined ? {} : { score: own === 0 ? 0 : own }),
        points: side === 'NS' ? score.ns : score.ew,
        ...(score.scoring === 'matchpoints' ? { percent: side === 'NS' ? score.nsPercent : score.ewPercent } : {}),
      });
      cardsOf.set(key, lines);
    }
  }
  const cards = ranking.value.blocks.flatMap((block) =>
    block.pairs.map((pair) => ({
      pair,
      lines: [...(cardsOf.get(keyOf(pair.pair, pair.direction, byDirection)) ?? [])].sort(
        (a, b) => (a.result.board ?? 0) - (b.result.board ?? 0),
      ),
    })),
  );
  return ok({
    session: { ...session, results, pairs },
    scoring,
    ranking: ranking.value,
    scores,
    byDirection,
    names,
    travellers,
    cards,
  });
}

/**
 * A ranked pair as a results file (USEBIO, PBN) gives it: its place as the ranking shows it (`3=` when
 * shared), its total (matchpoints or IMPs) and, matchpoints only, its percentage, each to two decimals.
 */
export interface Standing {
  readonly pair: string;
  readonly direction?: Side;
  readonly names?: string;
  readonly place: string;
  readonly total: number;
  readonly percent?: number;
  readonly boards: number;
}

/** Every ranked pair's standing, in ranking order (by direction: N/S's block, then E/W's). */
export const standings = (publication: Publication): Standing[] =>
  publication.cards.map(({ pair }) => {
    const names = publication.names.get(keyOf(pair.pair, pair.direction, publication.byDirection));
    return {
      pair: pair.pair,
      ...(pair.direction === undefined ? {} : { direction: pair.direction }),
      ...(names === undefined || names === '' ? {} : { names }),
      place: pair.place,
      total: toHundredths(pair.total),
      ...(pair.percent === undefined || inImps(publication) ? {} : { percent: toHundredths(pair.percent) }),
      boards: pair.boards,
    };
  });

/**
 * One line of a traveller as a results file gives it: the result, and each side's points (matchpoints
 * or IMPs) and, matchpoints only, percentages, to two decimals.
 */
export interface TravellerLine {
  readonly board: number;
  readonly result: SessionResult;
  readonly nsPoints: number;
  readonly ewPoints: number;
  readonly nsPercent?: number;
  readonly ewPercent?: number;
}

/** Every board's traveller lines, boards in order, each board's lines in the session's order. */
export const travellerLines = (publication: Publication): { board: number; lines: TravellerLine[] }[] =>
  publication.travellers.map(({ board, results }) => ({
    board,
    lines: results.map((i) => {
      const score = publication.scores[i] as TravellerScore;
      return {
        board,
        result: publication.session.results[i] as SessionResult,
        nsPoints: toHundredths(score.ns),
        ewPoints: toHundredths(score.ew),
        ...(score.scoring === 'matchpoints'
          ? { nsPercent: toHundredths(score.nsPercent), ewPercent: toHundredths(score.ewPercent) }
          : {}),
      };
    }),
  }));

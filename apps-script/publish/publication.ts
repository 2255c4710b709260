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
  /** The pair's own score (its side's view), its matchpoints and percentage. */
  readonly score?: number;
  readonly points: number;
  readonly percent: number;
}

export interface Publication {
  readonly session: PbnSession;
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

/** A traveller's header, on the page and the sheets alike, in the sheet's words. */
export const travellerHeader = (): string[] => [
  say('head.ns'),
  say('head.ew'),
  say('col.contract'),
  say('col.by'),
  say('col.tricks'),
  say('col.nsScore'),
  say('col.nsMps'),
  say('col.ewMps'),
  say('col.nsPercent'),
  say('col.ewPercent'),
];

/** A score card's header, on the page and the sheets alike, in the sheet's words. */
export const scoreCardHeader = (): string[] => [
  say('col.board'),
  say('col.sat'),
  say('col.against'),
  say('col.contract'),
  say('col.by'),
  say('col.tricks'),
  say('col.score'),
  say('head.mps'),
  '%',
];

/** How a score card is headed, on the page and the sheets alike: `E/W pair 3`, or `pair 3`. */
export const cardHeading = (pair: RankedPair): string =>
  pair.direction === undefined
    ? say('page.pair', { pair: pair.pair })
    : say('page.sidePair', { side: say(pair.direction === 'NS' ? 'head.ns' : 'head.ew'), pair: pair.pair });

/**
 * Works out a session's publication, matchpointed: its ranking (a Mitchell's by direction), its
 * travellers and score cards, and the session again with our figures as its recorded ones (which is
 * what the PBN file carries). Refuses a session with no result whose pairs are known.
 */
export function publish(session: PbnSession): Result<Publication> {
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
  const ranking = rankPairs(entries, { byDirection, points: session.points ?? [] });
  if (!ranking.ok) return ranking;
  const scored = scoreTravellers(entries);
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
    if (score?.scoring !== 'matchpoints') return result;
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
          percent: toHundredths(pair.percent ?? 0),
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
    if (score?.scoring !== 'matchpoints') continue;
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
        percent: side === 'NS' ? score.nsPercent : score.ewPercent,
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
    ranking: ranking.value,
    scores,
    byDirection,
    names,
    travellers,
    cards,
  });
}

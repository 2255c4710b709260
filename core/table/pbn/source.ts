/**
 * Who wrote a PBN file, and its session shaped as that source's event was: a file is ranked as its event
 * published it (core/results/conventions.ts). BBO numbers no pair: its files name the players at each
 * table, a registered pair's substitute included, and leave a board the director averaged without a
 * contract. docs/rules.md, *Conventions by source*, says how each rule was worked out.
 */
import { playerId } from '../../base/identity.js';
import type { ResultsSource } from '../../base/vocabulary.js';
import type { PbnSession, SessionPair, SessionResult } from './session.js';
import { type PbnGame, pbnTag } from './text.js';

// BBO's tournament ids (`2196-1376162040`), its hand files (`20712549.lin`) and its name in [Site].
const BBO_EVENT = /^\d{1,6}-\d{9,11}$/;
const BBO_SITE = /\bBBO\b|bridgebase/i;
const BBO_DEAL_ID = /\.lin$/i;
// What sessionToPbn writes first, before any game.
const OURS = /^(?:\uFEFF)?% PBN [\d.]+\r?\n% Written by Bridge Scorer/;

/** The program whose conventions a file is ranked by: ours, BBO's, or a club program's (any other). */
export function recognisePbnSource(text: string, games: readonly PbnGame[]): ResultsSource {
  if (OURS.test(text)) return 'ours';
  const bbo = games.some((game) => {
    const [site, deal, event] = [pbnTag(game, 'Site'), pbnTag(game, 'DealId'), pbnTag(game, 'Event')];
    return (
      (site !== undefined && BBO_SITE.test(site)) ||
      (deal !== undefined && BBO_DEAL_ID.test(deal.trim())) ||
      (event !== undefined && BBO_EVENT.test(event.trim()))
    );
  });
  if (bbo) return 'bbo';
  return 'club';
}

/** How many of a player's partnerships a substitute's partnership is compared with, most boards first. */
const PARTNERSHIPS_LOOKED_AT = 8;

/** A record of two pairs on a board with nothing played, no score and no word for it: unplayed. */
const isUnplayed = (result: SessionResult): boolean =>
  result.board !== undefined &&
  result.ns !== undefined &&
  result.ew !== undefined &&
  result.contract === undefined &&
  result.score === undefined &&
  result.adjusted === undefined &&
  result.unscored === undefined;

/** A board not played at a table, as BBO scores it: average to both sides (A==), never left out. */
export function averageUnplayed(session: PbnSession): PbnSession {
  if (!session.results.some(isUnplayed)) return session;
  return {
    ...session,
    results: session.results.map((result) =>
      isUnplayed(result) ? { ...result, adjusted: { kind: 'artificial', ns: 50, ew: 50 } } : result,
    ),
  };
}

/**
 * A substitute's boards credited to the pair registered: a partnership known by its players that shares
 * one player with a partnership of more boards, on boards that partnership did not play, is that pair
 * with a substitute (BBO's own rankings credit such boards so: two tournaments, every pair). The pair
 * keeps its registered players' names, the substitutes after them (`ann - bob (+ sam)`). Pairs known by
 * number, or a partnership matching two pairs alike, are left as they are.
 */
export function creditSubstitutes(session: PbnSession): PbnSession {
  const named = session.pairs.filter((pair) => pair.players?.length === 2);
  if (named.length < 2) return session;
  const boards = new Map<string, Set<number>>();
  for (const result of session.results)
    for (const pair of [result.ns, result.ew])
      if (pair !== undefined && result.board !== undefined) {
        const held = boards.get(pair) ?? new Set<number>();
        held.add(result.board);
        boards.set(pair, held);
      }
  const count = (pair: SessionPair) => boards.get(pair.pair)?.size ?? 0;
  // Most boards first: a registered pair is met before its substitutes, who played fewer.
  const order = [...named].sort((a, b) => count(b) - count(a));
  const registered = new Map<string, { pair: SessionPair; boards: Set<number>; subs: string[] }[]>();
  const into = new Map<string, string>();
  const kept: { pair: SessionPair; boards: Set<number>; subs: string[] }[] = [];
  for (const pair of order) {
    const players = pair.players as readonly string[];
    const own = boards.get(pair.pair) ?? new Set<number>();
    // A player's partnerships are listed most boards first; a substitute stands in for one of the first
    // few, so a hostile file of one name in thousands of partnerships costs no more than a real one.
    const candidates = players
      .flatMap((player) => (registered.get(playerId(player)) ?? []).slice(0, PARTNERSHIPS_LOOKED_AT))
      .filter((main) => ![...own].some((board) => main.boards.has(board)));
    const most = Math.max(0, ...candidates.map((main) => main.boards.size));
    const best = [...new Set(candidates.filter((main) => main.boards.size === most))];
    if (best.length === 1 && own.size > 0) {
      const main = best[0] as (typeof kept)[number];
      into.set(pair.pair, main.pair.pair);
      for (const board of own) main.boards.add(board);
      const mainPlayers = new Set((main.pair.players ?? []).map(playerId));
      for (const player of players) if (!mainPlayers.has(playerId(player))) main.subs.push(player);
      continue;
    }
    const entry = { pair, boards: new Set(own), subs: [] as string[] };
    kept.push(entry);
    for (const player of players) {
      const key = playerId(player);
      const held = registered.get(key);
      if (held === undefined) registered.set(key, [entry]);
      else held.push(entry);
    }
  }
  if (into.size === 0) return session;
  const withSubs = new Map(
    kept
      .filter((entry) => entry.subs.length > 0)
      .map((entry) => [entry.pair.pair, `${entry.pair.names ?? ''} (+ ${[...new Set(entry.subs)].join(', ')})`]),
  );
  const moved = (side: 'ns' | 'ew', pair: string | undefined) => {
    const registered = pair === undefined ? undefined : into.get(pair);
    return registered === undefined ? {} : { [side]: registered };
  };
  return {
    ...session,
    results: session.results.map((result) => ({ ...result, ...moved('ns', result.ns), ...moved('ew', result.ew) })),
    pairs: session.pairs
      .filter((pair) => !into.has(pair.pair))
      .map((pair) => {
        const names = withSubs.get(pair.pair);
        return names === undefined ? pair : { ...pair, names };
      }),
  };
}

/**
 * A PBN file as the events it holds. One file may carry two sessions (Monday's and Tuesday's, each its
 * boards 1 to 24): scored together, Monday's 1♠= would be matchpointed against Tuesday's 7♠=. An event is
 * its `[Event]`, `[Date]` and `[Section]` together; a game that leaves one out, or writes `#` (PBN's "as
 * the game before"), keeps the game before's.
 */
import { problem } from '../../base/problem.js';
import { err, ok, type Result } from '../../base/result.js';
import { formatDeal } from '../card.js';
import { type PbnSession, readPbnSession } from './session.js';
import { type PbnGame, pbnTag } from './text.js';

/** What tells one event of a file from another. */
export interface PbnEventKey {
  readonly event: string;
  readonly date: string;
  readonly section: string;
}

const KEY_TAGS = ['Event', 'Date', 'Section'] as const;
const DAY = /^\d{4}[.\-/]\d{1,2}[.\-/]\d{1,2}/;

/** The games of each event, in the order the events first appear, each with the tags that tell it apart. */
export function splitPbnEvents(
  games: readonly PbnGame[],
): { readonly key: PbnEventKey; readonly games: readonly PbnGame[] }[] {
  const events = new Map<string, { key: PbnEventKey; games: PbnGame[] }>();
  const current: { [T in (typeof KEY_TAGS)[number]]: string } = { Event: '', Date: '', Section: '' };
  for (const game of games) {
    for (const name of KEY_TAGS) {
      const value = pbnTag(game, name)?.trim();
      // `##` is PBN's "as the game before, and the same in the games after": both mean keep the value.
      if (value !== undefined && value !== '#' && value !== '##') current[name] = value.replace(/^##/, '');
    }
    // The day alone: PbnTools writes each BBO record's time beside it (`2013-08-10 17:04`).
    const day = DAY.exec(current.Date)?.[0] ?? current.Date;
    const key = { event: current.Event, date: day, section: current.Section };
    const id = JSON.stringify(key);
    const held = events.get(id);
    if (held === undefined) events.set(id, { key, games: [game] });
    else held.games.push(game);
  }
  return mergeDays([...events.values()]);
}

/** The deal each board number of some games is dealt, by the game's own board tag. */
function dealsOf(games: readonly PbnGame[]): Map<string, string> {
  const deals = new Map<string, string>();
  for (const game of games) {
    const [board, deal] = [pbnTag(game, 'Board')?.trim(), pbnTag(game, 'Deal')?.trim()];
    if (board !== undefined && deal !== undefined && deal !== '' && !deals.has(board)) deals.set(board, deal);
  }
  return deals;
}

/**
 * One event's days joined again where no board number of them is dealt two ways: a session that runs
 * past midnight, or BBO's daylong, is one event; the same event's Monday and Tuesday, each with its own
 * deals under boards 1 to 24, stay two.
 */
function mergeDays(
  events: { key: PbnEventKey; games: PbnGame[] }[],
): { readonly key: PbnEventKey; readonly games: readonly PbnGame[] }[] {
  type Held = { key: PbnEventKey; games: PbnGame[]; deals: Map<string, string> };
  const merged: Held[] = [];
  // By name and section, so that a file of many events compares each only with its own name's days.
  const named = new Map<string, Held[]>();
  for (const event of events) {
    const deals = dealsOf(event.games);
    const name = `${event.key.event}\u0000${event.key.section}`;
    const candidates = named.get(name) ?? [];
    const same = candidates.find((held) =>
      [...deals].every(([board, deal]) => (held.deals.get(board) ?? deal) === deal),
    );
    if (same === undefined) {
      const held = { ...event, deals };
      merged.push(held);
      named.set(name, [...candidates, held]);
    } else {
      same.games.push(...event.games);
      for (const [board, deal] of deals) if (!same.deals.has(board)) same.deals.set(board, deal);
    }
  }
  return merged.map(({ key, games }) => ({ key, games }));
}

/** Two deals, shortly: each hand's first suit would not tell them apart, so the N hand whole. */
const dealShown = (deal: string): string => deal.split(' ')[0] ?? deal;

/**
 * Refuses a session in which one board number holds two deals: its results are not one board's, and
 * matchpointed together they would be compared across deals. Names the board and both deals' lines.
 */
export function checkBoardDeals(session: PbnSession): Result<PbnSession> {
  const seen = new Map<number, { deal: string; line: number }>();
  for (const result of session.results) {
    if (result.board === undefined || result.deal === undefined) continue;
    const deal = formatDeal(result.deal);
    const earlier = seen.get(result.board);
    if (earlier === undefined) seen.set(result.board, { deal, line: result.line });
    else if (earlier.deal !== deal)
      return err(
        problem(
          'pbn-board-two-deals',
          `board ${result.board} is dealt two ways: ${dealShown(earlier.deal)}… on line ${earlier.line} and ${dealShown(deal)}… on line ${result.line}; give each deal its own board number, or each session its own [Event] or [Date]`,
          {
            params: {
              board: result.board,
              first: dealShown(earlier.deal),
              line: earlier.line,
              second: dealShown(deal),
              other: result.line,
            },
          },
        ),
      );
  }
  return ok(session);
}

/**
 * Reads a file's games as the pairs sessions of its events, each read by readPbnSession and refused when
 * a board number of it holds two deals. A file of one event is one session, as readPbnSession reads it.
 */
export function readPbnSessions(games: readonly PbnGame[]): Result<readonly PbnSession[]> {
  const sessions: PbnSession[] = [];
  for (const event of splitPbnEvents(games)) {
    const read = readPbnSession(event.games);
    if (!read.ok) return read;
    const checked = checkBoardDeals(read.value);
    if (!checked.ok) return checked;
    sessions.push(event.key.section === '' ? checked.value : { ...checked.value, section: event.key.section });
  }
  return ok(sessions);
}

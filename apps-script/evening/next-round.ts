/**
 * Moving on: who stays and who arrives at each table after the round (ties put to the director), then
 * the next round seated by the evening's method and its rows written to Deals.
 */
import { type Problem, placed, problem, under } from '../../core/base/problem';
import {
  type Card,
  err,
  ok,
  parseCard,
  pendingMovement,
  quoteText,
  type Result,
  randomDraws,
  type Side,
  seatTables,
  type TableMove,
} from '../../core/index';
import { say } from '../cells';
import { type Answer, passOn, refuse } from './answer';
import { DEAL_HEADERS, HEADER_ROW, placeCells, writeCells } from './deal-columns';
import { claimSheets, DERIVED, writeDerived } from './derived';
import { dealsMessage, type Evening, openEvening, readEvening } from './evening';
import { roundRowCells } from './layout';
import { type LockLike, type SpreadsheetLike, withLock } from './sheet-api';
import { movementVersion } from './version';
import { type EveningView, type Names, namesOf, viewOf } from './view';

export interface MovementInput {
  /** The director's word at a tied table: table number → winning side. */
  readonly decisions?: { readonly [table: number]: Side };
  /** Drawn cards by player name (`SA`), or a seed to draw at random. */
  readonly draws?: { readonly [name: string]: string };
  readonly seed?: number;
  /**
   * Seat only: the version of the movement the sidebar showed (`MovementView.version`). Seat refuses
   * if the sheet no longer gives that movement, so nobody is seated by a movement they did not see.
   */
  readonly version?: string;
}

export interface MovementView {
  readonly moves: readonly {
    readonly table: number;
    readonly stayers: readonly string[];
    readonly arrivals: readonly string[];
  }[];
  readonly needsDraws: boolean;
  /** Set when the next round is seated: who sits where. */
  readonly seating?: readonly Names[];
  /** The stamp of what this movement was worked out from (see version.ts), sent back with Seat. */
  readonly version: string;
}

/** Seat's refusal when the movement shown is older than the sheet: the evening and its movement now. */
export type StaleMovement = Extract<Answer, { ok: false }> & {
  readonly value: EveningView;
  readonly movement: Answer<MovementView>;
};

/** The moves after the current round, or the refusal naming the field that is wanted. */
function planFor(evening: Evening, input: MovementInput): Answer<TableMove[]> {
  const moves = pendingMovement(evening.state, input.decisions ?? {});
  if (!moves.ok)
    return refuse(placed(moves.error, { field: moves.error.code === 'needs-director' ? 'decisions' : 'round' }));
  return ok(moves.value);
}

/** Each player's drawn card, from the draws typed or drawn at random by the seed; a problem is the draws' field's. */
function drawsFor(
  evening: Evening,
  moves: readonly TableMove[],
  input: MovementInput,
): Result<(Card | null)[], Problem> {
  const players = evening.state.settings.players;
  if (input.draws === undefined) return ok(randomDraws(moves, players.length, input.seed ?? Date.now()));
  const draws: (Card | null)[] = players.map(() => null);
  const where = { field: 'draws' };
  for (const [name, text] of Object.entries(input.draws)) {
    const player = players.findIndex((p) => p.toLowerCase() === name.trim().toLowerCase());
    if (player < 0)
      return err(
        problem('not-a-player', `${quoteText(name)} is not one of the evening's players`, { params: { name }, where }),
      );
    const card = parseCard(text);
    if (!card.ok) return err(placed(under(card.error, name), where));
    draws[player] = card.value;
  }
  return ok(draws);
}

/** The movement after an evening's current round, in names, with its version stamp. */
function movementOf(evening: Evening, input: MovementInput): Answer<MovementView> {
  const plan = planFor(evening, input);
  if (!plan.ok) return passOn(plan);
  const players = evening.state.settings.players;
  const name = (p: number) => players[p] as string;
  return ok({
    moves: plan.value.map((m, t) => ({
      table: t + 1,
      stayers: [name(m.stayers.first), name(m.stayers.second)],
      arrivals: [name(m.arrivals.first), name(m.arrivals.second)],
    })),
    needsDraws: evening.settings.progression === 'standard',
    version: movementVersion(evening, input.decisions ?? {}),
  });
}

/** Who stays and who arrives at each table after the current round; ties are put to the director. */
export function previewNextRound(ss: SpreadsheetLike, input: MovementInput): Answer<MovementView> {
  const opened = openEvening(ss);
  if (!opened.ok) return refuse(dealsMessage(opened.error));
  return movementOf(opened.value.evening, input);
}

/**
 * Seats the next round by the evening's method and writes its rows to Deals, and Seating and tallies:
 * only by the movement the sidebar showed, which it names by `version`. If Deals has changed since
 * (a deal corrected, here or by hand) the answer is the movement as it is now, to be shown and checked.
 */
export function startNextRound(ss: SpreadsheetLike, lock: LockLike, input: MovementInput): Answer | StaleMovement {
  return withLock(lock, (): Answer | StaleMovement => {
    const opened = openEvening(ss);
    if (!opened.ok) return refuse(dealsMessage(opened.error));
    const { deals, values, evening } = opened.value;
    const round = evening.state.rounds.length + 1;
    if (input.version !== movementVersion(evening, input.decisions ?? {}))
      return {
        ok: false,
        message: input.version === undefined ? say('move.showFirst', { round }) : say('move.changed', { round }),
        value: viewOf(evening),
        movement: movementOf(evening, input),
      };
    const plan = planFor(evening, input);
    if (!plan.ok) return passOn(plan);
    const draws: Result<(Card | null)[], Problem> =
      evening.settings.progression === 'standard' ? drawsFor(evening, plan.value, input) : ok([]);
    if (!draws.ok) return refuse(draws.error);
    const seated = seatTables(evening.settings.progression, plan.value, draws.value);
    if (!seated.ok) return refuse(placed(seated.error, { field: 'draws' }));
    const rows = roundRowCells(
      round,
      namesOf(evening.state.settings.players, seated.value.seating),
      seated.value.firstDealers,
    );
    // Straight after the last deal, not after the last cell: a director's column filled down (checkboxes,
    // a formula) would put the round far below. Every row from there holds none of the evening's cells.
    const firstRow = evening.rows.reduce((last, row) => Math.max(last, row.sheetRow), HEADER_ROW) + 1;
    // Checked as the whole evening before anything is written, with the director's cells as they stay.
    const next = values.map((line) => [...line]);
    rows.forEach((cells, i) => {
      next[firstRow - 1 + i] = placeCells(evening.columns, cells, values[firstRow - 1 + i]);
    });
    const after = readEvening(next);
    if (!after.ok) return refuse(dealsMessage(after.error));
    const derived = claimSheets(ss, DERIVED);
    if (!derived.ok) return refuse(derived.error);
    writeCells(deals, evening.columns, firstRow, DEAL_HEADERS, rows);
    writeDerived(derived.value, after.value);
    return { ok: true, value: viewOf(after.value), message: say('status.roundSeated', { round }) };
  });
}

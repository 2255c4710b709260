/**
 * The sheets written from Deals, never read back: Seating, Tallies and Tally cards. Deals is the record;
 * these are rewritten whenever it changes, and only when every one of them is the add-on's own.
 */
import { formatReason, type Problem, problem } from '../../core/base/problem';
import { err, ok, type ProgressiveState, type Result } from '../../core/index';
import type { Evening } from './evening';
import { SEATING_HEADERS, type SheetName, seatingValues, talliesValues, tallyCardValues } from './layout';
import { mark, ownSheet, pad, type SheetLike, type SpreadsheetLike, type Value, writeBlock } from './sheet-api';
import { namesOf } from './view';

export type Claimed<N extends SheetName> = { readonly [K in N]: SheetLike };

/**
 * The sheets of those names, each checked by `ownSheet` before anything is written: if one is someone
 * else's, none is claimed, and the refusal says which and how to free the name.
 */
export function claimSheets<N extends SheetName>(
  ss: SpreadsheetLike,
  names: readonly N[],
): Result<Claimed<N>, Problem> {
  const claimed: Partial<Record<N, SheetLike>> = {};
  for (const name of names) {
    const target = ownSheet(ss, name);
    if (!target.ok)
      return err(
        problem(
          'sheet-taken',
          `Nothing was written: ${formatReason(target.error)}. Rename that sheet (or delete it, if nothing on it is wanted) and the add-on will make its own "${name}".`,
          { params: { sheet: name } },
        ),
      );
    claimed[name] = target.value;
  }
  return ok(claimed as Claimed<N>);
}

export const DERIVED = ['Seating', 'Tallies', 'Tally cards'] as const;
export type Derived = Claimed<(typeof DERIVED)[number]>;

/** Rewrites Seating, Tallies and Tally cards, claimed beforehand by `claimSheets`. */
export function writeDerived(sheets: Derived, evening: Evening): void {
  const { state } = evening;
  const players = state.settings.players;
  const seating: Value[][] = [[mark('Seating')], SEATING_HEADERS];
  for (const round of state.rounds) {
    // One push a row: a spread's length would be the evening's table count, which comes from the sheet.
    for (const row of seatingValues(round.round, namesOf(players, round.seating), round.firstDealers))
      seating.push(row);
  }
  const blocks = [
    [sheets.Seating, pad(seating, 7)],
    [sheets.Tallies, talliesValues(state)],
    [sheets['Tally cards'], tallyCardValues(state)],
  ] as const;
  for (const [target, values] of blocks) {
    target.clear();
    writeBlock(target, values);
  }
}

/** The sheets one deal rewrites: Tallies, and Tally cards too when it ends the round. */
export const talliesFor = (roundOver: boolean): ('Tallies' | 'Tally cards')[] =>
  roundOver ? ['Tallies', 'Tally cards'] : ['Tallies'];

/**
 * After one deal: Tallies in place (its size depends only on players and rounds), and the printable
 * Tally cards too once the round is over, each claimed beforehand by `claimSheets`.
 */
export function writeTallies(sheets: Partial<Claimed<'Tallies' | 'Tally cards'>>, state: ProgressiveState): void {
  if (sheets.Tallies) writeBlock(sheets.Tallies, talliesValues(state));
  if (sheets['Tally cards']) writeBlock(sheets['Tally cards'], tallyCardValues(state));
}

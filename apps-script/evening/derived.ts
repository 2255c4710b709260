/**
 * The sheets written from Deals, never read back: Seating, Tallies and Tally cards. Deals is the record;
 * these are rewritten whenever it changes.
 */
import type { ProgressiveState, Result } from '../../core/index';
import type { Evening } from './evening';
import { SEATING_HEADERS, type SheetName, seatingValues, talliesValues, tallyCardValues } from './layout';
import { mark, ownSheet, pad, type SheetLike, type SpreadsheetLike, type Value, writeBlock } from './sheet-api';
import { namesOf } from './view';

/** The sheet of that name, made if it is missing, with no check of whose it is. */
export const sheet = (ss: SpreadsheetLike, name: SheetName): SheetLike =>
  ss.getSheetByName(name) ?? ss.insertSheet(name);

/**
 * Rewrites Seating, Tallies and Tally cards, each only if it is the add-on's own (`ownSheet`): if any
 * is someone else's, none is written, and the answer says which.
 */
export function writeDerived(ss: SpreadsheetLike, evening: Evening): Result<void, string> {
  const { state } = evening;
  const players = state.settings.players;
  const seating: Value[][] = [[mark('Seating')], SEATING_HEADERS];
  for (const round of state.rounds) {
    // One push a row: a spread's length would be the evening's table count, which comes from the sheet.
    for (const row of seatingValues(round.round, namesOf(players, round.seating), round.firstDealers))
      seating.push(row);
  }
  const blocks = [
    ['Seating', pad(seating, 7)],
    ['Tallies', talliesValues(state)],
    ['Tally cards', tallyCardValues(state)],
  ] as const;
  const targets: SheetLike[] = [];
  for (const [name] of blocks) {
    const target = ownSheet(ss, name);
    if (!target.ok) return { ok: false, error: `${target.error}; rename it so the add-on can write its own` };
    targets.push(target.value);
  }
  blocks.forEach(([, values], i) => {
    const target = targets[i] as SheetLike;
    target.clear();
    writeBlock(target, values);
  });
  return { ok: true, value: undefined };
}

/**
 * After one deal: Tallies in place (its size depends only on players and rounds), and the printable
 * Tally cards too once the round is over. Not checked by `ownSheet`, which would cost a read of each: a
 * sheet of these names that someone else made after setup is overwritten here (issue #14).
 */
export function writeTallies(ss: SpreadsheetLike, state: ProgressiveState, roundOver: boolean): void {
  writeBlock(sheet(ss, 'Tallies'), talliesValues(state));
  if (roundOver) writeBlock(sheet(ss, 'Tally cards'), tallyCardValues(state));
}

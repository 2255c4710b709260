/**
 * The movement cards dialog's one call: the director's settings read as MOVEMENT reads them, the three
 * sheets written, and the page returned to save.
 */

import type { Movement } from '../../core/index';
import { isProblem, say, sayProblem } from '../cells';
import type { Answer } from '../evening/answer';
import { type LockLike, type SpreadsheetLike, withLock } from '../evening/sheet-api';
import { keptSentence } from '../import-sheets';
import { type MovementCells, movementName, readMovement } from '../movement-cells';
import { cardsPage } from './page';
import { writeCardSheets } from './sheets';

/** What the dialog sends: each field as typed (text), blank where left out. */
export interface CardSettings {
  readonly kind: string;
  readonly pairs: string;
  readonly rounds?: string;
  readonly boardsPerRound?: string;
  readonly arrowSwitch?: string;
  readonly leaves?: string;
  readonly leavesFrom?: string;
  readonly lateFrom?: string;
}

/** The page to save, under the file name the dialog offers. */
export interface CardFiles {
  readonly html: string;
  readonly fileName: string;
}

/**
 * Writes the Movement, Table cards and Guide cards sheets for `settings`, or says which setting is wrong;
 * each table's link (by its number) on its card, as a QR code, where `links` has one.
 */
export function writeMovementCards(
  ss: SpreadsheetLike,
  lock: LockLike,
  settings: CardSettings,
  links?: ReadonlyMap<number, string>,
): Answer<CardFiles> {
  const given = settings ?? ({} as CardSettings);
  const cells: MovementCells = {
    kind: String(given.kind ?? ''),
    pairs: String(given.pairs ?? ''),
    rounds: String(given.rounds ?? ''),
    boardsPerRound: String(given.boardsPerRound ?? ''),
    arrowSwitch: String(given.arrowSwitch ?? ''),
    leaves: String(given.leaves ?? ''),
    leavesFrom: String(given.leavesFrom ?? ''),
    lateFrom: String(given.lateFrom ?? ''),
  };
  let movement: ReturnType<typeof readMovement>;
  try {
    movement = readMovement(cells);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (isProblem(movement))
    return { ok: false, message: sayProblem(movement), field: movement.where?.argument ?? 'kind' };
  return writeCardsOf(ss, lock, movement, '', links);
}

/**
 * Writes the three sheets of `movement`'s cards, and returns its page: the dialog's and the sidebar's.
 * A table's card whose number `links` has carries its link as a QR code, the address in small print.
 */
export function writeCardsOf(
  ss: SpreadsheetLike,
  lock: LockLike,
  found: Movement,
  /** The evening the cards are for, heading the page and every card; '' for a movement alone. */
  event = '',
  links?: ReadonlyMap<number, string>,
): Answer<CardFiles> {
  return withLock(lock, () => {
    const { written, kept } = writeCardSheets(ss, found, event, links);
    const movementTitle = say('card.title', { movement: movementName(found.kind), pairs: found.pairs });
    const title = event === '' ? movementTitle : `${event} · ${movementTitle}`;
    return {
      ok: true,
      value: { html: cardsPage(found, title, event, links), fileName: `movement-${found.kind}-${found.pairs}-pairs` },
      message: [say('status.wrote', { sheets: written.map((sheet) => `"${sheet}"`).join(', ') }), keptSentence(kept)]
        .filter((part) => part !== '')
        .join(' '),
    };
  });
}

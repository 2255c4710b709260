/**
 * The results a table's phone sent for a board that already held another: never written, and kept here
 * for the director, who settles each in the sidebar (enters the right one there) and then sets it aside.
 */
import type { PropertiesLike } from '../pairs-evening/about';

/** One result a phone sent that the board's own did not match. */
export interface TableConflict {
  readonly table: number;
  readonly round: number;
  readonly board: number;
  /** What the board holds and what was sent, in words (`4♠= by N (N/S 420)`). */
  readonly holds: string;
  readonly sent: string;
  /** The entry's id: the same entry sent again is listed once. */
  readonly id: string;
}

const CONFLICTS = 'bridgeScorer.tableConflicts';
/** A property holds 9 KB: the latest this many, which a director settles long before. */
const KEPT = 40;

/** The conflicts the director has not set aside, oldest first. */
export function tableConflicts(properties: PropertiesLike): TableConflict[] {
  const text = properties.getProperty(CONFLICTS) ?? '[]';
  try {
    const read: unknown = JSON.parse(text);
    return Array.isArray(read) ? (read as TableConflict[]).filter((c) => typeof c?.id === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps a conflict for the director (once, however often its entry is sent). */
export function keepConflict(properties: PropertiesLike, conflict: TableConflict): void {
  const now = tableConflicts(properties).filter((c) => c.id !== conflict.id);
  properties.setProperty(CONFLICTS, JSON.stringify([...now, conflict].slice(-KEPT)));
}

/** Sets a settled conflict aside; the others stay. */
export function setConflictAside(properties: PropertiesLike, id: string): TableConflict[] {
  const rest = tableConflicts(properties).filter((c) => c.id !== id);
  properties.setProperty(CONFLICTS, JSON.stringify(rest));
  return rest;
}

/** A new evening starts with none. */
export const forgetConflicts = (properties: PropertiesLike): void => {
  properties.setProperty(CONFLICTS, '[]');
};

/**
 * A session as a face keeps it beyond its own screen: in a history of past games, in a backup file, on a
 * print page. It is the core's session (settings and events, never derived numbers) with when it was
 * played and what the players called themselves, so that a rule fix corrects every kept score too.
 */
import type { Session } from './session.js';

/** The kinds of session a player keeps: a rubber, a Chicago, a Bugger Bridge game, a team match. */
export const KEPT_KINDS = ['rubber', 'chicago', 'bugger', 'match'] as const;
/** A kind of session a player keeps: rubber, chicago, bugger or match. */
export type KeptKind = (typeof KEPT_KINDS)[number];

/** A session put away or in play, with its kind, its id, and the names the players typed. */
export interface KeptSession {
  /** Random, so that an import from another device can tell an entry it already has from a new one. */
  readonly id: string;
  readonly kind: KeptKind;
  /** ISO 8601: when the session was started, and when it was put away (finished or abandoned). */
  readonly started?: string;
  readonly ended?: string;
  /**
   * What the players called the sides or themselves, in the kind's order: We, They for a rubber; N, E,
   * S, W for a Chicago. A Bugger game and a team match name their players and teams in their settings.
   */
  readonly names?: readonly string[];
  readonly session: Session<unknown, unknown>;
}

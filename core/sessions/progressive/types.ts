/**
 * The shapes a Progressive Bridge evening (docs/rules.md, Progressive Bridge) is saved and shown in: what
 * the director sets up, what the tables report, and what the evening has come to. They stand apart so
 * that the readers, the engine and the tallies can each be read, and changed, without the others.
 */

import type { BySide, Seat, Side } from '../../base/vocabulary.js';
import type { Honors } from '../../hand/honors.js';
import type { PlayedHand } from '../../hand/played.js';
import type { Card } from '../../table/card.js';
import type { ProgressiveDealScore } from './deal.js';
import type { Progression, TableSeating } from './movement.js';

/** A Progressive evening's setup: the players, seating, progression, premium, honors and draws. */
export interface ProgressiveSettings {
  /** 4 players a table; a player is known by number (0-based index here). */
  readonly players: readonly string[];
  /** Round 1: who sits where at each table. */
  readonly seating: readonly TableSeating[];
  /** Round 1: the first dealer at each table. */
  readonly firstDealers: readonly Seat[];
  readonly partScorePremium: 50 | 100;
  readonly honors: boolean;
  readonly progression: Progression;
}

/** What happens at a Progressive evening: a deal played or passed out at a table, or the next round. */
export type ProgressiveEvent =
  | {
      readonly type: 'deal';
      /** 1-based. */
      readonly table: number;
      readonly declarer: Seat;
      readonly contract: PlayedHand;
      readonly honors?: Honors<Side>;
    }
  | { readonly type: 'passed-out'; readonly table: number }
  | {
      readonly type: 'next-round';
      /** The director's word at a tied table: table number → winning side. */
      readonly decisions?: { readonly [table: number]: Side };
      /** Each player's drawn card, by player number (standard method only). */
      readonly draws?: readonly (Card | null)[];
      /**
       * The next round's seating as it was decided (entered by the director, or recorded from an earlier
       * movement): used as it is, instead of the movement. First dealers default to N.
       */
      readonly seating?: readonly TableSeating[];
      readonly firstDealers?: readonly Seat[];
    };

/** One Progressive deal as played at its table, with its score. */
export interface ProgressiveDeal extends ProgressiveDealScore {
  readonly deal: number;
  readonly dealer: Seat;
  readonly declarer?: Seat;
  readonly contract?: PlayedHand;
  readonly passedOut: boolean;
}

/** One table's round: who sat where and the deals played there. */
export interface TableRound {
  readonly table: number;
  readonly deals: readonly ProgressiveDeal[];
  readonly totals: BySide<number>;
}

/** One round of a Progressive evening: every table's seating and deals. */
export interface ProgressiveRound {
  readonly round: number;
  readonly seating: readonly TableSeating[];
  readonly firstDealers: readonly Seat[];
  readonly tables: readonly TableRound[];
  /** Set once the round has moved on: the winning side at each table, decided or by the scores. */
  readonly decisions?: { readonly [table: number]: Side };
}

/** A Progressive evening so far: its rounds, tally cards, ranking and the movement to come. */
export interface ProgressiveState {
  readonly settings: ProgressiveSettings;
  readonly rounds: readonly ProgressiveRound[];
}

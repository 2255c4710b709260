/**
 * What a table's page and the server say to each other: the table's view (its round, pairs and boards,
 * each board's traveller once the table has entered it, where everyone goes next) and an entry with its
 * id. The page imports these types only; the server builds and reads them.
 */
import type { Seat } from '../../core/index';
import type { PairsEntry } from '../pairs-evening/view';
import type { SheetLanguage } from '../words/language';

/** One result of a board's traveller, as the page shows it: the pairs, the contract and the N/S score. */
export interface TravellerLine {
  /** `N/S 3`, lettered in the sheet's notation. */
  readonly ns: string;
  readonly ew: string;
  /** N, E, S or W; '' for an adjusted score or a board passed out. */
  readonly declarer: string;
  /** `4S+1` in English letters (the page shows it in its notation), `Pass`, or an adjusted score (`60/40`). */
  readonly contract: string;
  /** The opening lead in English letters (`HK`), or ''. */
  readonly lead: string;
  /** The N/S score, or the adjusted score as written. */
  readonly nsScore: number | string;
  /** This table's own result. */
  readonly mine: boolean;
}

/** A board to play at the table this round. */
export interface TableBoard {
  readonly board: number;
  readonly dealer: Seat;
  /** `None`, `NS`, `EW` or `All`. */
  readonly vulnerable: string;
  /** What the sheet holds for this board at this table, or null while it is not entered. */
  readonly entered: PairsEntry | null;
  /** The lead the sheet holds (`HK`), or ''. */
  readonly lead: string;
  /** The board's results at every table so far, once this table has entered it; null before. */
  readonly traveller: readonly TravellerLine[] | null;
}

/** Where one set of a round's boards goes next. */
export interface BoardsGo {
  /** `4-6`. */
  readonly boards: string;
  /** The tables that play them next (two for a relay); empty when no round plays them again. */
  readonly tables: readonly number[];
  /** They rest a round first: on a relay's bye stand, or put aside (a Howell's). */
  readonly rests?: 'stand' | 'aside';
}

/** Where the pairs and boards of a round at this table go for the next round. */
export interface TableMoves {
  /** The round just played. */
  readonly round: number;
  /** Where the N/S pair sits next: its table and direction, or null when it sits out (or the evening ends for it). */
  readonly ns: { readonly pair: string; readonly table: number; readonly direction: 'NS' | 'EW' } | null;
  readonly ew: { readonly pair: string; readonly table: number; readonly direction: 'NS' | 'EW' } | null;
  /** Where each set of the round's boards goes (one set in every movement but a 3-table Howell's two). */
  readonly boards: readonly BoardsGo[];
}

/** A table's page: the evening, the round to play and its boards, or that the evening is over here. */
export interface TableView {
  readonly stage: 'table';
  /**
   * The evening the table's page is for: kept with what the phone stores and sent with each entry, so
   * that nothing typed for one evening is ever written into the next ('' for an evening set up before).
   */
  readonly evening: string;
  /** The sheet's language and the notation contracts are typed in. */
  readonly language: SheetLanguage;
  /** `Thursday Pairs`, and `2026-11-26 · Exeter BC` beneath (either may be ''). */
  readonly heading: string;
  readonly headingLine: string;
  readonly table: number;
  /** The round to play now: the first with a board still to enter at this table (the last when all are in). */
  readonly round: number;
  readonly rounds: number;
  /** The pairs as the movement names them (`N/S 3`), lettered in the notation, and with names (`N/S 3 · Ann & Bob`). */
  readonly pairs: { readonly ns: string; readonly ew: string };
  readonly ns: string;
  readonly ew: string;
  readonly boards: readonly TableBoard[];
  /** Where everyone went after the round before this one; null in round 1. */
  readonly moves: TableMoves | null;
  /**
   * The boards of the round before, with their travellers: the answer to a round's last board has moved
   * on to the next round, and the table still reads how that board went. Empty in round 1.
   */
  readonly played: readonly TableBoard[];
  /** Every board of every round at this table is in. */
  readonly finished: boolean;
  /** Whether the evening's sheet keeps a lead (evenings set up before it did not). */
  readonly leads: boolean;
}

/** One board's result as the page sends it, with an id it made, the same id on every retry. */
export interface TableEntry {
  /** Made on the phone when the result is accepted (random, 16–64 characters of [A-Za-z0-9_-]). */
  readonly id: string;
  readonly round: number;
  readonly board: number;
  /** N, E, S or W; '' for a board passed out. */
  readonly declarer: string;
  /** The contract and result as typed or tapped, in the notation of the page (`4SX-2`, `3NT=`, `Pass`). */
  readonly contract: string;
  /** The opening lead (`HK`, `♥K`), or ''. */
  readonly lead?: string;
  /** The evening it was typed for (the view's `evening`). */
  readonly evening?: string;
}

/**
 * The server's answer to an entry or a look: the table's view, and what happened. `written`: the entry
 * is now in the sheet; `already`: this entry (or the same result) was in already, nothing written;
 * `conflict`: the board holds another result, nothing written, both shown, the director settles it.
 */
export type TableAnswer =
  | {
      readonly ok: true;
      readonly value: TableView;
      readonly status?: 'written' | 'already';
      readonly message?: string;
    }
  | {
      readonly ok: false;
      readonly message: string;
      /** The field the refusal is about (`declarer`, `contract`, `lead`), when it is one. */
      readonly field?: string;
      /**
       * `key`: the link's key is not this table's (wrong, old or another table's); `conflict`: as above;
       * `format`: the sheet is another version's; `entry`: the entry as sent (a field, a board this table
       * does not play, a round it has not reached, an adjusted score, which is the director's); `stale`:
       * typed for another evening, never to be written; `wait`: the evening cannot be read just now (the
       * director is putting the sheet right, or the page is not set up to reach it): keep it and try later.
       */
      readonly reason?: 'key' | 'conflict' | 'format' | 'entry' | 'stale' | 'wait';
      /** For a conflict: what the board holds and what was sent, in words. */
      readonly conflict?: { readonly board: number; readonly holds: string; readonly sent: string };
      readonly value?: TableView;
    };

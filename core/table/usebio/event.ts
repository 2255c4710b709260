/**
 * A USEBIO file as plain JSON: the club, the event's details, its pairs with their players and places,
 * and every board's traveller, each field as the file holds it. parseUsebio reads one and formatUsebio
 * writes one; usebioSession turns one into the pairs session the core ranks. docs/exchange.md says what
 * each field holds.
 */

/** The USEBIO versions read and written: 1.2 (most club programs) and 1.3 (2018, the ACBL's elements). */
export type UsebioVersion = '1.2' | '1.3';

/** The pairs event types ranked here; a file of any other (teams, individuals, Swiss) is refused naming it. */
export const USEBIO_PAIRS_TYPES = ['MP_PAIRS', 'BUTLER_PAIRS', 'CROSS_IMP'] as const;

/** A pairs event type ranked here. */
export type UsebioEventType = (typeof USEBIO_PAIRS_TYPES)[number];

/** Whom the federation writes to about the file. */
export interface UsebioContact {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

/** What the event's header says of it. Every text is as the file writes it, '' when absent. */
export interface UsebioDetails {
  readonly type: UsebioEventType;
  readonly id: string;
  readonly description: string;
  /** `2022-07-28`; the file writes `28/07/2022`. */
  readonly date: string;
  readonly programName: string;
  readonly programVersion: string;
  readonly masterpointScale: string;
  readonly masterpointType: string;
  /** The federation's charge code: 1.2's P2P_CHARGE_RATE, 1.3's EBU_CHARGE_CODE (the EBU's P2P code, `10`). */
  readonly charge: string;
  readonly contact: UsebioContact;
  readonly sessions: number;
  readonly sections: number;
}

/** A player of a pair: the name, and the federation's number for them ('' when not known), kept as text. */
export interface UsebioPlayer {
  readonly name: string;
  readonly number: string;
}

/** A pair as the file ranks it. */
export interface UsebioPair {
  /** The pair's number without a direction (`1`; a Mitchell file may write `1NS`). */
  readonly number: string;
  readonly direction?: 'NS' | 'EW';
  readonly place: string;
  /** Matchpoints or IMPs, as the event is scored. */
  readonly total?: number;
  /** Matchpoints only. */
  readonly percentage?: number;
  readonly players: readonly UsebioPlayer[];
}

/** One result of a board's traveller, as the file writes it. */
export interface UsebioLine {
  readonly ns: string;
  readonly ew: string;
  /** `3NT`, `4SX`, `PASS`; absent for an adjusted score. */
  readonly contract?: string;
  readonly playedBy?: 'N' | 'E' | 'S' | 'W';
  /** The opening lead, rank then suit (`KD`), when known. */
  readonly lead?: string;
  readonly tricks?: number;
  /** The N/S score, or the adjusted score's text (`A6040`: 60% to N/S, 40% to E/W). */
  readonly score: string;
  /** What the line earned each side: matchpoints, Butler IMPs or cross-IMPs, as the event is scored. */
  readonly nsPoints?: number;
  readonly ewPoints?: number;
}

/** A board's traveller, and its deal when the file's HANDSET gives it. */
export interface UsebioBoard {
  readonly number: number;
  readonly lines: readonly UsebioLine[];
  /** The four hands as PBN writes a deal (`N:AK.Q2.… …`), from the HANDSET. */
  readonly deal?: string;
}

/** A USEBIO file's event: one session, one section. */
export interface UsebioEvent {
  /** As the file says (`1.0` to `1.3` are read); 1.2 or 1.3 when written. */
  readonly version: string;
  readonly club: { readonly name: string; readonly number: string };
  readonly details: UsebioDetails;
  readonly pairs: readonly UsebioPair[];
  readonly boards: readonly UsebioBoard[];
  /** Whether a pair carries a handicap other than 0 (HANDICAP): the file's figures include them, ours not. */
  readonly handicapped?: boolean;
  /** The HANDSET's boards whose deal is not four full hands, as the file numbers them: left out. */
  readonly unreadDeals?: readonly string[];
}

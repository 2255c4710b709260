/**
 * A board's result as the table gives it, one thing at a time (declarer, contract, lead, result), held
 * as plain JSON so that the phone keeps it across a reload; and what it makes once accepted: the
 * contract in the page's notation, the score and the entry sent with its id.
 */

import { type Contract, PASSED_OUT } from '../../core/hand/contract';
import type { Language } from '../../core/i18n/languages';
import {
  type Doubling,
  formatContract,
  type Level,
  parseContract,
  type Seat,
  type Strain,
  type Suit,
  tricksNeeded,
} from '../../core/index';
import { RANKS, type Rank } from '../../core/table/card';
import { scoreOnBoard } from '../pairs-evening/board-score';
import type { TableEntry } from '../tables/types';

/** The steps in the order the table speaks, as a Bridgemate asks; the lead only where the sheet keeps it. */
export type Step = 'declarer' | 'contract' | 'lead' | 'result' | 'confirm';

export interface Draft {
  readonly round: number;
  readonly board: number;
  readonly step: Step;
  readonly passedOut: boolean;
  readonly declarer: Seat | null;
  readonly level: Level | null;
  readonly strain: Strain | null;
  readonly doubling: Doubling;
  /** The contract as typed, kept as typed (the taps follow it when it reads). */
  readonly typed: string;
  readonly leadSuit: Suit | null;
  readonly leadRank: Rank | null;
  /** Tricks against the contract: 0 made exactly, +1, −2. */
  readonly result: number | null;
  /** The server's refusal of this board, shown beside its field (`declarer`, `contract`, `lead`). */
  readonly refusal?: { readonly field: string; readonly message: string };
}

/** A board not begun. */
export const newDraft = (round: number, board: number): Draft => ({
  round,
  board,
  step: 'declarer',
  passedOut: false,
  declarer: null,
  level: null,
  strain: null,
  doubling: '',
  typed: '',
  leadSuit: null,
  leadRank: null,
  result: null,
});

/** The steps of a board at a table whose sheet keeps the lead, or not. */
export const stepsOf = (leads: boolean): readonly Step[] =>
  leads ? ['declarer', 'contract', 'lead', 'result', 'confirm'] : ['declarer', 'contract', 'result', 'confirm'];

/** The step after `draft`'s, or before it; a board passed out goes from the declarer to the confirmation. */
export function stepBy(draft: Draft, leads: boolean, by: 1 | -1): Step {
  if (draft.passedOut) return by === 1 ? 'confirm' : 'declarer';
  const steps = stepsOf(leads);
  const at = steps.indexOf(draft.step);
  return steps[Math.min(steps.length - 1, Math.max(0, at + by))] ?? 'declarer';
}

/** The results a contract of `level` can have, from no trick taken to all thirteen: −(level+6) … +(7−level). */
export const resultsOf = (level: Level): readonly number[] =>
  Array.from({ length: 14 }, (_, tricks) => tricks - tricksNeeded(level));

/** The ranks of a lead, highest first as a player sorts a hand. */
export const LEAD_RANKS: readonly Rank[] = [...RANKS].reverse();

/** What the draft says was played, once it says it all: a contract with its result, or passed out. */
export function contractOf(draft: Draft): Contract | null {
  if (draft.passedOut) return PASSED_OUT;
  if (draft.declarer === null || draft.level === null || draft.strain === null || draft.result === null) return null;
  return { level: draft.level, strain: draft.strain, doubling: draft.doubling, result: draft.result };
}

/** What a typed contract says: a bid (and maybe its result), a pass, or nothing readable. */
export type Typed =
  | {
      readonly kind: 'bid';
      readonly level: Level;
      readonly strain: Strain;
      readonly doubling: Doubling;
      readonly result?: number;
    }
  | { readonly kind: 'pass' }
  | { readonly kind: 'bad' };

/**
 * A contract typed in `notation` (`4PX`, `3SA-1` in French), read by the core's one contract reader. A
 * declarer typed in it must be the one tapped: the declarer is asked first, on its own.
 */
export function readTyped(text: string, notation: Language, declarer: Seat | null): Typed {
  const read = parseContract(text, notation);
  if (!read.ok) return { kind: 'bad' };
  const contract = read.value;
  if ('passedOut' in contract) return { kind: 'pass' };
  if (contract.declarer !== undefined && contract.declarer !== declarer) return { kind: 'bad' };
  const bid = { kind: 'bid' as const, level: contract.level, strain: contract.strain, doubling: contract.doubling };
  return contract.result === undefined ? bid : { ...bid, result: contract.result };
}

/** The draft with its typed contract, the taps following it when it reads as a bid. */
export function withTyped(draft: Draft, text: string, notation: Language): Draft {
  const typed = readTyped(text, notation, draft.declarer);
  if (typed.kind !== 'bid') return { ...draft, typed: text };
  return {
    ...draft,
    typed: text,
    level: typed.level,
    strain: typed.strain,
    doubling: typed.doubling,
    result: typed.result ?? (draft.level === typed.level ? draft.result : null),
  };
}

/**
 * The contract and result as the entry sends them, in the page's notation: `4SX-2`, `3NT=`, `Pass`
 * (`4PX-2`, `3SA=`, `Passe` in French). The declarer goes apart, as a seat.
 */
export const contractText = (contract: Contract, notation: Language): string => formatContract(contract, { notation });

/**
 * N/S's score, as the server scores what it is sent: by the one reading both share (board-score.ts).
 * Null when the draft is not whole or does not read.
 */
export function nsScoreOf(draft: Draft, notation: Language): number | null {
  const contract = contractOf(draft);
  if (contract === null) return null;
  if ('passedOut' in contract || draft.declarer === null) return 0;
  const scored = scoreOnBoard(draft.board, draft.declarer, contractText(contract, notation), notation);
  return scored.ok ? scored.value.ns : null;
}

/** The lead as the entry sends it, in English letters as the sheet keeps it (`HK`, `C2`), or ''. */
export const leadText = (draft: Draft): string =>
  draft.leadSuit === null || draft.leadRank === null ? '' : `${draft.leadSuit}${draft.leadRank}`;

/** A new entry's id: 18 random bytes in base64url, 24 characters, the same on every retry. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** The entry an accepted draft sends, with its id; null while the draft does not say it all. */
export function entryOf(draft: Draft, id: string, notation: Language): TableEntry | null {
  const contract = contractOf(draft);
  if (contract === null) return null;
  const entry = {
    id,
    round: draft.round,
    board: draft.board,
    declarer: draft.passedOut || draft.declarer === null ? '' : draft.declarer,
    contract: contractText(contract, notation),
  };
  const lead = draft.passedOut ? '' : leadText(draft);
  return lead === '' ? entry : { ...entry, lead };
}

/**
 * An entry the server refused, back in the form as it was sent, its refusal beside the field, at the
 * step that field is asked: what was typed is kept.
 */
export function draftOfEntry(entry: TableEntry, notation: Language, refusal: Draft['refusal']): Draft {
  const blank = newDraft(entry.round, entry.board);
  const declarer = (['N', 'E', 'S', 'W'] as const).find((seat) => seat === entry.declarer) ?? null;
  const typed = readTyped(entry.contract, notation, declarer);
  const lead = /^([CDHS])([2-9TJQKA])$/.exec(entry.lead ?? '');
  const step: Step =
    refusal?.field === 'declarer'
      ? 'declarer'
      : refusal?.field === 'lead'
        ? 'lead'
        : typed.kind === 'bid'
          ? 'confirm'
          : 'contract';
  const draft: Draft = {
    ...blank,
    declarer,
    passedOut: typed.kind === 'pass',
    typed: entry.contract,
    leadSuit: (lead?.[1] as Suit | undefined) ?? null,
    leadRank: (lead?.[2] as Rank | undefined) ?? null,
    step: refusal?.field === 'contract' ? 'contract' : step,
    ...(refusal === undefined ? {} : { refusal }),
  };
  return typed.kind === 'bid'
    ? { ...draft, level: typed.level, strain: typed.strain, doubling: typed.doubling, result: typed.result ?? null }
    : draft;
}

/**
 * The keepers' tap entry and their text field kept as one: what a hand's text shows as pressed taps
 * (`readTaps`), and the text a tap writes (`tapText`). The text stays the one record of a hand being
 * entered, so typing and tapping never disagree and a half-entered hand is its draft like any other.
 * Pure: the view passes the notation in force.
 */
import {
  type Doubling,
  formatContract,
  formatStrain,
  isPassedOut,
  type Language,
  type Level,
  parseContract,
  type Seat,
  type Strain,
  tricksNeeded,
} from '../../core/index';

/** What the text says so far: each part absent until it is there. */
export interface Taps {
  readonly level?: Level;
  readonly strain?: Strain;
  readonly doubling?: Doubling;
  /** Against the contract: 0 made exactly, +1 an overtrick, −2 down two. */
  readonly result?: number;
  /** A seat typed in the text: kept as it is, for the form to agree with the one chosen beside it. */
  readonly declarer?: Seat;
}

/** One tap: a part of the contract chosen. */
export type Tap =
  | { readonly level: Level }
  | { readonly strain: Strain }
  | { readonly doubling: Doubling }
  | { readonly result: number };

/**
 * Every result a contract of `level` can have, most tricks first: declarer takes 13 tricks down to none,
 * so up to 7 − level overtricks and down at most 6 + level (the tricks needed). Fourteen, whatever the level.
 * @example resultsFor(6) // [1, 0, -1, …, -12]
 */
export const resultsFor = (level: Level): number[] =>
  Array.from({ length: 14 }, (_, i) => 13 - tricksNeeded(level) - i);

/** A level alone, as a player starts a contract: `4`. */
const LEVEL_ALONE = /^\s*([1-7])\s*$/;
/**
 * How much of a half-typed tail (`4HX-`, `4H by`, `3NT-9`) is let go to find the contract before it:
 * the longest such tail is ` by N`. A bound, so a long text is read a few times, not once a character.
 */
const LOOSE_TAIL = 6;

/**
 * The parts of a contract in `text`, in `notation`: a whole one (`4HX-2`), a level alone (`4`), a
 * strain alone (`♠`, as a tap on a strain writes it before any level), or a contract with a half-typed
 * tail (`4HX-`: 4♥ doubled, the result still to come), so a tap while typing keeps what was typed. Text
 * that reads as none of them (a pass, a typing slip) shows nothing pressed; the form says what is wrong
 * when it is added.
 */
export function readTaps(text: string, notation: Language): Taps {
  const whole = parseContract(text, notation);
  if (whole.ok) return isPassedOut(whole.value) ? {} : whole.value;
  const level = LEVEL_ALONE.exec(text)?.[1];
  if (level !== undefined) return { level: Number(level) as Level };
  const trimmed = text.trim();
  if (trimmed === '') return {};
  if (/^\d/.test(trimmed)) {
    for (let cut = 1; cut <= LOOSE_TAIL && cut < trimmed.length; cut++) {
      const before = parseContract(trimmed.slice(0, -cut), notation);
      if (before.ok && !isPassedOut(before.value)) {
        const { result, ...contract } = before.value;
        return contract;
      }
    }
    return {};
  }
  // A strain alone is read as the strain of a one-level contract, by the one contract reader.
  const strain = parseContract(`1${trimmed}`, notation);
  return strain.ok && !isPassedOut(strain.value) && strain.value.doubling === '' && strain.value.result === undefined
    ? { strain: strain.value.strain }
    : {};
}

/**
 * The text for `taps`, as the field shows a contract (`formatContract` in the notation, letters): a whole
 * contract once it has a level and a strain, else the part chosen so far (a suit by its symbol).
 */
export function writeTaps(taps: Taps, notation: Language): string {
  const { level, strain, doubling = '', result, declarer } = taps;
  if (level !== undefined && strain !== undefined)
    return formatContract(
      {
        level,
        strain,
        doubling,
        ...(result !== undefined && { result }),
        ...(declarer !== undefined && { declarer }),
      },
      { notation },
    );
  if (level !== undefined) return String(level);
  // A suit alone as its symbol: a letter alone may be a pass word too (German, French and others write
  // spades `P`, which is also Pass), and the symbol reads as the suit in every notation.
  if (strain !== undefined) return formatStrain(strain, { notation, symbols: true });
  return '';
}

/**
 * The text after a tap on `text`: the part tapped replaces the one read. A new level keeps the result
 * where that level can have it (`4H=` to `3H=`) and drops it where not (`4H+3` to `5H`). Doubling and
 * result need a whole bid; a tap on either without one leaves the text as it is.
 */
export function tapText(text: string, tap: Tap, notation: Language): string {
  const read = readTaps(text, notation);
  const bid = read.level !== undefined && read.strain !== undefined;
  if (('doubling' in tap || 'result' in tap) && !bid) return text;
  const taps: Taps = { ...read, ...tap };
  const { result, ...rest } = taps;
  const kept =
    result !== undefined && taps.level !== undefined && resultsFor(taps.level).includes(result) ? taps : rest;
  return writeTaps(kept, notation);
}

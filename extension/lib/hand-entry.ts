/**
 * What a score keeper's entry form reads: the "contract and result" field by the core's one hand-row
 * reader (`parseHandRow`: `4S=`, the tricks taken `4S 10`, and a declarer typed in it by the core's one
 * rule for a declarer given twice), and the honors choice, labelled as the core writes honors
 * (`formatHonors`).
 */
import {
  err,
  formatContract,
  type Honors,
  isPassedOut,
  ok,
  type PlayedHand,
  parseHandRow,
  quoteText,
  type Result,
  type Seat,
  seatLetter,
} from '../../core/index';
import { currentNotation, sayProblem, t } from '../words/index';
import { showSeat } from './contract-text';
import { roleWord, sideWord } from './two-sides';

export interface EnteredHand<Side extends string> {
  /** The hand, with its declarer's seat where the keeper asks for one. */
  readonly contract: PlayedHand;
  /** Absent when nobody held honors. */
  readonly honors?: Honors<Side>;
}

export interface HonorsChoice<Side extends string> {
  /** The option's value, kept as a draft: `NS:100`. */
  readonly value: string;
  /** `NS 100 (four trump honors)`: the core's form, then what it means. */
  readonly label: string;
  readonly honors: Honors<Side>;
}

/** `a`, `a or b`, `a, b or c`: a choice, in the reader's words. */
const sayOr = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : t('common.or', { rest: words.slice(0, -1).join(', '), last: words.at(-1) });

/** The value of the honors choice for `honors` (`NS:100`), empty for None. */
const honorsValue = (honors: Honors<string> | undefined): string =>
  honors === undefined ? '' : `${honors.side}:${honors.points}`;

/** A side that holds honors, as the pad names it in the reader's language: `We`, `Eux`, `NS`, `EO`. */
const honorsSide = (side: string): string => (side === 'NS' || side === 'EW' ? sideWord(side) : roleWord(side));

/** The honors field's choices after None: 100 and 150 for each side. */
export const honorsChoices = <Side extends string>(sides: readonly Side[]): HonorsChoice<Side>[] =>
  sides.flatMap((side) =>
    ([100, 150] as const).map((points) => ({
      value: honorsValue({ side, points }),
      label: t('common.entry.honorsChoice', { honors: `${honorsSide(side)} ${points}`, points }),
      honors: { side, points },
    })),
  );

/**
 * Reads one hand of a keeper's form, or says what is wrong. `declarer` is the seat chosen beside the
 * field (Chicago): a different seat typed in the text is refused in the core's words. Without one (the
 * rubber pad, whose declarer is a side from `sides`) a seat typed in the text has nothing to agree
 * with, so it is refused rather than ignored.
 */
export function parseEnteredHand<Side extends string>(
  text: string,
  declarer: Seat | undefined,
  sides: readonly Side[],
  honors: Honors<Side> | undefined,
): Result<EnteredHand<Side>, string> {
  // The seat chosen beside the field is a seat, not text: it goes to the reader as the notation writes it.
  const notation = currentNotation();
  const parsed = parseHandRow(
    { contract: text, declarer: declarer === undefined ? undefined : seatLetter(declarer, notation) },
    { vulnerabilityKnownBy: 'the pad', notation },
  );
  if (!parsed.ok) return err(sayProblem(parsed.error));
  const { hand } = parsed.value;
  const entry = quoteText(text);
  if (isPassedOut(hand)) return err(t('common.entry.usePassedOut', { entry }));
  if (declarer === undefined && hand.declarer !== undefined) {
    return err(t('common.entry.sidesNotSeats', { entry, sides: sayOr(sides), seat: showSeat(hand.declarer) }));
  }
  // Whether honors can be held in the strain is the engine's to say, as it is for every event.
  return ok(honors === undefined ? { contract: hand } : { contract: hand, honors });
}

/**
 * A hand as the form shows it, to be changed: the field's text (which `parseEnteredHand` reads back to
 * the same contract) and the honors choice's value.
 */
export const formatEnteredHand = (hand: {
  readonly contract: PlayedHand;
  readonly honors?: Honors<string>;
}): { text: string; honors: string } => {
  // The declarer is chosen beside the field, so the text leaves it out, as the player typed it.
  const { declarer: _, ...contract } = hand.contract;
  // Written back in the notation it is read in.
  return { text: formatContract(contract, { notation: currentNotation() }), honors: honorsValue(hand.honors) };
};

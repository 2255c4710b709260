/**
 * A bid or a tricks count moved one by a tap on − or +. The field's text stays what the form reads (and the
 * draft keeps): a tap only writes a new text, so typing and tapping can take turns on the same field.
 */

const WHOLE = /^\d+$/;

/** A tap's direction: − takes one off, + adds one. */
export type Step = -1 | 1;

/**
 * The text after a tap, from 0 to the cards in the round (docs/rules.md, Bugger Bridge: a bid, and so the
 * tricks taken, is a whole number from 0 up to the cards). A field with no number in it yet starts from
 * nothing: − enters 0, since a bid of none is a bid, and + enters 1. A count typed over the cards comes
 * down to them on −, and + never takes it down.
 */
export function stepCount(text: string, step: Step, cards: number): string {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return String(step < 0 ? 0 : Math.min(1, cards));
  const now = Number(trimmed);
  if (step > 0 && now >= cards) return text;
  return String(Math.min(cards, Math.max(0, now + step)));
}

/** Whether a tap changes the field: its button is disabled where it would not (− at 0, + at the cards). */
export const canStep = (text: string, step: Step, cards: number): boolean => stepCount(text, step, cards) !== text;

/** How every message quotes what a user gave, so that a quoted input reads the same everywhere. */

/**
 * How many characters of the input a message quotes: enough to recognise it, and short enough that the
 * message fits where it is shown (a spreadsheet cell holds at most 50,000 characters).
 */
export const QUOTED_LENGTH = 40;

/**
 * Text as every message quotes it: in JSON quotes, cut after QUOTED_LENGTH characters (code points,
 * so an emoji is never split) with an ellipsis.
 * @example quoteText('8S') // '"8S"'
 */
export function quoteText(text: string): string {
  // Only the head is looked at, so a huge input costs no more than a short one.
  const head = Array.from(text.slice(0, 2 * QUOTED_LENGTH + 2));
  return head.length > QUOTED_LENGTH
    ? JSON.stringify(`${head.slice(0, QUOTED_LENGTH).join('')}…`)
    : JSON.stringify(text);
}

/**
 * Text as people paste it. Copied from a web page or a right-to-left document, a cell can carry
 * invisible formatting characters (left-to-right marks, zero-width spaces, a byte-order mark) that the
 * eye never sees, so `4S‎` would be refused while it shows as 4S.
 */

// Unicode's format characters (category Cf): they shape how text is shown and are never its content.
const INVISIBLE = /\p{Cf}/u;
const EVERY_INVISIBLE = /\p{Cf}/gu;

/**
 * The text without its invisible formatting characters.
 * @example withoutInvisible('\u200E4S\u200F') // '4S'
 */
export const withoutInvisible = (text: string): string =>
  INVISIBLE.test(text) ? text.replace(EVERY_INVISIBLE, '') : text;

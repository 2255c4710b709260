/**
 * Text as people paste it. Copied from a web page or a right-to-left document, a cell can carry
 * invisible formatting characters (left-to-right marks, zero-width spaces, a byte-order mark) that the
 * eye never sees, so `4S‎` would be refused while it shows as 4S.
 */

// Unicode's format characters (category Cf), and the variation selectors an emoji picker puts after ♥
// (U+FE0E, U+FE0F): they shape how text is shown and are never its content.
const INVISIBLE = /\p{Cf}|\uFE0E|\uFE0F/u;
const EVERY_INVISIBLE = /\p{Cf}|\uFE0E|\uFE0F/gu;

/**
 * The text without its invisible formatting characters.
 * @example withoutInvisible('\u200E4S\u200F') // '4S'
 */
export const withoutInvisible = (text: string): string =>
  INVISIBLE.test(text) ? text.replace(EVERY_INVISIBLE, '') : text;

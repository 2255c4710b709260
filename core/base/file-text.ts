/**
 * A file's bytes as text, as its lines were written. Most files are UTF-8; PBN's own character set is
 * ISO-8859-1 (club programs still write it), and a file touched by two programs can be both: one name
 * pasted in Latin-1 into a UTF-8 file. Decoding the whole file one way would garble every name of it,
 * so each line is read as UTF-8 and only a line that is not valid UTF-8 as Windows-1252 (ISO-8859-1's
 * superset, as browsers read it). Written out by hand: Apps Script has no TextDecoder.
 */

/** Windows-1252's characters for the bytes 0x80–0x9F (where ISO-8859-1 has control codes). */
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/** The text of a file's bytes, and the 1-based lines read as Windows-1252 because they were not UTF-8. */
export interface FileText {
  readonly text: string;
  readonly windows1252Lines: readonly number[];
}

/** One line's bytes as UTF-8, or undefined where they are not well-formed UTF-8 (RFC 3629). */
function utf8(bytes: ArrayLike<number>, start: number, end: number): string | undefined {
  const codes: number[] = [];
  let i = start;
  while (i < end) {
    const first = bytes[i] as number;
    if (first < 0x80) {
      codes.push(first);
      i++;
      continue;
    }
    const length =
      first >= 0xc2 && first <= 0xdf ? 2 : first >= 0xe0 && first <= 0xef ? 3 : first >= 0xf0 && first <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > end) return undefined;
    let code = first & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k] as number;
      if ((next & 0xc0) !== 0x80) return undefined;
      code = (code << 6) | (next & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
    const least = length === 3 ? 0x800 : length === 4 ? 0x10000 : 0x80;
    if (code < least || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
    codes.push(code);
    i += length;
  }
  return codesToText(codes);
}

/** Code points as text, in slices: String.fromCodePoint takes no argument list as long as a file. */
function codesToText(codes: readonly number[]): string {
  let text = '';
  for (let i = 0; i < codes.length; i += 4096) text += String.fromCodePoint(...codes.slice(i, i + 4096));
  return text;
}

function windows1252(bytes: ArrayLike<number>, start: number, end: number): string {
  const codes: number[] = [];
  for (let i = start; i < end; i++) {
    const byte = bytes[i] as number;
    codes.push(byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH.charCodeAt(byte - 0x80) : byte);
  }
  return codesToText(codes);
}

/**
 * Decodes a file line by line: UTF-8 where a line is UTF-8, Windows-1252 where it is not, a byte-order
 * mark dropped. Line ends are kept as they are. Never throws: every byte sequence is some text.
 */
export function decodeFileText(bytes: ArrayLike<number>): FileText {
  let text = '';
  const windows1252Lines: number[] = [];
  let start = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let line = 1;
  while (start < bytes.length) {
    let end = start;
    while (end < bytes.length && bytes[end] !== 0x0a) end++;
    // The line with its line feed: a CR before it is ASCII, the same in both.
    const stop = Math.min(end + 1, bytes.length);
    const read = utf8(bytes, start, stop);
    if (read === undefined) windows1252Lines.push(line);
    text += read ?? windows1252(bytes, start, stop);
    start = stop;
    line++;
  }
  return { text, windows1252Lines };
}

/** Bytes as a string of one character a byte (0–255): how a page hands a file's bytes to the server. */
export const bytesOfBinary = (binary: string): number[] =>
  Array.from({ length: binary.length }, (_, i) => binary.charCodeAt(i) & 0xff);

/**
 * PBN (Portable Bridge Notation) as text: a file split into games of tags and their sections, and games
 * written back. What a tag means for a board is `board.ts`'s business; here a tag is a name, a value and
 * the tokens after it. It reads what real exporters write: CRLF, `%` comment lines, `{…}` and `;`
 * comments, notes inside the auction, tags in any order.
 */
import type { ProblemParams } from '../../base/problem.js';
import { ok, parseError, type Result } from '../../base/result.js';

/** One tag of a PBN game: its name, its value and the tokens after it. */
export interface PbnTag {
  readonly name: string;
  readonly value: string;
  /** The tokens that follow the tag (the calls of `Auction`, the cards of `Play`, …). */
  readonly section: readonly string[];
  /** 1-based line of the tag in the text it was read from, for messages; absent on a tag made in code. */
  readonly line?: number;
  /**
   * Each line of the section: where it starts, as an index into `section`, and its 1-based line in the
   * text. A table's rows are its lines, so a row one entry short is refused instead of pulling the next
   * row's first entry into it. Set by parsePbn; absent on a tag made in code.
   */
  readonly rows?: readonly SectionLine[];
}

/** Where one line of a tag's section starts among its tokens, and which line of the text it is. */
export interface SectionLine {
  readonly start: number;
  readonly line: number;
}

/** One game of a PBN file: its tags in file order and the line it starts on. */
export interface PbnGame {
  /** In file order; a name can repeat (`Note`). */
  readonly tags: readonly PbnTag[];
  /** 1-based line of the game's first tag, for messages. */
  readonly line: number;
}

const TAG_AT = /\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\]|\\.)*)"\s*\]/y;
// A tag whose opening bracket was lost: read as section text, it would silently land in the tag before.
const TAG_WITHOUT_BRACKET = /^\s*[A-Za-z0-9_]+\s*"(?:[^"\\]|\\.)*"\s*\]\s*$/;
const LINE_BREAK = /\r\n|\r|\n/;
// A quoted entry of a section: to the closing quote, a quote inside written \".
const STRING_AT = /"(?:[^"\\]|\\.)*"/y;
const SPACE = /\s/;
// PBN escapes only a quote and the backslash itself inside a tag value; any other backslash is text.
const BACKSLASH_ESCAPE = /\\(["\\])/g;

// A tag seen twice starts a new game even without the blank line the standard asks for; notes repeat.
const REPEATABLE_TAGS: ReadonlySet<string> = new Set(['Note']);

/** Where in the file: every PBN error ends with it. */
export const at = (line: number, tag?: string): string => `(line ${line}${tag === undefined ? '' : `, [${tag}]`})`;

/** A PBN error: the quoted text, what is wrong, then where (its line and tag, in params too). */
export const pbnError = (
  code: string,
  input: string,
  problem: string,
  line: number,
  tag?: string,
  params?: ProblemParams,
) => parseError(code, input, `${problem} ${at(line, tag)}`, { ...params, line, ...(tag === undefined ? {} : { tag }) });

/**
 * Splits PBN text into games of tags with their sections. Real files are untidy, so it reads CRLF or
 * CR line ends, `%` lines, `{…}` comments over several lines and `;` comments, several tags on one
 * line, and a game that starts without the blank line before it. Never throws: a broken tag, text that
 * belongs to no tag, or a comment never closed is an error naming its line.
 */
export function parsePbn(text: string): Result<PbnGame[]> {
  const games: PbnGame[] = [];
  let tags: PbnTag[] = [];
  let names = new Set<string>();
  let section: string[] | undefined;
  // The line starts of the current tag's section, and the section the current line has started.
  let rows: SectionLine[] = [];
  let rowOf: string[] | undefined;
  let start = 0;
  // Where an open `{` comment began (its line and first words), while it is open.
  let comment: { readonly line: number; readonly start: string } | undefined;
  // A byte-order mark is how some editors start a UTF-8 file; it is not text of the file.
  const lines = String(text)
    .replace(/^\uFEFF/, '')
    .split(LINE_BREAK);

  const endGame = (): void => {
    if (tags.length > 0) games.push({ tags, line: start });
    tags = [];
    names = new Set();
    section = undefined;
  };

  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] as string;
    const lineNo = n + 1;
    if (comment === undefined) {
      // `%` starts a comment line; indented, it is still one outside a section, where no token starts so.
      if (line.startsWith('%') || (section === undefined && line.trimStart().startsWith('%'))) continue;
      if (line.trim() === '') {
        endGame();
        continue;
      }
      if (TAG_WITHOUT_BRACKET.test(line)) return pbnError('pbn-bracket', line.trim(), 'a tag starts with [', lineNo);
    }
    let token = '';
    let stray: string | undefined;
    rowOf = undefined;
    const push = (into: string[], entry: string): void => {
      if (rowOf !== into) {
        rows.push({ start: into.length, line: lineNo });
        rowOf = into;
      }
      into.push(entry);
    };
    const flush = (): void => {
      if (token === '') return;
      if (section === undefined) stray ??= token;
      else push(section, token);
      token = '';
    };
    for (let i = 0; i < line.length; i++) {
      const char = line[i] as string;
      if (comment !== undefined) {
        if (char === '}') comment = undefined;
        continue;
      }
      if (char === ';') break;
      if (char === '"' && section !== undefined && token === '') {
        // A table's entry with a space or `;` in it (a pair's names) is quoted: one token, quotes kept.
        STRING_AT.lastIndex = i;
        const string = STRING_AT.exec(line);
        if (string === null)
          return pbnError('pbn-open-quote', line.slice(i, i + 24).trim(), 'this quoted text is never closed', lineNo);
        push(section, string[0]);
        i = STRING_AT.lastIndex - 1;
        continue;
      }
      if (char === '{' || char === '[' || SPACE.test(char)) flush();
      // Quoted by its first words, cut by code points so that an emoji is never split.
      // Only the next few dozen characters are cut from the line: copying the rest at every `{` made a line
      // of many comments cost the square of its length.
      if (char === '{')
        comment = {
          line: lineNo,
          start: Array.from(line.slice(i, i + 96).trimEnd())
            .slice(0, 24)
            .join(''),
        };
      else if (char === '[') {
        TAG_AT.lastIndex = i;
        const tag = TAG_AT.exec(line);
        if (tag === null) return pbnError('pbn', line.slice(i).trim(), 'a tag is written [Name "value"]', lineNo);
        const name = tag[1] as string;
        if (names.has(name) && !REPEATABLE_TAGS.has(name)) endGame();
        if (tags.length === 0) start = lineNo;
        names.add(name);
        section = [];
        rows = [];
        const value = (tag[2] as string).replace(BACKSLASH_ESCAPE, '$1');
        tags.push({ name, value, section, line: lineNo, rows });
        i = TAG_AT.lastIndex - 1;
      } else if (!SPACE.test(char)) token += char;
    }
    flush();
    if (stray !== undefined) return pbnError('pbn-stray-text', stray, 'this text belongs to no tag', lineNo);
  }
  if (comment !== undefined)
    return pbnError('pbn-open-comment', comment.start, 'this comment is never closed', comment.line);
  endGame();
  return ok(games);
}

/** The value of the first tag of that name, or undefined. */
export const pbnTag = (game: PbnGame, name: string): string | undefined =>
  game.tags.find((tag) => tag.name === name)?.value;

/** The tokens after the first tag of that name (none when it is missing). */
export const pbnSection = (game: PbnGame, name: string): readonly string[] =>
  game.tags.find((tag) => tag.name === name)?.section ?? [];

const ESCAPE = /[\\"]/g;
const LINE_END = '\r\n';

/**
 * Section tokens, four to a line: an auction's or a play's round of four. A line that would start with
 * `%` gets a space first, or it would read back as a comment.
 */
function sectionLines(tokens: readonly string[]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < tokens.length; i += 4) {
    const line = tokens.slice(i, i + 4).join(' ');
    lines.push(line.startsWith('%') ? ` ${line}` : line);
  }
  return lines;
}

/** Section tokens a line each row, the rows starting where `rows` says. */
function rowLines(tokens: readonly string[], rows: readonly SectionLine[]): string[] {
  return rows.map((row, i) => {
    const line = tokens.slice(row.start, rows[i + 1]?.start ?? tokens.length).join(' ');
    return line.startsWith('%') ? ` ${line}` : line;
  });
}

// What PBN cannot carry: a tag name other than letters, digits and _; a line break in a tag value; in a
// section token, a space, a comment or a tag.
const TAG_NAME = /^[A-Za-z0-9_]+$/;
const UNWRITABLE_VALUE = /[\r\n]/;
const UNWRITABLE_TOKEN = /[\s;{[]/;
// A quoted table entry may hold spaces, `;`, `{` and `[`, all but a line break.
const QUOTED_TOKEN = /^"(?:[^"\\\r\n]|\\[^\r\n])*"$/;

/**
 * Writes games as PBN text (CRLF lines, a blank line between games) that `parsePbn` reads back to the
 * same tags and sections. Throws a RangeError for a value or token that PBN has no way to write (games
 * that parsePbn or boardToPbn made never hold one).
 */
export function formatPbn(games: readonly PbnGame[]): string {
  const out: string[] = ['% PBN 2.1', '% Written by Bridge Scorer'];
  for (const game of games) {
    out.push('');
    const names = new Set<string>();
    for (const tag of game.tags) {
      if (!TAG_NAME.test(tag.name))
        throw new RangeError(`${JSON.stringify(tag.name)}: a PBN tag name is letters, digits and _`);
      // A second tag of a name starts a new game when read back; only notes repeat.
      if (names.has(tag.name) && !REPEATABLE_TAGS.has(tag.name))
        throw new RangeError(`[${tag.name}]: a game holds one tag of a name (only Note repeats)`);
      names.add(tag.name);
      if (UNWRITABLE_VALUE.test(tag.value))
        throw new RangeError(
          `[${tag.name}]: a PBN tag value cannot hold a line break, as ${JSON.stringify(tag.value)} does`,
        );
      const token = tag.section.find((t) => t === '' || (UNWRITABLE_TOKEN.test(t) && !QUOTED_TOKEN.test(t)));
      if (token !== undefined)
        throw new RangeError(`[${tag.name}]: ${JSON.stringify(token)} cannot be written as one PBN section token`);
      out.push(`[${tag.name} "${tag.value.replace(ESCAPE, '\\$&')}"]`);
      // One push a line: a section's length is the file's, too long for an argument list. A table's
      // rows (a tag with its line starts) go a row a line, as its reader takes them.
      for (const line of tag.rows === undefined ? sectionLines(tag.section) : rowLines(tag.section, tag.rows))
        out.push(line);
    }
  }
  return out.join(LINE_END) + LINE_END;
}

/**
 * A small reader of PBN (Portable Bridge Notation) game records: the tags and the sections a results
 * file carries. It reads what real exporters write: CRLF, `%` comment lines, `{…}` and `;` comments,
 * notes inside the auction, tags in any order.
 */

import { parseBoardNumber, parseVulnerability } from './board.js';
import type { Call } from './call.js';
import { formatCall, parseCall } from './call.js';
import { type Card, type Deal, formatCard, formatDeal, parseCard, parseDeal } from './card.js';
import { type Contract, formatContract, isPassedOut, PASSED_OUT, parseContract } from './contract.js';
import { OUT_OF_RANGE, readNumber } from './decimal.js';
import { ok, type ParseError, parseError, type Result } from './result.js';
import { isSeat, nextSeat, type Seat, STRAINS, type Strain, type Vulnerability } from './vocabulary.js';

export interface PbnTag {
  readonly name: string;
  readonly value: string;
  /** The tokens that follow the tag (the calls of `Auction`, the cards of `Play`, …). */
  readonly section: readonly string[];
  /** 1-based line of the tag in the text it was read from, for messages; absent on a tag made in code. */
  readonly line?: number;
}

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
const SPACE = /\s/;
// PBN escapes only a quote and the backslash itself inside a tag value; any other backslash is text.
const BACKSLASH_ESCAPE = /\\(["\\])/g;

// A tag seen twice starts a new game even without the blank line the standard asks for; notes repeat.
const REPEATABLE_TAGS: ReadonlySet<string> = new Set(['Note']);

/** Where in the file: every PBN error ends with it. */
const at = (line: number, tag?: string): string => `(line ${line}${tag === undefined ? '' : `, [${tag}]`})`;

/** A PBN error: the quoted text, what is wrong, then where. */
const pbnError = (input: string, problem: string, line: number, tag?: string) =>
  parseError('pbn', input, `${problem} ${at(line, tag)}`);

/**
 * Splits PBN text into games of tags with their sections. Real files are untidy, so it reads CRLF or
 * CR line ends, `%` lines, `{…}` comments over several lines and `;` comments, several tags on one
 * line, and a game that starts without the blank line before it. Never throws: a broken tag, text that
 * belongs to no tag, or a comment never closed is an error naming its line.
 */
export function parsePbn(text: string): Result<PbnGame[], ParseError> {
  const games: PbnGame[] = [];
  let tags: PbnTag[] = [];
  let names = new Set<string>();
  let section: string[] | undefined;
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
      if (TAG_WITHOUT_BRACKET.test(line)) return pbnError(line.trim(), 'a tag starts with [', lineNo);
    }
    let token = '';
    let stray: string | undefined;
    const flush = (): void => {
      if (token === '') return;
      if (section === undefined) stray ??= token;
      else section.push(token);
      token = '';
    };
    for (let i = 0; i < line.length; i++) {
      const char = line[i] as string;
      if (comment !== undefined) {
        if (char === '}') comment = undefined;
        continue;
      }
      if (char === ';') break;
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
        if (tag === null) return pbnError(line.slice(i).trim(), 'a tag is written [Name "value"]', lineNo);
        const name = tag[1] as string;
        if (names.has(name) && !REPEATABLE_TAGS.has(name)) endGame();
        if (tags.length === 0) start = lineNo;
        names.add(name);
        section = [];
        tags.push({ name, value: (tag[2] as string).replace(BACKSLASH_ESCAPE, '$1'), section, line: lineNo });
        i = TAG_AT.lastIndex - 1;
      } else if (!SPACE.test(char)) token += char;
    }
    flush();
    if (stray !== undefined) return pbnError(stray, 'this text belongs to no tag', lineNo);
  }
  if (comment !== undefined) return pbnError(comment.start, 'this comment is never closed', comment.line);
  endGame();
  return ok(games);
}

/** The value of the first tag of that name, or undefined. */
export const pbnTag = (game: PbnGame, name: string): string | undefined =>
  game.tags.find((tag) => tag.name === name)?.value;

const pbnSection = (game: PbnGame, name: string): readonly string[] =>
  game.tags.find((tag) => tag.name === name)?.section ?? [];

/** What a results file records of one board at one table. */
export interface PbnBoard {
  readonly board?: number;
  readonly dealer?: Seat;
  readonly vulnerability?: Vulnerability;
  readonly deal?: Deal;
  /** With declarer and result when the file gives them; passed out for `Pass`. */
  readonly contract?: Contract;
  readonly auction?: { readonly dealer: Seat; readonly calls: readonly Call[] };
  /** The play section: the opening leader's column first, a row per trick, null for a card not played. */
  readonly play?: { readonly leader: Seat; readonly rows: readonly { readonly [S in Seat]: Card | null }[] };
  /** `[Score]` in the N/S view. */
  readonly score?: number;
  /** `[OptimumResultTable]`: the tricks each declarer can take in each strain (double-dummy). */
  readonly optimum?: readonly { readonly declarer: Seat; readonly strain: Strain; readonly tricks: number }[];
}

const NOTE_REF = /^=\d+=$/;
const NAG = /^\$\d+$/;
const CALL_SUFFIX = /[!?]+$/;
const SCORE_VALUE = /^(?:(NS|EW)\s+)?(-?\d+)$/;

/** Tricks as a file writes them: 0–13 in digits (Number() would read a blank as 0, and 0xA as 10). */
const tricksIn = (text: string): number | undefined => {
  const tricks = /^\s*\d{1,2}\s*$/.test(text) ? Number(text) : undefined;
  return tricks !== undefined && tricks <= 13 ? tricks : undefined;
};

const tagLine = (game: PbnGame, name: string): number => game.tags.find((tag) => tag.name === name)?.line ?? game.line;

/** A tag of this game that is wrong: its value quoted, the problem, its line. */
const boardError = (game: PbnGame, tag: string, problem: string, input = pbnTag(game, tag) ?? '') =>
  pbnError(input, problem, tagLine(game, tag), tag);

/** Where a tag's value stands: its line and its name. */
const atTag = (game: PbnGame, tag: string): string => at(tagLine(game, tag), tag);

/** Where a tag's section stands: it may run over several lines after the tag's. */
const inSection = (game: PbnGame, tag: string): string => `(in the [${tag}] section from line ${tagLine(game, tag)})`;

/** An error from reading a part of the file (a deal, a contract, a call…), with where it stands. */
const placed = (error: ParseError, where: string): { readonly ok: false; readonly error: ParseError } => ({
  ok: false,
  error: { ...error, message: `${error.message} ${where}` },
});

/**
 * Reads the tags of one game that scoring needs: Board, Dealer, Vulnerable, Deal, Declarer, Contract,
 * Result, Auction, Play and Score. A tag that is missing is left out; one that is malformed is an error.
 */
export function readPbnBoard(game: PbnGame): Result<PbnBoard, ParseError> {
  const board: { -readonly [K in keyof PbnBoard]: PbnBoard[K] } = {};

  const boardTag = pbnTag(game, 'Board');
  if (boardTag !== undefined && boardTag !== '') {
    const number = parseBoardNumber(boardTag);
    if (!number.ok) return placed(number.error, atTag(game, 'Board'));
    board.board = number.value;
  }
  const dealer = pbnTag(game, 'Dealer');
  if (dealer !== undefined && dealer !== '') {
    if (!isSeat(dealer)) return boardError(game, 'Dealer', 'the dealer must be N, E, S or W');
    board.dealer = dealer;
  }
  const vulnerable = pbnTag(game, 'Vulnerable');
  if (vulnerable !== undefined && vulnerable !== '') {
    const parsed = parseVulnerability(vulnerable);
    if (!parsed.ok) return placed(parsed.error, atTag(game, 'Vulnerable'));
    board.vulnerability = parsed.value;
  }
  const dealTag = pbnTag(game, 'Deal');
  if (dealTag !== undefined && dealTag !== '') {
    const parsed = parseDeal(dealTag);
    if (!parsed.ok) return placed(parsed.error, atTag(game, 'Deal'));
    board.deal = parsed.value;
  }

  const contractTag = pbnTag(game, 'Contract');
  if (contractTag !== undefined && contractTag !== '') {
    const parsed = parseContract(contractTag);
    if (!parsed.ok) return placed(parsed.error, atTag(game, 'Contract'));
    if (isPassedOut(parsed.value)) board.contract = PASSED_OUT;
    else {
      let contract = parsed.value;
      const declarer = pbnTag(game, 'Declarer');
      if (declarer !== undefined && isSeat(declarer)) contract = { ...contract, declarer };
      const resultTag = pbnTag(game, 'Result');
      if (resultTag !== undefined && resultTag !== '') {
        const tricks = tricksIn(resultTag);
        if (tricks === undefined) {
          return boardError(game, 'Result', 'the result must be the tricks declarer took, 0–13');
        }
        contract = { ...contract, result: tricks - (contract.level + 6) };
      }
      board.contract = contract;
    }
  }

  const auctionDealer = pbnTag(game, 'Auction');
  if (auctionDealer !== undefined && isSeat(auctionDealer)) {
    const calls: Call[] = [];
    for (const token of pbnSection(game, 'Auction')) {
      if (NOTE_REF.test(token) || NAG.test(token) || token === '*' || token === '-' || token === '+') continue;
      if (token.toUpperCase() === 'AP') {
        // "All pass": three passes close the auction.
        calls.push({ type: 'pass' }, { type: 'pass' }, { type: 'pass' });
        continue;
      }
      const call = parseCall(token.replace(CALL_SUFFIX, ''));
      if (!call.ok) return placed(call.error, inSection(game, 'Auction'));
      calls.push(call.value);
    }
    board.auction = { dealer: auctionDealer, calls };
  }

  const leader = pbnTag(game, 'Play');
  if (leader !== undefined && isSeat(leader)) {
    const rows: { [S in Seat]: Card | null }[] = [];
    const tokens = pbnSection(game, 'Play').filter((token) => !NAG.test(token) && !NOTE_REF.test(token));
    const end = tokens.indexOf('*');
    const cards = end < 0 ? tokens : tokens.slice(0, end);
    for (let i = 0; i < cards.length; i += 4) {
      const row: { [S in Seat]: Card | null } = { N: null, E: null, S: null, W: null };
      let seat = leader;
      for (let j = i; j < i + 4; j++) {
        const token = cards[j];
        if (token !== undefined && token !== '-') {
          const card = parseCard(token);
          if (!card.ok) return placed(card.error, inSection(game, 'Play'));
          row[seat] = card.value;
        }
        seat = nextSeat(seat);
      }
      rows.push(row);
    }
    board.play = { leader, rows };
  }

  const scoreTag = pbnTag(game, 'Score');
  if (scoreTag !== undefined && scoreTag !== '') {
    const match = SCORE_VALUE.exec(scoreTag.trim());
    if (match === null) return boardError(game, 'Score', 'a score is written "NS 420", "EW -50" or a number');
    const value = readNumber(match[2] as string);
    if (!value.ok) return boardError(game, 'Score', `a score ${OUT_OF_RANGE}`);
    board.score = match[1] === 'EW' ? 0 - value.value : value.value;
  }
  const optimum = game.tags.find((t) => t.name === 'OptimumResultTable');
  if (optimum !== undefined) {
    const rows: { declarer: Seat; strain: Strain; tricks: number }[] = [];
    const tokens = optimum.section;
    if (tokens.length % 3 !== 0)
      return boardError(game, 'OptimumResultTable', 'each row is a declarer, a strain and a number of tricks');
    for (let i = 0; i < tokens.length; i += 3) {
      const [seat, strainText, tricksText] = [tokens[i] as string, tokens[i + 1] as string, tokens[i + 2] as string];
      const strain =
        strainText === 'NT' || strainText === 'N'
          ? 'NT'
          : (STRAINS as readonly string[]).includes(strainText)
            ? (strainText as Strain)
            : undefined;
      const tricks = tricksIn(tricksText);
      if (!isSeat(seat) || strain === undefined || tricks === undefined) {
        return boardError(
          game,
          'OptimumResultTable',
          'each row is a declarer, a strain and 0–13 tricks',
          `${seat} ${strainText} ${tricksText}`,
        );
      }
      rows.push({ declarer: seat, strain, tricks });
    }
    board.optimum = rows;
  }
  return ok(board);
}

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

// What PBN cannot carry: a tag name other than letters, digits and _; a line break in a tag value; in a
// section token, a space, a comment or a tag.
const TAG_NAME = /^[A-Za-z0-9_]+$/;
const UNWRITABLE_VALUE = /[\r\n]/;
const UNWRITABLE_TOKEN = /[\s;{[]/;

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
      const token = tag.section.find((t) => t === '' || UNWRITABLE_TOKEN.test(t));
      if (token !== undefined)
        throw new RangeError(`[${tag.name}]: ${JSON.stringify(token)} cannot be written as one PBN section token`);
      out.push(`[${tag.name} "${tag.value.replace(ESCAPE, '\\$&')}"]`);
      // One push a line: a section's length is the file's, too long for an argument list.
      for (const line of sectionLines(tag.section)) out.push(line);
    }
  }
  return out.join(LINE_END) + LINE_END;
}

const tag = (name: string, value: string, section: readonly string[] = []): PbnTag => ({ name, value, section });

/**
 * A board's record as a PBN game: the tags a results file carries, in the standard order, for the
 * parts the board has. `readPbnBoard` reads it back to the same board.
 */
export function boardToPbn(board: PbnBoard): PbnGame {
  const tags: PbnTag[] = [];
  if (board.board !== undefined) tags.push(tag('Board', String(board.board)));
  if (board.dealer !== undefined) tags.push(tag('Dealer', board.dealer));
  if (board.vulnerability !== undefined) tags.push(tag('Vulnerable', board.vulnerability));
  if (board.deal !== undefined) tags.push(tag('Deal', formatDeal(board.deal)));
  const contract = board.contract;
  if (contract !== undefined) {
    if (isPassedOut(contract)) tags.push(tag('Contract', 'Pass'));
    else {
      if (contract.declarer !== undefined) tags.push(tag('Declarer', contract.declarer));
      tags.push(
        tag(
          'Contract',
          formatContract({ level: contract.level, strain: contract.strain, doubling: contract.doubling }),
        ),
      );
      if (contract.result !== undefined) tags.push(tag('Result', String(contract.level + 6 + contract.result)));
    }
  }
  if (board.score !== undefined) tags.push(tag('Score', `NS ${board.score}`));
  if (board.auction !== undefined)
    tags.push(
      tag(
        'Auction',
        board.auction.dealer,
        board.auction.calls.map((call) => formatCall(call)),
      ),
    );
  if (board.play !== undefined) {
    const { leader, rows } = board.play;
    const tokens: string[] = [];
    for (const row of rows) {
      let seat = leader;
      for (let i = 0; i < 4; i++) {
        const card = row[seat];
        tokens.push(card === null ? '-' : formatCard(card));
        seat = nextSeat(seat);
      }
    }
    tags.push(tag('Play', leader, tokens));
  }
  if (board.optimum !== undefined) {
    tags.push(
      tag(
        'OptimumResultTable',
        'Declarer;Denomination\\2R;Result\\2R',
        board.optimum.flatMap((row) => [row.declarer, row.strain, String(row.tricks)]),
      ),
    );
  }
  return { tags, line: 0 };
}

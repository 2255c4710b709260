/**
 * A PBN game as a board: what a results file records of one board at one table, read from the tags
 * scoring needs, one reader a tag, and written back as a game that reads back to the same board.
 */

import { OUT_OF_RANGE, parseNumber } from '../../base/decimal.js';
import type { Problem } from '../../base/problem.js';
import { ok, type Result } from '../../base/result.js';
import { isSeat, nextSeat, type Seat, STRAINS, type Strain, type Vulnerability } from '../../base/vocabulary.js';
import { parseBoardNumber, parseVulnerability } from '../../hand/board.js';
import { type Contract, formatContract, isPassedOut, PASSED_OUT, resultToTricks } from '../../hand/contract.js';
import { parseContract } from '../../hand/contract-reader.js';
import { parseHandRow } from '../../hand/row.js';
import { type Call, formatCall, parseCall } from '../call.js';
import { type Card, type Deal, formatCard, formatDeal, parseCard, parseDeal } from '../card.js';
import { at, type PbnGame, type PbnTag, pbnError, pbnSection, pbnTag } from './text.js';

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
  /** `[OptimumScore]` in the N/S view: the par score, as the program that wrote the file found it. */
  readonly optimumScore?: number;
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
const boardError = (game: PbnGame, code: string, tag: string, problem: string, input = pbnTag(game, tag) ?? '') =>
  pbnError(code, input, problem, tagLine(game, tag), tag);

/** Where a part read from the file stands: a tag's value (its line and name), or a tag's section. */
interface Place {
  readonly code: 'pbn-tag' | 'pbn-section';
  readonly words: string;
  readonly line: number;
  readonly tag: string;
}

/** Where a tag's value stands: its line and its name. */
const atTag = (game: PbnGame, tag: string): Place => {
  const line = tagLine(game, tag);
  return { code: 'pbn-tag', words: at(line, tag), line, tag };
};

/** Where a tag's section stands: it may run over several lines after the tag's. */
const inSection = (game: PbnGame, tag: string): Place => {
  const line = tagLine(game, tag);
  return { code: 'pbn-section', words: `(in the [${tag}] section from line ${line})`, line, tag };
};

/**
 * An error from reading a part of the file (a deal, a contract, a call…), with where it stands: the
 * place's code, the part's code as its cause, the part's values and words (`part`) with the line and tag.
 */
const placed = (error: Problem, where: Place): Failure => ({
  ok: false,
  error: {
    ...error,
    code: where.code,
    cause: error.code,
    reason: `${error.reason} ${where.words}`,
    params: { ...error.params, part: error.reason, line: where.line, tag: where.tag },
  },
});

type Draft = { -readonly [K in keyof PbnBoard]: PbnBoard[K] };
type Failure = { readonly ok: false; readonly error: Problem };

/** A tag's value when the game has it filled in: a missing or empty tag is left out of the board. */
const filled = (game: PbnGame, name: string): string | undefined => {
  const value = pbnTag(game, name);
  return value === undefined || value === '' ? undefined : value;
};

/** A tag one of the core's parsers reads: its value into the board, or the parser's error at the tag. */
function parsedTag<T>(
  game: PbnGame,
  name: string,
  parse: (text: string) => Result<T>,
  keep: (value: T) => void,
): Failure | undefined {
  const text = filled(game, name);
  if (text === undefined) return;
  const parsed = parse(text);
  if (!parsed.ok) return placed(parsed.error, atTag(game, name));
  keep(parsed.value);
}

const readBoardTag = (game: PbnGame, board: Draft) =>
  parsedTag(game, 'Board', parseBoardNumber, (number) => {
    board.board = number;
  });

function readDealer(game: PbnGame, board: Draft): Failure | undefined {
  const dealer = filled(game, 'Dealer');
  if (dealer === undefined) return;
  if (!isSeat(dealer)) return boardError(game, 'pbn-dealer', 'Dealer', 'the dealer must be N, E, S or W');
  board.dealer = dealer;
}

const readVulnerable = (game: PbnGame, board: Draft) =>
  parsedTag(game, 'Vulnerable', parseVulnerability, (vulnerability) => {
    board.vulnerability = vulnerability;
  });

const readDealTag = (game: PbnGame, board: Draft) =>
  parsedTag(game, 'Deal', parseDeal, (deal) => {
    board.deal = deal;
  });

/**
 * Contract, with Declarer and Result when the file gives them. A played hand goes through the core's
 * one hand-row reader, its Result always the tricks taken (as the PBN standard says); a contract without
 * a Result is kept without one.
 */
function readContractTags(game: PbnGame, board: Draft): Failure | undefined {
  const text = filled(game, 'Contract');
  if (text === undefined) return;
  const tag = pbnTag(game, 'Declarer');
  const declarer = tag !== undefined && isSeat(tag) ? tag : undefined;
  const resultText = filled(game, 'Result');
  const parsed = parseContract(text);
  if (!parsed.ok) return placed(parsed.error, atTag(game, 'Contract'));
  // BBO writes [Result "0"] for a board passed out: no tricks were played, so there is nothing to read.
  if (isPassedOut(parsed.value)) {
    board.contract = PASSED_OUT;
    return;
  }
  if (resultText === undefined) {
    board.contract = declarer === undefined ? parsed.value : { ...parsed.value, declarer };
    return;
  }
  if (tricksIn(resultText) === undefined)
    return boardError(game, 'pbn-result', 'Result', 'the result must be the tricks declarer took, 0–13');
  const read = parseHandRow({ contract: text, result: resultText, declarer }, { resultIs: 'tricks' });
  if (!read.ok) return placed(read.error, atTag(game, read.error.where.field === 'result' ? 'Result' : 'Contract'));
  board.contract = isPassedOut(read.value.hand) ? PASSED_OUT : read.value.hand;
}

function readAuction(game: PbnGame, board: Draft): Failure | undefined {
  const dealer = pbnTag(game, 'Auction');
  if (dealer === undefined || !isSeat(dealer)) return;
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
  board.auction = { dealer, calls };
}

function readPlay(game: PbnGame, board: Draft): Failure | undefined {
  const leader = pbnTag(game, 'Play');
  if (leader === undefined || !isSeat(leader)) return;
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

/** A score tag in the N/S view: `[Score]`, or `[OptimumScore]` (the par, as Ruter and others write it). */
function scoreTag(game: PbnGame, name: 'Score' | 'OptimumScore', keep: (score: number) => void): Failure | undefined {
  const text = filled(game, name);
  if (text === undefined) return;
  const match = SCORE_VALUE.exec(text.trim());
  if (match === null) return boardError(game, 'pbn-score', name, 'a score is written "NS 420", "EW -50" or a number');
  const value = parseNumber(match[2] as string);
  if (!value.ok)
    return pbnError('pbn-score-range', text, `a score ${OUT_OF_RANGE}`, tagLine(game, name), name, value.error.params);
  keep(match[1] === 'EW' ? 0 - value.value : value.value);
}

const readScore = (game: PbnGame, board: Draft) =>
  scoreTag(game, 'Score', (score) => {
    board.score = score;
  });

const readOptimumScore = (game: PbnGame, board: Draft) =>
  scoreTag(game, 'OptimumScore', (score) => {
    board.optimumScore = score;
  });

function readOptimum(game: PbnGame, board: Draft): Failure | undefined {
  const optimum = game.tags.find((t) => t.name === 'OptimumResultTable');
  if (optimum === undefined) return;
  const rows: { declarer: Seat; strain: Strain; tricks: number }[] = [];
  const tokens = optimum.section;
  if (tokens.length % 3 !== 0)
    return boardError(
      game,
      'pbn-optimum-rows',
      'OptimumResultTable',
      'each row is a declarer, a strain and a number of tricks',
    );
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
        'pbn-optimum-row',
        'OptimumResultTable',
        'each row is a declarer, a strain and 0–13 tricks',
        `${seat} ${strainText} ${tricksText}`,
      );
    }
    rows.push({ declarer: seat, strain, tricks });
  }
  board.optimum = rows;
}

/** The readers, one a tag, in the order a file's errors are reported. */
const READERS = [
  readBoardTag,
  readDealer,
  readVulnerable,
  readDealTag,
  readContractTags,
  readAuction,
  readPlay,
  readScore,
  readOptimum,
  readOptimumScore,
] as const;

/**
 * Reads the tags of one game that scoring needs: Board, Dealer, Vulnerable, Deal, Declarer, Contract,
 * Result, Auction, Play, Score, OptimumResultTable and OptimumScore. A tag that is missing is left out; one that is
 * malformed is an error naming its line.
 */
export function readPbnBoard(game: PbnGame): Result<PbnBoard> {
  const board: Draft = {};
  for (const read of READERS) {
    const failure = read(game, board);
    if (failure !== undefined) return failure;
  }
  return ok(board);
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
      if (contract.result !== undefined)
        tags.push(tag('Result', String(resultToTricks(contract.level, contract.result))));
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
  if (board.optimumScore !== undefined) tags.push(tag('OptimumScore', `NS ${board.optimumScore}`));
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

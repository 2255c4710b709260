/**
 * A board's contract and result scored for N/S by the board's own vulnerability: the one reading the
 * sidebar's entry, the sheet's check of an entry and the table page's confirm screen share, so that a
 * phone shows the score the server then writes.
 *
 * Pure and importing only the core: the table page runs it too (test/core/core-boundary.test.ts, SHARED).
 */
import {
  boardVulnerability,
  type HandRow,
  isVulnerable,
  type Language,
  ok,
  type Problem,
  parseHandRow,
  type Result,
  type Seat,
  scoreHandRow,
  seatLetter,
} from '../../core/index';

/**
 * A board's contract and result as a scorer gives them (`4SX-2`, by `declarer`), scored for N/S by the
 * board's own vulnerability. A `v` in the line could only disagree with the board, and is refused.
 */
export function scoreOnBoard(
  board: number,
  declarer: Seat,
  text: string,
  // What the sidebar sends is typed in the sheet's notation; the sheet's own cells hold English letters.
  notation: Language = 'en',
): Result<{ hand: HandRow['hand']; ns: number }, Problem> {
  // The declarer is a seat (the sidebar's choice, a Declarer cell), read as the notation letters it: `O`
  // for East in German, for West in French, so that the seat is never taken for another or refused.
  const read = parseHandRow(
    { contract: text, declarer: seatLetter(declarer, notation) },
    { vulnerabilityKnownBy: 'the board', notation },
  );
  if (!read.ok) return read;
  const vulnerable = isVulnerable(boardVulnerability(board), declarer);
  return ok({ hand: read.value.hand, ns: scoreHandRow(read.value, vulnerable).ns ?? 0 });
}

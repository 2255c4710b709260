/**
 * The movement of a duplicate pairs evening as a custom function: the director's choice in, the whole
 * plan out, one row a table a round. A thin adapter: the core builds the movement (core/movements/).
 */
import { type Arg, isProblem, listen, type Output, say, thrown } from '../cells';
import { movementHeader, movementRows, readMovement } from '../movement-cells';

/**
 * Lays out a Mitchell or a Howell: a header row Round, Table, N/S, E/W, Boards, then one row a table a
 * round in round order. Kind is Mitchell (N/S stay, E/W up one table, boards down one; an even number
 * of tables plays a skip, or a relay with a bye stand when the number of pairs is odd), Mitchell skip,
 * Mitchell relay, or Howell (every pair meets every other in full; 2–8 tables). Mitchell pairs are
 * numbered 1… in each direction, Howell pairs 1…n. With an odd number of pairs one pair sits out each
 * round: a row whose Table is Sit out, the pair in its seat's column. Boards are text: 1-3, or 5 for
 * one board. In an arrow-switched round each Mitchell pair plays the other direction's cards, and is
 * written with its own direction (E/W 3 in the N/S column). Rounds and boards a round left blank take
 * the movement's full length and about 24 boards.
 * Examples: =MOVEMENT("Howell", 4, 2, 2) gives "Round", "Table", "N/S", "E/W", "Boards", 1, 1, 4, 1, "1-2",
 * 1, 2, 2, 3, "1-2", 2, 1, 4, 2, "3-4", 2, 2, 1, 3, "3-4" (two tables sharing each round's boards);
 * =MOVEMENT("Mitchell", 14) lays out 7 tables over 7 rounds of 3 boards, 50 rows with its header;
 * =MOVEMENT("Howell", 10, 9, 3) a 5-table Howell in full, 27 boards; =MOVEMENT("Mitchell", 14, , , 7)
 * switches the arrows in round 7.
 * Where decimals are written with a comma, Sheets wants ; between arguments.
 *
 * @param {string} kind "Mitchell", "Mitchell skip", "Mitchell relay" or "Howell".
 * @param {number} pairs The pairs playing: 5–30 for a Mitchell, 4–16 for a Howell.
 * @param {number} rounds Optional: the rounds to play, within what the movement allows (blank: all of them).
 * @param {number} boards_per_round Optional: boards a round, 1–12 (blank: about 24 boards in all).
 * @param {number} arrow_switch_rounds Optional: Mitchell only, the rounds to arrow-switch, a number, a range or text such as "6, 7".
 * @return 5 cells a row: Round, Table, N/S, E/W, Boards; a header row, then a row a table a round, and a row a pair sitting out.
 * @customfunction
 */
export function MOVEMENT(
  kind: Arg,
  pairs: Arg,
  rounds?: Arg,
  boards_per_round?: Arg,
  arrow_switch_rounds?: Arg,
): Output {
  listen();
  const movement = readMovement({
    kind,
    pairs,
    rounds,
    boardsPerRound: boards_per_round,
    arrowSwitch: arrow_switch_rounds,
  });
  if (isProblem(movement)) throw thrown(movement);
  return [movementHeader(), ...movementRows(movement, say('cell.sitOut'))];
}

/**
 * A movement read from the cells a director fills (kind, pairs, rounds, boards a round, arrow-switch
 * rounds; in the cards dialog a pair that leaves and a late pair) and laid out as the rows every face of it shares: MOVEMENT's spill, the cards' sheets and
 * their page. Each argument's problem names the argument and quotes its cell.
 */
import {
  formatBoards,
  latePair,
  type Movement,
  type MovementKind,
  type MovementSettings,
  newMovement,
  type PairRef,
  type Problem,
  pairLeaves,
  parseMovementKind,
  parsePair,
  roundsOf,
} from '../core/index';
import {
  type Arg,
  type Cell,
  cellNumber,
  cellProblem,
  cellsOf,
  isBlank,
  isProblem,
  type Meant,
  meantInEnglish,
  oneValue,
  problem,
  say,
  sayPair,
} from './cells';

/** The settings' cells, as the custom function and the cards dialog take them. */
export interface MovementCells {
  readonly kind: Arg;
  readonly pairs: Arg;
  readonly rounds?: Arg;
  readonly boardsPerRound?: Arg;
  readonly arrowSwitch?: Arg;
  /** A pair that leaves (`E/W 3`, or `3` in a Howell) and the first round it misses. */
  readonly leaves?: Arg;
  readonly leavesFrom?: Arg;
  /** The first round a late pair plays, in the phantom's seat. */
  readonly lateFrom?: Arg;
}

/** A problem with `params` beside the cell's own, for its words in another language. */
const withParams = (found: Problem, params: { readonly [name: string]: string }): Problem => ({
  ...found,
  params: { ...found.params, ...params },
});

/** A problem placed at its argument. */
const at = (found: Problem, argument: string): Problem => ({ ...found, where: { ...found.where, argument } });

/** A whole number from one cell, blank undefined; what is wrong with it, quoted, otherwise. */
function wholeNumber(arg: Arg | undefined, argument: string, meant: Meant): number | undefined | Problem {
  const cell = oneValue(arg, argument, meant);
  if (isBlank(cell)) return undefined;
  const value = cellNumber(cell, meant);
  if (isProblem(value)) return at(value, argument);
  return Number.isInteger(value)
    ? value
    : at(
        withParams(problem(cell, `${meantInEnglish(meant)} must be a whole number`, 'whole-number'), { argument }),
        argument,
      );
}

/** Arrow-switch rounds: a number, a range of numbers, or text such as `6, 7`; blanks passed over. */
function switchRounds(arg: Arg | undefined): number[] | Problem {
  const rounds: number[] = [];
  for (const cell of arg === undefined ? [] : cellsOf(arg)) {
    const parts: Cell[] = typeof cell === 'string' ? cell.split(/[\s,;]+/).filter(Boolean) : [cell];
    for (const part of parts) {
      if (isBlank(part)) continue;
      const value = cellNumber(part, 'round');
      if (isProblem(value)) return at(value, 'arrow_switch_rounds');
      rounds.push(value);
    }
  }
  return rounds;
}

/** The settings the cells ask for, or the problem of the first cell that says none, at its argument. */
export function readMovementSettings(cells: MovementCells): MovementSettings | Problem {
  const kindCell = oneValue(cells.kind, 'kind', 'movement');
  const kind = parseMovementKind(isBlank(kindCell) ? '' : String(kindCell));
  if (!kind.ok) return at(cellProblem(kindCell, kind.error), 'kind');
  const pairs = wholeNumber(cells.pairs, 'pairs', 'pairs');
  if (isProblem(pairs)) return pairs;
  if (pairs === undefined) return at(problem('', 'the number of pairs is needed', 'no-pairs'), 'pairs');
  const rounds = wholeNumber(cells.rounds, 'rounds', 'rounds');
  if (isProblem(rounds)) return rounds;
  const boards = wholeNumber(cells.boardsPerRound, 'boards_per_round', 'boards-a-round');
  if (isProblem(boards)) return boards;
  const arrow = switchRounds(cells.arrowSwitch);
  if (isProblem(arrow)) return arrow;
  return {
    kind: kind.value,
    pairs,
    ...(rounds === undefined ? {} : { rounds }),
    ...(boards === undefined ? {} : { boardsPerRound: boards }),
    arrowSwitch: arrow,
  };
}

/** A refusal of `newMovement` placed at the argument it is about. */
export const atArgument = (found: Problem): Problem => ({
  ...found,
  where: { argument: ARGUMENT_OF[found.code] ?? 'kind' },
});

/** The movement the cells ask for, or the problem of the first cell it cannot take. */
export function readMovement(cells: MovementCells): Movement | Problem {
  const settings = readMovementSettings(cells);
  if (isProblem(settings)) return settings;
  const made = newMovement(settings);
  if (!made.ok) return atArgument(made.error);
  return changed(made.value, cells);
}

/** The movement with the director's changes: a pair that leaves, a late pair; or the first refused. */
function changed(movement: Movement, cells: MovementCells): Movement | Problem {
  let now = movement;
  const leaverCell = oneValue(cells.leaves, 'leaves', 'leaver');
  if (!isBlank(leaverCell)) {
    const pair = parsePair(String(leaverCell));
    if (!pair.ok) return at(cellProblem(leaverCell, pair.error), 'leaves');
    const from = wholeNumber(cells.leavesFrom, 'leaves_from', 'leaves-from');
    if (isProblem(from)) return from;
    if (from === undefined) return at(problem('', 'say the first round the pair misses', 'no-round'), 'leaves_from');
    const left = pairLeaves(now, pair.value, from);
    if (!left.ok) return at(left.error, left.error.code === 'movement-round' ? 'leaves_from' : 'leaves');
    now = left.value;
  }
  const late = wholeNumber(cells.lateFrom, 'late_from', 'late-from');
  if (isProblem(late)) return late;
  if (late !== undefined) {
    const arrived = latePair(now, late);
    if (!arrived.ok) return at(arrived.error, 'late_from');
    now = arrived.value;
  }
  return now;
}

/** The argument each of newMovement's refusals is about. */
const ARGUMENT_OF: { readonly [code: string]: string } = {
  'movement-pairs': 'pairs',
  'mend-needs-even': 'kind',
  'howell-rounds': 'rounds',
  'mitchell-rounds': 'rounds',
  'relay-rounds': 'rounds',
  'boards-per-round': 'boards_per_round',
  'boards-even': 'boards_per_round',
  'arrow-switch-howell': 'arrow_switch_rounds',
  'movement-round': 'arrow_switch_rounds',
};

/** A movement's name in the sheet's language: `Mitchell mit Sprung` for a Mitchell skip in German. */
export const movementName = (kind: MovementKind): string =>
  say('movement.name', { kind: kind === 'mitchell-skip' ? 'skip' : kind === 'mitchell-relay' ? 'relay' : kind });

/** The header of MOVEMENT's spill, of the movement sheet and of the cards page's plan, in the sheet's words. */
export const movementHeader = (): string[] =>
  (['head.round', 'head.table', 'head.ns', 'head.ew', 'head.boards'] as const).map((key) => say(key));

/**
 * A pair in a seat's column: its number, since the column says the direction; a Mitchell pair sitting
 * the other way (an arrow-switched round) with its own direction, `E/W 3`, so it is never taken for N/S 3.
 * Lettered as the notation letters the seats, as the column's heading is: the add-on never reads it back.
 */
export const pairCell = (pair: PairRef, seat: 'NS' | 'EW'): string | number =>
  pair.direction === undefined || pair.direction === seat ? pair.number : sayPair(pair);

/**
 * The rows of a movement: one a table a round in round order, then the round's sit-outs, their Table
 * cell `sitOut` (the words of the sheet's language).
 */
export function movementRows(movement: Movement, sitOut = 'Sit out'): (string | number)[][] {
  const rows: (string | number)[][] = [];
  for (const round of roundsOf(movement)) {
    for (const t of round.tables)
      rows.push([round.round, t.table, pairCell(t.ns, 'NS'), pairCell(t.ew, 'EW'), formatBoards(movement, t.sets)]);
    for (const out of round.sitOut)
      rows.push([
        round.round,
        sitOut,
        out.seat === 'NS' ? pairCell(out.pair, 'NS') : '',
        out.seat === 'EW' ? pairCell(out.pair, 'EW') : '',
        '',
      ]);
  }
  return rows;
}

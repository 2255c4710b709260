/**
 * A duplicate pairs evening's one sheet, `Pairs evening`: row 1 the add-on's mark and the movement's
 * settings, row 2 the headers, then one row a board a table a round, as the movement seats them, its
 * entry cells blank until the scorer enters the result. It is a results sheet as Publish reads one
 * (Board, N/S pair, E/W pair, N/S score, Contract, Declarer, Result), so the evening's end publishes it.
 */
import { problem } from '../../core/base/problem';
import {
  boardsOfSets,
  err,
  formatPair,
  latePair,
  MOVEMENT_NAMES,
  type Movement,
  type MovementSettings,
  newMovement,
  ok,
  type PairRef,
  type Problem,
  pairLeaves,
  parseMovementKind,
  parsePair,
  type Result,
  roundsOf,
} from '../../core/index';
import { mark, type Value } from '../evening/sheet-api';

export const PAIRS_EVENING = 'Pairs evening';

/** The headers of row 2, in order; the entry's own columns are found by header, as a scorer may move them. */
export const EVENING_HEADERS = [
  'Round',
  'Table',
  'Board',
  'N/S pair',
  'E/W pair',
  'Declarer',
  'Contract',
  'Result',
  'N/S score',
  'Entered at',
] as const;
export type EveningHeader = (typeof EVENING_HEADERS)[number];

/**
 * A pair in its cell: its number, as a results sheet has it (a Mitchell is ranked by direction, each
 * column its own direction's numbers). With an arrow switch a pair may sit the other way, so every pair
 * is written with its direction (`E/W 3`), and the evening is ranked as one field.
 */
export const pairText = (pair: PairRef, switched: boolean): string | number =>
  pair.direction === undefined || !switched ? pair.number : formatPair(pair);

/** What set the evening up, and the director's changes since: all a movement is rebuilt from. */
export interface EveningSetup {
  readonly settings: MovementSettings;
  readonly leaves: readonly { readonly pair: PairRef; readonly round: number }[];
  readonly late?: number;
}

/** Row 1: the mark, then label and value pairs a director can read. */
export function setupRow(setup: EveningSetup): Value[] {
  const { settings } = setup;
  const changes = [
    ...setup.leaves.map((left) => `${formatPair(left.pair)} leaves from ${left.round}`),
    ...(setup.late === undefined ? [] : [`late pair from ${setup.late}`]),
  ];
  return [
    mark(PAIRS_EVENING),
    'Movement',
    MOVEMENT_NAMES[settings.kind],
    'Pairs',
    settings.pairs,
    'Rounds',
    settings.rounds ?? '',
    'Boards a round',
    settings.boardsPerRound ?? '',
    'Arrow switch',
    (settings.arrowSwitch ?? []).join(', '),
    'Changes',
    changes.join('; '),
  ];
}

const valueAfter = (row: readonly Value[], label: string): string => {
  const at = row.findIndex((cell) => String(cell) === label);
  return at < 0 ? '' : String(row[at + 1] ?? '').trim();
};

/** The setup row 1 holds, or why it holds none the add-on can read (a sheet edited by hand). */
export function readSetupRow(row: readonly Value[]): Result<EveningSetup, Problem> {
  const broken = (what: string) =>
    err(problem('evening-settings', `row 1 of "${PAIRS_EVENING}" does not say ${what}: set the evening up again`));
  const kind = parseMovementKind(valueAfter(row, 'Movement'));
  if (!kind.ok) return broken('the movement');
  const pairs = Number(valueAfter(row, 'Pairs'));
  const number = (text: string) => (text === '' ? undefined : Number(text));
  const rounds = number(valueAfter(row, 'Rounds'));
  const boards = number(valueAfter(row, 'Boards a round'));
  const arrow = valueAfter(row, 'Arrow switch')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const leaves: { pair: PairRef; round: number }[] = [];
  let late: number | undefined;
  for (const change of valueAfter(row, 'Changes')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean)) {
    const left = /^(.+) leaves from (\d+)$/.exec(change);
    const arrived = /^late pair from (\d+)$/.exec(change);
    const pair = left ? parsePair(left[1] as string) : undefined;
    if (pair?.ok) leaves.push({ pair: pair.value, round: Number(left?.[2]) });
    else if (arrived) late = Number(arrived[1]);
    else return broken(`what "${change}" changes`);
  }
  return ok({
    settings: {
      kind: kind.value,
      pairs,
      ...(rounds === undefined ? {} : { rounds }),
      ...(boards === undefined ? {} : { boardsPerRound: boards }),
      arrowSwitch: arrow,
    },
    leaves,
    ...(late === undefined ? {} : { late }),
  });
}

/** The movement a setup gives: the settings, then each pair that left and the late pair, in that order. */
export function movementOf(setup: EveningSetup): Result<Movement, Problem> {
  const made = newMovement(setup.settings);
  if (!made.ok) return made;
  let movement = made.value;
  for (const left of setup.leaves) {
    const changed = pairLeaves(movement, left.pair, left.round);
    if (!changed.ok) return changed;
    movement = changed.value;
  }
  if (setup.late !== undefined) {
    const changed = latePair(movement, setup.late);
    if (!changed.ok) return changed;
    movement = changed.value;
  }
  return ok(movement);
}

/** One board at one table in one round, as the movement seats it. */
export interface Seated {
  readonly round: number;
  readonly table: number;
  readonly board: number;
  readonly ns: PairRef;
  readonly ew: PairRef;
}

/** Every board played, round by round and table by table: the rows the sheet has, in its order. */
export function seatedBoards(movement: Movement): Seated[] {
  return roundsOf(movement).flatMap((round) =>
    round.tables.flatMap((t) =>
      boardsOfSets(movement, t.sets).map((board: number) => ({
        round: round.round,
        table: t.table,
        board,
        ns: t.ns,
        ew: t.ew,
      })),
    ),
  );
}

/** A seated board's row: its place, its pairs, and blank entry cells. */
export const seatedRow = (seated: Seated, switched: boolean): Value[] => [
  seated.round,
  seated.table,
  seated.board,
  pairText(seated.ns, switched),
  pairText(seated.ew, switched),
  '',
  '',
  '',
  '',
  '',
];

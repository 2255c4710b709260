/**
 * A duplicate pairs evening's one sheet, `Pairs evening`: row 1 the add-on's mark and the movement's
 * settings in one cell, row 2 the headers, then one row a board a table a round, as the movement seats them, its
 * entry cells blank until the scorer enters the result. It is a results sheet as Publish reads one
 * (Board, N/S pair, E/W pair, N/S score, Contract, Declarer, Result), so the evening's end publishes it.
 */
import { problem } from '../../core/base/problem';
import {
  boardsOfSets,
  err,
  formatPair,
  HOWELL_DESIGN_NAMES,
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
 * The opening lead, as a table's phone page takes it: a column of its own after the others, written by
 * evenings of format 2 on. An evening without it is read as before; its boards just keep no lead.
 */
export const LEAD_HEADER = 'Lead';

/**
 * The version of this sheet's layout, written in row 1 (`format: 2`). A copy of Bridge Scorer reads the
 * formats up to its own and refuses a later one by name, since a Marketplace copy and a copy bound to
 * the spreadsheet may be of different builds and meet on one sheet. A row 1 without it is format 1.
 * 2: the Lead column, and the table pages' keys in the document's properties.
 */
export const EVENING_FORMAT = 2;

/**
 * A pair in its cell: its number, as a results sheet has it (a Mitchell is ranked by direction, each
 * column its own direction's numbers). With an arrow switch a pair may sit the other way, so every pair
 * is written with its direction (`E/W 3`), and the evening is ranked as one field.
 */
export const pairText = (pair: PairRef, switched: boolean): string | number =>
  pair.direction === undefined || !switched ? pair.number : formatPair(pair);

/** A change the director made, in the order made: a pair that leaves, or a late pair. */
export type EveningChange =
  | { readonly change: 'leaves'; readonly pair: PairRef; readonly round: number }
  | { readonly change: 'arrives'; readonly round: number };

/** What set the evening up, and the director's changes since: all a movement is rebuilt from. */
export interface EveningSetup {
  readonly settings: MovementSettings;
  readonly changes: readonly EveningChange[];
  /** The sheet's layout version (EVENING_FORMAT when set up now); kept as read when row 1 is rewritten. */
  readonly format?: number;
}

/** A change as the settings cell writes it: `E/W 3 leaves from 5`, `late pair from 3`. */
const changeText = (change: EveningChange): string =>
  change.change === 'leaves'
    ? `${formatPair(change.pair)} leaves from ${change.round}`
    : `late pair from ${change.round}`;

const SETTINGS_START = 'Movement: ';

/**
 * Row 1: the mark, then the settings in one cell a director can read (`Movement: Mitchell · pairs: 14 ·
 * rounds: 7 · …`), so that a column inserted or moved anywhere never parts a label from its value.
 */
export function setupRow(setup: EveningSetup): Value[] {
  const { settings } = setup;
  const parts = [
    `${SETTINGS_START}${MOVEMENT_NAMES[settings.kind]}`,
    `pairs: ${settings.pairs}`,
    `rounds: ${settings.rounds ?? ''}`,
    `boards a round: ${settings.boardsPerRound ?? ''}`,
    `arrow switch: ${(settings.arrowSwitch ?? []).join(', ')}`,
    `changes: ${setup.changes.map(changeText).join('; ')}`,
    // A Howell's design, balanced unless told; a row without it was set up before, with the earlier one.
    ...(settings.kind === 'howell' && (settings.design ?? 'balanced') === 'balanced' ? ['design: balanced'] : []),
    // An evening of format 1, rewritten when a pair leaves, stays as it was set up: without the part.
    ...((setup.format ?? EVENING_FORMAT) === 1 ? [] : [`format: ${setup.format ?? EVENING_FORMAT}`]),
  ];
  return [mark(PAIRS_EVENING), parts.join(' · ')];
}

/** The setup row 1 holds, or why it holds none the add-on can read (a sheet edited by hand). */
export function readSetupRow(row: readonly Value[]): Result<EveningSetup, Problem> {
  // What row 1 fails to say is kept as a code (`missing`) and the change quoted as typed, for other languages.
  const broken = (what: string, missing: 'movement' | 'pairs' | 'change' | 'design', change = '') =>
    err(
      problem('evening-settings', `row 1 of "${PAIRS_EVENING}" does not say ${what}: set the evening up again`, {
        params: { sheet: PAIRS_EVENING, missing, change },
      }),
    );
  const cell = row.map((value) => String(value ?? '').trim()).find((text) => text.startsWith(SETTINGS_START));
  if (cell === undefined) return broken('the movement', 'movement');
  const parts = new Map<string, string>();
  for (const part of cell.split(' · ')) {
    const at = part.indexOf(':');
    if (at > 0) parts.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  // Read first: a later format may say the rest otherwise, so nothing else of it is trusted.
  const formatText = parts.get('format') ?? '1';
  const format = Number(formatText);
  if (!/^\d{1,4}$/.test(formatText) || format > EVENING_FORMAT)
    return err(
      problem(
        'evening-format',
        `"${PAIRS_EVENING}" was set up by a later Bridge Scorer (format ${formatText}); this copy reads formats up to ${EVENING_FORMAT}: use the copy that set it up, or update this one`,
        { params: { sheet: PAIRS_EVENING, format: formatText, known: EVENING_FORMAT } },
      ),
    );
  const kind = parseMovementKind(parts.get('movement') ?? '');
  if (!kind.ok) return broken('the movement', 'movement');
  const number = (text: string | undefined) => (text === undefined || text === '' ? undefined : Number(text));
  const pairs = number(parts.get('pairs'));
  if (pairs === undefined) return broken('the pairs', 'pairs');
  const rounds = number(parts.get('rounds'));
  const boards = number(parts.get('boards a round'));
  const arrow = (parts.get('arrow switch') ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const changes: EveningChange[] = [];
  for (const text of (parts.get('changes') ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean)) {
    const left = /^(.+) leaves from (\d+)$/.exec(text);
    const arrived = /^late pair from (\d+)$/.exec(text);
    const pair = left ? parsePair(left[1] as string) : undefined;
    if (pair?.ok) changes.push({ change: 'leaves', pair: pair.value, round: Number(left?.[2]) });
    else if (arrived) changes.push({ change: 'arrives', round: Number(arrived[1]) });
    else return broken(`what "${text}" changes`, 'change', text);
  }
  // No `design:` part: set up before the balanced Howells, so the earlier design, as it was played.
  const designText = parts.get('design');
  const design = HOWELL_DESIGN_NAMES.find((name) => name === (designText ?? 'earlier').toLowerCase());
  if (design === undefined)
    return broken(
      `a design it knows ("${designText}" is neither ${HOWELL_DESIGN_NAMES.join(' nor ')})`,
      'design',
      designText,
    );
  return ok({
    settings: {
      kind: kind.value,
      pairs,
      ...(rounds === undefined ? {} : { rounds }),
      ...(boards === undefined ? {} : { boardsPerRound: boards }),
      arrowSwitch: arrow,
      design,
    },
    changes,
    format,
  });
}

/** The movement a setup gives: the settings, then each change in the order the director made it. */
export function movementOf(setup: EveningSetup): Result<Movement, Problem> {
  const made = newMovement(setup.settings);
  if (!made.ok) return made;
  let movement = made.value;
  for (const change of setup.changes) {
    const changed =
      change.change === 'leaves' ? pairLeaves(movement, change.pair, change.round) : latePair(movement, change.round);
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

/**
 * Setting a pairs evening up from the sidebar's form, and the director's changes after: a pair that
 * leaves, a late pair. Each writes the whole sheet from the movement, every entry already made kept in
 * its row: a change that would drop one is refused, saying which.
 */
import { formatReason, problem } from '../../core/base/problem';
import { type Movement, type Problem, parsePair, plural } from '../../core/index';
import { isProblem, say, sayReason } from '../cells';
import { type Answer, refuse } from '../evening/answer';
import {
  guard,
  type LockLike,
  madeByOthers,
  type SpreadsheetLike,
  type Value,
  withLock,
  writeBlock,
} from '../evening/sheet-api';
import { atArgument, movementName, readMovementSettings } from '../movement-cells';
import { type AboutForm, aboutCells, documentProperties, type EveningAbout, parseAbout, rememberClub } from './about';
import { entryOf } from './entry';
import { boardKey, openPairsEvening, type PairsEvening } from './evening';
import {
  EVENING_HEADERS,
  type EveningSetup,
  LEAD_HEADER,
  movementOf,
  PAIRS_EVENING,
  seatedBoards,
  seatedRow,
  setupRow,
} from './layout';
import { type PairsView, pairsView } from './view';

/** The sidebar's setup form: each field as typed, the evening's name and place among them. */
export interface PairsSetupForm extends AboutForm {
  readonly kind: string;
  readonly pairs: string;
  readonly rounds?: string;
  readonly boardsPerRound?: string;
  readonly arrowSwitch?: string;
  /**
   * What the director typed to replace an evening that holds results: its name, or the word `replace` for
   * an untitled one (or a sheet that is not an evening). Nothing else replaces it.
   */
  readonly replace?: string;
}

/** The word typed to replace an evening without a name: the sheet's language's, or English. */
const confirms = (typed: unknown, expected: string): boolean => {
  const text = typeof typed === 'string' ? typed.trim().toLowerCase() : '';
  return (
    text !== '' &&
    (text === expected.trim().toLowerCase() || (expected === say('evening.replaceWord') && text === 'replace'))
  );
};

/** A new evening's sheet: row 1, the headers, and a blank row a board played, as the movement seats them. */
function write(ss: SpreadsheetLike, setup: EveningSetup, about: EveningAbout, movement: Movement) {
  const sheet = ss.getSheetByName(PAIRS_EVENING) ?? ss.insertSheet(PAIRS_EVENING);
  const oneField = movement.arrowSwitch.length > 0;
  const rows = seatedBoards(movement).map((seated) => seatedRow(seated, oneField));
  const first = [...setupRow(setup), ...aboutCells(about)];
  const headers = [...EVENING_HEADERS, LEAD_HEADER];
  const width = Math.max(first.length, headers.length);
  const padded = (row: readonly Value[]) => [...row, ...new Array<Value>(width - row.length).fill('')];
  sheet.clear();
  writeBlock(sheet, [padded(first), padded(headers), ...rows.map(padded)]);
  sheet.setFrozenRows(2);
}

/** The sidebar's field for each argument the settings' readers name. */
const FIELD_OF: { readonly [argument: string]: keyof PairsSetupForm } = {
  kind: 'kind',
  pairs: 'pairs',
  rounds: 'rounds',
  boards_per_round: 'boardsPerRound',
  arrow_switch_rounds: 'arrowSwitch',
};

/** A settings problem placed beside its field in the sidebar's form. */
const besideField = (found: Problem): Problem => ({
  ...found,
  where: { field: FIELD_OF[found.where?.argument ?? 'kind'] ?? 'kind' },
});

/** Starts a pairs evening: the sheet of every board the movement seats, to enter as the tables play. */
export function setupPairsEvening(ss: SpreadsheetLike, lock: LockLike, form: PairsSetupForm): Answer<PairsView> {
  // Read as MOVEMENT and the cards dialog read the same settings; each problem beside its field.
  const settings = readMovementSettings({
    kind: String(form.kind ?? ''),
    pairs: String(form.pairs ?? ''),
    rounds: String(form.rounds ?? ''),
    boardsPerRound: String(form.boardsPerRound ?? ''),
    arrowSwitch: String(form.arrowSwitch ?? ''),
  });
  if (isProblem(settings)) return refuse(besideField(settings));
  const about = parseAbout(form ?? {});
  if (!about.ok) return refuse(about.error);
  const setup: EveningSetup = { settings, changes: [] };
  const movement = movementOf(setup);
  if (!movement.ok) return refuse(besideField(atArgument(movement.error)));
  return withLock(lock, () => {
    const existing = ss.getSheetByName(PAIRS_EVENING);
    if (existing !== null) {
      const others = madeByOthers(PAIRS_EVENING, existing);
      const opened = others ? undefined : openPairsEvening(ss);
      const entered = opened?.ok ? opened.value.rows.filter((row) => entryOf(row) !== null).length : 0;
      // Its name, typed, replaces an evening; a word does for one without a name, or a sheet not an evening.
      const name = opened?.ok && opened.value.about !== undefined ? opened.value.about.name : '';
      const confirm = name === '' ? say('evening.replaceWord') : name;
      if ((others || entered > 0 || opened?.ok === false) && !confirms(form.replace, confirm))
        return refuse(
          problem(
            'would-replace-evening',
            `The sheet "${PAIRS_EVENING}" would be replaced: ${others ? 'it was not made by Bridge Scorer' : opened?.ok === false ? `it cannot be read (${formatReason(opened.error)}), and may hold results` : `it holds ${plural(entered, 'result')}`}. To replace it, type ${JSON.stringify(confirm)} below.`,
            {
              params: {
                sheet: PAIRS_EVENING,
                why: others ? 'others' : opened?.ok === false ? 'unread' : 'holds',
                problem: opened?.ok === false ? sayReason(opened.error) : '',
                count: entered,
                confirm,
              },
              where: { field: 'replace' },
            },
          ),
        );
    }
    write(ss, setup, about.value, movement.value);
    rememberClub(documentProperties(), about.value);
    const opened = openPairsEvening(ss);
    if (!opened.ok) return refuse(opened.error);
    const made = movement.value;
    return {
      ok: true,
      value: pairsView(opened.value, ss),
      message: say('status.pairsSetUp', {
        movement: movementName(made.kind),
        tables: made.tables,
        rounds: made.rounds,
        boards: made.boardsPerRound,
      }),
    };
  });
}

/**
 * Changes the sheet in place, from one movement to the next: row 1's settings; each board no longer
 * played (blank, as checked) emptied in the evening's own columns; each board newly played added after
 * the last row. No row moves and no other column is touched, so a director's own columns and notes
 * beside the boards stay where they were.
 */
function rewrite(evening: PairsEvening, setup: EveningSetup, movement: Movement): void {
  const { sheet, columns } = evening;
  const oneField = movement.arrowSwitch.length > 0;
  const first = setupRow(setup);
  sheet.getRange(1, 1, 1, first.length).setValues(guard([first]));
  const seated = seatedBoards(movement);
  const still = new Set(seated.map((s) => boardKey(s.round, s.table, s.board)));
  const had = new Set(evening.rows.map((row) => boardKey(row.round, row.table, row.board)));
  const ours = EVENING_HEADERS.map((header) => columns[header]);
  const width = Math.max(...ours);
  const lineOf = (cells: readonly Value[]): Value[] => {
    const line = new Array<Value>(width).fill('');
    EVENING_HEADERS.forEach((_, i) => {
      line[(ours[i] as number) - 1] = cells[i] ?? '';
    });
    return line;
  };
  // Our columns side by side in their own order: a row is one write; else a cell at a time.
  const contiguous = ours.every((column, i) => column === (ours[0] as number) + i);
  for (const row of evening.rows) {
    if (still.has(boardKey(row.round, row.table, row.board))) continue;
    if (contiguous) sheet.getRange(row.sheetRow, ours[0] as number, 1, ours.length).setValues([ours.map(() => '')]);
    else for (const column of ours) sheet.getRange(row.sheetRow, column, 1, 1).setValues([['']]);
  }
  const added = seated.filter((s) => !had.has(boardKey(s.round, s.table, s.board)));
  if (added.length > 0) {
    const last = sheet.getDataRange().getValues().length;
    sheet.getRange(last + 1, 1, added.length, width).setValues(guard(added.map((s) => lineOf(seatedRow(s, oneField)))));
  }
}

/** A change to the evening: the setup with it, checked against the entries before anything is written. */
function change(
  ss: SpreadsheetLike,
  lock: LockLike,
  changed: (setup: EveningSetup) => EveningSetup | Problem,
  field: string,
  said: string,
): Answer<PairsView> {
  return withLock(lock, () => {
    const opened = openPairsEvening(ss);
    if (!opened.ok) return refuse(opened.error);
    const setup = changed(opened.value.setup);
    if ('code' in setup) return refuse({ ...setup, where: { field } });
    const movement = movementOf(setup);
    if (!movement.ok) return refuse({ ...movement.error, where: { field } });
    const still = new Set(seatedBoards(movement.value).map((s) => boardKey(s.round, s.table, s.board)));
    const lost = opened.value.rows.find(
      (row) => entryOf(row) !== null && !still.has(boardKey(row.round, row.table, row.board)),
    );
    if (lost !== undefined)
      return refuse(
        problem(
          'would-drop',
          `board ${lost.board} of round ${lost.round} at table ${lost.table} has a result, which the change would drop: clear it first if it was entered in error`,
          {
            params: { board: lost.board, round: lost.round, table: lost.table },
            where: { field },
          },
        ),
      );
    rewrite(opened.value, setup, movement.value);
    const after = openPairsEvening(ss);
    if (!after.ok) return refuse(after.error);
    return { ok: true, value: pairsView(after.value, ss), message: said };
  });
}

/** A pair leaves: from `round` on, the pairs it would meet sit out. */
export function pairLeavesEvening(
  ss: SpreadsheetLike,
  lock: LockLike,
  input: { pair: string; round: number },
): Answer<PairsView> {
  const pair = parsePair(String(input?.pair ?? ''));
  if (!pair.ok) return refuse({ ...pair.error, where: { field: 'pair' } });
  const round = Number(input.round);
  return change(
    ss,
    lock,
    (setup) => ({ ...setup, changes: [...setup.changes, { change: 'leaves', pair: pair.value, round }] }),
    'pair',
    say('status.pairLeaves', { pair: String(input.pair).trim(), round }),
  );
}

/** A late pair takes the phantom's seat from `round` on. */
export function latePairEvening(ss: SpreadsheetLike, lock: LockLike, input: { round: number }): Answer<PairsView> {
  const round = Number(input?.round);
  return change(
    ss,
    lock,
    (setup) =>
      setup.changes.some((c) => c.change === 'arrives')
        ? problem('late-pair-twice', "a late pair already plays in the phantom's seat")
        : { ...setup, changes: [...setup.changes, { change: 'arrives', round }] },
    'round',
    say('status.latePair', { round }),
  );
}

/**
 * Results sheets to start from: a club's pairs sheet and a teams match, laid out with headers and the
 * add-on's own formulas, ready to type into. These are the only formulas the add-on writes, and they are
 * written on purpose: each is built by `formula` from fixed text and cell addresses, never from anything
 * a user typed. A sheet of the same name is never replaced: the insert is refused, naming it.
 */
import type { Answer } from './evening/answer';
import { guard, type LockLike, type SpreadsheetLike, type Value, withLock } from './evening/sheet-api';

/** A cell the template means as a formula: only this wrapper makes one. */
interface Formula {
  readonly formula: string;
}
const formula = (text: string): Formula => ({ formula: `=${text}` });
type TemplateCell = Value | Formula;

export interface Template {
  readonly name: string;
  /** Rows of cells from A1; text is guarded as every write of the add-on is, formulas written as such. */
  readonly rows: readonly (readonly TemplateCell[])[];
  readonly message: string;
}

export const PAIRS_SHEET = 'Pairs results';
export const TEAMS_SHEET = 'Teams match';
/** Rows ready for results: a club evening of up to 100 results (16 boards at 6 tables is 96). */
export const PAIRS_ROWS = 100;
/** Boards ready in a teams match. */
export const TEAMS_BOARDS = 32;

/**
 * The pairs sheet: a row a result. The board's vulnerability comes from its number, the N/S score from
 * BRIDGESCORE with the board number as its vulnerability, and both sides' matchpoints from MATCHPOINTS
 * against the N/S scores of the same board (FILTER by board number).
 */
export function pairsTemplate(rows = PAIRS_ROWS): Template {
  const last = rows + 1;
  const board = (r: number) => `FILTER(H$2:H$${last}, A$2:A$${last} = A${r})`;
  const lines: TemplateCell[][] = [
    ['Board', 'Vul', 'N/S pair', 'E/W pair', 'Contract', 'Declarer', 'Result', 'N/S score', 'N/S MPs', 'E/W MPs'],
  ];
  for (let r = 2; r <= last; r++) {
    lines.push([
      '',
      formula(`BOARDVUL(A${r})`),
      '',
      '',
      '',
      '',
      '',
      formula(`BRIDGESCORE(E${r}, G${r}, BOARDVUL(A${r}), F${r}, "tricks")`),
      formula(`MATCHPOINTS(H${r}, ${board(r)})`),
      formula(`MATCHPOINTS(H${r}, ${board(r)}, 2, "EW")`),
    ]);
  }
  return {
    name: PAIRS_SHEET,
    rows: lines,
    message: `Inserted the sheet "${PAIRS_SHEET}": type the board, pairs, contract (4S, or with its result 4S=, 3NTX-1), declarer (N, E, S, W) and result (tricks taken, 10; or -1 for one down) on each row; the scores and matchpoints fill in.`,
  };
}

/**
 * The teams sheet: a row a board, both tables' contracts and N/S scores, the IMPs for the team sitting
 * N/S at table 1 (E/W at table 2), and beside them the total, the boards scored and both teams' VP.
 */
export function teamsTemplate(boards = TEAMS_BOARDS): Template {
  const last = boards + 1;
  const header: TemplateCell[] = [
    'Board',
    'Vul',
    'Table 1 contract',
    'Declarer',
    'Result',
    'Table 1 N/S score',
    'Table 2 contract',
    'Declarer',
    'Result',
    'Table 2 N/S score',
    'IMPs',
    '',
    'Match',
    '',
  ];
  const summary: TemplateCell[][] = [
    ['Our IMPs (N/S at table 1)', formula(`SUM(K2:K${last})`)],
    ['Boards scored', formula(`COUNT(K2:K${last})`)],
    ['Our VP', formula('IF(N3 = 0, "", VP(N2, N3))')],
    ['Their VP', formula('IF(N3 = 0, "", VP(-N2, N3))')],
  ];
  const lines: TemplateCell[][] = [header];
  for (let r = 2; r <= last; r++) {
    lines.push([
      r - 1,
      formula(`BOARDVUL(A${r})`),
      '',
      '',
      '',
      formula(`BRIDGESCORE(C${r}, E${r}, BOARDVUL(A${r}), D${r}, "tricks")`),
      '',
      '',
      '',
      formula(`BRIDGESCORE(G${r}, I${r}, BOARDVUL(A${r}), H${r}, "tricks")`),
      // Both tables or nothing: IMPS of one score alone would read it as a difference.
      formula(`IF(J${r} = "", "", IMPS(F${r}, J${r}))`),
      '',
      ...(summary[r - 2] ?? ['', '']),
    ]);
  }
  return {
    name: TEAMS_SHEET,
    rows: lines,
    message: `Inserted the sheet "${TEAMS_SHEET}": type each table's contract (4S, or 4S= with its result), declarer and result (tricks taken, or -1 for one down); the IMPs, total and VP fill in for the team sitting N/S at table 1.`,
  };
}

/** The cells of a template as the sheet takes them: text guarded, formulas as they are. */
function cellsOf(rows: readonly (readonly TemplateCell[])[]): Value[][] {
  return rows.map((row) =>
    row.map((cell) =>
      typeof cell === 'object' && !(cell instanceof Date) ? cell.formula : (guard([[cell]])[0]?.[0] as Value),
    ),
  );
}

/** Inserts the template's sheet, or refuses when a sheet of that name is there: it is never replaced. */
export function insertTemplate(ss: SpreadsheetLike, lock: LockLike, template: Template): Answer<string> {
  return withLock(lock, () => {
    if (ss.getSheetByName(template.name) !== null) {
      return {
        ok: false,
        message: `Not inserted: this spreadsheet already has a sheet "${template.name}", which is left as it is; rename it to insert a new one.`,
      };
    }
    const values = cellsOf(template.rows);
    const width = Math.max(...values.map((row) => row.length));
    const block = values.map((row) => [...row, ...new Array<Value>(width - row.length).fill('')]);
    ss.insertSheet(template.name).getRange(1, 1, block.length, width).setValues(block);
    return { ok: true, value: template.name, message: template.message };
  });
}

/**
 * Results sheets to start from: a club's pairs sheet and a teams match, laid out with headers and the
 * add-on's own formulas, ready to type into. These are the only formulas the add-on writes, and they are
 * written on purpose: each is built by `formula` from fixed text and cell addresses, never from anything
 * a user typed. A sheet of the same name is never replaced: the insert is refused, naming it.
 */
import { SEATS } from '../core/index';
import { say, sayContract, saySeat } from './cells';
import type { Answer } from './evening/answer';
import { guard, type LockLike, type SheetLike, type SpreadsheetLike, type Value, withLock } from './evening/sheet-api';

/** A cell the template means as a formula: only this wrapper makes one. */
interface Formula {
  readonly formula: string;
}
export const formula = (text: string): Formula => ({ formula: `=${text}` });
/** A header cell that computes its whole column below: `={"N/S score"; BRIDGESCORE(E2:E, …)}`. */
const headed = (header: string, column: string): Formula => formula(`{"${header}"; ${column}}`);
export type TemplateCell = Value | Formula;

/**
 * Cells the sheet lights when its formula holds, as Sheets' conditional formatting does: `range` in A1
 * notation, `formula` written for its first cell (relative references move with each cell).
 */
export interface Mark {
  readonly range: string;
  readonly formula: string;
}

/** Lights a sheet's marks: Apps Script's conditional formatting in production, recorded in tests. */
export type Marker = (sheet: SheetLike, marks: readonly Mark[]) => void;

export interface Template {
  readonly name: string;
  /** Rows of cells from A1; text is guarded as every write of the add-on is, formulas written as such. */
  readonly rows: readonly (readonly TemplateCell[])[];
  /** Cells typed where a header's formula spills: lit, since such a cell blocks the whole column. */
  readonly marks: readonly Mark[];
  readonly message: string;
}

/**
 * A cell typed where a header's formula spills blocks it: the header shows #REF! and the column below
 * shows nothing but what was typed. While the header is an error every filled cell below it was typed
 * there, so those are lit, and the scorer sees which one to clear. One column letter, or the first and
 * last of a block (`I`, `L`), the formula in `row` (1 unless said); the formula has no argument
 * separator, so it reads alike in every locale.
 */
export const blocking = (first: string, last = first, row = 1): Mark => ({
  range: `${first}${row + 1}:${last}`,
  formula: `=ISERROR($${first}$${row})*(${first}${row + 1}<>"")=1`,
});

export const PAIRS_SHEET = 'Pairs results';
export const TEAMS_SHEET = 'Teams match';
/** Boards numbered ready in a teams match; the formulas go on past them, to any number of boards. */
export const TEAMS_BOARDS = 32;

/** Where the pairs template keeps what the ranking reads: the names typed beside it, and the ranking itself. */
const PAIRS_NAMES = 'U2:W';
/** The ranking's scoring, typed under its header: MP, or "IMP total" or "Butler total" for IMP pairs. */
const SCORING = 'X2';
const RANKING_AT = 14; // column N

/**
 * The pairs sheet: a row a result, for any number of rows, and the session's ranking beside it. Each
 * computed column is one call in its header cell over the whole column below (A2:A, to the sheet's last
 * row), which Sheets computes far faster than a call a row, which no evening outgrows, and which deleting
 * or sorting rows never takes: the board's vulnerability from its number; the N/S score from BRIDGESCORE
 * with the board numbers as its vulnerability, saying so (vulnerability_is "board": a bare 1 would be
 * refused as yes-or-board-1, and a row without its board is refused, never scored as None; the Result
 * column is read by the core's rule for numbers: a typed +1 that Sheets made 1 is refused, saying to type
 * '+1 or the tricks taken, never taken as one trick); both sides' matchpoints and percentages from one
 * BOARDMATCHPOINTS, each row against its own board, Neuberg for a board played fewer times. In N1 the
 * ranking, one PAIRRANKING over the board, pair, score and contract columns, the names the scorer types in
 * U–W (pair, direction for a Mitchell, which ranks N/S and E/W apart) and the scoring in X2 (MP, or "IMP
 * total" or "Butler total" for IMP pairs, ranked by total as such events rank). A blank row gives blank
 * cells, and the ranking counts the rows with a score: the results in so far.
 */
export function pairsTemplate(): Template {
  // Each computed column's one formula is its header cell: deleting or sorting result rows never takes it.
  const header: TemplateCell[] = [
    'Board',
    headed('Vul', 'BOARDVUL(A2:A)'),
    'N/S pair',
    'E/W pair',
    'Contract',
    'Declarer',
    'Result',
    headed('N/S score', 'BRIDGESCORE(E2:E, G2:G, A2:A, F2:F, "", "board")'),
    formula('{"N/S MPs", "E/W MPs", "N/S %", "E/W %"; BOARDMATCHPOINTS(A2:A, H2:H)}'),
    '',
    '',
    '',
    '',
    formula(`PAIRRANKING(A2:A, C2:C, D2:D, H2:H, ${PAIRS_NAMES}, , ${SCORING}, , E2:E)`),
    '',
    '',
    '',
    '',
    '',
    '',
    'Pair',
    'Direction',
    'Names',
    'Scoring',
  ];
  if (header.length !== RANKING_AT + 10) throw new Error('the pairs template lost a column');
  // The scoring written out, so that a scorer sees what the ranking does and what to type instead.
  const settings: TemplateCell[] = [...new Array<TemplateCell>(header.length - 1).fill(''), 'MP'];
  return {
    name: PAIRS_SHEET,
    rows: [header, settings],
    marks: [blocking('B'), blocking('H'), blocking('I', 'L'), blocking('N', 'S')],
    message: say('template.pairs', {
      sheet: PAIRS_SHEET,
      contract: sayContract('4S'),
      made: sayContract('4S='),
      doubled: sayContract('3NTX-1'),
      seats: SEATS.map(saySeat).join(', '),
    }),
  };
}

/** Both tables' entries of a board row (contract, declarer and result at each), for "has it started". */
const ENTRIES = 'C2:C & D2:D & E2:E & G2:G & H2:H & I2:I';

/**
 * The teams sheet: a row a board, both tables' contracts and N/S scores, the IMPs for the team sitting
 * N/S at table 1 (E/W at table 2), and beside them the total, the boards scored and both teams' VP. The
 * computed columns are one call each in their header over the whole column, as in the pairs sheet; the summary
 * is in columns M–N, out of their way. The VPs are provisional, and say so, until the match is complete:
 * as many boards scored as the scorer says the match has (N5), and every board started scored.
 */
export function teamsTemplate(boards = TEAMS_BOARDS): Template {
  // Each computed column's one formula is its header cell, as in the pairs sheet; both tables' IMPs come
  // from IMPS over the two score columns, which leaves a board blank until both tables are in.
  const header: TemplateCell[] = [
    'Board',
    headed('Vul', 'BOARDVUL(A2:A)'),
    'Table 1 contract',
    'Declarer',
    'Result',
    headed('Table 1 N/S score', 'BRIDGESCORE(C2:C, E2:E, A2:A, D2:D, "", "board")'),
    'Table 2 contract',
    'Declarer',
    'Result',
    headed('Table 2 N/S score', 'BRIDGESCORE(G2:G, I2:I, A2:A, H2:H, "", "board")'),
    headed('IMPs', 'IMPS(F2:F, J2:J)'),
    '',
    'Match',
    '',
  ];
  // N3 boards scored, N4 started, N5 the match's length as the scorer types it: until every board of the
  // match is scored, and every board started, the VPs are a running figure and say so.
  const label = (who: string) =>
    formula(
      `IF(N5 = "", "${who} VP, provisional (" & N3 & " boards in; type the match's boards in N5)", ` +
        `IF(N3 < N5, "${who} VP, provisional (" & N3 & " of " & N5 & " boards)", ` +
        `IF(N3 < N4, "${who} VP, provisional (" & N3 & " of " & N4 & " boards started)", "${who} VP")))`,
    );
  const summary: TemplateCell[][] = [
    ['Our IMPs (N/S at table 1)', formula('SUM(K2:K)')],
    ['Boards scored', formula('COUNT(K2:K)')],
    ['Boards started', formula(`SUMPRODUCT((LEN(${ENTRIES}) > 0) * 1)`)],
    ['Boards in the match', ''],
    [label('Our'), formula('IF(N3 = 0, "", VP(N2, N3))')],
    [label('Their'), formula('IF(N3 = 0, "", VP(-N2, N3))')],
  ];
  const lines: TemplateCell[][] = [header];
  for (let r = 2; r <= Math.max(boards + 1, summary.length + 1); r++) {
    lines.push([
      r - 1 <= boards ? r - 1 : '',
      ...new Array<TemplateCell>(10).fill(''),
      '',
      ...(summary[r - 2] ?? ['', '']),
    ]);
  }
  return {
    name: TEAMS_SHEET,
    rows: lines,
    marks: [blocking('B'), blocking('F'), blocking('J'), blocking('K')],
    message: say('template.teams', {
      sheet: TEAMS_SHEET,
      contract: sayContract('4S'),
      made: sayContract('4S='),
      boards,
    }),
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

/**
 * Inserts the template's sheet and lights its marks, or refuses when a sheet of that name is there: it
 * is never replaced.
 */
export function insertTemplate(ss: SpreadsheetLike, lock: LockLike, template: Template, mark: Marker): Answer<string> {
  return insertTemplates(ss, lock, [template], mark);
}

/**
 * Inserts a set of sheets that read each other (a teams event's Teams, Matches and Standings), all or
 * none: refused, naming it, when a sheet of any of their names is there. The answer says each template's
 * message that has one.
 */
export function insertTemplates(
  ss: SpreadsheetLike,
  lock: LockLike,
  templates: readonly Template[],
  mark: Marker,
): Answer<string> {
  return withLock(lock, () => {
    const there = templates.find((template) => ss.getSheetByName(template.name) !== null);
    if (there !== undefined) return { ok: false, message: say('template.exists', { sheet: there.name }) };
    for (const template of templates) {
      const values = cellsOf(template.rows);
      const width = Math.max(...values.map((row) => row.length));
      const block = values.map((row) => [...row, ...new Array<Value>(width - row.length).fill('')]);
      const sheet = ss.insertSheet(template.name);
      sheet.getRange(1, 1, block.length, width).setValues(block);
      mark(sheet, template.marks);
    }
    const message = templates.map((template) => template.message).filter((text) => text !== '');
    return { ok: true, value: templates.map((template) => template.name).join(', '), message: message.join(' ') };
  });
}

/**
 * PBN tables: the `[ScoreTable]`, `[TotalScoreTable]` and other sections that hold a table, a column list
 * in the tag's value (`PairId_NS\2R;Contract\4L;Names`) and a row a line after it. Club programs keep a
 * board's traveller and the session's ranking so; what a column means is the reader's business.
 */
import { problem } from '../../base/problem.js';
import { err, ok, type Result } from '../../base/result.js';
import { at, type PbnTag, pbnError, type SectionLine } from './text.js';

/** One column of a PBN table: its name, and how the file lays it out (width and alignment, sort order). */
export interface PbnColumn {
  readonly name: string;
  readonly width?: number;
  readonly align?: 'L' | 'R';
  /** `+` ascending, `-` descending: the order the writer sorted the rows by. */
  readonly sort?: '+' | '-';
}

/** A table read: its columns, and each row as column name → entry; an entry `-` (none) is left out. */
export interface PbnTable {
  readonly columns: readonly PbnColumn[];
  readonly rows: readonly PbnTableRow[];
}

/** A row of a table: its entries by column name, unquoted, and the line it stands on. */
export interface PbnTableRow {
  readonly entries: { readonly [column: string]: string };
  readonly line?: number;
}

// A column: an optional sort order, a name, and an optional `\` with a width and an alignment.
const COLUMN = /^([+-]?)([A-Za-z0-9_]+)(?:\\(\d{1,3})([LR]?))?$/;
const UNESCAPE = /\\(["\\])/g;

/** The columns of a table's tag value, or what is wrong with one of them. */
export function parsePbnColumns(value: string, line = 0, tag = 'table'): Result<PbnColumn[]> {
  const columns: PbnColumn[] = [];
  for (const text of value.split(';')) {
    const match = COLUMN.exec(text.trim());
    if (match === null)
      return pbnError(
        'pbn-column',
        text,
        'a column is a name, then \\ with its width and L or R when it has them',
        line,
        tag,
      );
    const [, sort, name, width, align] = match as unknown as [string, string, string, string?, string?];
    columns.push({
      name,
      ...(width === undefined ? {} : { width: Number(width) }),
      ...(align === 'L' || align === 'R' ? { align } : {}),
      ...(sort === '+' || sort === '-' ? { sort } : {}),
    });
  }
  const names = new Set<string>();
  for (const column of columns) {
    if (names.has(column.name))
      return pbnError('pbn-column-twice', column.name, 'this column is named twice', line, tag);
    names.add(column.name);
  }
  return ok(columns);
}

/** An entry as the table means it: a quoted one unquoted, `-` as none. */
const entryOf = (token: string): string | undefined =>
  token === '-' ? undefined : token.startsWith('"') ? token.slice(1, -1).replace(UNESCAPE, '$1') : token;

/**
 * Reads a table tag: its columns from the value, its rows from the section, a line a row. A row with more
 * or fewer entries than columns is refused with its line, since reading on would put every entry after it
 * in the wrong column. A tag made in code (no line starts) is read as rows of the columns' count.
 */
export function readPbnTable(tag: PbnTag): Result<PbnTable> {
  const line = tag.line ?? 0;
  const columns = parsePbnColumns(tag.value, line, tag.name);
  if (!columns.ok) return columns;
  const width = columns.value.length;
  const tokens = tag.section;
  const starts =
    tag.rows ?? Array.from({ length: Math.ceil(tokens.length / width) }, (_, i) => ({ start: i * width, line }));
  const rows: PbnTableRow[] = [];
  for (let r = 0; r < starts.length; r++) {
    const from = (starts[r] as SectionLine).start;
    const to = starts[r + 1]?.start ?? tokens.length;
    const rowLine = (starts[r] as SectionLine).line;
    if (to - from !== width)
      return err(
        problem('pbn-table-row', `this row has ${to - from} entries for ${width} columns ${at(rowLine, tag.name)}`, {
          input: tokens.slice(from, Math.min(to, from + 8)).join(' '),
          params: { entries: to - from, columns: width, line: rowLine, tag: tag.name },
        }),
      );
    const entries: { [column: string]: string } = {};
    for (let c = 0; c < width; c++) {
      const entry = entryOf(tokens[from + c] as string);
      if (entry !== undefined) entries[(columns.value[c] as PbnColumn).name] = entry;
    }
    rows.push(tag.rows === undefined ? { entries } : { entries, line: rowLine });
  }
  return ok({ columns: columns.value, rows });
}

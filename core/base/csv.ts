/**
 * CSV as spreadsheets read it (RFC 4180): a table of text and numbers written so that every cell comes
 * back as it was, and text a user typed never becomes a formula.
 */

/** A cell: text, a number (kept a number, negative ones included), or nothing. */
export type CsvCell = string | number | null;

/**
 * Spreadsheets (Excel, Sheets, LibreOffice) read a cell starting with one of these as a formula, or
 * strip it and read the rest as one: `=HYPERLINK(…)`, `+1+1`, `-2+3`, `@SUM(…)`, and a tab or carriage
 * return before any of them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Needs quotes: a comma, a quote or a line break inside would otherwise split the cell. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell's text. Text that a spreadsheet would read as a formula gets a leading apostrophe, the mark
 * that Excel, Sheets and LibreOffice take for "this is text" (OWASP's advice against CSV injection): a
 * name typed as `=1+1` stays the text `=1+1`, a number `-500` stays the number −500.
 */
function formatCell(cell: CsvCell): string {
  if (cell === null) return '';
  // Numbers as JavaScript writes them: `-500`, `12.5`, and 0 for −0, never text.
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The rows as CSV text: cells separated by commas, each row ended by CRLF, quotes only where a cell
 * needs them (a quote doubled inside), text that looks like a formula kept text by a leading apostrophe.
 * A number that is not finite (never a score) is an empty cell.
 * @example formatCsv([['Hand', 'We'], [1, -500], ['=1+1', 'a, b']]) // 'Hand,We\r\n1,-500\r\n\'=1+1,"a, b"\r\n'
 */
export const formatCsv = (rows: readonly (readonly CsvCell[])[]): string =>
  rows.map((row) => `${row.map(formatCell).join(',')}\r\n`).join('');

/**
 * A movement's cards as sheets to print: the director's Movement sheet (summary, then the whole plan),
 * Table cards and Guide cards, each a fresh sheet (never one that holds anything), a card a block with
 * its heading and header in bold, one blank line between cards.
 */
import type { Movement } from '../../core/index';
import { mark, type SheetLike, type SpreadsheetLike, type Value, writeBlock } from '../evening/sheet-api';
import { freshSheet } from '../import-sheets';
import { movementHeader } from '../movement-cells';
import { type Card, forEvening, guideCardsOf, planRows, summaryRows, tableCardsOf } from './card-rows';

/** Widths in pixels of each sheet's columns, as they print on A4 and Letter. */
const WIDTHS = {
  movement: [140, 60, 70, 70, 90],
  cards: [60, 80, 80, 110, 110],
} as const;

/**
 * Writes rows under the sheet's mark, bolds the rows at `bold` (0-based in `rows`; a row given as
 * `[row, 1]` only its first cell, a label), and sets the widths.
 */
function writeRows(
  sheet: SheetLike,
  name: string,
  rows: readonly (readonly Value[])[],
  bold: readonly (number | readonly [number, number])[],
  widths: readonly number[],
): void {
  let width = 1;
  for (const row of rows) width = Math.max(width, row.length);
  const block = [mark(name), ...rows].map((row) => {
    const cells: Value[] = typeof row === 'string' ? [row] : [...row];
    return [...cells, ...new Array<Value>(width - cells.length).fill('')];
  });
  writeBlock(sheet, block);
  sheet.setFrozenRows(1);
  for (const at of bold) {
    const [row, cells] = typeof at === 'number' ? [at, width] : at;
    sheet.getRange(row + 2, 1, 1, cells).setFontWeight('bold');
  }
  widths.forEach((pixels, c) => {
    if (c < width) sheet.setColumnWidth(c + 1, pixels);
  });
}

/** Cards one under another: heading, header, rows, a blank line; and the rows to bold. */
function stacked(cards: readonly Card[]): { rows: Value[][]; bold: number[] } {
  const rows: Value[][] = [];
  const bold: number[] = [];
  for (const card of cards) {
    bold.push(rows.length, rows.length + 1);
    rows.push([card.heading], [...card.header], ...card.rows.map((row) => [...row]), []);
  }
  return { rows, bold };
}

/** Writes the three sheets; says which it wrote, and which it passed over and left as they are. */
export function writeCardSheets(
  ss: SpreadsheetLike,
  movement: Movement,
  event = '',
): { written: string[]; kept: string[][] } {
  const written: string[] = [];
  const kept: string[][] = [];
  const write = (base: string, rows: Value[][], bold: (number | [number, number])[], widths: readonly number[]) => {
    const fresh = freshSheet(ss, base);
    writeRows(fresh.sheet, fresh.name, rows, bold, widths);
    written.push(fresh.name);
    kept.push(fresh.kept);
  };
  const summary = summaryRows(movement);
  const plan = planRows(movement);
  write(
    'Movement',
    [...summary.map((row) => [...row]), [], movementHeader(), ...plan],
    [...summary.map((_, i): [number, number] => [i, 1]), summary.length + 1],
    WIDTHS.movement,
  );
  const tables = stacked(forEvening(tableCardsOf(movement), event));
  write('Table cards', tables.rows, tables.bold, WIDTHS.cards);
  const guides = stacked(forEvening(guideCardsOf(movement), event));
  write('Guide cards', guides.rows, guides.bold, WIDTHS.cards);
  return { written, kept };
}

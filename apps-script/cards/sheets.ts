/**
 * A movement's cards as sheets to print: the director's Movement sheet (summary, then the whole plan),
 * Table cards and Guide cards, each a fresh sheet (never one that holds anything), a card a block with
 * its heading and header in bold, one blank line between cards. A table's card with a link has its QR
 * code as an image to the right of its rows, and the address in small print under it.
 */
/// <reference types="google-apps-script" />
import type { Movement } from '../../core/index';
import {
  type BlobLike,
  mark,
  type SheetLike,
  type SpreadsheetLike,
  type Value,
  writeBlock,
} from '../evening/sheet-api';
import { freshSheet } from '../import-sheets';
import { movementHeader } from '../movement-cells';
import { type Card, forEvening, guideCardsOf, planRows, summaryRows, type TableLink, tableCardsOf } from './card-rows';
import { QR_PIXELS, qrPng } from './qr';

/** Widths in pixels of each sheet's columns, as they print on A4 and Letter. */
const WIDTHS = {
  movement: [140, 60, 70, 70, 90],
  cards: [60, 80, 80, 110, 110],
} as const;

/** The column of a table's QR code, right of its card's five, as wide as the code and a margin. */
const CODE_COLUMN = 6;
const CODE_WIDTH = QR_PIXELS + 10;
/** The rows a card with a code takes before its link, so that the next card starts below the code: 21 pixels a row. */
const CODE_ROWS = Math.ceil(QR_PIXELS / 21);
/** The link's small print, in points. */
const LINK_POINTS = 7;

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

/** Where a table's code goes: the row of its card's heading (0-based in the rows), and its link. */
interface CodeAt {
  readonly row: number;
  readonly link: TableLink;
}

/**
 * Cards one under another: heading, header, rows, a blank line; and the rows to bold. A card with a link
 * has blank rows added to its code's height, then the link in the code's column: the codes to insert
 * and the links' rows come with the rows.
 */
function stacked(cards: readonly Card[]): { rows: Value[][]; bold: number[]; codes: CodeAt[]; links: number[] } {
  const rows: Value[][] = [];
  const bold: number[] = [];
  const codes: CodeAt[] = [];
  const links: number[] = [];
  for (const card of cards) {
    const top = rows.length;
    bold.push(top, top + 1);
    rows.push([card.heading], [...card.header], ...card.rows.map((row) => [...row]));
    if (card.link !== undefined) {
      while (rows.length - top < CODE_ROWS) rows.push([]);
      codes.push({ row: top, link: card.link });
      links.push(rows.length);
      rows.push([...new Array<Value>(CODE_COLUMN - 1).fill(''), card.link.url]);
    }
    rows.push([]);
  }
  return { rows, bold, codes, links };
}

/** A PNG as Apps Script's Blob, which takes its bytes signed, as Java's are. */
const pngBlob = (png: Uint8Array, name: string): BlobLike =>
  Utilities.newBlob(
    Array.from(png, (byte) => (byte << 24) >> 24),
    'image/png',
    name,
  );

/** Each card's code over the sheet, beside its rows; each link in small print, wrapped to the code's width. */
function writeCodes(sheet: SheetLike, codes: readonly CodeAt[], links: readonly number[]): void {
  for (const row of links) {
    const cell = sheet.getRange(row + 2, CODE_COLUMN, 1, 1);
    cell.setFontSize?.(LINK_POINTS);
    cell.setWrap?.(true);
  }
  if (sheet.insertImage === undefined) return;
  for (const { row, link } of codes)
    sheet.insertImage(pngBlob(qrPng(link.url), `table-${link.table}.png`), CODE_COLUMN, row + 2);
}

/**
 * Writes the three sheets, each table's link (by its number) on its card where `links` has one; says
 * which sheets it wrote, and which it passed over and left as they are.
 */
export function writeCardSheets(
  ss: SpreadsheetLike,
  movement: Movement,
  event = '',
  links?: ReadonlyMap<number, string>,
): { written: string[]; kept: string[][] } {
  const written: string[] = [];
  const kept: string[][] = [];
  const write = (base: string, rows: Value[][], bold: (number | [number, number])[], widths: readonly number[]) => {
    const fresh = freshSheet(ss, base);
    writeRows(fresh.sheet, fresh.name, rows, bold, widths);
    written.push(fresh.name);
    kept.push(fresh.kept);
    return fresh.sheet;
  };
  const summary = summaryRows(movement);
  const plan = planRows(movement);
  write(
    'Movement',
    [...summary.map((row) => [...row]), [], movementHeader(), ...plan],
    [...summary.map((_, i): [number, number] => [i, 1]), summary.length + 1],
    WIDTHS.movement,
  );
  const tables = stacked(forEvening(tableCardsOf(movement, links), event));
  const coded = tables.codes.length > 0;
  const sheet = write('Table cards', tables.rows, tables.bold, coded ? [...WIDTHS.cards, CODE_WIDTH] : WIDTHS.cards);
  if (coded) writeCodes(sheet, tables.codes, tables.links);
  const guides = stacked(forEvening(guideCardsOf(movement), event));
  write('Guide cards', guides.rows, guides.bold, WIDTHS.cards);
  return { written, kept };
}

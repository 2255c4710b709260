/**
 * The sheets a club prints: the ranking, every board's traveller and every pair's score card, each a
 * fresh sheet (never one that holds anything), laid out for print: a bold header row kept in view, the
 * columns as wide as what they hold, figures to two decimals.
 */
import type { SessionResult } from '../../core/index';
import { say } from '../cells';
import { mark, type SheetLike, type SpreadsheetLike, type Value, writeBlock } from '../evening/sheet-api';
import { freshSheet } from '../import-sheets';
import { nameOf, rankingCells, sheetRankingWords } from '../ranking-cells';
import {
  cardHeading,
  cardSummary,
  contractColumns,
  eventLine,
  figureOf,
  inImps,
  lineFigures,
  namedPair,
  type Publication,
  scoreCardHeader,
  travellerHeader,
} from './publication';

/** How a sheet is laid out: the widths of its columns, and which hold figures to show to two decimals. */
interface Layout {
  readonly widths: readonly number[];
  readonly figures: readonly number[];
}

/** Writes `rows` under the sheet's mark, then lays it out: the header row bold and frozen with the mark. */
function writeLaidOut(
  sheet: SheetLike,
  name: string,
  heading: string,
  rows: readonly (readonly Value[])[],
  layout: Layout,
): void {
  // A loop, not Math.max(...rows): a session's rows would be too many arguments for one call.
  let width = 2;
  for (const row of rows) width = Math.max(width, row.length);
  const block = [
    [mark(name), heading, ...new Array<Value>(Math.max(width - 2, 0)).fill('')],
    ...rows.map((row) => [...row, ...new Array<Value>(width - row.length).fill('')]),
  ];
  writeBlock(sheet, block);
  sheet.setFrozenRows(2);
  sheet.getRange(2, 1, 1, width).setFontWeight('bold');
  layout.widths.forEach((pixels, c) => {
    if (c < width) sheet.setColumnWidth(c + 1, pixels);
  });
  for (const column of layout.figures)
    if (column < width && block.length > 2) sheet.getRange(3, column + 1, block.length - 2, 1).setNumberFormat('0.00');
}

/** The travellers, a board after another: a line naming the board, its header, its results, a blank line. */
function travellerRows(publication: Publication): Value[][] {
  const rows: Value[][] = [];
  for (const { board, results } of publication.travellers) {
    rows.push([say('page.board', { board })], travellerHeader(inImps(publication)));
    for (const i of results) {
      const result = publication.session.results[i] as SessionResult;
      rows.push([
        namedPair(publication, result.ns, 'NS'),
        namedPair(publication, result.ew, 'EW'),
        ...contractColumns(result),
        result.score ?? '',
        ...lineFigures(publication, i),
      ]);
    }
    rows.push([]);
  }
  return rows;
}

/** Each pair's score card, in ranking order: a line naming the pair, its place and percentage (or IMPs), then its boards. */
function cardRows(publication: Publication): Value[][] {
  const rows: Value[][] = [];
  const imps = inImps(publication);
  for (const { pair, lines } of publication.cards) {
    rows.push(
      [
        cardHeading(pair),
        nameOf(publication.names, pair),
        say('page.place', { place: pair.place }),
        cardSummary(publication, pair),
      ],
      scoreCardHeader(imps),
    );
    for (const line of lines)
      rows.push([
        line.result.board ?? '',
        say(line.side === 'NS' ? 'head.ns' : 'head.ew'),
        namedPair(publication, line.opponents, line.side === 'NS' ? 'EW' : 'NS'),
        ...contractColumns(line.result),
        line.score ?? '',
        figureOf(line.points),
        ...(imps ? [] : [figureOf(line.percent)]),
      ]);
    rows.push([]);
  }
  return rows;
}

/**
 * Writes the Ranking, Travellers and Score cards sheets (each fresh: `Ranking 2` beside an earlier one),
 * under the document lock the caller holds. Returns the names written and the ones passed over.
 */
export function writePublished(ss: SpreadsheetLike, publication: Publication): { written: string[]; kept: string[][] } {
  const imps = inImps(publication);
  const written: string[] = [];
  const kept: string[][] = [];
  const sheets: [string, Value[][], Layout][] = [
    [
      'Ranking',
      rankingCells(publication.ranking, { names: publication.names, words: sheetRankingWords() }),
      { widths: [60, 70, 70, 70, 70, 280], figures: [2, 3, 4] },
    ],
    [
      'Travellers',
      travellerRows(publication),
      // The pairs' columns wide enough for their names, where the session names them.
      {
        widths: [...(publication.names.size > 0 ? [180, 180] : [70, 70]), 90, 40, 55, 80, 75, 75, 60, 60],
        figures: imps ? [6, 7] : [6, 7, 8, 9],
      },
    ],
    [
      'Score cards',
      cardRows(publication),
      { widths: [110, 200, 90, 90, 40, 55, 70, 60, 60], figures: imps ? [7] : [7, 8] },
    ],
  ];
  for (const [base, rows, layout] of sheets) {
    const target = freshSheet(ss, base);
    writeLaidOut(target.sheet, target.name, eventLine(publication.session), rows, layout);
    written.push(target.name);
    kept.push(target.kept);
  }
  return { written, kept };
}

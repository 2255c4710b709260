/**
 * The evening's hand records on a page: each board's diagram (the four hands, dealer and vulnerability),
 * double-dummy table and par, as the popup's hand-records page shows them. Two uses: beside each board's
 * traveller on the results page, and a page of their own to print, four boards to an A4 sheet. A board
 * without a deal says so. Every text is escaped.
 */
import {
  type DdTable,
  type Deal,
  type PbnSession,
  parOf,
  SEATS,
  SUIT_SYMBOLS,
  type Suit,
  suitHolding,
  TABLE_STRAINS,
} from '../../core/index';
import { say, sayContract, sayParContracts, saySeat } from '../cells';
import type { Answer } from '../evening/answer';
import type { SpreadsheetLike } from '../evening/sheet-api';
import { escapeHtml, htmlDocument } from '../html-page';
import { PAIRS_EVENING } from '../pairs-evening/layout';
import { HAND_RECORDS, type RecordRow, readRecordsSheet } from '../pairs-evening/records-sheet';
import type { BoardDeals } from './page';

const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** The diagram's and table's style, the same on the results page and the hand records page. */
export const DEAL_STYLE = `
.deal{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:start;margin:0 0 8px}
.diagram{display:grid;grid-template-columns:repeat(3,auto);grid-template-areas:". n ." "w m e" ". s .";gap:2px 10px;align-items:center}
.hand-N{grid-area:n}.hand-W{grid-area:w}.hand-E{grid-area:e}.hand-S{grid-area:s}
.hand .seat{font-size:.86em;font-weight:600;margin:0}.hand dl{margin:0;font-variant-numeric:tabular-nums}
.hand dl div{display:flex;gap:4px;white-space:nowrap}.hand dt{width:1em;text-align:center}.hand dd{margin:0}
.table-middle{grid-area:m;display:grid;justify-items:center;align-content:center;gap:2px;min-height:4.5em;padding:2px 6px;border:1px solid #bbb;border-radius:6px;font-size:.86em}
.red{color:#b3261e}
table.dd-table{margin:0}.dd-table caption{text-align:left;font-weight:600;padding-bottom:2px}
.dd-table th,.dd-table td{border:1px solid #ccc;padding:1px 5px;text-align:center;min-width:1.8em}
.dd-table .makes{font-weight:700}.par{margin:4px 0 0}.no-deal{color:#555;font-style:italic;margin:0 0 8px}
`;

/**
 * The page of hand records to print: a sheet of four boards to an A4 page, two abreast, each sheet
 * headed on paper by the event (the page's own header is left off paper, so that four boards fit).
 */
const PRINT_STYLE = `
.sheet{display:grid;grid-template-columns:1fr 1fr;grid-auto-rows:1fr;gap:10px;margin:0 0 10px}
.record{border:1px solid #bbb;border-radius:6px;padding:8px;break-inside:avoid;page-break-inside:avoid;overflow:hidden}
.record h2{font-size:1em;margin:0 0 6px;border:0;padding:0}.record .deal{display:grid;gap:6px}
.sheet-title{display:none}
@page{size:A4;margin:12mm}
@media print{body{font-size:9pt;padding:0}body>header,body>footer{display:none}
.sheet-title{display:block;grid-column:1/-1;margin:0;font-size:8pt;color:#555}
.sheet{height:272mm;grid-template-rows:auto 1fr 1fr;break-after:page;page-break-after:always;margin:0}
.sheet:last-child{break-after:auto;page-break-after:auto}}
`;

const red = (suit: string) => (suit === 'H' || suit === 'D' ? ' class="red"' : '');

/** A strain as the table heads it: a suit's symbol, notrump in the sheet's notation. */
const strainHead = (strain: string) =>
  strain === 'NT' ? escapeHtml(sayContract('1NT').slice(1)) : SUIT_SYMBOLS[strain as Suit];

function hand(deal: Deal, seat: (typeof SEATS)[number], dealer: string): string {
  const suits = SUITS.map(
    (suit) => `<div><dt${red(suit)}>${SUIT_SYMBOLS[suit]}</dt><dd>${suitHolding(deal[seat], suit) || '—'}</dd></div>`,
  ).join('');
  const deals = seat === dealer ? ` <small>${escapeHtml(say('records.dealerMark'))}</small>` : '';
  return `<div class="hand hand-${seat}"><p class="seat">${escapeHtml(saySeat(seat))}${deals}</p><dl>${suits}</dl></div>`;
}

/** The four hands round the table, North at the top, the board, dealer and vulnerability in the middle. */
function diagram(row: RecordRow, deal: Deal): string {
  const hands = (['N', 'W', 'E', 'S'] as const).map((seat) => hand(deal, seat, row.dealer)).join('');
  const middle = [
    say('page.board', { board: row.board }),
    say('records.dealer', { seat: saySeat(row.dealer) }),
    say('records.vulnerable', { vulnerability: row.vulnerability }),
  ].map((line, i) => (i === 0 ? `<strong>${escapeHtml(line)}</strong>` : `<span>${escapeHtml(line)}</span>`));
  return `<div class="diagram" role="group" aria-label="${escapeHtml(say('records.diagramOf', { board: row.board }))}">${hands}<div class="table-middle">${middle.join('')}</div></div>`;
}

/** The tricks each seat takes as declarer in each strain, and the par under it. */
function ddTable(row: RecordRow, table: DdTable): string {
  const head = TABLE_STRAINS.map((strain) => `<th scope="col"${red(strain)}>${strainHead(strain)}</th>`).join('');
  const body = SEATS.map(
    (seat) =>
      `<tr><th scope="row">${escapeHtml(saySeat(seat))}</th>${TABLE_STRAINS.map((strain) => `<td${table[seat][strain] >= 7 ? ' class="makes"' : ''}>${table[seat][strain]}</td>`).join('')}</tr>`,
  ).join('');
  const par = parOf(table, row.dealer, row.vulnerability);
  const score = `${par.score > 0 ? '+' : ''}${par.score}`;
  return `<div><table class="dd-table"><caption>${escapeHtml(say('records.ddCaption'))}</caption><thead><tr><td></td>${head}</tr></thead><tbody>${body}</tbody></table><p class="par"><strong>${escapeHtml(say('records.par'))}</strong> ${escapeHtml(`${score}: ${sayParContracts(par)}`)}</p></div>`;
}

/** A board's deal, table and par as markup; a board not dealt, or not yet solved, says so. */
export function boardDeal(row: RecordRow | undefined, board: number): string {
  if (row?.deal === undefined) return `<p class="no-deal">${escapeHtml(say('records.noDealOf', { board }))}</p>`;
  const table =
    row.table !== undefined
      ? ddTable(row, row.table)
      : `<p class="no-deal">${escapeHtml(row.note === '' ? say('records.notSolvedYet') : row.note)}</p>`;
  return `<div class="deal">${diagram(row, row.deal)}${table}</div>`;
}

/** The hand records of the evening, by board, when the sheet published is the evening's and has them. */
function recordsOf(ss: SpreadsheetLike, sheetName: string): Map<number, RecordRow> | undefined {
  if (sheetName !== PAIRS_EVENING) return undefined;
  const kept = readRecordsSheet(ss);
  if (kept === undefined || kept === 'others') return undefined;
  return new Map(kept.rows.map((row) => [row.board, row]));
}

/**
 * What the results page shows of each board's deal, beside its traveller: undefined when no hand
 * records are attached to the evening (the page then shows travellers alone, as before).
 */
export function dealsOf(ss: SpreadsheetLike, sheetName: string): BoardDeals | undefined {
  const records = recordsOf(ss, sheetName);
  return records === undefined ? undefined : { style: DEAL_STYLE, of: (board) => boardDeal(records.get(board), board) };
}

/**
 * The session with each board's deal from the evening's hand records, where a result has no deal of its
 * own: the published PBN file then carries the deals. The dealer and vulnerability stay the board
 * number's, by which the evening scored it. Unchanged when no hand records are attached, or the sheet
 * published is not the evening's.
 */
export function withDeals(ss: SpreadsheetLike, sheetName: string, session: PbnSession): PbnSession {
  const records = recordsOf(ss, sheetName);
  if (records === undefined) return session;
  return {
    ...session,
    results: session.results.map((result) => {
      const row = result.board === undefined ? undefined : records.get(result.board);
      if (row?.deal === undefined || result.deal !== undefined) return result;
      return { ...result, deal: row.deal };
    }),
  };
}

/**
 * The page of the evening's hand records to print and hand out, four boards to a page, headed by `title`
 * (the evening's name and date), else the deal file's event, else as untitled.
 */
export function handRecordsPage(ss: SpreadsheetLike, title: string): Answer<{ html: string; fileName: string }> {
  const kept = readRecordsSheet(ss);
  if (kept === undefined || kept === 'others') return { ok: false, message: say('records.none') };
  const sections = kept.rows.map(
    (row) =>
      `<section class="record" aria-labelledby="record-${row.board}"><h2 id="record-${row.board}">${escapeHtml(say('page.board', { board: row.board }))}</h2>${boardDeal(row, row.board)}</section>`,
  );
  const heading = say('records.pageTitle', { title: title || kept.event || say('evening.untitled') });
  const sheets: string[] = [];
  for (let i = 0; i < sections.length; i += 4)
    sheets.push(
      `<div class="sheet"><p class="sheet-title" aria-hidden="true">${escapeHtml(heading)}</p>${sections.slice(i, i + 4).join('')}</div>`,
    );
  return {
    ok: true,
    value: {
      html: htmlDocument({
        title: heading,
        meta: say('records.count', { count: kept.rows.filter((row) => row.deal !== undefined).length }),
        nav: '',
        main: sheets.join(''),
        footer: say('page.footer'),
        style: DEAL_STYLE + PRINT_STYLE,
      }),
      fileName: 'hand-records',
    },
    message: say('records.pageReady', { sheet: HAND_RECORDS }),
  };
}

/**
 * "Fill national numbers from Members": each blank Number cell of the Pairs sheet gets the number of the
 * one member whose name is its player's (members-sheet.ts says what matching is). Only blank cells are
 * written (a cell holding a value or a formula is someone's work); a number typed is kept even where the
 * Members sheet says otherwise, and the answer names it; where there is no Members sheet yet, one is made
 * to type into, its Number column plain text so that `0748821` keeps its zero. Where the Pairs sheet has
 * none of the four player headers, they are added after Names, if the columns there are empty.
 * In a row whose players come from its Names, the split names go into its blank Player cells beside the
 * numbers filled, so that the sheet shows whose each number is.
 */
import { quoteText } from '../../core/base/quote';
import type { Answer } from '../evening/answer';
import { refuse } from '../evening/answer';
import {
  asText,
  cellName,
  type LockLike,
  type SheetLike,
  type SpreadsheetLike,
  type Value,
  withLock,
  writeBlock,
} from '../evening/sheet-api';
import { say, sayAnd, sayReason } from '../speaking';
import { cut, MEMBERS_SHEET, membersProblem, numberCell, numberProblem, readMembers } from './members-sheet';
import { PAIRS_SHEET, type PairsLayout, PLAYER_HEADERS, pairRows, pairsLayout, twoMembers } from './pair-players';

/** The most names or sentences an answer lists of one kind: the rest are left at `…`. */
const LISTED = 10;

/** Items as an answer lists them: all of a few, the first LISTED of many. */
const listed = (items: readonly string[]): string =>
  items.length <= LISTED ? sayAnd(items) : `${items.slice(0, LISTED).join(', ')}, …`;

/** The rows a new sheet has, over which the Members sheet's Number column is made text. */
const NEW_SHEET_ROWS = 1000;

/** Makes the Members sheet to type into: its headers, and its Number column kept as typed (plain text). */
function makeMembersSheet(ss: SpreadsheetLike): void {
  const sheet = ss.insertSheet(MEMBERS_SHEET);
  sheet.getRange(1, 2, NEW_SHEET_ROWS, 1).setNumberFormat('@');
  writeBlock(sheet, [['Name', 'Number', 'Club']]);
  sheet.getRange(1, 1, 1, 3).setFontWeight('bold');
  sheet.setFrozenRows(1);
}

/**
 * Adds the four player headers after Names, when the columns there hold nothing in any row; else the
 * first cell in the way, refused. Their Number columns are made plain text down the rows in use.
 */
function addPlayerHeaders(
  sheet: SheetLike,
  values: readonly (readonly Value[])[],
  formulas: readonly (readonly string[])[],
  layout: PairsLayout,
): PairsLayout | string {
  const first = layout.names + 1;
  for (let r = 0; r < values.length; r++)
    for (let c = first; c < first + PLAYER_HEADERS.length; c++) {
      const value = values[r]?.[c] ?? '';
      const formula = formulas[r]?.[c] ?? '';
      if (String(value) !== '' || formula !== '')
        return sayReason(
          membersProblem('members-taken', {
            headers: PLAYER_HEADERS.join(', '),
            sheet: sheet.getName(),
            cell: cellName({ row: r + 1, column: c + 1 }),
            text: quoteText(formula !== '' ? formula : String(value)),
          }),
        );
    }
  sheet.getRange(layout.header + 1, first + 1, 1, PLAYER_HEADERS.length).setValues([PLAYER_HEADERS.map(asText)]);
  const below = values.length - layout.header - 1;
  if (below > 0)
    for (const c of [first + 1, first + 3]) sheet.getRange(layout.header + 2, c + 1, below, 1).setNumberFormat('@');
  return { ...layout, players: [first, first + 1, first + 2, first + 3] };
}

/** Writes a row's cells (column from 0 → text), one range where the cells between are blank, else each alone. */
function writeRow(sheet: SheetLike, row: number, cells: ReadonlyMap<number, string>, free: (c: number) => boolean) {
  const columns = [...cells.keys()].sort((a, b) => a - b);
  const [low, high] = [columns[0] as number, columns[columns.length - 1] as number];
  const span = Array.from({ length: high - low + 1 }, (_, i) => low + i);
  if (span.every((c) => cells.has(c) || free(c))) {
    sheet.getRange(row, low + 1, 1, span.length).setValues([span.map((c) => asText(cells.get(c) ?? ''))]);
    return;
  }
  for (const c of columns) sheet.getRange(row, c + 1, 1, 1).setValues([[asText(cells.get(c) as string)]]);
}

/**
 * Fills the Pairs sheet's blank national numbers from the Members sheet, under the document lock, and
 * says what it did: the numbers filled, the players no member matched, the players refused (two members,
 * or a Members row refused, or a Number typed that is none), the numbers typed that the Members sheet
 * gives otherwise, and the members whose number Sheets holds as a number.
 */
export function fillNumbers(ss: SpreadsheetLike, lock: LockLike, pairsSheet = PAIRS_SHEET): Answer<number> {
  return withLock(lock, () => {
    const read = readMembers(ss);
    if (!read.ok) return refuse(read.error);
    if (read.value === undefined) {
      makeMembersSheet(ss);
      return { ok: true, value: 0, message: say('members.made', { sheet: MEMBERS_SHEET }) };
    }
    const members = read.value;
    const sheet = ss.getSheetByName(pairsSheet);
    const range = sheet?.getDataRange();
    const values = range?.getValues() ?? [];
    const found = sheet === null || sheet === undefined ? undefined : pairsLayout(values);
    if (sheet === null || sheet === undefined || found === undefined)
      return refuse(
        say('refusal.members-no-pairs', { why: sheet === null ? 'missing' : 'headers', sheet: pairsSheet }),
      );
    const formulas = range?.getFormulas() ?? [];
    const said: string[] = [];
    let layout = found;
    if (layout.players.every((c) => c < 0)) {
      const added = addPlayerHeaders(sheet, values, formulas, layout);
      if (typeof added === 'string') return refuse(added);
      layout = added;
      said.push(say('members.headersAdded', { headers: PLAYER_HEADERS.join(', '), sheet: pairsSheet }));
    }
    const free = (r: number, c: number) =>
      c >= 0 && String(values[r]?.[c] ?? '') === '' && (formulas[r]?.[c] ?? '') === '';
    const unknown: string[] = [];
    const refused: string[] = [];
    const differs: string[] = [];
    let filled = 0;
    for (const pair of pairRows(values, layout)) {
      const r = pair.row - 1;
      const cells = new Map<number, string>();
      for (const player of pair.players) {
        const numberAt = layout.players[player.slot === 1 ? 1 : 3];
        const typed = numberCell(player.number);
        const member = members.find(player.name);
        if (!typed.ok)
          refused.push(sayReason(numberProblem(pairsSheet, pair.row, `Number ${player.slot}`, typed.shown)));
        else if (typed.number !== '' || !free(r, numberAt)) {
          if (member.kind === 'one' && typed.number !== '' && typed.number !== member.member.number)
            differs.push(`${quoteText(player.name)} ${cut(typed.number)} (${MEMBERS_SHEET}: ${member.member.number})`);
        } else if (member.kind === 'one') {
          cells.set(numberAt, member.member.number);
          filled++;
        } else if (member.kind === 'two') refused.push(sayReason(twoMembers(player.name, member)));
        else if (member.kind === 'bad') refused.push(sayReason(member.problem));
        else unknown.push(quoteText(player.name));
      }
      // The players' names beside the numbers filled, from its Names, when its Player cells are blank.
      const [p1, , p2] = layout.players;
      if (cells.size > 0 && free(r, p1) && free(r, p2))
        for (const player of pair.players) cells.set(player.slot === 1 ? p1 : p2, player.name);
      if (cells.size > 0) writeRow(sheet, pair.row, cells, (c) => free(r, c));
    }
    said.push(say('members.filled', { count: filled }));
    if (unknown.length > 0) said.push(say('members.unknown', { count: unknown.length, names: listed(unknown) }));
    said.push(...refused.slice(0, LISTED).map((sentence) => `${sentence}.`));
    if (refused.length > LISTED) said.push('…');
    if (differs.length > 0) said.push(say('members.differs', { count: differs.length, list: listed(differs) }));
    if (members.lostZeros.length > 0)
      said.push(
        say('members.lostZeros', {
          sheet: MEMBERS_SHEET,
          count: members.lostZeros.length,
          rows: listed(members.lostZeros.map(String)),
        }),
      );
    return { ok: true, value: filled, message: said.join(' ') };
  });
}

/**
 * A club's members as its `Members` sheet lists them, once for every evening: a name, a national number
 * and a club a row, under a header row found by its words (MEMBER_HEADERS), wherever it is and whatever
 * other columns sit beside it.
 *
 * A national number is text: `0748821` keeps its zero. A cell Sheets turned into a number (typed without
 * the text format, its zeros gone) is read as its digits; how many zeros were lost cannot be known, and
 * federations' numbers are not all one length (a short one may be right), so it is read as it is, and
 * `lostZeros` names the rows whose number Sheets holds as a number shorter than the column's longest,
 * for the director to look at. A number is letters and digits (A–Z, 0–9: some federations letter
 * theirs); anything else refuses its row, quoting it, and a refused row fills no one: a player whose
 * name it holds is refused with its words, never filled from another row.
 *
 * Names are matched exactly, once normalised (`nameKey`): Unicode NFC, case ignored, spaces trimmed and
 * runs of spaces made one. Accents count (`José` is not `Jose`), and nothing is guessed from initials or
 * a first name: a near miss fills nothing and is named, where a guess could put a stranger's number
 * into a federation's file. A name listed twice with different numbers is not wrong in itself (two
 * members may share a name); only a player matching both is refused, naming both. The same name twice
 * with the same number is one member. A row without a number, or without a name, fills no one.
 */
import { type Problem, problem } from '../../core/base/problem';
import { quoteText } from '../../core/base/quote';
import { err, ok, type Result } from '../../core/index';
import type { SpreadsheetLike, Value } from '../evening/sheet-api';
import { type SheetKey, sheetSay } from '../words/sheet/index';

/** The sheet a club keeps its members in. */
export const MEMBERS_SHEET = 'Members';

/**
 * The header words of the Members sheet's columns, matched whole and case-insensitively; other columns
 * are left alone. Name and Number are needed, Club is not.
 */
export const MEMBER_HEADERS = {
  name: ['name'],
  number: ['number', 'national number', 'member number'],
  club: ['club'],
} as const;

/** A member as the Members sheet lists one: the number as text, its leading zeros kept. */
export interface Member {
  readonly name: string;
  readonly number: string;
  readonly club: string;
}

/** Who a player's name is among the members: no one, one member, two with different numbers, or a refused row. */
export type Found =
  | { readonly kind: 'none' }
  | { readonly kind: 'one'; readonly member: Member }
  | { readonly kind: 'two'; readonly first: Member; readonly second: Member }
  | { readonly kind: 'bad'; readonly problem: Problem };

/** The Members sheet as read: its members, the rows to look at, and a look-up by name. */
export interface MemberList {
  readonly members: readonly Member[];
  /** Rows (from 1) whose number Sheets holds as a number shorter than the column's longest: zeros may be lost. */
  readonly lostZeros: readonly number[];
  /** Who a name is, by `nameKey`: one look-up in a map, however many members. */
  find(name: string): Found;
}

/** A name as names are matched: NFC, trimmed, inner spaces one, case ignored. */
export const nameKey = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** At most QUOTED characters of a text a message names unquoted (a member's name): a huge cell stays short. */
export const cut = (text: string): string => {
  const head = Array.from(text.slice(0, 82));
  return head.length > 40 ? `${head.slice(0, 40).join('')}…` : text;
};

/** A member as a message names one: `John Smith (0748821)`. */
export const memberWords = (member: Member): string => `${cut(member.name)} (${cut(member.number)})`;

/** The add-on's own problem of the members, its English reason worded by the dictionary as every language's is. */
export const membersProblem = (code: string, params: { readonly [name: string]: string | number }): Problem =>
  problem(code, sheetSay('en', `refusal.${code}` as SheetKey, params), { params });

/** What a number cell holds: its text (`asNumber` when Sheets holds it as a number), or why it is no national number. */
export type NumberCell =
  | { readonly ok: true; readonly number: string; readonly asNumber: boolean }
  | { readonly ok: false; readonly shown: string };

const NATIONAL_NUMBER = /^[0-9A-Za-z]+$/;

/** A cell read as a national number: '' when blank; a whole number Sheets made of it read as its digits. */
export function numberCell(value: Value | undefined): NumberCell {
  if (value === undefined || value === '') return { ok: true, number: '', asNumber: false };
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0
      ? { ok: true, number: String(value), asNumber: true }
      : { ok: false, shown: String(value) };
  if (typeof value !== 'string')
    return { ok: false, shown: value instanceof Date ? value.toISOString() : String(value) };
  const number = value.trim();
  return number === '' || NATIONAL_NUMBER.test(number)
    ? { ok: true, number, asNumber: false }
    : { ok: false, shown: value };
}

/** A number cell's refusal: its sheet, row and column, the cell quoted. */
export const numberProblem = (sheet: string, row: number, column: string, shown: string): Problem =>
  membersProblem('members-number', { sheet, row, column, number: quoteText(shown) });

const cellText = (value: Value | undefined): string => (value === undefined ? '' : String(value).trim());

/** The row of the Members sheet with a Name and a Number header, and where each column is. */
function headerOf(rows: readonly (readonly Value[])[]) {
  for (let r = 0; r < rows.length; r++) {
    const words = (rows[r] ?? []).map((cell) => cellText(cell).toLowerCase());
    const at = (names: readonly string[]) => words.findIndex((word) => names.includes(word));
    const [name, number, club] = [at(MEMBER_HEADERS.name), at(MEMBER_HEADERS.number), at(MEMBER_HEADERS.club)];
    if (name >= 0 && number >= 0) return { row: r, name, number, club };
  }
  return undefined;
}

/**
 * The members of the Members sheet (`sheet`), or undefined when there is none; refused when it has no
 * header row with Name and Number. A row whose number is not one is kept as its refusal, under its name.
 */
export function readMembers(ss: SpreadsheetLike, sheet = MEMBERS_SHEET): Result<MemberList | undefined, Problem> {
  const found = ss.getSheetByName(sheet);
  if (found === null) return ok(undefined);
  const rows = found.getDataRange().getValues();
  const header = headerOf(rows);
  if (header === undefined) return err(membersProblem('members-headers', { sheet }));
  const members: Member[] = [];
  const byName = new Map<string, Member[] | Problem>();
  const asNumbers: { row: number; length: number }[] = [];
  let longest = 0;
  for (let r = header.row + 1; r < rows.length; r++) {
    const line = rows[r] ?? [];
    const name = cellText(line[header.name]);
    const read = numberCell(line[header.number]);
    const key = nameKey(name);
    if (!read.ok) {
      // A refused row stands for its name: whoever bears it is refused, never filled from another row.
      if (key !== '' && !isProblem(byName.get(key))) byName.set(key, numberProblem(sheet, r + 1, 'Number', read.shown));
      continue;
    }
    if (read.number === '' || key === '') continue;
    longest = Math.max(longest, read.number.length);
    if (read.asNumber) asNumbers.push({ row: r + 1, length: read.number.length });
    const member = { name, number: read.number, club: header.club < 0 ? '' : cellText(line[header.club]) };
    members.push(member);
    const same = byName.get(key);
    if (same === undefined) byName.set(key, [member]);
    else if (!isProblem(same) && !same.some((m) => m.number === member.number)) same.push(member);
  }
  const find = (name: string): Found => {
    const same = byName.get(nameKey(name));
    if (same === undefined) return { kind: 'none' };
    if (isProblem(same)) return { kind: 'bad', problem: same };
    const [first, second] = same as [Member, Member | undefined];
    return second === undefined ? { kind: 'one', member: first } : { kind: 'two', first, second };
  };
  const lostZeros = asNumbers.filter((n) => n.length < longest).map((n) => n.row);
  return ok({ members, lostZeros, find });
}

const isProblem = (entry: Member[] | Problem | undefined): entry is Problem =>
  entry !== undefined && !Array.isArray(entry);

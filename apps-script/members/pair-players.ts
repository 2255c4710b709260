/**
 * The players of each pair and their national numbers, as the Pairs sheet gives them for a USEBIO file.
 * The sheet keeps its columns (Pair, Direction, Names: what PAIRRANKING's names range and the sidebar
 * read) and may have four more, found by their headers on the same row: Player 1, Number 1, Player 2,
 * Number 2. A pair's players are its Player cells; where both are blank, its Names split in two at the
 * first ` & ` (as the evening writes `Ann & Bob`), else ` and `, ` - ` or `/`. A Number typed is the
 * player's, kept as typed even where the Members sheet says otherwise; a blank one is the number of the
 * one member whose name is the player's (members-sheet.ts says what matching is), and a player whose
 * name two members bear is refused, naming both.
 */
import type { Problem } from '../../core/base/problem';
import { quoteText } from '../../core/base/quote';
import { err, ok, type Result, SIDE_WORDS, type Side } from '../../core/index';
import { asText, type SpreadsheetLike, type Value } from '../evening/sheet-api';
import { pairKey } from '../ranking-cells';
import {
  type Found,
  type MemberList,
  membersProblem,
  memberWords,
  numberCell,
  numberProblem,
  readMembers,
} from './members-sheet';

/** A player of a pair: the name, and the national number as text (`0748821`), '' when none is known. */
export interface Player {
  readonly name: string;
  readonly number: string;
}

/** The headers of the Pairs sheet's player columns, in their order after Names. */
export const PLAYER_HEADERS = ['Player 1', 'Number 1', 'Player 2', 'Number 2'] as const;

/** The sheet of the pairs' names, as the evening and the PBN import name it. */
export const PAIRS_SHEET = 'Pairs';

/**
 * A pair's four player cells, in PLAYER_HEADERS' order, as text that Sheets keeps as typed (`asText`):
 * `0748821` keeps its zero, a name never becomes a formula. Written with setValues as they are, not
 * through `guard` or writeBlock, which would mark them a second time.
 */
export function playerCells(players: readonly Player[]): Value[] {
  const [first, second] = players;
  return [first?.name ?? '', first?.number ?? '', second?.name ?? '', second?.number ?? ''].map(asText);
}

const text = (value: Value | undefined): string => (value === undefined ? '' : String(value).trim());

/** Where a Pairs sheet's columns are: its header row, and each column from 0 (-1 where absent). */
export interface PairsLayout {
  readonly header: number;
  readonly pair: number;
  readonly direction: number;
  readonly names: number;
  /** Player 1, Number 1, Player 2, Number 2: each column, or -1 when the sheet has none. */
  readonly players: readonly [number, number, number, number];
}

/**
 * The Pairs sheet's layout: the header row holding Pair, then Direction and Names (or Names) side by
 * side, as the ranking and the publication read it (the last such block of the row), and the player
 * headers after its Names.
 */
export function pairsLayout(rows: readonly (readonly Value[])[]): PairsLayout | undefined {
  for (let r = 0; r < rows.length; r++) {
    const words = (rows[r] ?? []).map((cell) => text(cell).toLowerCase());
    let found: Omit<PairsLayout, 'players'> | undefined;
    words.forEach((word, c) => {
      if (word !== 'pair') return;
      if (words[c + 1] === 'direction' && words[c + 2] === 'names')
        found = { header: r, pair: c, direction: c + 1, names: c + 2 };
      else if (words[c + 1] === 'names') found = { header: r, pair: c, direction: -1, names: c + 1 };
    });
    if (found === undefined) continue;
    const after = (found as Omit<PairsLayout, 'players'>).names;
    const at = (header: string) => words.indexOf(header.toLowerCase(), after + 1);
    const [p1, n1, p2, n2] = PLAYER_HEADERS.map(at) as [number, number, number, number];
    return { ...(found as Omit<PairsLayout, 'players'>), players: [p1, n1, p2, n2] };
  }
  return undefined;
}

/**
 * A pair's names in two, at the first of ` & `, ` and `, ` - ` or `/` found (tried in that order):
 * `Ann & Bob` → Ann, Bob. A name without one is one player; a blank Names, none.
 */
export function splitNames(names: string): string[] {
  const whole = names.trim();
  if (whole === '') return [];
  for (const separator of [/\s+&\s+/, /\s+and\s+/i, /\s+-\s+/, /\s*\/\s*/]) {
    const match = separator.exec(whole);
    if (match === null) continue;
    const [first, second] = [whole.slice(0, match.index).trim(), whole.slice(match.index + match[0].length).trim()];
    if (first !== '' && second !== '') return [first, second];
  }
  return [whole];
}

/** A pair row of the Pairs sheet, its players as typed or split, each with the number typed beside it. */
export interface PairRow {
  /** The sheet's row, from 1. */
  readonly row: number;
  readonly key: string;
  /** Each player's name, the Number cell beside it as the cell holds it, and which player (1 or 2) it is. */
  readonly players: readonly { readonly name: string; readonly number: Value; readonly slot: 1 | 2 }[];
}

/** The pair rows under a layout's header: a row counts when its Pair cell holds anything. */
export function pairRows(rows: readonly (readonly Value[])[], layout: PairsLayout): PairRow[] {
  const found: PairRow[] = [];
  const [p1, n1, p2, n2] = layout.players;
  const cell = (line: readonly Value[], c: number): Value => (c < 0 ? '' : (line[c] ?? ''));
  for (let r = layout.header + 1; r < rows.length; r++) {
    const line = rows[r] ?? [];
    const pair = text(line[layout.pair]);
    if (pair === '') continue;
    const side: Side | undefined =
      layout.direction < 0 ? undefined : SIDE_WORDS[text(line[layout.direction]).toUpperCase()];
    const typed = [text(cell(line, p1)), text(cell(line, p2))];
    const names = typed.some((name) => name !== '') ? typed : splitNames(text(line[layout.names]));
    const numbers = [cell(line, n1), cell(line, n2)];
    const players = names
      .map((name, i) => ({ name, number: numbers[i] ?? '', slot: i === 0 ? (1 as const) : (2 as const) }))
      .filter((player) => player.name !== '');
    found.push({ row: r + 1, key: pairKey(pair, side), players });
  }
  return found;
}

/** A player two members' names match, refused naming both. */
export const twoMembers = (name: string, found: Found & { kind: 'two' }): Problem =>
  membersProblem('members-two', {
    name: quoteText(name),
    first: memberWords(found.first),
    second: memberWords(found.second),
  });

/**
 * Each pair's players with their national numbers, keyed by `pairKey(pair, direction)` (the direction
 * left out where the sheet has no Direction column or the cell is blank), in the sheet's order. None when
 * there is no Pairs sheet or it has no Pair and Names headers. Refused, naming the first, when a Number
 * cell is not a national number, when a blank one's player is named by two members with different
 * numbers or by a Members row refused, or when the Members sheet has no Name and Number headers.
 */
export function pairPlayersOf(
  ss: SpreadsheetLike,
  pairsSheet = PAIRS_SHEET,
): Result<ReadonlyMap<string, readonly Player[]>, Problem> {
  const players = new Map<string, readonly Player[]>();
  const sheet = ss.getSheetByName(pairsSheet);
  if (sheet === null) return ok(players);
  const rows = sheet.getDataRange().getValues();
  const layout = pairsLayout(rows);
  if (layout === undefined) return ok(players);
  const read = readMembers(ss);
  if (!read.ok) return read;
  const members: MemberList | undefined = read.value;
  for (const pair of pairRows(rows, layout)) {
    const named: Player[] = [];
    for (const player of pair.players) {
      const typed = numberCell(player.number);
      if (!typed.ok) return err(numberProblem(pairsSheet, pair.row, `Number ${player.slot}`, typed.shown));
      if (typed.number !== '' || members === undefined) {
        named.push({ name: player.name, number: typed.number });
        continue;
      }
      const found = members.find(player.name);
      if (found.kind === 'two') return err(twoMembers(player.name, found));
      if (found.kind === 'bad') return err(found.problem);
      named.push({ name: player.name, number: found.kind === 'one' ? found.member.number : '' });
    }
    players.set(pair.key, named);
  }
  return ok(players);
}

/** The names of the players without a national number, in pair order: for "3 players have no national number: …". */
export function playersWithoutNumber(players: ReadonlyMap<string, readonly Player[]>): string[] {
  return [...players.values()]
    .flat()
    .filter((player) => player.number === '')
    .map((player) => player.name);
}

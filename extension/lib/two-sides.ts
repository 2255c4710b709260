/** The result line of a pad of two columns, as History, the print page and a CSV word it. */
import { andList, type Language, orList, type Pair, type Seat, type Side, type Vulnerability } from '../../core/index';
import { currentLanguage, t } from '../words/index';
import { showSeat } from './contract-text';

/** `We`, `They`: a rubber's side as the pad heads it, in the reader's language. */
export const pairWord = (pair: Pair): string => t(pair === 'We' ? 'rubber.we' : 'rubber.they');

/**
 * `N`, `E`, `S`, `W` in the notation in force (`O` for West in French): a pad's dealer and declarer are
 * lettered as the contracts beside them are typed and shown, whatever the language of the words.
 */
export const seatWord = (seat: Seat): string => showSeat(seat);

/** `NS`, `EW`: a side by its seats' letters in the notation in force (`NZ`, `OW` in Dutch). */
export const sideWord = (side: Side): string =>
  side === 'NS' ? `${showSeat('N')}${showSeat('S')}` : `${showSeat('E')}${showSeat('W')}`;

/** `None`, `NS`, `EW`, `All`: who is vulnerable, as the reader's language says it. */
export const vulnerabilityWord = (vulnerability: Vulnerability): string => t('keeper.vul', { vul: vulnerability });

/** A role a kind names its players by (`We`, `N`), worded: the labels of its names. */
export const roleWord = (role: string): string =>
  role === 'We' || role === 'They' ? pairWord(role) : /^[NESW]$/.test(role) ? seatWord(role as Seat) : role;

/**
 * `a, b and c` (`or`): a list in a sentence, as the core words it in English and as the reader's
 * language joins one elsewhere (Intl.ListFormat).
 */
export function listOf(words: readonly string[], join: 'and' | 'or'): string {
  const language = currentLanguage();
  if (language === 'en') return join === 'and' ? andList(words) : orList(words);
  return new Intl.ListFormat(language, { type: join === 'and' ? 'conjunction' : 'disjunction' }).format(words);
}

/**
 * The locale dates are written in: the browser's own where it speaks the language shown (so `en-GB`
 * keeps its day first), else the language's.
 */
export function dateLocale(): Language | undefined {
  const language = currentLanguage();
  const browser = globalThis.navigator?.language;
  return browser?.toLowerCase().split(/[-_]/)[0] === language ? undefined : language;
}

/**
 * What a side is called wherever a player would write it: its players' names joined (`Nora & Sam`), or
 * what the pad calls it (`We`, `NS`) while any of them is blank.
 */
export function sideName(players: readonly (string | undefined)[], called: string): string {
  const given = players.map((name) => name?.trim() ?? '');
  return given.every((name) => name !== '') ? given.join(' & ') : called;
}

/** A rubber's sides, We and They, by the names kept for each (one a side). */
export const rubberSides = (names: readonly string[]): [string, string] => [
  sideName([names[0]], pairWord('We')),
  sideName([names[1]], pairWord('They')),
];

/** A Chicago's sides, NS and EW, by the names kept for N, E, S and W: a side is its two players. */
export const chicagoSides = (names: readonly string[]): [string, string] => [
  sideName([names[0], names[2]], sideWord('NS')),
  sideName([names[1], names[3]], sideWord('EW')),
];

/** A two-column pad's result line, its columns named by the players where they gave names. */
export function twoSides(totals: readonly [number, number], sides: readonly [string, string], winner?: 0 | 1 | null) {
  const line = `${sides[0]} ${totals[0]}, ${sides[1]} ${totals[1]}`;
  if (winner === undefined) return line;
  if (winner === null) return t('keeper.level', { line });
  return t('keeper.winBy', { line, side: sides[winner], margin: Math.abs(totals[0] - totals[1]) });
}

/** The winning column's index, as twoSides takes it: undefined in play, null when level. */
export const column = <H extends string>(winner: H | null | undefined, holders: readonly H[]) =>
  winner === undefined || winner === null ? winner : (holders.indexOf(winner) as 0 | 1);

/** Each result given a name from `names` by position, those left blank dropped: History's totals by name. */
export const namedResults = <R>(names: readonly string[], results: readonly R[]): (R & { readonly name: string })[] =>
  results.flatMap((result, i) => {
    const name = names[i]?.trim() ?? '';
    return name === '' ? [] : [{ ...result, name }];
  });

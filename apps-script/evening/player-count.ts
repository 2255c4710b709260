/**
 * How many players an evening can seat, in words: the sidebar says it as the names are typed, and
 * setting up refuses the same count in the same words.
 */
import { plural } from '../../core/index';

/** What is wrong with that many players, or null when they fill whole tables of four. */
export function playerCountProblem(count: number): string | null {
  if (count > 0 && count % 4 === 0) return null;
  if (count === 0) return 'Type the players, one per line: Progressive Bridge seats four a table.';
  const add = 4 - (count % 4);
  const away = count % 4;
  const ways = count < 4 ? `add ${add}` : `add ${add} or take ${away} away`;
  return `${plural(count, 'player')}: Progressive Bridge seats four a table; ${ways}`;
}

/** The tables a count of players fills, or what is wrong with the count. */
export const tablesFor = (count: number): string =>
  playerCountProblem(count) ?? `${plural(count, 'player')}, ${plural(count / 4, 'table')}`;

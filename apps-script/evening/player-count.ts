/**
 * How many players an evening can seat: setting up refuses a count that does not fill whole tables,
 * with a problem the sheet's language words (the sidebar says the same as the names are typed).
 */
import { type Problem, problem } from '../../core/base/problem';
import { plural } from '../../core/index';

/** What is wrong with that many players, beside the players field, or null when they fill whole tables of four. */
export function playerCountProblem(count: number): Problem | null {
  if (count > 0 && count % 4 === 0) return null;
  const where = { field: 'players' };
  if (count === 0)
    return problem('no-players', 'Type the players, one per line: Progressive Bridge seats four a table.', { where });
  const add = 4 - (count % 4);
  const away = count % 4;
  const ways = count < 4 ? `add ${add}` : `add ${add} or take ${away} away`;
  // Its own code: the core's `player-count` is Bugger Bridge's, whose words say something else.
  return problem('progressive-count', `${plural(count, 'player')}: Progressive Bridge seats four a table; ${ways}`, {
    params: { count, add, away, ways: count < 4 ? 'add' : 'addOrTake' },
    where,
  });
}

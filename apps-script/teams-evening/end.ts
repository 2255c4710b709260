/**
 * The end of a teams evening: the ranking written to its own sheet, `Teams ranking`, to print, and the
 * files to save: the results page (the ranking, then each round's matches with their IMPs and VPs), the
 * USEBIO file for the federation and, when boards were entered by board, the PBN file (files.ts). Said
 * first when a match is still to come, unless the director publishes anyway.
 */
import { problem } from '../../core/base/problem';
import { say } from '../cells';
import { type Answer, refuse } from '../evening/answer';
import { type LockLike, mark, ownSheet, type SpreadsheetLike, withLock, writeBlock } from '../evening/sheet-api';
import { escapeHtml, htmlDocument, tableOf } from '../html-page';
import { openTeamsEvening } from './evening';
import { type TeamsFiles, teamsFiles } from './files';
import { TEAMS_EVENING } from './layout';
import { type TeamsView, teamsView } from './view';

export const TEAMS_RANKING = 'Teams ranking';

/** The page and files to save (each named `fileName` with its own extension) and the sheet written. */
export interface TeamsEnd {
  readonly page: string;
  readonly fileName: string;
  readonly files: TeamsFiles;
  readonly view: TeamsView;
}

const two = (vps: number): string => vps.toFixed(2);

/** The results page: the ranking, then every round's matches. */
function resultsPage(view: TeamsView, title: string): string {
  const ranking = tableOf(
    say('teamsEvening.ranking'),
    // The players last: on a phone the figures stay in sight, the names scroll after them.
    ['#', say('teamsEvening.team'), 'VP', 'IMP +', 'IMP −', say('teamsEvening.played'), say('teamsEvening.players')],
    view.ranking.map((line) => [
      line.place,
      line.team,
      two(line.vps),
      line.impsFor,
      line.impsAgainst,
      line.played,
      line.players,
    ]),
    new Set([2, 3, 4, 5]),
  );
  const rounds = view.rounds
    .map((round) => {
      const heading = say('teamsEvening.round', { round: round.round });
      const rows = round.matches.map((m) => [
        m.table,
        m.home,
        m.away,
        m.imps === null ? '' : `${m.imps.home}–${m.imps.away}`,
        m.vps === null ? '' : `${two(m.vps.home)}–${two(m.vps.away)}`,
      ]);
      const byes =
        round.byes.length === 0 ? '' : `<p>${escapeHtml(say('teamsEvening.bye', { team: round.byes.join(', ') }))}</p>`;
      return `<h3>${escapeHtml(heading)}</h3>${tableOf(heading, ['#', say('teamsEvening.home'), say('teamsEvening.away'), 'IMP', 'VP'], rows, new Set([0]))}${byes}`;
    })
    .join('');
  return htmlDocument({
    title,
    nav: '',
    main: `<h2>${escapeHtml(say('teamsEvening.ranking'))}</h2>${ranking}<h2>${escapeHtml(say('teamsEvening.matches'))}</h2>${rounds}`,
    footer: 'Bridge Scorer',
  });
}

/** Writes the Teams ranking sheet and returns the results page, once every match is in or the director says so. */
export function endTeamsEvening(ss: SpreadsheetLike, lock: LockLike, anyway: boolean): Answer<TeamsEnd> {
  return withLock(lock, () => {
    const opened = openTeamsEvening(ss);
    if (!opened.ok) return refuse(opened.error);
    const view = teamsView(opened.value, ss);
    const waiting = view.rounds.reduce((n, round) => n + round.toCome, 0);
    if (!anyway && (waiting > 0 || !view.finished))
      return refuse(
        problem(
          'teams-evening-unfinished',
          `${waiting} matches are still to come, or rounds still to draw: publish anyway?`,
          {
            params: { count: waiting },
            where: { field: 'anyway' },
          },
        ),
      );
    // The files first: a player two members share is said before anything is written.
    const files = teamsFiles(ss, opened.value.event);
    if (!files.ok) return refuse(files.error);
    const sheet = ownSheet(ss, TEAMS_RANKING);
    if (!sheet.ok) return refuse(sheet.error);
    const header = ['Place', 'Team', 'Players', 'VPs', 'IMPs +', 'IMPs −', 'Played'];
    const rows = view.ranking.map((l) => [l.place, l.team, l.players, l.vps, l.impsFor, l.impsAgainst, l.played]);
    const width = header.length;
    sheet.value.clear();
    writeBlock(sheet.value, [[mark(TEAMS_RANKING), ...new Array(width - 1).fill('')], header, ...rows]);
    sheet.value.getRange(3, 4, Math.max(rows.length, 1), 1).setNumberFormat('0.00');
    const title = say('teamsEvening.title');
    return {
      ok: true,
      value: { page: resultsPage(view, title), fileName: 'teams-results.html', files: files.value, view },
      message: say('teamsEvening.published', { sheet: TEAMS_RANKING, evening: TEAMS_EVENING }),
    };
  });
}

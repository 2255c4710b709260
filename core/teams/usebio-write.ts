/**
 * Writing a teams event's USEBIO file, in the element order of the EBU's own teams example (TeamsScorer,
 * 2015: EVENT_TYPE `TEAMS`, IMPs turned into VPs, one SESSION holding the PARTICIPANTS' TEAMs and every
 * MATCH with its BOARDs); declared ISO-8859-1 with every character outside ASCII a reference, every text
 * escaped, the version's DOCTYPE, CRLF lines, as the pairs writer (table/usebio/write.ts) writes.
 */
import { chargeLines, contactLines, element, openingLines, usebioDay } from '../table/usebio/lines.js';
import { escapeXml } from '../table/usebio/xml.js';
import type { UsebioMatchBoard, UsebioRoomLine, UsebioTeam, UsebioTeamsEvent, UsebioTeamsMatch } from './usebio.js';

/** VPs to two decimals, as the club programs write totals; whole VPs stay whole (`12`, `14.57`). */
const vps = (value: number): string => String(Math.round(value * 100) / 100);

/** A team with its players straight under it: which pair of a team played which match is not kept. */
function teamLines(team: UsebioTeam): string[] {
  const at = '        ';
  return [
    `      <TEAM TEAM_ID="${team.number}" TEAM_NAME="${escapeXml(team.name)}">`,
    ...element(at, 'TOTAL_SCORE', vps(team.vps), true),
    ...element(at, 'PLACE', team.place),
    ...team.players
      .filter((player) => player.name.trim() !== '')
      .flatMap((player) => [
        `${at}<PLAYER>`,
        ...element(`${at}  `, 'PLAYER_NAME', player.name.trim(), true),
        ...element(`${at}  `, 'NATIONAL_ID_NUMBER', player.number.trim()),
        `${at}</PLAYER>`,
      ]),
    '      </TEAM>',
  ];
}

/** A room's line: N/S and E/W by team number (the home team N/S in the open room), as TRAVELLER_LINE writes pairs. */
function roomLines(line: UsebioRoomLine, match: UsebioTeamsMatch): string[] {
  const at = '          ';
  const [ns, ew] = line.direction === 'NS' ? [match.home, match.away] : [match.away, match.home];
  return [
    '        <TRAVELLER_LINE>',
    ...element(at, 'DIRECTION', line.direction, true),
    ...element(at, 'NS_PAIR_NUMBER', String(ns), true),
    ...element(at, 'EW_PAIR_NUMBER', String(ew), true),
    ...element(at, 'CONTRACT', line.contract),
    ...element(at, 'PLAYED_BY', line.playedBy),
    ...element(at, 'TRICKS', line.tricks === undefined ? undefined : String(line.tricks)),
    ...element(at, 'SCORE', String(line.score), true),
    '        </TRAVELLER_LINE>',
  ];
}

function boardLines(board: UsebioMatchBoard, match: UsebioTeamsMatch): string[] {
  return [
    '      <BOARD>',
    ...element('        ', 'BOARD_NUMBER', String(board.number), true),
    ...element('        ', 'IMPS', String(board.imps), true),
    ...roomLines(board.open, match),
    ...roomLines(board.closed, match),
    '      </BOARD>',
  ];
}

function matchLines(match: UsebioTeamsMatch): string[] {
  const at = '      ';
  const numbers = match.boards.map((board) => board.number);
  return [
    '    <MATCH>',
    ...element(at, 'ROUND_NUMBER', String(match.round), true),
    ...element(at, 'TEAM', String(match.home), true),
    ...element(at, 'OPPOSING_TEAM', String(match.away), true),
    ...(numbers.length === 0
      ? []
      : [
          ...element(at, 'START_BOARD_NUMBER', String(Math.min(...numbers)), true),
          ...element(at, 'END_BOARD_NUMBER', String(Math.max(...numbers)), true),
        ]),
    ...element(at, 'TEAM_SCORE', vps(match.homeVps), true),
    ...element(at, 'OPPOSING_TEAM_SCORE', vps(match.awayVps), true),
    ...match.boards.flatMap((board) => boardLines(board, match)),
    '    </MATCH>',
  ];
}

/**
 * A teams event's USEBIO file: the EVENT `TEAMS` scored IMPs then VPs, each team's VPs (TOTAL_SCORE)
 * and place, each match's VPs as TEAM_SCORE and OPPOSING_TEAM_SCORE (the home team as TEAM), and the
 * boards of a match scored by board with the home team's IMPs and both rooms' lines. A match whose IMPs
 * were typed as a total has no element for them: its VPs stand alone. CONTACT only when one is given.
 * @example formatTeamsUsebio(usebioTeams(event, header).value).startsWith('<?xml') // true
 */
export function formatTeamsUsebio(event: UsebioTeamsEvent): string {
  const { header } = event;
  const at = '  ';
  const lines = [
    ...openingLines(event.version, header.club),
    '<EVENT EVENT_TYPE="TEAMS">',
    ...element(at, 'BOARD_SCORING_METHOD', 'IMPS'),
    ...element(at, 'MATCH_SCORING_METHOD', 'VPS'),
    ...element(at, 'PROGRAM_NAME', header.programName, true),
    ...element(at, 'PROGRAM_VERSION', header.programVersion),
    ...element(at, 'EVENT_IDENTIFIER', header.id),
    ...element(at, 'EVENT_DESCRIPTION', header.description, true),
    ...element(at, 'DATE', usebioDay(header.date)),
    ...element(at, 'MASTER_POINT_SCALE', header.masterpointScale),
    ...element(at, 'SESSION_COUNT', '1'),
    ...element(at, 'SECTION_COUNT', '1'),
    ...element(at, 'SCORING_METHOD', 'VP'),
    ...element(at, 'BOARDS_PLAYED', String(event.boardsPlayed)),
    ...chargeLines(at, event.version, header.charge),
    ...contactLines(at, header.contact),
    `${at}<SESSION SESSION_ID="1">`,
    '    <PARTICIPANTS>',
    ...event.teams.flatMap(teamLines),
    '    </PARTICIPANTS>',
    ...event.matches.flatMap(matchLines),
    `${at}</SESSION>`,
    '</EVENT>',
    '</USEBIO>',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

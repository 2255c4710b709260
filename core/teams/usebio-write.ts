/**
 * Writing a teams event's USEBIO file, in the element order of the EBU's own teams example (TeamsScorer,
 * 2015: EVENT_TYPE `TEAMS`, IMPs turned into VPs, one SESSION holding the PARTICIPANTS' TEAMs and every
 * MATCH with its BOARDs); declared ISO-8859-1 with every character outside ASCII a reference, every text
 * escaped, the version's DOCTYPE, CRLF lines, as the pairs writer (table/usebio/write.ts) writes.
 */
import { escapeXml } from '../table/usebio/xml.js';
import type { UsebioMatchBoard, UsebioRoomLine, UsebioTeam, UsebioTeamsEvent, UsebioTeamsMatch } from './usebio.js';

/** Each version's DOCTYPE, as the EBU publishes the DTDs (table/usebio/write.ts has the same two). */
const DOCTYPES = {
  '1.2': '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">',
  '1.3': '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_3.dtd">',
} as const;

/** VPs to two decimals, as the club programs write totals; whole VPs stay whole (`12`, `14.57`). */
const vps = (value: number): string => String(Math.round(value * 100) / 100);

/** `2026-12-04` as `04/12/2026`; '' for no day. */
const dayOf = (iso: string): string => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return day === null ? '' : `${day[3]}/${day[2]}/${day[1]}`;
};

/** One element on a line of its own; nothing for an empty optional one. */
const element = (indent: string, name: string, text: string | undefined, always = false): string[] =>
  text === undefined || (text === '' && !always) ? [] : [`${indent}<${name}>${escapeXml(text)}</${name}>`];

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
  const contact = header.contact;
  const hasContact = contact.name !== '' || contact.email !== '' || contact.phone !== '';
  const lines = [
    '<?xml version="1.0" encoding="ISO-8859-1"?>',
    DOCTYPES[event.version],
    `<USEBIO Version="${event.version}">`,
    '<CLUB>',
    ...element(at, 'CLUB_NAME', header.club.name, true),
    ...element(at, 'CLUB_ID_NUMBER', header.club.number),
    '</CLUB>',
    '<EVENT EVENT_TYPE="TEAMS">',
    ...element(at, 'BOARD_SCORING_METHOD', 'IMPS'),
    ...element(at, 'MATCH_SCORING_METHOD', 'VPS'),
    ...element(at, 'PROGRAM_NAME', header.programName, true),
    ...element(at, 'PROGRAM_VERSION', header.programVersion),
    ...element(at, 'EVENT_IDENTIFIER', header.id),
    ...element(at, 'EVENT_DESCRIPTION', header.description, true),
    ...element(at, 'DATE', dayOf(header.date)),
    ...element(at, 'MASTER_POINT_SCALE', header.masterpointScale),
    ...element(at, 'SESSION_COUNT', '1'),
    ...element(at, 'SECTION_COUNT', '1'),
    ...element(at, 'SCORING_METHOD', 'VP'),
    ...element(at, 'BOARDS_PLAYED', String(event.boardsPlayed)),
    ...element(at, event.version === '1.2' ? 'P2P_CHARGE_RATE' : 'EBU_CHARGE_CODE', header.charge),
    ...(hasContact
      ? [
          `${at}<CONTACT>`,
          ...element(`${at}  `, 'FULL_NAME', contact.name),
          ...element(`${at}  `, 'TELEPHONE', contact.phone),
          ...element(`${at}  `, 'EMAIL', contact.email),
          `${at}</CONTACT>`,
        ]
      : []),
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

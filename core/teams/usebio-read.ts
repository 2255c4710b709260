/**
 * Reading a teams event's USEBIO file (as formatTeamsUsebio writes one, and the EBU's teams example has
 * it) back into its plain JSON: the teams with their players, places and VPs, every match with both
 * sides' VPs and its boards. Strict where a wrong reading would rank wrongly: a number that is none is
 * refused naming its element, as the pairs reader (table/usebio/read.ts) refuses one.
 */
import { isIsoDay } from '../base/day.js';
import { parseDecimal } from '../base/decimal.js';
import type { problem } from '../base/problem.js';
import { ok, type Result } from '../base/result.js';
import type { Seat } from '../base/vocabulary.js';
import { childOf, childrenOf, parseXmlTree, refuse, textOf, type XmlTree } from '../table/usebio/xml.js';
import type {
  UsebioMatchBoard,
  UsebioRoomLine,
  UsebioTeam,
  UsebioTeamsEvent,
  UsebioTeamsHeader,
  UsebioTeamsMatch,
} from './usebio.js';

type Failure = { readonly ok: false; readonly error: ReturnType<typeof problem> };

/** A number the element must hold. */
function numberOf(tree: XmlTree, name: string): Result<number> | Failure {
  const text = textOf(tree, name);
  const value = parseDecimal(text);
  return value === undefined ? refuse('usebio-number', name, text, 'must be a number') : ok(value);
}

/** `04/12/2026` as `2026-12-04`; '' for none or for a day that is none. */
function dayOf(text: string): string {
  const day = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (day === null) return '';
  const iso = `${day[3]}-${day[2]?.padStart(2, '0')}-${day[1]?.padStart(2, '0')}`;
  return isIsoDay(iso) ? iso : '';
}

function headerOf(root: XmlTree, event: XmlTree): UsebioTeamsHeader {
  const club = childOf(root, 'CLUB');
  const contact = childOf(event, 'CONTACT');
  const of = (name: string): string => (contact === undefined ? '' : textOf(contact, name));
  return {
    club: {
      name: club === undefined ? '' : textOf(club, 'CLUB_NAME'),
      number: club === undefined ? '' : textOf(club, 'CLUB_ID_NUMBER'),
    },
    id: textOf(event, 'EVENT_IDENTIFIER'),
    description: textOf(event, 'EVENT_DESCRIPTION'),
    date: dayOf(textOf(event, 'DATE')),
    programName: textOf(event, 'PROGRAM_NAME'),
    programVersion: textOf(event, 'PROGRAM_VERSION'),
    masterpointScale: textOf(event, 'MASTER_POINT_SCALE'),
    charge: textOf(event, 'P2P_CHARGE_RATE') || textOf(event, 'EBU_CHARGE_CODE'),
    contact: { name: of('FULL_NAME'), email: of('EMAIL'), phone: of('TELEPHONE') },
  };
}

function teamOf(team: XmlTree): Result<UsebioTeam> | Failure {
  const number = parseDecimal(team.attributes.TEAM_ID ?? '');
  if (number === undefined)
    return refuse('usebio-number', 'TEAM_ID', team.attributes.TEAM_ID ?? '', 'must be a number');
  const total = numberOf(team, 'TOTAL_SCORE');
  if (!total.ok) return total;
  // A team's players straight under it, or under its pairs as TeamsScorer writes them.
  const players = [team, ...childrenOf(team, 'PAIR')].flatMap((holder) =>
    childrenOf(holder, 'PLAYER').map((player) => ({
      name: textOf(player, 'PLAYER_NAME'),
      number: textOf(player, 'NATIONAL_ID_NUMBER'),
    })),
  );
  return ok({
    number,
    name: team.attributes.TEAM_NAME ?? '',
    place: textOf(team, 'PLACE').replace(/=$/, ''),
    vps: total.value,
    players,
  });
}

function roomOf(line: XmlTree): Result<UsebioRoomLine> | Failure {
  const score = numberOf(line, 'SCORE');
  if (!score.ok) return score;
  const direction = textOf(line, 'DIRECTION').toUpperCase() === 'EW' ? 'EW' : 'NS';
  const contract = textOf(line, 'CONTRACT');
  const playedBy = textOf(line, 'PLAYED_BY').toUpperCase().slice(0, 1);
  const tricksText = textOf(line, 'TRICKS');
  const tricks = tricksText === '' ? undefined : parseDecimal(tricksText);
  if (tricksText !== '' && !(tricks !== undefined && Number.isInteger(tricks) && tricks >= 0 && tricks <= 13))
    return refuse('usebio-tricks', 'TRICKS', tricksText, 'must be a number of tricks, 0–13');
  return ok({
    direction,
    ...(contract === '' ? {} : { contract }),
    ...(['N', 'E', 'S', 'W'].includes(playedBy) ? { playedBy: playedBy as Seat } : {}),
    ...(tricks === undefined ? {} : { tricks }),
    score: score.value,
  });
}

function boardOf(board: XmlTree): Result<UsebioMatchBoard> | Failure {
  const number = numberOf(board, 'BOARD_NUMBER');
  if (!number.ok) return number;
  const imps = numberOf(board, 'IMPS');
  if (!imps.ok) return imps;
  const rooms: UsebioRoomLine[] = [];
  for (const line of childrenOf(board, 'TRAVELLER_LINE')) {
    const room = roomOf(line);
    if (!room.ok) return room;
    rooms.push(room.value);
  }
  const open = rooms.find((room) => room.direction === 'NS');
  const closed = rooms.find((room) => room.direction === 'EW');
  if (open === undefined || closed === undefined)
    return refuse(
      'usebio-rooms',
      'BOARD',
      String(number.value),
      `board ${number.value}: a board of a match has a line for each room (DIRECTION NS and EW)`,
      { board: number.value },
    );
  return ok({ number: number.value, imps: imps.value, open, closed });
}

function matchOf(match: XmlTree): Result<UsebioTeamsMatch> | Failure {
  const numbers: number[] = [];
  for (const name of ['ROUND_NUMBER', 'TEAM', 'OPPOSING_TEAM', 'TEAM_SCORE', 'OPPOSING_TEAM_SCORE']) {
    const read = numberOf(match, name);
    if (!read.ok) return read;
    numbers.push(read.value);
  }
  const [round, home, away, homeVps, awayVps] = numbers as [number, number, number, number, number];
  const boards: UsebioMatchBoard[] = [];
  for (const board of childrenOf(match, 'BOARD')) {
    const read = boardOf(board);
    if (!read.ok) return read;
    boards.push(read.value);
  }
  return ok({ round, home, away, homeVps, awayVps, boards });
}

/**
 * A teams event's USEBIO file read, or why it cannot be: not XML, not USEBIO, not version 1.2 or 1.3, not
 * a TEAMS event, a number that is none (named by its element).
 * @example parseTeamsUsebio(formatTeamsUsebio(file)) // { ok: true, value: file }
 */
export function parseTeamsUsebio(text: string): Result<UsebioTeamsEvent> {
  const tree = parseXmlTree(text);
  if (!tree.ok) return tree;
  const root = tree.value;
  if (root.name !== 'USEBIO')
    return refuse('usebio-root', root.name, root.name, 'is not USEBIO: a USEBIO file starts <USEBIO Version="1.2">');
  const version = (root.attributes.Version ?? root.attributes.VERSION ?? '').trim();
  if (!/^1\.[0-3]$/.test(version))
    return refuse('usebio-version', 'USEBIO', version, 'must be version 1.0, 1.1, 1.2 or 1.3');
  const event = childOf(root, 'EVENT');
  if (event === undefined) return refuse('usebio-event', 'USEBIO', '', 'holds no <EVENT>');
  const type = (event.attributes.EVENT_TYPE ?? '').trim();
  if (type !== 'TEAMS')
    return refuse('usebio-not-teams', 'EVENT', type, "is not a teams event: a teams file's event type is TEAMS");
  const session = childOf(event, 'SESSION') ?? event;
  const teams: UsebioTeam[] = [];
  for (const team of childrenOf(childOf(session, 'PARTICIPANTS') ?? session, 'TEAM')) {
    const read = teamOf(team);
    if (!read.ok) return read;
    teams.push(read.value);
  }
  const matches: UsebioTeamsMatch[] = [];
  for (const match of childrenOf(session, 'MATCH')) {
    const read = matchOf(match);
    if (!read.ok) return read;
    matches.push(read.value);
  }
  const played = parseDecimal(textOf(event, 'BOARDS_PLAYED'));
  return ok({
    // Teams elements are the same from 1.1 on: a file is read as the version we write nearest it.
    version: version === '1.3' ? '1.3' : '1.2',
    header: headerOf(root, event),
    boardsPlayed: played ?? 0,
    teams,
    matches,
  });
}

/**
 * A published session as a USEBIO file: the club and event details the federation needs (the evening's
 * row 1, or the club's remembered details), every pair's place and figures with its players and their
 * national numbers (the Pairs sheet's, filled from Members), and every traveller line with what it earned.
 * Built from the same Publication as the page and the PBN file, so the three never disagree.
 */
import { formatContract, formatDeal, isPassedOut, type SessionResult, tricksTaken } from '../../core/index';
import type { UsebioEvent, UsebioEventType, UsebioLine, UsebioPlayer } from '../../core/table/usebio/index';
import type { SpreadsheetLike } from '../evening/sheet-api';
import { type Player, pairPlayersOf, splitNames } from '../members/pair-players';
import { contactOf, type FederationDetails } from '../pairs-evening/federation';
import { PROGRAM } from '../program';
import { pairKey } from '../ranking-cells';
import { type Publication, standings, travellerLines } from './publication';

const EVENT_TYPES: { readonly [S in Publication['scoring']['scoring']]: UsebioEventType } = {
  matchpoints: 'MP_PAIRS',
  butler: 'BUTLER_PAIRS',
  'cross-imps': 'CROSS_IMP',
};

/** A place as the federations' programs read it: a whole number, a tie's `3=` as `3`. */
const placeOf = (place: string): string => place.replace(/=$/, '').trim();

/**
 * A Mitchell's pair as Compscore writes it (`1NS`, `1EW`): N/S 1 and E/W 1 are two pairs, and a
 * federation's reader that finds a pair by its number alone must not take one for the other.
 */
const pairNumber = (pair: string, direction: 'NS' | 'EW' | undefined): string =>
  direction === undefined ? pair : `${pair}${direction}`;

/** A percentage as an A-score writes it: two digits, 0 to 99. */
const percentDigits = (percent: number): string =>
  String(Math.min(99, Math.max(0, Math.round(percent)))).padStart(2, '0');

/**
 * An adjusted or played result's SCORE: the N/S score, or `A` and each side's percentage. A split or
 * weighted score has no USEBIO form: for matchpoints the percentage it earned stands for it as an
 * A-score; for IMPs its N/S score (the split's N/S side, the weighted parts' sum).
 */
function scoreOf(result: SessionResult, nsPercent: number | undefined): string {
  const adjusted = result.adjusted;
  if (adjusted?.kind === 'artificial') return `A${percentDigits(adjusted.ns)}${percentDigits(adjusted.ew)}`;
  if (adjusted !== undefined && nsPercent !== undefined)
    return `A${percentDigits(nsPercent)}${percentDigits(100 - nsPercent)}`;
  if (adjusted?.kind === 'split') return String(adjusted.ns);
  if (adjusted?.kind === 'weighted')
    return String(Math.round(adjusted.parts.reduce((sum, part) => sum + (part.weight / 100) * part.score, 0)));
  return result.score === undefined ? '' : String(result.score);
}

function lineOf(
  result: SessionResult,
  points: { nsPoints: number; ewPoints: number; nsPercent?: number },
  byDirection: boolean,
): UsebioLine {
  const contract = result.adjusted === undefined ? result.contract : undefined;
  const played = contract !== undefined && !isPassedOut(contract) ? contract : undefined;
  const tricks = played === undefined ? undefined : tricksTaken(played);
  return {
    ns: pairNumber(result.ns ?? '', byDirection ? 'NS' : undefined),
    ew: pairNumber(result.ew ?? '', byDirection ? 'EW' : undefined),
    ...(contract === undefined
      ? {}
      : isPassedOut(contract)
        ? { contract: 'PASS' }
        : {
            contract: formatContract({ level: contract.level, strain: contract.strain, doubling: contract.doubling }),
          }),
    ...(played?.declarer === undefined ? {} : { playedBy: played.declarer }),
    ...(result.lead === undefined ? {} : { lead: result.lead }),
    ...(tricks === undefined ? {} : { tricks }),
    score: scoreOf(result, points.nsPercent),
    nsPoints: points.nsPoints,
    ewPoints: points.ewPoints,
  };
}

/** What a USEBIO file is made of, and the players it names without a national number. */
export interface UsebioFile {
  readonly event: UsebioEvent & { readonly version: '1.2' | '1.3' };
  readonly unnumbered: readonly string[];
}

/**
 * The publication as a USEBIO event. Players come from the Pairs sheet (its Player and Number
 * columns, numbers filled from Members), else from the pair's names; refused only as the Pairs sheet's
 * reader refuses (a number that is none, a name two members bear).
 */
export function usebioFileOf(
  ss: SpreadsheetLike,
  publication: Publication,
  details: FederationDetails,
  pairsSheet: string | undefined,
): { ok: true; value: UsebioFile } | { ok: false; error: ReturnType<typeof pairPlayersOf> & { ok: false } } {
  const sheetPlayers =
    pairsSheet === undefined ? { ok: true as const, value: new Map() } : pairPlayersOf(ss, pairsSheet);
  if (!sheetPlayers.ok) return { ok: false, error: sheetPlayers };
  const playersOf = (pair: string, direction: 'NS' | 'EW' | undefined, names: string | undefined): UsebioPlayer[] => {
    const found: readonly Player[] | undefined =
      sheetPlayers.value.get(pairKey(pair, direction)) ?? sheetPlayers.value.get(pairKey(pair, undefined));
    // A player is written with a name: a row's blank slot (one player known) is left out.
    if (found?.some((player) => player.name !== ''))
      return found.filter((player) => player.name !== '').map(({ name, number }) => ({ name, number }));
    return splitNames(names ?? '').map((name) => ({ name, number: '' }));
  };
  const byDirection = publication.byDirection;
  const pairs = standings(publication).map((standing) => ({
    number: pairNumber(standing.pair, byDirection ? standing.direction : undefined),
    ...(byDirection && standing.direction !== undefined ? { direction: standing.direction } : {}),
    place: placeOf(standing.place),
    total: standing.total,
    ...(standing.percent === undefined ? {} : { percentage: standing.percent }),
    players: playersOf(standing.pair, byDirection ? standing.direction : undefined, standing.names),
  }));
  const boards = travellerLines(publication).map(({ board, lines }) => {
    // The board's deal, when the session knows it (hand records, an imported file's): the HANDSET.
    const deal = lines.find((line) => line.result.deal !== undefined)?.result.deal;
    return {
      number: board,
      lines: lines.map((line) => lineOf(line.result, line, byDirection)),
      ...(deal === undefined ? {} : { deal: formatDeal(deal) }),
    };
  });
  const unnumbered = pairs.flatMap((pair) =>
    pair.players.filter((player) => player.number === '').map((player) => player.name || `${pair.number}`),
  );
  return {
    ok: true,
    value: {
      event: {
        version: details.usebioVersion,
        club: { name: details.clubName, number: details.clubNumber },
        details: {
          type: EVENT_TYPES[publication.scoring.scoring],
          id: details.eventId,
          description: [details.eventName || publication.session.event || '', details.section]
            .filter((part) => part !== '')
            .join(' · '),
          date: details.date,
          programName: PROGRAM.name,
          programVersion: PROGRAM.version,
          masterpointScale: details.masterpointScale,
          masterpointType: details.masterpointType,
          charge: details.charge,
          contact: contactOf(details.contact),
          sessions: 1,
          sections: 1,
        },
        pairs,
        boards,
      },
      unnumbered,
    },
  };
}

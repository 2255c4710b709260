/**
 * Writing a USEBIO file from its plain JSON event, in the element order the club programs write (the
 * DTD's): declared ISO-8859-1, every character outside ASCII a character reference, every text escaped,
 * the version's DOCTYPE. 1.2 writes the charge as P2P_CHARGE_RATE; 1.3 as EBU_CHARGE_CODE.
 */
import type { UsebioEvent, UsebioLine, UsebioPair, UsebioVersion } from './event.js';
import { chargeLines, contactLines, element, openingLines, usebioDay } from './lines.js';

/** Each event type's BOARD_SCORING_METHOD, for readers that go by it (EBUScore's). */
const METHOD = { MP_PAIRS: 'MATCH_POINTS', BUTLER_PAIRS: 'BUTLER_IMPS', CROSS_IMP: 'CROSS_IMPS' } as const;

/** Each event type's points elements on a traveller line. */
const POINTS = {
  MP_PAIRS: ['NS_MATCH_POINTS', 'EW_MATCH_POINTS'],
  BUTLER_PAIRS: ['NS_BUTLER_POINTS', 'EW_BUTLER_POINTS'],
  CROSS_IMP: ['NS_CROSS_IMP_POINTS', 'EW_CROSS_IMP_POINTS'],
} as const;

/** A figure to two decimals, as the club programs write totals and percentages; none for a number that is not finite. */
const figure = (value: number): string | undefined =>
  Number.isFinite(value) ? (Math.round(value * 100) / 100).toFixed(2) : undefined;

/** A line's points: to two decimals, without trailing zeros (`24`, `5.3`, `3.67`); none when not finite. */
const points = (value: number): string | undefined =>
  Number.isFinite(value) ? String(Math.round(value * 100) / 100) : undefined;

function pairLines(pair: UsebioPair, byDirection: boolean, matchpoints: boolean): string[] {
  const at = '      ';
  return [
    '    <PAIR>',
    ...element(at, 'PAIR_NUMBER', pair.number, true),
    ...(byDirection ? element(at, 'DIRECTION', pair.direction) : []),
    ...element(at, 'TOTAL_SCORE', pair.total === undefined ? undefined : figure(pair.total)),
    ...(matchpoints
      ? element(at, 'PERCENTAGE', pair.percentage === undefined ? undefined : figure(pair.percentage))
      : []),
    ...element(at, 'PLACE', pair.place),
    ...pair.players.flatMap((player) => [
      `${at}<PLAYER>`,
      ...element(`${at}  `, 'PLAYER_NAME', player.name, true),
      ...element(`${at}  `, 'NATIONAL_ID_NUMBER', player.number),
      `${at}</PLAYER>`,
    ]),
    '    </PAIR>',
  ];
}

function travellerLines(line: UsebioLine, names: readonly [string, string]): string[] {
  const at = '      ';
  return [
    '    <TRAVELLER_LINE>',
    ...element(at, 'NS_PAIR_NUMBER', line.ns, true),
    ...element(at, 'EW_PAIR_NUMBER', line.ew, true),
    ...element(at, 'CONTRACT', line.contract),
    ...element(at, 'PLAYED_BY', line.playedBy),
    ...element(at, 'LEAD', line.lead),
    ...element(at, 'TRICKS', line.tricks === undefined ? undefined : String(line.tricks)),
    ...element(at, 'SCORE', line.score, true),
    ...element(at, names[0], line.nsPoints === undefined ? undefined : points(line.nsPoints)),
    ...element(at, names[1], line.ewPoints === undefined ? undefined : points(line.ewPoints)),
    '    </TRAVELLER_LINE>',
  ];
}

const SEAT_NAMES = { N: 'North', E: 'East', S: 'South', W: 'West' } as const;

/** The deals the boards carry, as Compscore writes its HANDSET: a HAND a seat, each suit's cards. */
function handset(boards: UsebioEvent['boards']): string[] {
  const dealt = boards.filter((board) => board.deal !== undefined);
  if (dealt.length === 0) return [];
  return [
    '<HANDSET>',
    ...dealt.flatMap((board) => {
      const hands = (board.deal ?? '').slice(2).split(' ');
      return [
        '  <BOARD>',
        ...element('    ', 'BOARD_NUMBER', String(board.number), true),
        ...(['N', 'E', 'S', 'W'] as const).flatMap((seat, k) => {
          const [spades, hearts, diamonds, clubs] = (hands[k] ?? '').split('.');
          return [
            '    <HAND>',
            ...element('      ', 'DIRECTION', SEAT_NAMES[seat], true),
            ...element('      ', 'CLUBS', clubs ?? '', true),
            ...element('      ', 'DIAMONDS', diamonds ?? '', true),
            ...element('      ', 'HEARTS', hearts ?? '', true),
            ...element('      ', 'SPADES', spades ?? '', true),
            '    </HAND>',
          ];
        }),
        '  </BOARD>',
      ];
    }),
    '</HANDSET>',
  ];
}

/**
 * A USEBIO file's text. The version's DOCTYPE and charge element, CONTACT only when a contact is given,
 * DIRECTION only for a Mitchell's pairs (a Howell's pairs change direction), PERCENTAGE only for
 * matchpoints. Lines end CRLF, as the club programs write them.
 */
export function formatUsebio(event: UsebioEvent & { readonly version: UsebioVersion }): string {
  const { details } = event;
  const byDirection = event.pairs.some((pair) => pair.direction !== undefined);
  const matchpoints = details.type === 'MP_PAIRS';
  const at = '  ';
  const lines = [
    ...openingLines(event.version, event.club),
    `<EVENT EVENT_TYPE="${details.type}">`,
    ...element(at, 'EVENT_IDENTIFIER', details.id),
    ...element(at, 'EVENT_DESCRIPTION', details.description, true),
    ...element(at, 'PROGRAM_NAME', details.programName, true),
    ...element(at, 'PROGRAM_VERSION', details.programVersion),
    // 1 for a one-field event (a Howell), 2 for a Mitchell's two fields.
    ...element(at, 'WINNER_TYPE', byDirection ? '2' : '1'),
    ...element(at, 'DATE', usebioDay(details.date)),
    ...element(at, 'BOARD_SCORING_METHOD', METHOD[details.type]),
    ...element(at, 'MASTER_POINT_SCALE', details.masterpointScale),
    ...element(at, 'MASTER_POINT_TYPE', details.masterpointType),
    ...element(at, 'SESSION_COUNT', String(details.sessions)),
    ...element(at, 'SECTION_COUNT', String(details.sections)),
    ...chargeLines(at, event.version, details.charge),
    ...contactLines(at, details.contact),
    `${at}<PARTICIPANTS>`,
    ...event.pairs.flatMap((pair) => pairLines(pair, byDirection, matchpoints)),
    `${at}</PARTICIPANTS>`,
    ...event.boards.flatMap((board) => [
      `${at}<BOARD>`,
      ...element('    ', 'BOARD_NUMBER', String(board.number), true),
      ...board.lines.flatMap((line) => travellerLines(line, POINTS[details.type])),
      `${at}</BOARD>`,
    ]),
    '</EVENT>',
    ...handset(event.boards),
    '</USEBIO>',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

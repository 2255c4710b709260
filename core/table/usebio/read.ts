/**
 * Reading a USEBIO file (1.2 or 1.3) into its plain JSON event. The reader is lenient where club programs
 * differ (a Mitchell's pair written `1NS`, an empty element for an absent one, the event type as an
 * attribute or an element) and strict where a wrong reading would rank wrongly: a number that is not one,
 * a pairs event of a type not ranked here, a board without a number are refused, quoting what the file has.
 */
import { isIsoDay } from '../../base/day.js';
import { parseDecimal } from '../../base/decimal.js';
import type { problem } from '../../base/problem.js';
import { ok, type Result } from '../../base/result.js';
import { orList } from '../../base/words.js';
import { parseDeal } from '../card.js';
import {
  USEBIO_PAIRS_TYPES,
  type UsebioBoard,
  type UsebioDetails,
  type UsebioEvent,
  type UsebioEventType,
  type UsebioLine,
  type UsebioPair,
  type UsebioPlayer,
} from './event.js';
import { childOf, childrenOf, parseXmlTree, refuse, textOf, type XmlTree } from './xml.js';

type Failure = { readonly ok: false; readonly error: ReturnType<typeof problem> };

/** Each side's points, by the element names USEBIO gives them for each way of scoring. */
const POINTS = [
  ['NS_MATCH_POINTS', 'EW_MATCH_POINTS'],
  ['NS_BUTLER_POINTS', 'EW_BUTLER_POINTS'],
  ['NS_CROSS_IMP_POINTS', 'EW_CROSS_IMP_POINTS'],
  ['NS_IMPS', 'EW_IMPS'],
] as const;

/** An optional number: undefined for an absent or empty element, a refusal for text that is no number. */
function numberIn(tree: XmlTree, name: string): Result<number | undefined> | Failure {
  const text = textOf(tree, name);
  if (text === '') return ok(undefined);
  const value = parseDecimal(text);
  return value === undefined ? refuse('usebio-number', name, text, 'must be a number') : ok(value);
}

/** `28/07/2022` (or an ISO `2022-07-28`, as a 1.3 writer may) as `2022-07-28`; '' for none; refused when it is no day. */
function dateIn(text: string): Result<string> | Failure {
  if (text === '') return ok('');
  const day = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text)
    ? text
    : day === null
      ? ''
      : `${day[3]}-${day[2]?.padStart(2, '0')}-${day[1]?.padStart(2, '0')}`;
  return isIsoDay(iso) ? ok(iso) : refuse('usebio-date', 'DATE', text, 'must be a day written dd/mm/yyyy');
}

const directionOf = (text: string): 'NS' | 'EW' | undefined => {
  const letters = text.toUpperCase().replace(/[^NSEW]/g, '');
  return letters === 'NS' ? 'NS' : letters === 'EW' ? 'EW' : undefined;
};

/** A pair number without the direction a Mitchell file may add to it (`1NS` is N/S 1). */
const pairNumber = (text: string): string => text.trim().replace(/\s*(NS|EW|N-S|E-W)$/i, '');

function playerOf(tree: XmlTree): UsebioPlayer {
  return { name: textOf(tree, 'PLAYER_NAME'), number: textOf(tree, 'NATIONAL_ID_NUMBER') };
}

function pairOf(tree: XmlTree): Result<UsebioPair> | Failure {
  const number = pairNumber(textOf(tree, 'PAIR_NUMBER'));
  if (number === '') return refuse('usebio-pair', 'PAIR_NUMBER', '', 'must give the pair a number');
  const total = numberIn(tree, 'TOTAL_SCORE');
  if (!total.ok) return total;
  const percentage = numberIn(tree, 'PERCENTAGE');
  if (!percentage.ok) return percentage;
  const direction = directionOf(textOf(tree, 'DIRECTION'));
  return ok({
    number,
    ...(direction === undefined ? {} : { direction }),
    place: textOf(tree, 'PLACE'),
    ...(total.value === undefined ? {} : { total: total.value }),
    ...(percentage.value === undefined ? {} : { percentage: percentage.value }),
    players: childrenOf(tree, 'PLAYER').map(playerOf),
  });
}

function lineOf(tree: XmlTree): Result<UsebioLine> | Failure {
  const ns = pairNumber(textOf(tree, 'NS_PAIR_NUMBER'));
  const ew = pairNumber(textOf(tree, 'EW_PAIR_NUMBER'));
  const tricks = numberIn(tree, 'TRICKS');
  if (!tricks.ok) return tricks;
  if (tricks.value !== undefined && !(Number.isInteger(tricks.value) && tricks.value >= 0 && tricks.value <= 13))
    return refuse('usebio-tricks', 'TRICKS', textOf(tree, 'TRICKS'), 'must be a number of tricks, 0–13');
  const playedBy = textOf(tree, 'PLAYED_BY').toUpperCase().slice(0, 1);
  const points = POINTS.find(([nsName]) => childOf(tree, nsName) !== undefined) ?? POINTS[0];
  const nsPoints = numberIn(tree, points[0]);
  if (!nsPoints.ok) return nsPoints;
  const ewPoints = numberIn(tree, points[1]);
  if (!ewPoints.ok) return ewPoints;
  const contract = textOf(tree, 'CONTRACT');
  const lead = textOf(tree, 'LEAD');
  return ok({
    ns,
    ew,
    ...(contract === '' ? {} : { contract }),
    ...(playedBy === 'N' || playedBy === 'E' || playedBy === 'S' || playedBy === 'W' ? { playedBy } : {}),
    ...(lead === '' ? {} : { lead }),
    ...(tricks.value === undefined ? {} : { tricks: tricks.value }),
    score: textOf(tree, 'SCORE'),
    ...(nsPoints.value === undefined ? {} : { nsPoints: nsPoints.value }),
    ...(ewPoints.value === undefined ? {} : { ewPoints: ewPoints.value }),
  });
}

function boardOf(tree: XmlTree): Result<UsebioBoard> | Failure {
  const text = textOf(tree, 'BOARD_NUMBER');
  const number = Number(text);
  if (!/^\d{1,4}$/.test(text) || number < 1)
    return refuse('usebio-board', 'BOARD_NUMBER', text, 'must be a board number, 1 or more');
  const lines: UsebioLine[] = [];
  for (const line of childrenOf(tree, 'TRAVELLER_LINE')) {
    const read = lineOf(line);
    if (!read.ok) return read;
    lines.push(read.value);
  }
  return ok({ number, lines });
}

function detailsOf(event: XmlTree, type: UsebioEventType): Result<UsebioDetails> | Failure {
  const date = dateIn(textOf(event, 'DATE'));
  if (!date.ok) return date;
  const contact = childOf(event, 'CONTACT');
  const count = (name: string) => {
    const value = Number(textOf(event, name));
    return Number.isInteger(value) && value > 0 ? value : 1;
  };
  return ok({
    type,
    id: textOf(event, 'EVENT_IDENTIFIER'),
    description: textOf(event, 'EVENT_DESCRIPTION') || textOf(event, 'TITLE'),
    date: date.value,
    programName: textOf(event, 'PROGRAM_NAME'),
    programVersion: textOf(event, 'PROGRAM_VERSION'),
    masterpointScale: textOf(event, 'MASTER_POINT_SCALE'),
    masterpointType: textOf(event, 'MASTER_POINT_TYPE'),
    charge: textOf(event, 'EBU_CHARGE_CODE') || textOf(event, 'P2P_CHARGE_RATE'),
    contact: {
      name: contact === undefined ? '' : textOf(contact, 'FULL_NAME'),
      email: contact === undefined ? '' : textOf(contact, 'EMAIL'),
      phone: contact === undefined ? '' : textOf(contact, 'TELEPHONE'),
    },
    sessions: count('SESSION_COUNT'),
    sections: count('SECTION_COUNT'),
  });
}

/** The scoring methods of a `PAIRS` event, as EBUScore, Pianola and RealBridge write the kind of pairs event. */
const PAIRS_BY_METHOD: { readonly [method: string]: UsebioEventType } = {
  MATCH_POINTS: 'MP_PAIRS',
  CROSS_IMPS: 'CROSS_IMP',
  BUTLER_IMPS: 'BUTLER_PAIRS',
};

/**
 * The pairs event a file holds: its EVENT_TYPE (`MP_PAIRS`), or a `PAIRS` event by its
 * BOARD_SCORING_METHOD (`PAIRS` and `CROSS_IMPS`), as the EBU's programs write one.
 */
function eventTypeOf(type: string, method: string): UsebioEventType | undefined {
  const upper = type.toUpperCase();
  if (upper === 'PAIRS') return PAIRS_BY_METHOD[(method.trim() || 'MATCH_POINTS').toUpperCase()];
  return USEBIO_PAIRS_TYPES.find((known) => known === upper);
}

/** A HAND's seat: `North` (Compscore), `N`. */
const SEAT_WORDS: { readonly [word: string]: 'N' | 'E' | 'S' | 'W' } = {
  NORTH: 'N',
  EAST: 'E',
  SOUTH: 'S',
  WEST: 'W',
  N: 'N',
  E: 'E',
  S: 'S',
  W: 'W',
};

/**
 * The HANDSET's deals by board, as PBN writes a deal (`N:spades.hearts.diamonds.clubs …`), and the
 * boards whose deal is not four full hands, as the file numbers them: left out, and said, since the
 * deals are an extra the results do not need.
 */
function dealsOf(root: XmlTree): { readonly deals: Map<number, string>; readonly unread: string[] } {
  const deals = new Map<number, string>();
  const unread: string[] = [];
  for (const board of childrenOf(childOf(root, 'HANDSET') ?? { ...root, children: [] }, 'BOARD')) {
    const written = textOf(board, 'BOARD_NUMBER');
    const number = Number(written);
    const hands = new Map<string, string>();
    for (const hand of childrenOf(board, 'HAND')) {
      const seat = SEAT_WORDS[textOf(hand, 'DIRECTION').toUpperCase()];
      if (seat === undefined) continue;
      // A void is empty, or `-` as PairsScorer writes it; a ten `T`, or `10`.
      const suit = (name: string) =>
        textOf(hand, name)
          .toUpperCase()
          .replace(/10/g, 'T')
          .replace(/[-\u2013\u2014]/g, '');
      hands.set(seat, [suit('SPADES'), suit('HEARTS'), suit('DIAMONDS'), suit('CLUBS')].join('.'));
    }
    if (hands.size === 0) continue;
    const deal = `N:${['N', 'E', 'S', 'W'].map((seat) => hands.get(seat) ?? '-').join(' ')}`;
    const read = parseDeal(deal);
    if (!/^\d{1,4}$/.test(written) || !read.ok || Object.values(read.value).some((cards) => cards.length !== 13))
      unread.push(written);
    else deals.set(number, deal);
  }
  return { deals, unread };
}

/**
 * The element that holds the event's pairs and boards: the EVENT itself (Compscore), or its one SECTION
 * of its one SESSION (EBUScore, PairsScorer). A file of several sections is refused, naming them: each
 * is ranked apart or together as its event chose, which the file does not say.
 */
function sectionOf(event: XmlTree): Result<XmlTree> | Failure {
  if (childOf(event, 'PARTICIPANTS') !== undefined || childOf(event, 'BOARD') !== undefined) return ok(event);
  // Under a SESSION (EBUScore), or straight under the EVENT (the NZ converter's).
  const sections = [
    ...childrenOf(event, 'SESSION').flatMap((session) =>
      childrenOf(session, 'SECTION').map((section) => ({ session, section })),
    ),
    ...childrenOf(event, 'SECTION').map((section) => ({ session: event, section })),
  ];
  if (sections.length === 1) return ok((sections[0] as { section: XmlTree }).section);
  if (sections.length === 0) return refuse('usebio-empty', 'EVENT', '', 'holds no pairs and no boards');
  const named = sections
    .map(({ session, section }) => `${session.attributes.SESSION_ID ?? ''}${section.attributes.SECTION_ID ?? ''}`)
    .join(', ');
  return refuse(
    'usebio-sections',
    'EVENT',
    named,
    `holds ${sections.length} sections: import a file of one section (export each section apart)`,
    { count: sections.length },
  );
}

/**
 * A USEBIO file's event, or why it cannot be read: not XML, not USEBIO, a version other than 1.2 or 1.3,
 * an event type not ranked here (named), a number that is not one. The boards are the EVENT's own
 * BOARD elements; a HANDSET's (the deals) are not results.
 * @example parseUsebio(text) // { ok: true, value: { version: '1.2', details: { type: 'MP_PAIRS', … }, … } }
 */
export function parseUsebio(text: string): Result<UsebioEvent> {
  const tree = parseXmlTree(text);
  if (!tree.ok) return tree;
  const root = tree.value;
  if (root.name !== 'USEBIO')
    return refuse('usebio-root', root.name, root.name, 'is not USEBIO: a USEBIO file starts <USEBIO Version="1.2">');
  const version = (root.attributes.Version ?? root.attributes.VERSION ?? '').trim();
  // 1.0 and 1.1 files (BriAn's, older EBU samples) hold the same pairs elements: read alike.
  if (!/^1\.[0-3]$/.test(version))
    return refuse('usebio-version', 'USEBIO', version, 'must be version 1.0, 1.1, 1.2 or 1.3');
  const event = childOf(root, 'EVENT');
  if (event === undefined) return refuse('usebio-event', 'USEBIO', '', 'holds no <EVENT>');
  const typeText = (event.attributes.EVENT_TYPE ?? textOf(event, 'EVENT_TYPE')).trim();
  const type = eventTypeOf(typeText, textOf(event, 'BOARD_SCORING_METHOD'));
  if (type === undefined)
    return refuse(
      'usebio-event-type',
      'EVENT',
      [typeText, textOf(event, 'BOARD_SCORING_METHOD')].filter((part) => part !== '').join(' '),
      `is an event of a type not ranked here: the pairs events ranked are ${orList([...USEBIO_PAIRS_TYPES])}`,
    );
  const details = detailsOf(event, type);
  if (!details.ok) return details;
  const holder = sectionOf(event);
  if (!holder.ok) return holder;
  const participants = childOf(holder.value, 'PARTICIPANTS');
  const pairs: UsebioPair[] = [];
  for (const pair of participants === undefined ? [] : childrenOf(participants, 'PAIR')) {
    const read = pairOf(pair);
    if (!read.ok) return read;
    pairs.push(read.value);
  }
  const boards: UsebioBoard[] = [];
  for (const board of childrenOf(holder.value, 'BOARD')) {
    const read = boardOf(board);
    if (!read.ok) return read;
    boards.push(read.value);
  }
  const { deals, unread } = dealsOf(root);
  for (const [k, board] of boards.entries()) {
    const deal = deals.get(board.number);
    if (deal !== undefined) boards[k] = { ...board, deal };
  }
  if (boards.every((board) => board.lines.length === 0))
    return refuse('usebio-no-lines', 'EVENT', details.value.description, 'holds no traveller lines to rank');
  const club = childOf(root, 'CLUB');
  return ok({
    version,
    club: {
      name: club === undefined ? '' : textOf(club, 'CLUB_NAME'),
      number: club === undefined ? '' : textOf(club, 'CLUB_ID_NUMBER'),
    },
    details: details.value,
    pairs,
    boards,
    ...(participants !== undefined &&
    childrenOf(participants, 'PAIR').some((pair) => (parseDecimal(textOf(pair, 'HANDICAP')) ?? 0) !== 0)
      ? { handicapped: true }
      : {}),
    ...(unread.length === 0 ? {} : { unreadDeals: unread }),
  });
}

/** Whether a text looks like a USEBIO file (its root element), before it is read: how an import tells it from PBN. */
export const looksLikeUsebio = (text: string): boolean =>
  /^\s*(?:\uFEFF)?(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+USEBIO|<USEBIO\b)/i.test(
    text.slice(0, 4096),
  );

/**
 * BBO's LIN, as far as a deal goes: the `md|…|` of a hand-viewer link or a `.lin` file, with the board's
 * vulnerability (`sv|…|`) and name (`ah|Board 3|`) when given. In `md`, the first digit is the dealer
 * (1 = S, 2 = W, 3 = N, 4 = E) and the hands follow in the order S, W, N, E, each as suit letters
 * followed by their ranks (`SAKQ2HJ5DT98CK43`); the last hand may be left out, as it is the other 13
 * cards. BBO writes the hands in that fixed order whoever deals.
 */
import { ok, parseError, type Result } from '../base/result.js';
import { withoutInvisible } from '../base/text.js';
import type { Seat, Suit, Vulnerability } from '../base/vocabulary.js';
import { type Card, type Deal, formatCard, fullDeal, otherCards, RANKS, type Rank } from './card.js';

/** A deal with what its text said of its board: the dealer, the vulnerability, the board number. */
export interface DealRecord {
  readonly deal: Deal;
  readonly dealer?: Seat;
  readonly vulnerability?: Vulnerability;
  readonly board?: number;
}

// The order of `md`'s hands, and the dealer's digit.
const LIN_SEATS: readonly Seat[] = ['S', 'W', 'N', 'E'];
const LIN_SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
const VULNERABILITY_OF: { readonly [letter: string]: Vulnerability } = {
  O: 'None',
  '0': 'None',
  '-': 'None',
  N: 'NS',
  E: 'EW',
  B: 'All',
};
const LETTER_OF: { readonly [V in Vulnerability]: string } = { None: 'o', NS: 'n', EW: 'e', All: 'b' };
// A link gives the LIN URL-encoded, in its `lin=` parameter; most of its text is plain.
const LIN_PARAM = /[?&#]lin=([^&#]*)/i;

/**
 * What a LIN text or link holds, with `%7C` and `+` decoded when it came in a link; undefined: bad
 * escapes in a LIN that is not readable as it stands (a plain one may hold a `%` in a player's name).
 */
function linText(input: string): string | undefined {
  const text = withoutInvisible(input).trim();
  const param = LIN_PARAM.exec(text);
  const encoded = param === null ? (/md%7c/i.test(text) ? text : undefined) : (param[1] as string);
  if (encoded === undefined) return text;
  try {
    return decodeURIComponent(encoded.replace(/\+/g, ' '));
  } catch {
    return /md\|/i.test(encoded) ? encoded : undefined;
  }
}

/** The value of LIN's `tag|value|`, the first one; undefined when it has none. */
const linValue = (lin: string, tag: string): string | undefined =>
  new RegExp(`(?:^|\\|)${tag}\\|([^|]*)`, 'i').exec(lin)?.[1];

/** Whether a text looks like LIN or a link carrying it (a `md|` deal, plain or encoded). */
export const looksLikeLin = (input: string): boolean => /md(?:\||%7c)/i.test(String(input));

/**
 * A deal from BBO's LIN: a hand-viewer link (`https://www.bridgebase.com/tools/handviewer.html?lin=md|3S…`)
 * or its text; the dealer always, the vulnerability and board when the text gives them.
 * @example parseLinDeal('md|3SAKQ2HJ5DT98CK43,…|sv|b|').value.dealer // 'N'
 */
export function parseLinDeal(input: string): Result<DealRecord> {
  const lin = linText(String(input));
  if (lin === undefined) return parseError('lin-escape', String(input), 'the link has a broken % escape');
  const md = linValue(lin, 'md');
  if (md === undefined)
    return parseError('lin-no-deal', String(input), 'a BBO link or LIN text gives its deal after md|');
  const deals = lin.match(/(?:^|\|)md\|/gi)?.length ?? 0;
  if (deals > 1)
    return parseError('lin-deals', String(input), `the text holds ${deals} deals (md|): paste one board's`, {
      count: deals,
    });
  const dealerDigit = md.trim()[0] ?? '';
  const dealer = LIN_SEATS[Number(dealerDigit) - 1];
  if (!/^[1-4]$/.test(dealerDigit) || dealer === undefined)
    return parseError('lin-dealer', md, `md| starts with the dealer, 1–4 (1 is South), not "${dealerDigit}"`, {
      dealer: dealerDigit,
    });
  const parts = md.trim().slice(1).split(',');
  if (parts.length < 3 || parts.length > 4 || (parts.length === 4 && parts.slice(0, 3).some((p) => p.trim() === '')))
    return parseError('lin-hands', md, 'md| gives the hands of S, W, N and E, separated by commas (E may be left out)');
  const hands: { [S in Seat]: Card[] } = { N: [], E: [], S: [], W: [] };
  const seen = new Map<string, Seat>();
  for (let h = 0; h < parts.length; h++) {
    const seat = LIN_SEATS[h] as Seat;
    const hand = readLinHand(parts[h] as string, seat, seen);
    // The hand's seat is a value of its own, for a language that puts it elsewhere in the sentence.
    if (!hand.ok)
      return parseError(hand.error.code, md, `${seat}'s hand: ${hand.error.reason}`, {
        ...hand.error.params,
        holder: seat,
      });
    hands[seat] = hand.value;
  }
  // East left out: the 13 cards no one else holds, when the other three hold 13 each.
  if (hands.E.length === 0 && hands.S.length === 13 && hands.W.length === 13 && hands.N.length === 13)
    hands.E = otherCards([hands.S, hands.W, hands.N]);
  const full = fullDeal(hands, md);
  if (!full.ok) return full;
  const record: { -readonly [K in keyof DealRecord]: DealRecord[K] } = { deal: hands, dealer };
  const sv = linValue(lin, 'sv');
  if (sv !== undefined) {
    const vulnerability = VULNERABILITY_OF[sv.trim().toUpperCase()];
    if (vulnerability === undefined)
      return parseError('lin-vulnerability', sv, 'sv| is o (none), n (N/S), e (E/W) or b (both)');
    record.vulnerability = vulnerability;
  }
  // `ah|Board 3|` names the board, `qx|o3|` the open room's; a board name with no number gives none.
  const board =
    /^\D*(\d{1,9})\s*$/.exec(linValue(lin, 'ah') ?? '')?.[1] ?? /^[oc](\d{1,9})$/i.exec(linValue(lin, 'qx') ?? '')?.[1];
  if (board !== undefined && Number(board) > 0) record.board = Number(board);
  return ok(record);
}

/** One hand of `md`: suit letters each followed by its ranks, any case, `10` for the ten. */
function readLinHand(text: string, seat: Seat, seen: Map<string, Seat>): Result<Card[]> {
  const cards: Card[] = [];
  let suit: Suit | undefined;
  const chars = text.trim().toUpperCase().replace(/10/g, 'T');
  for (const char of chars) {
    if ((LIN_SUITS as readonly string[]).includes(char)) {
      suit = char as Suit;
      continue;
    }
    if (!(RANKS as readonly string[]).includes(char))
      return parseError('lin-rank', text, `"${char}" is not a suit (S, H, D, C) or a rank (2–9, T, J, Q, K, A)`, {
        rank: char,
      });
    if (suit === undefined) return parseError('lin-suit', text, 'a hand starts with a suit letter: S, H, D or C');
    const card = { suit, rank: char as Rank };
    const key = formatCard(card);
    const other = seen.get(key);
    if (other !== undefined)
      return parseError('lin-card-twice', text, `${key} is in ${other}'s hand too`, { card: key, seat: other });
    seen.set(key, seat);
    cards.push(card);
  }
  return ok(cards);
}

/** A deal as LIN's `md|…|` writes it, with `sv|…|` and `ah|Board n|` when the record has them. */
export function formatLinDeal(record: DealRecord): string {
  const dealer = record.dealer ?? 'N';
  const hand = (seat: Seat) =>
    LIN_SUITS.map(
      (suit) =>
        suit +
        record.deal[seat]
          .filter((card) => card.suit === suit)
          .map((card) => card.rank)
          .sort((a, b) => RANKS.indexOf(b) - RANKS.indexOf(a))
          .join(''),
    ).join('');
  const md = `md|${LIN_SEATS.indexOf(dealer) + 1}${LIN_SEATS.map(hand).join(',')}|`;
  const sv = record.vulnerability === undefined ? '' : `sv|${LETTER_OF[record.vulnerability]}|`;
  const ah = record.board === undefined ? '' : `ah|Board ${record.board}|`;
  return md + sv + ah;
}

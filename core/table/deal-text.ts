/**
 * A deal as a player brings it: pasted from somewhere (a BBO hand-viewer link, a PBN deal, a game of a
 * PBN file) or typed hand by hand. Each way ends in the same DealRecord, the deal with what the text said
 * of its board.
 */
import { problem } from '../base/problem.js';
import { err, ok, parseError, type Result } from '../base/result.js';
import { withoutInvisible } from '../base/text.js';
import { SEATS, type Seat } from '../base/vocabulary.js';
import { boardDealer, boardVulnerability } from '../hand/board.js';
import { type Card, type Deal, formatCard, fullDeal, otherCards, parseDeal, parseHand, shortHand } from './card.js';
import { type DealRecord, looksLikeLin, parseLinDeal } from './lin.js';
import { readPbnBoard } from './pbn/board.js';
import { parsePbn } from './pbn/text.js';

/**
 * A pasted deal: a BBO link or LIN text (`…?lin=md|3S…`), a PBN game (`[Deal "N:…"]` with its Board,
 * Dealer and Vulnerable tags) or a PBN deal alone (`N:AKQ2.J5.T98.K43 …`); every hand of 13 cards. A
 * board's dealer and vulnerability not given are its number's, by Law 2; with no number, none is given.
 * @example readDealText('N:AKQ2.J5.T98.K43 …').value.deal.N.length // 13
 */
export function readDealText(input: string): Result<DealRecord> {
  const read = readPasted(String(input));
  if (!read.ok) return read;
  const full = fullDeal(read.value.deal, String(input));
  if (!full.ok) return full;
  const { board, dealer, vulnerability } = read.value;
  if (board === undefined) return read;
  return ok({
    ...read.value,
    dealer: dealer ?? boardDealer(board),
    vulnerability: vulnerability ?? boardVulnerability(board),
  });
}

/** The deal and what the text says of its board, before the deal is checked whole. */
function readPasted(input: string): Result<DealRecord> {
  const text = withoutInvisible(input).trim();
  if (text === '')
    return parseError('deal-text-empty', input, 'paste a BBO link, a PBN deal (N:AKQ2.J5.T98.K43 …) or a PBN game');
  if (looksLikeLin(text)) return parseLinDeal(text);
  if (!/^\[\s*\w+\s+"/m.test(text)) {
    const deal = parseDeal(text);
    return deal.ok ? ok({ deal: deal.value }) : deal;
  }
  const games = parsePbn(text);
  if (!games.ok) return games;
  const dealt = games.value.filter((g) => g.tags.some((tag) => tag.name === 'Deal'));
  const game = dealt[0];
  if (game === undefined) return parseError('deal-text-no-deal', input, 'the PBN text has no Deal tag');
  if (dealt.length > 1)
    return parseError('deal-text-deals', input, `the PBN text holds ${dealt.length} deals: paste one game`, {
      count: dealt.length,
    });
  const board = readPbnBoard(game);
  if (!board.ok) return board;
  const { deal, dealer, vulnerability } = board.value;
  if (deal === undefined) return parseError('deal-text-no-deal', input, 'the PBN text has no Deal tag');
  return ok({
    deal,
    ...(dealer === undefined ? {} : { dealer }),
    ...(vulnerability === undefined ? {} : { vulnerability }),
    ...(board.value.board === undefined ? {} : { board: board.value.board }),
  });
}

/**
 * A deal typed hand by hand (`AKQ2.J5.T98.K43` each, as PBN writes a hand): a hand left blank is the
 * cards no one else holds; every hand of 13 cards.
 */
export function readHands(hands: { readonly [S in Seat]: string }): Result<Deal> {
  const deal: { [S in Seat]: Card[] } = { N: [], E: [], S: [], W: [] };
  const seen = new Map<string, Seat>();
  const blank = SEATS.filter((seat) => withoutInvisible(hands[seat]).trim() === '');
  for (const seat of SEATS) {
    if (blank.includes(seat)) continue;
    const hand = parseHand(hands[seat]);
    // The hand's own code as the cause, so that another language words the part itself.
    if (!hand.ok)
      return err({
        ...problem('hands-hand', `${seat}'s hand: ${hand.error.reason}`, {
          input: hands[seat],
          params: { ...hand.error.params, seat, part: hand.error.reason },
        }),
        cause: hand.error.code,
      });
    for (const card of hand.value) {
      const key = formatCard(card);
      const other = seen.get(key);
      if (other !== undefined)
        return parseError('hands-card-twice', hands[seat], `${key} is in ${other}'s hand too`, {
          card: key,
          seat: other,
        });
      seen.set(key, seat);
    }
    deal[seat] = hand.value;
  }
  const filled = blank[0];
  if (blank.length === 1 && filled !== undefined && SEATS.every((seat) => seat === filled || deal[seat].length === 13))
    deal[filled] = otherCards(SEATS.map((seat) => deal[seat]));
  // The hand at fault quoted, not all four: it is the field to mend.
  const short = shortHand(deal);
  return fullDeal(deal, short === undefined ? '' : hands[short]);
}

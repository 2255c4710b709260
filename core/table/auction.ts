/**
 * The auction (Laws 18–22; docs/rules.md, The auction and the play): each call checked against the ones before it, and the contract,
 * doubling and declarer once it ends.
 */

import type { Problem } from '../base/problem.js';
import { type Doubling, nextSeat, type Seat, type Side, type Strain, sideOf, strainRank } from '../base/vocabulary.js';
import { type Bid, formatBid, PASSED_OUT, type PassedOut, type PlayedContract } from '../hand/contract.js';
import { type Call, formatCall } from './call.js';

/** The codes an auction is refused with, one a rule of the bidding. */
export const AUCTION_ERRORS = [
  'insufficient-bid',
  'double-own-side',
  'double-no-bid',
  'double-twice',
  'double-redoubled',
  'redouble-no-double',
  'redouble-twice',
  'redouble-own-double',
  'after-end',
] as const;
/** Why an auction was refused, as a code a face can act on. */
export type AuctionErrorCode = (typeof AUCTION_ERRORS)[number];

/** An illegal call: its code, the call as written (`input`), its 0-based position and who made it (`where`). */
export interface AuctionError extends Problem {
  readonly code: AuctionErrorCode;
  readonly input: string;
  readonly where: { readonly call: number; readonly seat: Seat };
}

/** A contract won in the auction: always with its declarer, never with a result. */
export type AuctionContract = PlayedContract & { readonly declarer: Seat };

/** Where an auction stands: open (and whose call is next), passed out, or complete with its contract. */
export type AuctionOutcome =
  | { readonly status: 'open'; readonly next: Seat }
  | { readonly status: 'passed-out'; readonly contract: PassedOut }
  | { readonly status: 'complete'; readonly contract: AuctionContract };

const bidIsHigher = (bid: Bid, over: Bid): boolean =>
  bid.level > over.level || (bid.level === over.level && strainRank(bid.strain) > strainRank(over.strain));

/**
 * Checks a list of calls made from `dealer` onwards, call by call. The first illegal call is the error,
 * named by its code, position and seat; otherwise the outcome says whether the auction is still open
 * (and whose turn it is), passed out, or complete with its contract and declarer.
 * @example checkAuction('N', [bid 1S, Pass, Pass, Pass]) // complete: 1S by N
 */
export function checkAuction(
  dealer: Seat,
  calls: readonly Call[],
): { readonly ok: true; readonly value: AuctionOutcome } | { readonly ok: false; readonly error: AuctionError } {
  let seat = dealer;
  let lastBid: (Bid & { readonly seat: Seat }) | undefined;
  let doubling: Doubling = '';
  let doubledBy: Side | undefined;
  let passesInRow = 0;
  let ended = false;
  // The first seat of each side to name each strain decides who declares.
  const firstToName = new Map<string, Seat>();

  for (let index = 0; index < calls.length; index++) {
    const call = calls[index] as Call;
    const fail = (code: AuctionErrorCode, reason: string, params?: AuctionError['params']) =>
      ({
        ok: false,
        error: {
          code,
          reason,
          input: formatCall(call),
          ...(params === undefined ? {} : { params }),
          where: { call: index, seat },
        } satisfies AuctionError,
      }) as const;
    if (ended) return fail('after-end', 'the auction has already ended');

    switch (call.type) {
      case 'pass':
        passesInRow++;
        break;
      case 'bid': {
        if (lastBid !== undefined && !bidIsHigher(call, lastBid)) {
          return fail('insufficient-bid', `insufficient after ${formatBid(lastBid)}`, { bid: formatBid(lastBid) });
        }
        lastBid = { level: call.level, strain: call.strain, seat };
        doubling = '';
        doubledBy = undefined;
        passesInRow = 0;
        const key = `${sideOf(seat)}${call.strain}`;
        if (!firstToName.has(key)) firstToName.set(key, seat);
        break;
      }
      case 'double':
        if (lastBid === undefined) return fail('double-no-bid', 'there is no bid to double');
        if (sideOf(lastBid.seat) === sideOf(seat)) {
          return fail('double-own-side', `${formatBid(lastBid)} is your own side's bid`, { bid: formatBid(lastBid) });
        }
        if (doubling !== '')
          return doubling === 'X'
            ? fail('double-twice', `${formatBid(lastBid)} is already doubled`, { bid: formatBid(lastBid) })
            : fail('double-redoubled', `${formatBid(lastBid)} is already redoubled`, { bid: formatBid(lastBid) });
        doubling = 'X';
        doubledBy = sideOf(seat);
        passesInRow = 0;
        break;
      case 'redouble':
        if (lastBid === undefined || doubling === '')
          return fail('redouble-no-double', 'there is no double to redouble');
        if (doubling === 'XX')
          return fail('redouble-twice', `${formatBid(lastBid)} is already redoubled`, { bid: formatBid(lastBid) });
        if (doubledBy === sideOf(seat))
          return fail('redouble-own-double', 'only the side that was doubled may redouble');
        doubling = 'XX';
        passesInRow = 0;
        break;
    }
    seat = nextSeat(seat);
    ended = lastBid === undefined ? passesInRow === 4 : passesInRow === 3;
  }

  if (!ended) return { ok: true, value: { status: 'open', next: seat } };
  if (lastBid === undefined) return { ok: true, value: { status: 'passed-out', contract: PASSED_OUT } };
  const strain: Strain = lastBid.strain;
  const declarer = firstToName.get(`${sideOf(lastBid.seat)}${strain}`) ?? lastBid.seat;
  return {
    ok: true,
    value: { status: 'complete', contract: { level: lastBid.level, strain, doubling, declarer } },
  };
}

/**
 * Par: the result when both sides know the double-dummy table and bid perfectly, as DDS's `DealerPar`
 * defines it. The side that can make the highest contract owns the auction (when both can make it, the
 * one whose player would bid it first from the dealer); it picks the contract that scores best once
 * the other side has made its best answer over it — a higher contract of its own, or a doubled
 * sacrifice when that costs less than letting the contract stand. See docs/rules.md, "Double dummy and
 * par".
 */

import type { Doubling, Level } from '../base/vocabulary.js';
import {
  DOUBLINGS,
  isVulnerable,
  nextSeat,
  SEATS,
  type Seat,
  type Side,
  STRAINS,
  type Strain,
  sideOf,
  type Vulnerability,
} from '../base/vocabulary.js';
import { formatResult, formatStrain } from '../hand/contract.js';
import { scoreContract } from '../hand/score.js';
import type { DdTable } from './dd-table.js';

/** One par contract: who declares it, doubled when it is a sacrifice, and its over- or undertricks. */
export interface ParContract {
  readonly level: Level;
  readonly strain: Strain;
  /** A sacrifice, doubled by the other side. */
  readonly doubled: boolean;
  /** The seats that can declare it for the par result, in N E S W order. */
  readonly declarers: readonly Seat[];
  /** Tricks over the contract (+) or under it (−); 0 just made. */
  readonly result: number;
}

/** The par of a deal: N/S's score and every contract giving it (none when the deal is passed out). */
export interface Par {
  readonly score: number;
  readonly contracts: readonly ParContract[];
}

interface Bid {
  readonly level: Level;
  readonly strain: Strain;
}

// Every contract in bidding order, 1♣ up to 7NT.
const BIDS: readonly Bid[] = [1, 2, 3, 4, 5, 6, 7].flatMap((level) =>
  STRAINS.map((strain) => ({ level: level as Level, strain })),
);
const SIDE_SEATS: { readonly [S in Side]: readonly [Seat, Seat] } = { NS: ['N', 'S'], EW: ['E', 'W'] };
const OTHER: { readonly [S in Side]: Side } = { NS: 'EW', EW: 'NS' };

const sideTricks = (table: DdTable, side: Side, strain: Strain): number =>
  Math.max(...SIDE_SEATS[side].map((seat) => table[seat][strain]));

/** What a side scores declaring `bid` with its best declarer: made undoubled, or doubled when it fails. */
function declare(table: DdTable, side: Side, bid: Bid, vulnerability: Vulnerability): number {
  const tricks = sideTricks(table, side, bid.strain);
  const doubling: Doubling = tricks >= bid.level + 6 ? '' : 'X';
  return scoreContract({
    ...bid,
    doubling,
    vulnerable: isVulnerable(vulnerability, SIDE_SEATS[side][0]),
    tricks,
  }).total;
}

/** The side that owns the auction: it can make the highest contract either side can (undefined: none can). */
function owner(table: DdTable, dealer: Seat): Side | undefined {
  for (let k = BIDS.length - 1; k >= 0; k--) {
    const bid = BIDS[k] as Bid;
    let seat = dealer;
    for (let turn = 0; turn < 4; turn++, seat = nextSeat(seat)) {
      if (table[seat][bid.strain] >= bid.level + 6) return sideOf(seat);
    }
  }
  return undefined;
}

/**
 * The par score (N/S's side) and contracts of a deal from its table, the dealer and the vulnerability.
 * @example parOf(table, 'N', 'None') // { score: 420, contracts: [{ level: 4, strain: 'S', declarers: ['N', 'S'], … }] }
 */
export function parOf(table: DdTable, dealer: Seat, vulnerability: Vulnerability): Par {
  const side = owner(table, dealer);
  if (side === undefined) return { score: 0, contracts: [] };
  const other = OTHER[side];
  const theirScores = BIDS.map((bid) => declare(table, other, bid, vulnerability));
  // The other side's best answer above each contract, from the top down.
  const bestAbove: number[] = new Array(BIDS.length).fill(Number.NEGATIVE_INFINITY);
  for (let k = BIDS.length - 2; k >= 0; k--)
    bestAbove[k] = Math.max(bestAbove[k + 1] as number, theirScores[k + 1] as number);

  let par = Number.NEGATIVE_INFINITY;
  const values = BIDS.map((bid, k) => {
    if (sideTricks(table, side, bid.strain) < bid.level + 6) return Number.NEGATIVE_INFINITY;
    const value = Math.min(declare(table, side, bid, vulnerability), -(bestAbove[k] as number));
    par = Math.max(par, value);
    return value;
  });

  const contracts: ParContract[] = [];
  const answered = new Set<number>();
  const ownStrains = new Set<Strain>();
  values.forEach((value, k) => {
    if (value !== par) return;
    const bid = BIDS[k] as Bid;
    if (declare(table, side, bid, vulnerability) === par) {
      // The lowest such level in each strain, the rest shown as overtricks.
      if (!ownStrains.has(bid.strain)) contracts.push(contractOf(table, side, bid));
      ownStrains.add(bid.strain);
      return;
    }
    // The other side's answer is the par: its cheapest contract above, the lowest level in each strain —
    // unless the owner can go on over it to a contract that holds the par, which then ends the auction.
    const strains = new Set<Strain>();
    for (let j = k + 1; j < BIDS.length; j++) {
      const answer = BIDS[j] as Bid;
      if (theirScores[j] !== -par || strains.has(answer.strain) || answered.has(j)) continue;
      if (values.some((later, k2) => k2 > j && later === par)) continue;
      strains.add(answer.strain);
      answered.add(j);
      contracts.push(contractOf(table, other, answer));
    }
  });
  return { score: side === 'NS' ? par : -par, contracts };
}

function contractOf(table: DdTable, side: Side, bid: Bid): ParContract {
  const tricks = sideTricks(table, side, bid.strain);
  return {
    ...bid,
    doubled: tricks < bid.level + 6,
    declarers: SEATS.filter((seat) => sideOf(seat) === side && table[seat][bid.strain] === tricks),
    result: tricks - bid.level - 6,
  };
}

/** A par contract as a reader writes it: `4♠+1 by N`, `5♦X-2 by E, W`, `3NT by N, S`. */
export const formatParContract = (contract: ParContract, options?: { readonly symbols?: boolean }): string => {
  const result = contract.result === 0 ? '' : formatResult(contract.result);
  const strain = formatStrain(contract.strain, { symbols: options?.symbols === true });
  const doubled = contract.doubled ? DOUBLINGS[1] : DOUBLINGS[0];
  return `${contract.level}${strain}${doubled}${result} by ${contract.declarers.join(', ')}`;
};

/** A par's contracts on one line: `4♠+1 by N, S; 5♦X-2 by E, W`, or `passed out` when there are none. */
export const formatParContracts = (par: Par, options?: { readonly symbols?: boolean }): string =>
  par.contracts.length === 0 ? 'passed out' : par.contracts.map((c) => formatParContract(c, options)).join('; ');

/** A par as one line: `+650: 4♠+1 by N, S` or `0: passed out`. */
export const formatPar = (par: Par, options?: { readonly symbols?: boolean }): string =>
  `${par.score > 0 ? '+' : ''}${par.score}: ${formatParContracts(par, options)}`;

/**
 * What a Progressive evening comes to for each player: the tally card they keep (docs/rules.md,
 * Progressive Bridge) and the ranking read from it. Nothing here changes the evening; it only reads the
 * state the engine has replayed, so a face can show the cards at any point of the evening.
 */

import { partnerOf, SEATS, type Seat, sideOf } from '../../base/vocabulary.js';
import type { ProgressiveState, TableRound } from './types.js';

/** One round on a player's tally card: table, seat, partner, My Score and Opponents' Score. */
export interface TallyRound {
  readonly round: number;
  readonly table: number;
  readonly seat: Seat;
  readonly partner: string;
  readonly myScore: number;
  readonly opponentsScore: number;
}

/** A player's tally card: every round so far and the net. */
export interface TallyCard {
  readonly player: number;
  readonly name: string;
  readonly rounds: readonly TallyRound[];
  readonly myTotal: number;
  readonly opponentsTotal: number;
  /** My total minus the opponents' total: plus or minus. */
  readonly net: number;
}

/** Each player's tally card: per round the table, seat, partner, My Score and Opponents' Score; totals and net. */
export function tallyCards(state: ProgressiveState): TallyCard[] {
  const { players } = state.settings;
  const cards = players.map((name, player) => ({
    player,
    name,
    rounds: [] as TallyRound[],
    myTotal: 0,
    opponentsTotal: 0,
  }));
  for (const round of state.rounds) {
    round.seating.forEach((table, t) => {
      const totals = (round.tables[t] as TableRound).totals;
      for (const seat of SEATS) {
        const card = cards[table[seat]] as (typeof cards)[number];
        const mine = sideOf(seat);
        const myScore = totals[mine];
        const opponentsScore = totals[mine === 'NS' ? 'EW' : 'NS'];
        card.rounds.push({
          round: round.round,
          table: t + 1,
          seat,
          partner: players[table[partnerOf(seat)]] as string,
          myScore,
          opponentsScore,
        });
        card.myTotal += myScore;
        card.opponentsTotal += opponentsScore;
      }
    });
  }
  return cards.map((card) => ({ ...card, net: card.myTotal - card.opponentsTotal }));
}

/** A player's place in the ranking by net score (equal nets share a rank). */
export interface RankedPlayer {
  /** 1 for the largest plus; players with equal nets share a rank. */
  readonly rank: number;
  readonly player: number;
  readonly name: string;
  readonly net: number;
}

/** The ranking: largest plus first, down to the largest minus; equal nets share a rank (1, 2, 2, 4). */
export function progressiveRanking(state: ProgressiveState): RankedPlayer[] {
  const sorted = tallyCards(state)
    .map(({ player, name, net }) => ({ player, name, net }))
    .sort((a, b) => b.net - a.net || a.player - b.player);
  return sorted.map((entry) => ({ rank: sorted.findIndex((other) => other.net === entry.net) + 1, ...entry }));
}

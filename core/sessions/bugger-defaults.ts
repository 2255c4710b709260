/**
 * Bugger Bridge's defaults (docs/rules.md, Bugger Bridge): the rounds for a number of players and the
 * points chart. A module of their own because the popup's Options view shows them without needing the
 * game's engine, which it loads only when the Bugger tab is opened.
 */

/** Default rounds for `n` players (3–7): floor(52 / n) cards down to 1, then back up. */
export function defaultRounds(players: number): number[] {
  const most = Math.floor(52 / players);
  const rounds: number[] = [];
  for (let cards = most; cards >= 1; cards--) rounds.push(cards);
  for (let cards = 2; cards <= most; cards++) rounds.push(cards);
  return rounds;
}

/** The default chart: 10 + bid for a bid made exactly. */
export const defaultChart = (maxBid: number): number[] => Array.from({ length: maxBid + 1 }, (_, bid) => 10 + bid);

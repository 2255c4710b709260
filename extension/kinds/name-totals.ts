/**
 * History's totals by name: each finished game a player (or a pair, as the pad named them) took part in,
 * added up under their name. Names are compared ignoring case and spaces, so `Nora & Sam` typed one day
 * and `nora &sam` the next are one entry; the spelling shown is the one met first (the newest game's).
 */

/** One name's part in one finished game: whether it won, and its margin (a Bugger game: its points). */
export type Standing =
  | { readonly name: string; readonly won: boolean; readonly margin: number }
  | { readonly name: string; readonly won: boolean; readonly points: number };

/** A name's totals over the games of one kind: `margin` for two-sided pads, `points` for Bugger. */
export interface NameTotal {
  readonly name: string;
  readonly played: number;
  readonly won: number;
  readonly margin?: number;
  readonly points?: number;
}

/** The key names are compared by: `Nora & Sam` and `nora &sam` are one. */
export const nameKey = (name: string): string => name.toLowerCase().replace(/\s+/g, '');

/**
 * The totals of every name in `games` (each game's standings), the most games won first, then the
 * larger margin or points, then by name: the table a club reads top down.
 */
export function totalsByName(games: readonly (readonly Standing[])[]): NameTotal[] {
  const byKey = new Map<string, { name: string; played: number; won: number; margin?: number; points?: number }>();
  for (const standings of games)
    for (const standing of standings) {
      const key = nameKey(standing.name);
      if (key === '') continue;
      const total = byKey.get(key) ?? { name: standing.name.trim(), played: 0, won: 0 };
      total.played += 1;
      if (standing.won) total.won += 1;
      if ('margin' in standing) total.margin = (total.margin ?? 0) + standing.margin;
      else total.points = (total.points ?? 0) + standing.points;
      byKey.set(key, total);
    }
  return [...byKey.values()].sort(
    (a, b) =>
      b.won - a.won || (b.margin ?? b.points ?? 0) - (a.margin ?? a.points ?? 0) || a.name.localeCompare(b.name),
  );
}

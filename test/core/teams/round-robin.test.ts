// A round robin's schedule: the Berger tables as chess and bridge federations publish them (FIDE's
// Handbook, C.05 Annex 1, reprinted by Chris Fox, "Berger Tables", c.w.fox.tripod.com/chess/berger.html),
// written here from the published tables, home team first, table 1 first; and the properties every
// schedule has, for any number of teams.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bergerTable, roundRobin } from '../../../core/teams/index';
import { must } from '../../support';

/** A published round as printed: `1-8, 2-7, 3-6, 4-5`, home first. */
const printed = (round: string) =>
  round.split(', ').map((match) => {
    const [home, away] = match.split('-').map(Number);
    return { home, away };
  });

const PUBLISHED: { readonly [teams: number]: readonly string[] } = {
  4: ['1-4, 2-3', '4-3, 1-2', '2-4, 3-1'],
  6: ['1-6, 2-5, 3-4', '6-4, 5-3, 1-2', '2-6, 3-1, 4-5', '6-5, 1-4, 2-3', '3-6, 4-2, 5-1'],
  8: [
    '1-8, 2-7, 3-6, 4-5',
    '8-5, 6-4, 7-3, 1-2',
    '2-8, 3-1, 4-7, 5-6',
    '8-6, 7-5, 1-4, 2-3',
    '3-8, 4-2, 5-1, 6-7',
    '8-7, 1-6, 2-5, 3-4',
    '4-8, 5-3, 6-2, 7-1',
  ],
  10: [
    '1-10, 2-9, 3-8, 4-7, 5-6',
    '10-6, 7-5, 8-4, 9-3, 1-2',
    '2-10, 3-1, 4-9, 5-8, 6-7',
    '10-7, 8-6, 9-5, 1-4, 2-3',
    '3-10, 4-2, 5-1, 6-9, 7-8',
    '10-8, 9-7, 1-6, 2-5, 3-4',
    '4-10, 5-3, 6-2, 7-1, 8-9',
    '10-9, 1-8, 2-7, 3-6, 4-5',
    '5-10, 6-4, 7-3, 8-2, 9-1',
  ],
};

describe('the Berger tables', () => {
  it.each([4, 6, 8, 10])('for %i teams are the published ones, round by round and table by table', (teams) => {
    expect(bergerTable(teams)).toEqual((PUBLISHED[teams] as string[]).map(printed));
  });

  it('for an odd number are the next even number’s, the highest number the bye', () => {
    expect(bergerTable(7)).toEqual(bergerTable(8));
    // Three teams: the 4-team table, and whoever meets team 4 sits out.
    expect(must(roundRobin(['A', 'B', 'C']))).toEqual([
      { tables: [{ home: 'B', away: 'C' }], bye: 'A' },
      { tables: [{ home: 'A', away: 'B' }], bye: 'C' },
      { tables: [{ home: 'C', away: 'A' }], bye: 'B' },
    ]);
  });
});

describe('a round robin’s schedule', () => {
  it('names the teams by their seeding: team 1 is the first named', () => {
    expect(must(roundRobin(['North', 'South', 'East', 'West']))[0]).toEqual({
      tables: [
        { home: 'North', away: 'West' },
        { home: 'South', away: 'East' },
      ],
    });
  });

  const names = (count: number) => Array.from({ length: count }, (_, i) => `T${i + 1}`);
  const pairKey = (a: string, b: string) => [a, b].sort().join('–');

  it('for any number of teams: n − 1 rounds (n even), every pair once, a team once a round, at most one bye', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 41 }), (count) => {
        const rounds = must(roundRobin(names(count)));
        const even = count % 2 === 0 ? count : count + 1;
        expect(rounds).toHaveLength(even - 1);
        const met = new Map<string, number>();
        for (const round of rounds) {
          const seated = [...round.tables.flatMap((t) => [t.home, t.away]), ...(round.bye ? [round.bye] : [])];
          expect(new Set(seated).size).toBe(count);
          expect(seated).toHaveLength(count);
          expect(round.bye === undefined).toBe(count % 2 === 0);
          for (const { home, away } of round.tables)
            met.set(pairKey(home, away), (met.get(pairKey(home, away)) ?? 0) + 1);
        }
        expect(met.size).toBe((count * (count - 1)) / 2);
        expect([...met.values()].every((times) => times === 1)).toBe(true);
      }),
    );
  });

  it('puts each team at home in about half its matches: never more than one apart', () => {
    for (let count = 2; count <= 30; count++) {
      const home = new Map<string, number>();
      const away = new Map<string, number>();
      for (const round of must(roundRobin(names(count))))
        for (const table of round.tables) {
          home.set(table.home, (home.get(table.home) ?? 0) + 1);
          away.set(table.away, (away.get(table.away) ?? 0) + 1);
        }
      for (const team of names(count))
        expect([count, team, Math.abs((home.get(team) ?? 0) - (away.get(team) ?? 0)) <= 1]).toEqual([
          count,
          team,
          true,
        ]);
    }
  });

  it('double: every pair twice, the second half the first with home and away swapped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), (count) => {
        const single = must(roundRobin(names(count)));
        const double = must(roundRobin(names(count), { double: true }));
        expect(double).toHaveLength(2 * single.length);
        expect(double.slice(0, single.length)).toEqual(single);
        double.slice(single.length).forEach((round, i) => {
          const first = single[i];
          expect(round.bye).toBe(first?.bye);
          expect(round.tables).toEqual(first?.tables.map(({ home, away }) => ({ home: away, away: home })));
        });
        // Each team at home exactly as often as away over the two halves.
        const balance = new Map<string, number>();
        for (const round of double)
          for (const { home, away } of round.tables) {
            balance.set(home, (balance.get(home) ?? 0) + 1);
            balance.set(away, (balance.get(away) ?? 0) - 1);
          }
        expect([...balance.values()].every((b) => b === 0)).toBe(true);
      }),
    );
  });

  it('refuses fewer than two teams, a blank name, or two names alike but for case', () => {
    expect(roundRobin(['Alone'])).toMatchObject({ ok: false, error: { code: 'teams-too-few', params: { min: 2 } } });
    expect(roundRobin(['A', ' '])).toMatchObject({
      ok: false,
      error: { code: 'teams-no-name', reason: 'team 2 needs a name' },
    });
    expect(roundRobin(['North', 'South', ' north'])).toMatchObject({
      ok: false,
      error: { code: 'teams-same-name', reason: 'two teams are called "north": give each its own name' },
    });
  });
});

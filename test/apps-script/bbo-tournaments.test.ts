// Two real BBO tournaments ranked as BBO published them (issue 45): every table's result in a PBN that
// PbnTools wrote from BBO's hand files, BBO's own ranking page and BBO's own travellers beside it
// (test/fixtures/bbo-tournaments/README.md). The expected figures are read out of BBO's pages here, by
// a regex over their HTML, never through the product.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importPbnResults } from '../../apps-script/pbn-import';
import { BBO_TOURNAMENTS } from '../fixtures/paths';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';

const html = (path: string) => readFileSync(path, 'latin1');

/** BBO's ranking page: each pair (`ann+bob`) and its percentage, once (the page lists the leaders twice). */
function publishedRanking(folder: string): Map<string, number> {
  const page = html(join(folder, 'ranking.html'));
  const pairs = new Map<string, number>();
  for (const m of page.matchAll(/<td>([^<]+\+[^<]+)<\/td>\s*<td><a [^>]*>(-?\d+\.\d\d)<\/a><\/td>/g))
    pairs.set(m[1] as string, Number(m[2]));
  return pairs;
}

/**
 * The averages BBO's travellers show that are not A== (A+=: 60 % to N/S, 50 % to E/W): the PBN gives
 * such a board no contract and no word, so it is read as the A== BBO gives an unplayed board. Each
 * player's percentage points above or below 50 on that board.
 */
function unevenAverages(folder: string): Map<string, number> {
  const shares: { [sign: string]: number } = { '+': 60, '=': 50, '-': 40 };
  const off = new Map<string, number>();
  for (const file of readdirSync(join(folder, 'travellers'))) {
    const page = html(join(folder, 'travellers', file));
    const row =
      /<td class="north">([^<]*)<\/td>\s*<td class="south">([^<]*)<\/td>\s*<td class="east">([^<]*)<\/td>\s*<td class="west">([^<]*)<\/td>\s*<td class="result">A([-+=])([-+=])<\/td>/g;
    for (const m of page.matchAll(row)) {
      const [ns, ew] = [shares[m[5] as string] as number, shares[m[6] as string] as number];
      for (const player of [m[1], m[2]]) if (ns !== 50) off.set((player as string).toLowerCase(), ns - 50);
      for (const player of [m[3], m[4]]) if (ew !== 50) off.set((player as string).toLowerCase(), ew - 50);
    }
  }
  return off;
}

/** The import's Ranking sheet: each pair's names (registered players first) and percentage. */
function importedRanking(folder: string) {
  const ss = new FakeSpreadsheet();
  // The ranking is the point: the deals are not solved (par is pbn-import.test.ts's and club-pars.test.ts's).
  const unsolved = { stop: () => true };
  const answer = importPbnResults(ss, new FakeLock(), readFileSync(join(folder, 'tournament.pbn'), 'latin1'), unsolved);
  expect(answer.ok, answer.message).toBe(true);
  const [head, ...rows] = ss.values('Ranking').slice(1);
  const column = (name: string) => (head as unknown[]).indexOf(name);
  return {
    answer,
    rows: rows.map((row) => ({ names: String(row[column('Names')]), percent: Number(row[column('%')]) })),
  };
}

function expectAsPublished(folder: string, boards: number, uneven: number) {
  const published = publishedRanking(folder);
  const off = unevenAverages(folder);
  const { rows } = importedRanking(folder);
  // No pair the event did not rank: one line a published pair, a substitute's boards credited to it.
  expect(rows).toHaveLength(published.size);
  let adjusted = 0;
  for (const [pair, percent] of published) {
    const players = pair.split('+').map((name) => name.toLowerCase());
    // BBO names a pair by its players as registered or as they sat last: ours names the one who played most.
    const ours = rows.find((row) =>
      players.some((player) =>
        row.names
          .toLowerCase()
          .split(/ - | \(\+ |, |\)/)
          .includes(player),
      ),
    );
    expect(ours, pair).toBeDefined();
    const shift = players.map((player) => off.get(player)).find((value) => value !== undefined);
    if (shift !== undefined) adjusted++;
    // The one board BBO averaged unevenly, read as A==, is (shift / boards) percentage points away.
    if (shift === undefined) expect(ours?.percent, pair).toBe(percent);
    // Both figures rounded to two decimals: they may part by one hundredth.
    else expect(Math.abs((ours?.percent ?? 0) - (percent - shift / boards)), pair).toBeLessThanOrEqual(0.0101);
  }
  expect(adjusted).toBe(uneven);
}

describe('a BBO tournament with substitutes, ranked as BBO published it', () => {
  it('ACBL #1607 Speedball: 96 pairs, 9 with substitutes, "Cheryl O" and "cheryl o" one player', () => {
    expectAsPublished(join(BBO_TOURNAMENTS, 'acbl-1607'), 12, 1);
  }, 60_000);

  it('Wronie #9533: 82 pairs, a substitute for 1 to 17 of 18 boards, "Walkos" and "walkos" one player', () => {
    expectAsPublished(join(BBO_TOURNAMENTS, 'wronie-9533'), 18, 4);
  }, 60_000);
});

// A pair's label is lettered as the sheet's notation letters the seats where it is only read (the
// sidebar's tables and ranking, the printed cards), and kept in English letters where the add-on reads
// it back (the pairs sent with a result, the sidebar's choice of the pair that leaves).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MOVEMENT } from '../../apps-script/functions/movements';
import { enterResult } from '../../apps-script/pairs-evening/entry';
import { setupPairsEvening } from '../../apps-script/pairs-evening/setup';
import { lock, ss } from './evening-fixture';
import { speak, unspeak } from './speaking-fixture';

beforeEach(() => speak('en_US'));
afterEach(unspeak);

/** Four spades made by North on board 1 at table 1, the contract as the sheet's notation writes it. */
const firstResult = (contract: string) =>
  enterResult(ss, lock, { round: 1, table: 1, board: 1, declarer: 'N', contract, shown: null });

describe('a Mitchell’s pairs in the sidebar, in German', () => {
  it('shown as O/W, East being Ost; sent back as E/W, as the add-on reads them', () => {
    setupPairsEvening(ss, lock, { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
    speak('de_DE');
    const answer = firstResult('4P=');
    if (!answer.ok) throw new Error(answer.message);
    const table = answer.value.rounds[0]?.tables[0];
    expect(table?.ns).toBe('N/S 1');
    expect(table?.ew).toBe('O/W 1');
    expect(table?.pairs).toEqual({ ns: 'N/S 1', ew: 'E/W 1' });
    expect(answer.value.ranking[1]?.lines.map((line) => line.pair)).toContain('O/W 1');
    expect(answer.value.playing).toContain('E/W 1');
  });

  it('in English, N/S and E/W throughout', () => {
    setupPairsEvening(ss, lock, { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
    const answer = firstResult('4S=');
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.value.rounds[0]?.tables[0]?.ew).toBe('E/W 1');
    expect(answer.value.ranking[1]?.lines.map((line) => line.pair)).toContain('E/W 1');
  });
});

describe('an arrow-switched round of MOVEMENT, in French', () => {
  it('names a pair sitting the other way with its own side, E/O as French letters East-West', () => {
    speak('fr_FR');
    // 10 pairs, 5 tables; round 2 arrow-switched: at table 1 the E/W pair sits N/S and the N/S pair E/W.
    const rows = MOVEMENT('Mitchell', 10, '', '', 2) as (string | number)[][];
    const round2 = rows.filter((row) => row[0] === 2 && row[1] === 1);
    expect(round2.map((row) => row.slice(2, 4))).toEqual([['E/O 5', 'N/S 1']]);
  });
});

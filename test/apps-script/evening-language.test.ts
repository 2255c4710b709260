// A Progressive evening run from the sidebar in a French spreadsheet: the scorer types the contract in
// French notation (4P= is four spades), the sheet keeps it in English letters as PBN writes them, and the
// sidebar's answer is worded in French, the contract as the scorer wrote it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enter, freshSpreadsheet, SETUP, setUp, ss } from './evening-fixture';
import { speak, unspeak } from './speaking-fixture';

beforeEach(() => freshSpreadsheet());
afterEach(unspeak);

describe('an evening in a French spreadsheet', () => {
  it('is set up, and a deal typed in French notation saved, with answers in French', () => {
    speak('fr_FR');
    expect(setUp(SETUP).message).toBe('Tournoi prêt : 2 tables, 8 joueurs.');
    const answer = enter({ table: 1, deal: 1, declarer: 'N', contract: '4P=', honors: '' });
    // Four spades made by North, not vulnerable on deal 1: 420 to N/S, and a Progressive tally gives
    // the defenders nothing.
    expect(answer).toMatchObject({ ok: true, message: 'Table 1, donne 1 : 4P= par N, N/S 420, E/O 0.' });
    // Deals keeps the contract in English letters: a sheet reads the same in any language.
    expect(ss.values('Deals').flat()).toContain('4S');
  });

  it('reads the same deal in English, as before, in an English spreadsheet', () => {
    speak('en_US');
    expect(setUp(SETUP).message).toBe('Evening set up: 2 tables, 8 players.');
    const answer = enter({ table: 1, deal: 1, declarer: 'N', contract: '4S=', honors: '' });
    expect(answer).toMatchObject({ ok: true, message: 'Table 1, deal 1: 4S= by N, N/S 420, E/W 0.' });
  });
});

// A correction on a pairs evening says what it replaced: `replaced 4♠+1 by N with 4♥= by N (N/S 620)`,
// its contracts in suit symbols and the notation's letters for no trump, pass and the seats. Scores are
// worked by hand from the scoring table (Law 77); board 7 is vulnerable both ways (the 16-board cycle).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enterResult, type ResultEntry } from '../../apps-script/pairs-evening/entry';
import { setupPairsEvening } from '../../apps-script/pairs-evening/setup';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { speak, unspeak } from './speaking-fixture';

let ss: FakeSpreadsheet;
const lock = new FakeLock();
/** Round 1, table 3 of a 14-pair Mitchell of 3-board rounds plays boards 7-9. */
const AT = { round: 1, table: 3, board: 7 } as const;
const enter = (declarer: string, contract: string, shown: ResultEntry['shown'] = null) =>
  enterResult(ss, lock, { ...AT, declarer, contract, shown });

beforeEach(() => {
  speak('en_US');
  ss = new FakeSpreadsheet();
  expect(setupPairsEvening(ss, lock, { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' }).ok).toBe(true);
});
afterEach(unspeak);

describe('a correction’s notice', () => {
  it('says the result it replaced and the one written, in suit symbols', () => {
    // 4S+1 vulnerable: 4 × 30 = 120, the overtrick 30, the vulnerable game bonus 500: 650. 4H=: 620.
    expect(enter('N', '4S+1')).toMatchObject({ ok: true, message: 'Board 7, table 3: 4S+1 by N (N/S 650).' });
    expect(enter('N', '4H=', { declarer: 'N', contract: '4S+1', ns: 650 })).toMatchObject({
      ok: true,
      message: 'Board 7, table 3: replaced 4♠+1 by N with 4♥= by N (N/S 620).',
    });
  });

  it('names an adjusted score and a passed-out board as they are written', () => {
    expect(enter('', '60/40').ok).toBe(true);
    // 3NT-1 vulnerable by East: one undertrick, 100 to N/S.
    expect(enter('E', '3NT-1', { declarer: '', contract: '60/40', ns: '60/40' })).toMatchObject({
      message: 'Board 7, table 3: replaced 60/40 with 3NT-1 by E (N/S 100).',
    });
    expect(enter('', 'Pass', { declarer: 'E', contract: '3NT-1', ns: 100 })).toMatchObject({
      message: 'Board 7, table 3: replaced 3NT-1 by E with Pass.',
    });
  });

  it('in French and German: the notation’s no trump, pass and seats, the suits as symbols', () => {
    speak('fr_FR');
    // The sidebar sends the seat as its option's value, N, E, S or W; the contract as typed (C: cœur).
    expect(enter('W', '4C=')).toMatchObject({ ok: true, message: 'Donne 7, table 3 : 4C= par O (N/S -620).' });
    // 4♥= by West, vulnerable: 620 to E/W. Then 3NT+1 by South: 100 + 30 + 500 = 630.
    expect(enter('S', '3SA+1', { declarer: 'W', contract: '4H=', ns: -620 })).toMatchObject({
      message: 'Donne 7, table 3 : 4♥= par O remplacé par 3SA+1 par S (N/S 630).',
    });
    speak('de_DE');
    expect(enter('', 'Passe', { declarer: 'S', contract: '3NT+1', ns: 630 })).toMatchObject({
      message: 'Board 7, Tisch 3: 3SA+1 von S ersetzt durch Passe.',
    });
  });

  it('stays as before for a first entry, the same entry saved again, and a board cleared', () => {
    expect(enter('S', '2DX-1')).toMatchObject({ message: 'Board 7, table 3: 2DX-1 by S (N/S -200).' });
    const shown = { declarer: 'S', contract: '2DX-1', ns: -200 };
    expect(enter('S', '2DX-1', shown)).toMatchObject({ message: 'Board 7, table 3: 2DX-1 by S (N/S -200).' });
    expect(enter('', '', shown)).toMatchObject({ message: 'Board 7, table 3: cleared.' });
  });
});

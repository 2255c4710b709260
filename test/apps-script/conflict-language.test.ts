// When a second scorer's sidebar enters over an entry it did not show, the server says what the sheet
// holds now: in the spreadsheet's language, the contract in its notation and the honors' side in its
// seat letters (French O for West, German O for East), and in English as before.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enterResult } from '../../apps-script/pairs-evening/entry';
import { setupPairsEvening } from '../../apps-script/pairs-evening/setup';
import { enter, lock, SETUP, setUp, ss } from './evening-fixture';
import { speak, unspeak } from './speaking-fixture';

beforeEach(() => speak('en_US'));
afterEach(unspeak);

/** Table 1's first deal entered by one sidebar, then typed again by another that showed it empty. */
function enteredTwice(fourSpades = '4S=') {
  setUp(SETUP);
  // Four spades by North, E/W holding 100 in honors (deal 1, nobody vulnerable): 420 to N/S, and a
  // Progressive tally credits E/W's 100.
  expect(enter({ table: 1, deal: 1, declarer: 'N', contract: fourSpades, honors: 'EW 100' }).ok).toBe(true);
  return enter({ table: 1, deal: 1, declarer: 'E', contract: '3NT+1', honors: '' });
}

describe('an entry made meanwhile, said to the second scorer', () => {
  it('in English, the honors after the contract', () => {
    expect(enteredTwice()).toMatchObject({
      ok: false,
      field: 'contract',
      message:
        'Not saved: table 1, deal 1 was entered meanwhile as 4S= by N, honors EW 100. It is shown now; press Correct to replace it with yours.',
    });
  });

  it('in French: 4P= for four spades, E/W’s honors as EO', () => {
    speak('fr_FR');
    expect(enteredTwice('4P=')).toMatchObject({
      ok: false,
      field: 'contract',
      message:
        'Non enregistré : table 1, la donne 1 a été saisie entre-temps : 4P= par N, honneurs EO 100. Elle est affichée maintenant ; appuyez sur Corriger pour la remplacer par la vôtre.',
    });
  });

  it('in French, a deal cleared since it was shown', () => {
    speak('fr_FR');
    setUp(SETUP);
    const shown = { declarer: 'N', contract: '4S=', honors: '' } as const;
    expect(enter({ table: 1, deal: 1, declarer: 'E', contract: '3SA+1', honors: '' }, 1, shown)).toMatchObject({
      ok: false,
      message:
        'Non enregistré : table 1, la donne 1 a été effacée entre-temps (elle montrait 4P= par N). Enregistrez à nouveau pour saisir la vôtre.',
    });
  });

  it('on a pairs evening in German: the board, the entry and the N/S score as the German sheet says them', () => {
    speak('de_DE');
    expect(setupPairsEvening(ss, lock, { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' }).ok).toBe(true);
    const entry = { round: 1, table: 3, board: 7, shown: null };
    // Board 7: both vulnerable, three no trump made by South is 600 to N/S.
    expect(enterResult(ss, lock, { ...entry, declarer: 'S', contract: '3SA=' }).ok).toBe(true);
    expect(enterResult(ss, lock, { ...entry, declarer: 'W', contract: '2C+1' })).toMatchObject({
      ok: false,
      message:
        'Nicht geschrieben: Board 7 an Tisch 3 enthält jetzt 3SA= von S (N/S 600), inzwischen eingetragen. Prüfen und erneut eintragen, falls es falsch ist.',
    });
  });
});

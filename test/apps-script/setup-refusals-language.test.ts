// The refusals of an evening's and a publication's sheets that the add-on words itself (players that
// do not fill tables of four, a Deals header written twice, a passed-out contract, a results row that
// cannot be published, a pairs evening's settings row edited by hand), in the spreadsheet's language
// from their values: counts, column letters, the row, the sheet's name and a code for what is wrong.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recalculate } from '../../apps-script/evening/recalculate';
import { setupEvening } from '../../apps-script/evening/setup';
import { enterResult } from '../../apps-script/pairs-evening/entry';
import { setupPairsEvening } from '../../apps-script/pairs-evening/setup';
import { resultsFiles } from '../../apps-script/publish/publish';
import { EIGHT, lock, playRound1, SETUP, setUp, ss } from './evening-fixture';
import { speak, unspeak } from './speaking-fixture';

beforeEach(() => speak('en_US'));
afterEach(unspeak);

describe('players that do not fill tables of four, in Italian', () => {
  beforeEach(() => speak('it_IT'));
  const players = (count: number) => setupEvening(ss, lock, { ...SETUP, players: EIGHT.slice(0, count) });

  it('five: add three or take one away', () => {
    expect(players(5)).toMatchObject({
      ok: false,
      field: 'players',
      message: '5 giocatori: il Progressive Bridge mette quattro giocatori a tavolo; aggiungine 3 o togline 1',
    });
  });

  it('two: only add, since none can be taken away', () => {
    expect(players(2)).toMatchObject({
      message: '2 giocatori: il Progressive Bridge mette quattro giocatori a tavolo; aggiungine 2',
    });
  });

  it('none: type them', () => {
    expect(players(0)).toMatchObject({
      message: 'Scrivi i giocatori, uno per riga: il Progressive Bridge mette quattro giocatori a tavolo.',
    });
  });

  it('in English, as before', () => {
    speak('en_US');
    expect(players(5)).toMatchObject({
      message: '5 players: Progressive Bridge seats four a table; add 3 or take 1 away',
    });
  });
});

describe('a Deals sheet edited by hand, in Dutch', () => {
  beforeEach(() => {
    setUp(SETUP);
    playRound1();
    speak('nl_NL');
  });
  const deals = () => ss.getSheetByName('Deals');

  it('a header written twice: both columns by their letters', () => {
    deals()
      ?.getRange(2, 17, 1, 1)
      .setValues([['Result']]);
    expect(recalculate(ss, lock)).toEqual({
      ok: false,
      message: 'Deals heeft 2 kolommen "Result" (rij 2, kolommen L en Q); hernoem of verwijder ze op één na',
    });
  });

  it('a header written many times: the first three, and how many more', () => {
    const row = Array.from({ length: 1000 }, () => 'Deal');
    deals()?.getRange(2, 17, 1, row.length).setValues([row]);
    expect(recalculate(ss, lock)).toEqual({
      ok: false,
      message:
        'Deals heeft 1001 kolommen "Deal" (rij 2, kolommen C, Q, R en 998 meer); hernoem of verwijder ze op één na',
    });
  });
});

describe('a passed-out contract on a Deals row, in French', () => {
  it('asks for the declarer the Deals sheet writes for a deal nobody bid', () => {
    setUp(SETUP);
    playRound1();
    speak('fr_FR');
    // Row 3 is table 1's deal 1, its contract and result in columns K and L: typed over as a pass.
    ss.getSheetByName('Deals')
      ?.getRange(3, 11, 1, 2)
      .setValues([['Pass', '']]);
    const refused = recalculate(ss, lock);
    expect(refused.ok ? '' : refused.message).toMatch(
      /choisissez « Passed out » comme déclarant pour une donne où personne n’a enchéri$/,
    );
  });
});

describe('a results sheet that cannot be published, in Spanish', () => {
  it('names the row and says it has a score but no board number', () => {
    speak('es_ES');
    ss.insertSheet('Club')
      .getRange(1, 1, 2, 4)
      .setValues([
        ['Board', 'N/S pair', 'E/W pair', 'N/S score'],
        ['', 1, 2, 420],
      ]);
    expect(resultsFiles(ss, 'Club')).toEqual({
      ok: false,
      message: 'No publicado: la fila 2 de «Club» tiene una puntuación pero ningún número de tablero: corríjala antes.',
    });
  });
});

describe('a pairs evening whose settings row was edited, in German', () => {
  it('says what row 1 no longer names', () => {
    setupPairsEvening(ss, lock, { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
    speak('de_DE');
    ss.getSheetByName('Pairs evening')
      ?.getRange(1, 2, 1, 1)
      .setValues([['Movement: Mitchell']]);
    const refused = enterResult(ss, lock, {
      round: 1,
      table: 1,
      board: 1,
      declarer: 'N',
      contract: '4P=',
      shown: null,
    });
    expect(refused.ok ? '' : refused.message).toBe(
      'Zeile 1 von „Pairs evening“ nennt die Paare nicht: richten Sie das Turnier neu ein',
    );
  });
});

// The add-on's own refusals (a sidebar entry the evening cannot take, a setup that would replace a
// sheet) are worded from their code and values in the spreadsheet's language, as the core's problems
// are: the contract examples in its notation, the seats in its letters. English is as before.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startNextRound } from '../../apps-script/evening/next-round';
import { recalculate } from '../../apps-script/evening/recalculate';
import { setupEvening } from '../../apps-script/evening/setup';
import { BOARDDEALER } from '../../apps-script/functions/hands';
import { MATCHPOINTS } from '../../apps-script/functions/pairs';
import { RUBBERTOTAL } from '../../apps-script/functions/sessions';
import { readyToPublish } from '../../apps-script/pairs-evening/end';
import { enterResult, type ResultEntry } from '../../apps-script/pairs-evening/entry';
import { latePairEvening, pairLeavesEvening, setupPairsEvening } from '../../apps-script/pairs-evening/setup';
import { resultsFiles } from '../../apps-script/publish/publish';
import { refusalCodes, SHEET_WORDS } from '../../apps-script/words/sheet/index';
import { messageText } from '../../core/i18n/message';
import { PROBLEMS as CORE } from '../../core/i18n/problems/en';
import { LANGUAGES } from '../../core/index';
import { enter, lock, playRound1, replaceWithOwn, SETUP, setUp, ss } from './evening-fixture';
import { speak, unspeak } from './speaking-fixture';

beforeEach(() => speak('en_US'));
afterEach(unspeak);

const deal = { table: 1, deal: 1, declarer: 'N', contract: '', honors: '' } as const;

describe('a Progressive evening’s refusals', () => {
  it('in French: the examples in French notation, the seats with O for West', () => {
    speak('fr_FR');
    setUp(SETUP);
    expect(enter(deal)).toMatchObject({
      ok: false,
      field: 'contract',
      message: 'Saisissez le contrat et le résultat, par exemple 4PX-2 ou 3SA=.',
    });
    expect(enter({ ...deal, declarer: 'Q' as 'N', contract: '4P=' })).toMatchObject({
      field: 'declarer',
      message: '"Q" : le déclarant doit être N, E, S, O ou passe générale',
    });
    expect(enter({ ...deal, table: 3, contract: '4P=' })).toMatchObject({
      message: 'Il n’y a pas de donne 1 à la table 3 au tour 1.',
    });
    expect(enter({ ...deal, deal: 2, contract: '4P=' })).toMatchObject({
      message: 'Saisissez d’abord la donne 1 de la table 1.',
    });
    expect(enter({ ...deal, contract: '4P=' }, 2)).toMatchObject({
      message:
        'Le tour 2 est terminé ; le tournoi en est au tour 1. Corrigez les tours précédents dans la feuille « Deals », puis recalculez.',
    });
    expect(enter({ ...deal, contract: '4P=' }).ok).toBe(true);
    expect(setupEvening(ss, lock, SETUP)).toMatchObject({
      field: 'replace',
      message: 'Ces feuilles seraient remplacées : « Deals » (un tournoi avec des donnes saisies). Les remplacer ?',
    });
  });

  it('in French: a Deals row the core refuses, a Seat before the movement is shown, a Tallies not ours', () => {
    // Round 1 entered in English letters, as the fixture types it; the spreadsheet is French from then on.
    setUp(SETUP);
    playRound1();
    speak('fr_FR');
    // Row 5 is table 1's third deal; its contract cell (column K) typed over with a level of 9.
    ss.getSheetByName('Deals')
      ?.getRange(5, 11, 1, 1)
      .setValues([['9NT']]);
    const broken = recalculate(ss, lock);
    expect(broken.ok).toBe(false);
    expect(broken.ok ? '' : broken.message).toMatch(/^Feuille Deals, ligne 5 : "9NT" : /);
    ss.getSheetByName('Deals')
      ?.getRange(5, 11, 1, 1)
      .setValues([['3NT']]);
    expect(startNextRound(ss, lock, { seed: 1 })).toMatchObject({
      ok: false,
      message: 'Non placé : affichez d’abord le mouvement ; le tour 2 est placé comme il l’indique.',
    });
    replaceWithOwn('Tallies');
    expect(enter({ ...deal, contract: '4P=' }, 1, { declarer: 'N', contract: '4S=', honors: '' })).toMatchObject({
      ok: false,
      message:
        'Rien n’a été écrit : la feuille « Tallies » n’a pas été créée par Bridge Scorer. Renommez cette feuille (ou supprimez-la, si rien n’y est utile) et le module créera sa propre « Tallies ». La donne n’est pas encore enregistrée : enregistrez-la à nouveau ensuite.',
    });
  });

  it('in English, as before', () => {
    setUp(SETUP);
    expect(enter(deal)).toMatchObject({ message: 'Enter the contract and result, such as 4SX-2 or 3NT=.' });
    expect(enter({ ...deal, declarer: 'Q' as 'N', contract: '4S=' })).toMatchObject({
      message: '"Q": the declarer must be N, E, S, W or passed out',
    });
    expect(enter({ ...deal, deal: 2, contract: '4S=' })).toMatchObject({
      message: 'Enter deal 1 of table 1 first.',
    });
  });
});

describe('a pairs evening’s refusals and answers in German', () => {
  const result = (entry: Partial<ResultEntry>) =>
    enterResult(ss, lock, { round: 1, table: 1, board: 1, declarer: 'N', contract: '', shown: null, ...entry });

  it('an entry at the wrong table, by the wrong pairs, or with nothing typed', () => {
    speak('de_DE');
    // A Mitchell of 14 pairs, 3 boards a round: table 1 plays boards 1-3 in round 1.
    expect(setupPairsEvening(ss, lock, { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' })).toMatchObject({
      ok: true,
      message: 'Mitchell eingerichtet: 7 Tische, 7 Runden zu 3 Boards.',
    });
    expect(result({ board: 5, contract: '4P=' })).toMatchObject({
      field: 'board',
      message: 'Board 5 wird in Runde 1 nicht an Tisch 1 gespielt: dort werden die Boards 1-3 gespielt',
    });
    expect(result({ contract: '4P=', pairs: { ns: 'N/S 2', ew: 'E/W 1' } })).toMatchObject({
      field: 'board',
      // German letters East-West O/W, in the pairs sent as in the pairs seated (the sidebar sends E/W).
      message: 'N/S 2 und O/W 1 spielen Board 1 an Tisch 1 in Runde 1 nicht: N/S 1 und O/W 1 spielen es',
    });
    expect(result({})).toMatchObject({
      field: 'contract',
      message: 'Kontrakt und Ergebnis eingeben, etwa 4PX-2 oder 3SA=, oder einen berichtigten Score wie 60/40.',
    });
    // German letters the seats N, O, S, W: O is East.
    expect(result({ declarer: 'Q', contract: '4P=' })).toMatchObject({
      field: 'declarer',
      message: '"Q": der Alleinspieler muss N, O, S oder W sein',
    });
  });

  it('a Mitchell skip set up and shown by its German name', () => {
    speak('de_DE');
    // 16 pairs: 8 tables, an even number, as a skip needs.
    const answer = setupPairsEvening(ss, lock, { kind: 'Mitchell skip', pairs: '16', boardsPerRound: '2' });
    expect(answer.ok ? answer.message : '').toMatch(
      /^Mitchell mit Sprung eingerichtet: 8 Tische, \d+ Runden zu 2 Boards\.$/,
    );
    expect(answer.ok ? answer.value.title : '').toMatch(
      /^Mitchell mit Sprung, 16 Paare an 8 Tischen · \d+ Runden zu 2 Boards$/,
    );
  });

  it('the ranking the sidebar shows, each direction headed in German letters', () => {
    speak('de_DE');
    setupPairsEvening(ss, lock, { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
    const answer = result({ contract: '4P=' });
    // A Mitchell ranks N/S and E/W apart: East-West is O/W in German.
    expect(answer.ok && answer.value.ranking.map((block) => block.heading)).toEqual(['N/S', 'O/W']);
  });

  it('the end with boards to come, a late pair twice, a pair leaving and a setup over results', () => {
    speak('de_DE');
    setupPairsEvening(ss, lock, { kind: 'Mitchell', pairs: '13', boardsPerRound: '1' });
    // 13 pairs: 7 tables, the phantom's table sitting out, 6 boards played a round for 7 rounds.
    expect(readyToPublish(ss, false)).toMatchObject({
      field: 'anyway',
      message: '42 Boards fehlen noch, das erste Board 1 der Runde 1 an Tisch 1. Trotzdem veröffentlichen?',
    });
    expect(latePairEvening(ss, lock, { round: 3 })).toMatchObject({
      message: 'Ein verspätetes Paar spielt ab Runde 3 auf dem Platz des Phantoms.',
    });
    expect(latePairEvening(ss, lock, { round: 4 })).toMatchObject({
      ok: false,
      message: 'ein verspätetes Paar spielt schon auf dem Platz des Phantoms',
    });
    expect(pairLeavesEvening(ss, lock, { pair: 'N/S 2', round: 6 })).toMatchObject({
      ok: true,
      message: 'N/S 2 geht: ab Runde 6 pausieren die Paare, auf die es träfe.',
    });
    expect(result({ contract: '3SA=' }).ok).toBe(true);
    expect(setupPairsEvening(ss, lock, { kind: 'Howell', pairs: '8' })).toMatchObject({
      field: 'replace',
      message:
        'Das Blatt „Pairs evening“ würde ersetzt: es enthält 1 Ergebnis. Zum Ersetzen unten "ersetzen" eingeben.',
    });
  });
});

describe('a pairs evening’s score typed over in the sheet, in Spanish', () => {
  it('is shown on its board and stops the publication, said in Spanish', () => {
    setupPairsEvening(ss, lock, { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
    // Board 2, N/S vulnerable: four spades made by North is 620; the sheet's score is typed over as 100.
    expect(
      enterResult(ss, lock, { round: 1, table: 1, board: 2, declarer: 'N', contract: '4S=', shown: null }).ok,
    ).toBe(true);
    const row = ss.values('Pairs evening').findIndex((r) => r[0] === 1 && r[1] === 1 && r[2] === 2) + 1;
    ss.getSheetByName('Pairs evening')
      ?.getRange(row, 9, 1, 1)
      .setValues([[100]]);
    speak('es_ES');
    const answer = readyToPublish(ss, true);
    expect(answer.ok).toBe(false);
    expect(answer.ok ? '' : answer.message).toMatch(
      new RegExp(
        `^fila ${row} del torneo: 4\\S+= por N puntúa 620 para N/S, no 100: introduzca de nuevo el tablero, antes de publicarlo$`,
      ),
    );
  });
});

describe('a Deals sheet edited by hand, in Dutch', () => {
  const deals = () => ss.getSheetByName('Deals');
  // Round 1 entered in English letters, as the fixture types it; the spreadsheet is Dutch from then on.
  beforeEach(() => {
    setUp(SETUP);
    playRound1();
    speak('nl_NL');
  });

  it('a deal number written twice at a table, both rows named', () => {
    // Row 5 is table 1's deal 3; numbered 2 it is deal 2 twice.
    deals()
      ?.getRange(5, 3, 1, 1)
      .setValues([[2]]);
    expect(recalculate(ss, lock)).toEqual({
      ok: false,
      message:
        'de Deals-rijen 4 en 5 zijn hetzelfde spel (ronde 1, tafel 1, spel 2): nummer ze om of verwijder ze op één na',
    });
  });

  it('a deal’s row deleted, the rows its table has named', () => {
    deals()?.deleteRow(5);
    expect(recalculate(ss, lock)).toMatchObject({
      message: 'Deals: ronde 1, tafel 1 heeft geen rij voor spel 3 (zijn rijen zijn 3, 4 en 5)',
    });
  });

  it('a setting of row 1 typed over, its cell named and the value given quoted last', () => {
    const first = ss.values('Deals')[0] ?? [];
    // The premium's value is the cell after its label.
    const at = first.indexOf('Part-score premium') + 2;
    deals()
      ?.getRange(1, at, 1, 1)
      .setValues([[75]]);
    expect(recalculate(ss, lock)).toMatchObject({
      message: expect.stringMatching(/^Deals [A-Z]+1: de deelscorepremie moet 50 of 100 zijn, niet "75"$/),
    });
  });

  it('a deal number out of range, its row named in Dutch', () => {
    deals()
      ?.getRange(6, 3, 1, 1)
      .setValues([[5]]);
    expect(recalculate(ss, lock)).toMatchObject({
      message: 'Deals, rij 6: ronde, tafel en spel moeten gehele getallen zijn (spel 1–4)',
    });
  });
});

describe('a publication refused, in Italian', () => {
  it('names the sheet that holds no results', () => {
    speak('it_IT');
    ss.insertSheet('Notes')
      .getRange(1, 1, 1, 1)
      .setValues([['my notes']]);
    expect(resultsFiles(ss, 'Notes')).toEqual({
      ok: false,
      message:
        'Non pubblicato: "Notes" non ha risultati da pubblicare: le intestazioni devono avere Board, N/S pair, E/W pair e N/S score.',
    });
    expect(resultsFiles(ss, 'Nowhere')).toEqual({
      ok: false,
      message: 'Non pubblicato: non c’è un foglio "Nowhere".',
    });
  });
});

describe('a board number that is no number, in a custom function', () => {
  it('is said as the core says a board number in French, not as a column of boards', () => {
    expect(() => BOARDDEALER(true)).toThrow(/^TRUE: a board number must be a whole number from 1$/);
    speak('fr_FR');
    expect(() => BOARDDEALER(true)).toThrow(/^TRUE : un numéro de donne est un nombre entier à partir de 1$/);
  });
});

describe('custom functions’ own problems, in German', () => {
  it('a rubber’s side that is neither We nor They, a row with no board to matchpoint against', () => {
    speak('de_DE');
    expect(() =>
      RUBBERTOTAL([
        ['We', '4P=', '', ''],
        ['Us', '4P=', '', ''],
      ]),
    ).toThrow('Zeile 2: "Us": die Seite des Alleinspielers muss We oder They sein (oder NS, EW)');
    // Board 1's two scores against each other; the second row has no board at all.
    expect(MATCHPOINTS([[420], [170], [100]], [[420], [170], [100]], '', '', [[1], [''], [1]])).toEqual([
      [2],
      ['keine Boardnummer in dieser Zeile: ihr Board sagt, gegen welche Scores sie Matchpunkte bekommt'],
      [0],
    ]);
  });
});

describe('the add-on’s own problem codes', () => {
  const codes = Object.keys(refusalCodes(SHEET_WORDS.en));

  it('are none of the core’s, whose words would say something else', () => {
    expect(codes.length).toBeGreaterThan(10);
    expect(codes.filter((code) => CORE.codes[code] !== undefined)).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s words each in its own words', (language) => {
    const words = refusalCodes(SHEET_WORDS[language]);
    const english = refusalCodes(SHEET_WORDS.en);
    expect(Object.keys(words).sort()).toEqual([...codes].sort());
    expect(codes.filter((code) => messageText(words[code] ?? '') === messageText(english[code] ?? ''))).toEqual([]);
  });
});

// A custom function's own problems about what a cell holds (a date Sheets made, a range where one cell
// is meant, ranges of different sizes, a number out of range, a blank in a chart, a seat in a rubber's
// contract) are worded in the spreadsheet's language from data: what was meant as a code, sizes as
// numbers, the seat as the notation letters it. English is as before (the code-*.test.ts files).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DDTABLE } from '../../apps-script/functions/double-dummy';
import { BRIDGESCORE, IMPS } from '../../apps-script/functions/hands';
import { MOVEMENT } from '../../apps-script/functions/movements';
import { MATCHPOINTS } from '../../apps-script/functions/pairs';
import { BOARDMATCHPOINTS } from '../../apps-script/functions/ranking';
import { BUGGERSCORE, RUBBERTOTAL } from '../../apps-script/functions/sessions';
import { speak, unspeak } from './speaking-fixture';

beforeEach(() => speak('en_US'));
afterEach(unspeak);

describe('in French', () => {
  beforeEach(() => speak('fr_FR'));

  it('a contract Sheets turned into a date: type the contract as text', () => {
    // 4 March, as Sheets reads "4/3" typed in a French sheet: a local date, the day the sheet shows.
    expect(() => BRIDGESCORE(new Date(2026, 2, 4), 10)).toThrow(
      '"2026-03-04" : Sheets a lu cette cellule comme une date ; saisissez le contrat comme texte (commencez par une apostrophe)',
    );
  });

  it('a bare 1 as the vulnerability: yes, or board 1, and how to say the column holds boards', () => {
    // A sheet of an earlier template passes the board number there: the hint says so in French too.
    expect(() => BRIDGESCORE('4P=', '', 1, 'N')).toThrow(
      /^1 : pourrait être oui \(vulnérable\) ou la donne 1 .* \(une colonne de numéros de donne : ajoutez vulnerability_is "board"\)$/,
    );
  });

  it('the headers option given as a range, its size in lines and columns', () => {
    expect(() => DDTABLE('', [[true], [false]])).toThrow(
      'headers : une seule cellule, TRUE ou FALSE, pas une plage de 2 lignes sur 1 colonne',
    );
  });

  it('a blank inside a Bugger chart: the entry and its bid by number', () => {
    expect(() => BUGGERSCORE(2, 2, [[5], [''], [12]])).toThrow(
      'chart : l’entrée 2 (pour une annonce de 1) est vide ; remplissez-la, ou arrêtez chart là',
    );
  });
});

describe('in German', () => {
  beforeEach(() => speak('de_DE'));

  it('boards and scores of different sizes, each size in Zeilen and Spalten', () => {
    expect(() => BOARDMATCHPOINTS([[1], [1], [1]], [[420], [170]])).toThrow(
      'boards und ns_scores müssen gleich groß sein: boards hat 3 Zeilen mal 1 Spalte, ns_scores 2 Zeilen mal 1 Spalte',
    );
  });

  it('a score that is no number, what it was meant to be worded in German', () => {
    expect(() => IMPS('viel', 420)).toThrow('"viel": ein Score muss eine Zahl sein');
  });

  it('a seat in a rubber’s contract, lettered as German letters it: O for East', () => {
    expect(() => RUBBERTOTAL([['We', '4P= O', '', '']])).toThrow(
      'Zeile 1: "4P= O": dieses Blatt wertet Seiten, nicht Plätze: lassen Sie das O weg',
    );
  });

  it('the honors option given as a range: one cell, ja oder nein', () => {
    expect(() => RUBBERTOTAL([['We', '4P=', '', '']], [['no'], ['yes']])).toThrow(
      'honors: eine Zelle, ja oder nein, kein Bereich von 2 Zeilen mal 1 Spalte',
    );
  });
});

describe('in Polish', () => {
  beforeEach(() => speak('pl_PL'));

  it('a score out of range, named as a score (zapis)', () => {
    const long = '9'.repeat(400);
    expect(IMPS([[20], [long]])).toEqual([
      [1],
      [`"${'9'.repeat(40)}…": zapis: poza zakresem, liczba może tu wynosić najwyżej 9007199254740991 w obie strony`],
    ]);
  });

  it('ranges of different sizes, the rows counted in Polish forms', () => {
    // 2 rows: few (wiersze); 5 rows: many (wierszy).
    expect(() => BRIDGESCORE([['4S'], ['4H']], [[10], [10], [10], [10], [10]])).toThrow(
      'zakresy muszą mieć ten sam rozmiar: jeden ma 2 wiersze na 1 kolumnę, inny 5 wierszy na 1 kolumnę',
    );
  });
});

describe('the core’s own problems with a cell, in Spanish', () => {
  beforeEach(() => speak('es_ES'));

  it('a deal whose hand is no hand: the hand quoted, as the core words it (una mano, picas)', () => {
    expect(() => DDTABLE('N:AKQ2.J5.T98.K43 x y z')).toThrow(
      '"N:AKQ2.J5.T98.K43 x y z": "x": una mano tiene cuatro palos separados por puntos, picas primero',
    );
  });

  it('a movement the core does not know, its kinds listed with o', () => {
    expect(() => MOVEMENT('Swiss', 10)).toThrow(
      'kind: "Swiss": un movimiento es Mitchell, Mitchell skip, Mitchell relay o Howell',
    );
  });
});

describe('the custom functions’ other refusals, in Swedish', () => {
  beforeEach(() => speak('sv_SE'));

  it('a deal that is no text, a scale that is neither 2 nor 1, a board with no scores', () => {
    expect(() => DDTABLE(42)).toThrow(
      '42: en giv är text: den första platsen och ett kolon, sedan fyra händer (N:AKQ2.J5.T98.K43 …)',
    );
    expect(MATCHPOINTS([[420], [170]], [[420], [170]], 3)).toEqual([
      ['3: skalan är 2 (2 och 1) eller 1 (1 och ½)'],
      ['3: skalan är 2 (2 och 1) eller 1 (1 och ½)'],
    ]);
    expect(() => MATCHPOINTS(420, [['']])).toThrow('all_scores: brickan har inga poäng');
  });

  it('an unknown result_is: the two ways a result column is written, in Swedish', () => {
    expect(() => BRIDGESCORE('4S', 10, false, 'N', 'down')).toThrow(
      '"down": result_is måste vara "tricks" (ett tal är antalet tagna stick) eller "relative" (0 hemgång, 1 ett övertrick, -1 en straff), eller tom',
    );
  });
});

// The movement cards and the published results, sheets and pages, in the spreadsheet's language: their
// titles, headings and column headers, the summary a director reads out, the contracts in its notation,
// and the page's <html lang>. English is tested as before in movement-cards and publish.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeMovementCards } from '../../apps-script/cards/cards';
import { MOVEMENT } from '../../apps-script/functions/movements';
import { enterResult } from '../../apps-script/pairs-evening/entry';
import { setupPairsEvening } from '../../apps-script/pairs-evening/setup';
import { importPbnResults } from '../../apps-script/pbn-import';
import { resultsFiles, writeResultSheets } from '../../apps-script/publish/publish';
import { insertTemplate, pairsTemplate, teamsTemplate } from '../../apps-script/templates';
import { lock, ss } from './evening-fixture';
import { speak, unspeak } from './speaking-fixture';

beforeEach(() => speak('en_US'));
afterEach(unspeak);

/** A sheet's card under `heading`: its header and rows, up to the blank line after it. */
function card(sheet: string, heading: string): unknown[][] {
  const rows = ss.values(sheet);
  const at = rows.findIndex((row) => row[0] === heading && row.slice(1).every((cell) => cell === ''));
  const end = rows.findIndex((row, i) => i > at && row.every((cell) => cell === ''));
  return rows.slice(at + 1, end < 0 ? undefined : end);
}

describe('movement cards', () => {
  it('in French: a 7-table Mitchell’s summary, table cards and page', () => {
    speak('fr_FR');
    const answer = writeMovementCards(ss, lock, { kind: 'Mitchell', pairs: '14', boardsPerRound: '3' });
    expect(answer).toMatchObject({ ok: true, message: 'Écrit : "Movement", "Table cards", "Guide cards".' });
    // The sheets keep their English names; what they hold is French.
    const summary = ss.values('Movement').slice(1, 8);
    // 7 tables, 7 rounds of 3 boards: 21 boards in 7 sets, each played at every table once.
    expect(summary.map((row) => row.slice(0, 2))).toEqual([
      ['Mouvement', 'Mitchell, 14 paires sur 7 tables'],
      ['Tours', 7],
      ['Donnes par tour', 3],
      ['Donnes', '1-21 (7 séries de 3)'],
      ['Chaque donne jouée', '7 fois'],
      [
        'Déplacements',
        'Les N/S restent à leur table ; les E/O montent d’une table (de la dernière à la table 1), les donnes descendent d’une table (de la table 1 à la dernière).',
      ],
      ['Rencontres', 'chaque paire N/S rencontre chaque paire E/O'],
    ]);
    expect(ss.values('Movement')[9]?.slice(0, 5)).toEqual(['Tour', 'Table', 'N/S', 'E/O', 'Donnes']);
    // Table 1 plays set 1 against E/W 1 in round 1, and passes its boards down to the last table. A card
    // is printed, never read back: its pairs are lettered as French letters the seats, O for West.
    expect(card('Table cards', 'Table 1').slice(0, 2)).toEqual([
      ['Tour', 'N/S', 'E/O', 'Donnes', 'Donnes vers'],
      [1, 'N/S 1', 'E/O 1', '1-3', 'table 7'],
    ]);
    expect(card('Guide cards', 'E/O 1')[0]).toEqual(['Tour', 'Table', 'Orientation', 'Adversaires', 'Donnes']);
    const html = answer.ok ? answer.value.html : '';
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Mitchell pour 14 paires</title>');
    expect(html).toContain('<p class="meta">Mitchell · 14 paires · 7 tours de 3 donnes</p>');
    expect(html).toContain('<h2 id="tables">Fiches de table</h2>');
    expect(html).toContain('<h3>Table 1</h3>');
    expect(html).not.toMatch(/Summary|Table cards<|Guide cards<|Round</);
  });

  it('in German: a 5-table Howell, pair 10 staying at table 1, each pair’s route', () => {
    speak('de_DE');
    const answer = writeMovementCards(ss, lock, { kind: 'Howell', pairs: '10', boardsPerRound: '3' });
    expect(answer.ok).toBe(true);
    const summary = new Map(ss.values('Movement').map((row) => [row[0], row[1]]));
    expect(summary.get('Wechsel')).toBe(
      'Paar 10 bleibt N/S an Tisch 1; jedes andere Paar folgt seiner Laufkarte, und die Boards gehen, wohin die Tischkarten sagen.',
    );
    expect(summary.get('Begegnungen')).toBe('jedes Paar trifft jedes andere');
    const route = card('Guide cards', 'Paar 1');
    expect(route[0]).toEqual(['Runde', 'Tisch', 'Richtung', 'Gegner', 'Boards']);
    // A Howell pair sits N/S or E/W, said in German letters: O/W for East-West.
    expect(new Set(route.slice(1).map((row) => row[2]))).toEqual(new Set(['N/S', 'O/W']));
    expect(answer.ok ? answer.value.html : '').toContain('<html lang="de">');
  });
});

describe('a movement’s settings refused, in German', () => {
  it('a number of pairs that is no whole number, and none at all', () => {
    expect(() => MOVEMENT('Howell', 9.5)).toThrow('pairs: 9.5: the number of pairs must be a whole number');
    speak('de_DE');
    expect(() => MOVEMENT('Howell', 9.5)).toThrow('pairs: 9.5: die Zahl der Paare muss eine ganze Zahl sein');
    const answer = writeMovementCards(ss, lock, { kind: 'Mitchell', pairs: '' });
    expect(answer).toMatchObject({ ok: false, field: 'pairs' });
    expect(answer.ok ? '' : answer.message).toMatch(/die Zahl der Paare wird gebraucht$/);
  });
});

describe('published results in French', () => {
  /** A Mitchell of 8 pairs, a board a round: two results of round 1 entered. */
  function evening() {
    expect(setupPairsEvening(ss, lock, { kind: 'Mitchell', pairs: '8', boardsPerRound: '1' }).ok).toBe(true);
    // Board 1, nobody vulnerable: four spades made is 420; board 2, N/S vulnerable: 3NT made is 600.
    const entry = { round: 1, shown: null };
    expect(enterResult(ss, lock, { ...entry, table: 1, board: 1, declarer: 'N', contract: '4P=' }).ok).toBe(true);
    expect(enterResult(ss, lock, { ...entry, table: 2, board: 2, declarer: 'S', contract: '3SA=' }).ok).toBe(true);
  }

  it('the page: its sections, headers and contracts in French', () => {
    speak('fr_FR');
    evening();
    const files = resultsFiles(ss, 'Pairs evening');
    const html = files.ok ? files.value.html : '';
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<a href="#ranking">Classement</a><a href="#travellers">Feuilles ambulantes</a>');
    expect(html).toContain('<h3 id="board-1">Donne 1</h3>');
    expect(html).toContain('<th scope="col">Contrat</th><th scope="col">Par</th><th class="n" scope="col">Levées</th>');
    // Four spades by North, ten tricks: 4P in French.
    expect(html).toContain('<td>4P</td><td>N</td><td class="n">10</td><td class="n">420</td>');
    expect(html).toContain('<th class="n" scope="col">Rang</th><th scope="col">Paire N/S</th>');
    expect(html).toMatch(/<p class="meta">Marqué par Bridge Scorer : points de match/);
    expect(html).not.toMatch(/Travellers|Score cards|Contract|Tricks|>Board /);
  });

  it('the sheets: Ranking, Travellers and Score cards headed in French', () => {
    speak('fr_FR');
    evening();
    expect(writeResultSheets(ss, lock, 'Pairs evening')).toMatchObject({
      ok: true,
      message: 'Écrit : "Ranking", "Travellers", "Score cards".',
    });
    expect(card('Travellers', 'Donne 1')).toEqual([
      ['N/S', 'E/O', 'Contrat', 'Par', 'Levées', 'Marque N/S', 'Points N/S', 'Points E/O', '% N/S', '% E/O'],
      expect.arrayContaining(['4P', 'N', 10, 420]),
    ]);
    expect(ss.values('Ranking')[1]?.slice(0, 5)).toEqual(['Rang', 'Paire N/S', 'Points', 'Max', '%']);
    const cards = ss.values('Score cards');
    const first = cards.findIndex((row) => String(row[0]).startsWith('paire '));
    expect(cards[first]?.[2]).toMatch(/^Rang \d+=?$/);
    expect(cards[first + 1]).toEqual([
      'Donne',
      'Orientation',
      'Adversaires',
      'Contrat',
      'Par',
      'Levées',
      'Marque',
      'Points',
      '%',
    ]);
    // Published again: the first sheets are kept, and said to be, in French.
    expect(writeResultSheets(ss, lock, 'Pairs evening')).toMatchObject({
      message:
        'Écrit : "Ranking 2", "Travellers 2", "Score cards 2". "Ranking", "Travellers" et "Score cards" restent telles quelles : Bridge Scorer ne remplace jamais une feuille.',
    });
  });
});

describe('a template inserted in French', () => {
  it('says what to type with French contracts and seats, and refuses a second one in French', () => {
    speak('fr_FR');
    const answer = insertTemplate(ss, lock, pairsTemplate(), () => undefined);
    expect(answer.ok).toBe(true);
    // Four spades, made; three no trump doubled one down; West is O.
    expect(answer.message).toMatch(
      /^Feuille « Pairs results » insérée : .*le contrat \(4P, ou avec son résultat 4P=, 3SAX-1\), le déclarant \(N, E, S, O\)/,
    );
    expect(insertTemplate(ss, lock, teamsTemplate(), () => undefined).message).toMatch(
      /^Feuille « Teams match » insérée : /,
    );
    expect(insertTemplate(ss, lock, pairsTemplate(), () => undefined)).toEqual({
      ok: false,
      message:
        'Non inséré : ce classeur a déjà une feuille « Pairs results », laissée telle quelle ; renommez-la pour en insérer une nouvelle.',
    });
  });
});

describe('a PBN import answered in Swedish', () => {
  it('counts the records, the boards matchpointed and the records without a score in Swedish', () => {
    speak('sv_SE');
    // Board 1 played three times and passed out once, board 2 not played: five records, one board to
    // matchpoint, one record without a score.
    const text = [
      '[Board "1"]\n[Vulnerable "None"]\n[Dealer "N"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "10"]',
      '[Board "1"]\n[Vulnerable "None"]\n[Dealer "N"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "11"]',
      '[Board "1"]\n[Vulnerable "None"]\n[Dealer "N"]\n[Declarer "E"]\n[Contract "5DX"]\n[Result "9"]',
      '[Board "01"]\n[Vulnerable "None"]\n[Dealer "N"]\n[Contract "Pass"]',
      '[Board "2"]\n[Vulnerable "NS"]\n[Dealer "E"]',
    ].join('\n\n');
    expect(importPbnResults(ss, lock, text)).toEqual({
      ok: true,
      value: null,
      message: '5 poster importerade till "Results"; 1 bricka med matchpoäng. 1 post hade inget resultat.',
    });
  });
});

import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.handicaps':
    'Le coppie del file hanno un handicap, che le sue cifre includono: qui non è applicato, quindi quelle cifre differiscono.',
  'import.unreadDeals':
    '{count, plural, one {La distribuzione della smazzata} other {Le distribuzioni delle smazzate}} {boards} del file non {count, plural, one {ha} other {hanno}} quattro mani complete: {count, plural, one {omessa} other {omesse}}.',
  'import.events': 'Il file contiene {count} tornei, ciascuno importato a sé e mai calcolato con un altro.',
  'import.convention':
    'Classificato come {source, select, bbo {BBO: ogni board tra i risultati giocati, la percentuale di una coppia la media dei suoi board, un board non giocato media a entrambi} ours {Bridge Scorer: Neuberg sul board più giocato} other {i programmi dei circoli: Neuberg sul board più giocato}}.',
  'import.substitutes':
    '{count, plural, one {# coppia ha giocato} other {# coppie hanno giocato}} come sostituta di una coppia: i loro board sono accreditati a quella coppia.',
  'import.windows1252':
    'Letto come Windows-1252 (ISO-8859-1), non essendo UTF-8: {count, plural, one {riga} other {# righe:}} {lines}.',
  'import.cut':
    '{count, plural, one {# cella superava} other {# celle superavano}} quanto Sheets conserva (50.000 caratteri) e {count, plural, one {è stata troncata} other {sono state troncate}} con …: {cells}.',
  'import.done':
    '{records, plural, one {# record importato} other {# record importati}} in "{sheet}"; {boards, plural, one {# board calcolato} other {# board calcolati}} {scoring, select, matchpoints {a matchpoint} butler {in IMP Butler} other {in cross-IMP}}.',
  'import.noCompare':
    '{records, plural, one {# record importato} other {# record importati}} in "{sheet}". Nessun board ha due risultati da confrontare, quindi nessuno è calcolato {scoring, select, matchpoints {a matchpoint} butler {in IMP Butler} other {in cross-IMP}}.',
  'import.pairsInto': 'le coppie in "{sheet}"',
  'import.rankingInto': 'la classifica in "{sheet}"',
  'import.notRanked': 'Non classificato: {problem}.',
  'import.adjusted':
    '{count, plural, one {# punteggio arbitrale calcolato come l’ha dato l’arbitro} other {# punteggi arbitrali calcolati come li ha dati l’arbitro}}.',
  'import.unscored': '{count, plural, one {# record non aveva} other {# record non avevano}} punteggio.',
  'import.differing':
    '{count, plural, one {# record dava} other {# record davano}} un punteggio che le regole non danno: vedi la colonna Note.',
  'import.noPar':
    'Nessun par per {count, plural, one {# board} other {# board}} ({boards}): le loro smazzate richiedevano più tempo di quanto un’importazione consenta.',
  'import.solveRest':
    'Scegli "{menu}" nel menu del componente aggiuntivo per riprendere da dove l’importazione si è fermata, tutte le volte che serve.',
  'import.agrees':
    'Per ogni coppia il valore ({what, select, percentage {percentuale} other {IMP}}) è quello del file ({count, plural, one {# coppia} other {# coppie}}).',
  'import.differs':
    '{count, plural, one {# coppia} other {# coppie}} su {total} differiscono dal valore del file ({what, select, percentage {percentuale} other {IMP}}; {pairs}): vedi il foglio Ranking.',
  'import.filePoints':
    'I punti di {count, plural, one {# riga differiscono} other {# righe differiscono}} da quelli delle regole più dell’arrotondamento del file: restano come li dà il file, come rettifiche dell’arbitro.',
  'publish.noNumbers':
    '{count, plural, one {# giocatore non ha} other {# giocatori non hanno}} numero di tessera: {players}.',
  'publish.blankNumbers':
    'Il file USEBIO è stato creato con {count, plural, one {# numero di tessera vuoto} other {# numeri di tessera vuoti}}: {players}.',
  'publish.noUsebio': 'Il file USEBIO non può essere scritto: {error}.',
};

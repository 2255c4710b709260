import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.filePoints':
    'I punti di {count, plural, one {# riga differiscono} other {# righe differiscono}} da quelli delle regole più dell’arrotondamento del file: restano come li dà il file, come rettifiche dell’arbitro.',
  'publish.noNumbers':
    '{count, plural, one {# giocatore non ha} other {# giocatori non hanno}} numero di tessera: {players}.',
  'publish.blankNumbers':
    'Il file USEBIO è stato creato con {count, plural, one {# numero di tessera vuoto} other {# numeri di tessera vuoti}}: {players}.',
  'publish.noUsebio': 'Il file USEBIO non può essere scritto: {error}.',
};

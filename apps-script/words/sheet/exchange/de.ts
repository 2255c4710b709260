import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.filePoints':
    'Die Punkte {count, plural, one {von # Zeile weichen} other {von # Zeilen weichen}} um mehr als die Rundung der Datei von denen der Regeln ab: Sie bleiben, wie die Datei sie angibt, als Berichtigungen des Turnierleiters.',
  'publish.noNumbers': '{count, plural, one {# Spieler hat} other {# Spieler haben}} keine Verbandsnummer: {players}.',
  'publish.blankNumbers':
    'Die USEBIO-Datei wurde mit {count, plural, one {# leeren Verbandsnummer} other {# leeren Verbandsnummern}} erstellt: {players}.',
  'publish.noUsebio': 'Die USEBIO-Datei kann nicht geschrieben werden: {error}.',
};

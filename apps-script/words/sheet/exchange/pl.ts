import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.filePoints':
    'Punkty {count, plural, one {# wiersza różnią się} few {# wierszy różnią się} many {# wierszy różnią się} other {# wiersza różnią się}} od wynikających z przepisów o więcej niż zaokrąglenie pliku: zostają takie, jak podaje plik, jako korekty sędziego.',
  'publish.noNumbers':
    '{count, plural, one {# zawodnik nie ma} few {# zawodników nie ma} many {# zawodników nie ma} other {# zawodnika nie ma}} numeru związkowego: {players}.',
  'publish.blankNumbers':
    'Plik USEBIO utworzono z {count, plural, one {# pustym numerem związkowym} few {# pustymi numerami związkowymi} many {# pustymi numerami związkowymi} other {# pustego numeru związkowego}}: {players}.',
  'publish.noUsebio': 'Nie można zapisać pliku USEBIO: {error}.',
};

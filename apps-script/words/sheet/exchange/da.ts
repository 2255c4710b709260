import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.filePoints':
    '{count, plural, one {# linjes point afviger} other {# linjers point afviger}} fra reglernes med mere end filens afrunding: de beholdes, som filen angiver dem, som turneringslederens justeringer.',
  'publish.noNumbers': '{count, plural, one {# spiller har} other {# spillere har}} intet forbundsnummer: {players}.',
  'publish.blankNumbers':
    'USEBIO-filen blev lavet med {count, plural, one {# tomt forbundsnummer} other {# tomme forbundsnumre}}: {players}.',
  'publish.noUsebio': 'USEBIO-filen kan ikke skrives: {error}.',
};

import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.filePoints':
    'De punten van {count, plural, one {# regel wijken} other {# regels wijken}} meer dan de afronding van het bestand af van die van de regels: ze blijven zoals het bestand ze geeft, als correcties van de wedstrijdleider.',
  'publish.noNumbers': '{count, plural, one {# speler heeft} other {# spelers hebben}} geen bondsnummer: {players}.',
  'publish.blankNumbers':
    'Het USEBIO-bestand is gemaakt met {count, plural, one {# leeg bondsnummer} other {# lege bondsnummers}}: {players}.',
  'publish.noUsebio': 'Het USEBIO-bestand kan niet worden geschreven: {error}.',
};

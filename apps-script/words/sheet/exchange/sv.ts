import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.filePoints':
    'Poängen på {count, plural, one {# rad skiljer} other {# rader skiljer}} sig från reglernas med mer än filens avrundning: de behålls som filen anger dem, som tävlingsledarens justeringar.',
  'publish.noNumbers': '{count, plural, one {# spelare saknar} other {# spelare saknar}} förbundsnummer: {players}.',
  'publish.blankNumbers':
    'USEBIO-filen gjordes med {count, plural, one {# tomt förbundsnummer} other {# tomma förbundsnummer}}: {players}.',
  'publish.noUsebio': 'USEBIO-filen kan inte skrivas: {error}.',
};

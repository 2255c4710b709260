import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.filePoints':
    'Los puntos de {count, plural, one {# línea difieren} other {# líneas difieren}} de los del reglamento en más que el redondeo del archivo: se conservan como los da el archivo, como ajustes del director.',
  'publish.noNumbers':
    '{count, plural, one {# jugador no tiene} other {# jugadores no tienen}} número de federado: {players}.',
  'publish.blankNumbers':
    'El archivo USEBIO se generó con {count, plural, one {# número de federado en blanco} other {# números de federado en blanco}}: {players}.',
  'publish.noUsebio': 'No se puede escribir el archivo USEBIO: {error}.',
};

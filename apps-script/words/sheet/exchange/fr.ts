import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.filePoints':
    'Les points de {count, plural, one {# ligne diffèrent} other {# lignes diffèrent}} de ceux du règlement de plus que l’arrondi du fichier : ils sont gardés tels que le fichier les donne, comme ajustements de l’arbitre.',
  'publish.noNumbers':
    '{count, plural, one {# joueur n’a} other {# joueurs n’ont}} pas de numéro de licence : {players}.',
  'publish.blankNumbers':
    'Le fichier USEBIO a été fait avec {count, plural, one {# numéro de licence vide} other {# numéros de licence vides}} : {players}.',
  'publish.noUsebio': 'Le fichier USEBIO ne peut pas être écrit : {error}.',
};

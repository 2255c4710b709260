import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.handicaps':
    'Les paires du fichier ont des handicaps, que ses propres chiffres incluent : ils ne sont pas appliqués ici, ces chiffres diffèrent donc.',
  'import.unreadDeals':
    '{count, plural, one {La donne} other {Les donnes}} {boards} du fichier n’{count, plural, one {a} other {ont}} pas quatre mains complètes : {count, plural, one {laissée} other {laissées}} de côté.',
  'import.events': 'Le fichier contient {count} épreuves, chacune importée à part et jamais marquée avec une autre.',
  'import.convention':
    'Classé comme {source, select, bbo {BBO classe : chaque donne parmi les résultats joués, le pourcentage d’une paire la moyenne de ses donnes, une donne non jouée moyenne aux deux camps} ours {Bridge Scorer classe : Neuberg sur la donne la plus jouée} other {les programmes de club classent : Neuberg sur la donne la plus jouée}}.',
  'import.substitutes':
    '{count, plural, one {# association a joué} other {# associations ont joué}} en remplacement d’une paire : leurs donnes sont créditées à cette paire.',
  'import.windows1252':
    'Lu en Windows-1252 (ISO-8859-1), faute d’être de l’UTF-8 : {count, plural, one {ligne} other {# lignes :}} {lines}.',
  'import.cut':
    '{count, plural, one {# cellule dépassait} other {# cellules dépassaient}} ce que Sheets garde (50 000 caractères) et {count, plural, one {a été coupée} other {ont été coupées}} par … : {cells}.',
  'import.done':
    '{records, plural, one {# enregistrement importé} other {# enregistrements importés}} dans « {sheet} » ; {boards, plural, one {# donne marquée} other {# donnes marquées}} {scoring, select, matchpoints {en points de match} butler {en IMPs Butler} other {en cross-IMPs}}.',
  'import.noCompare':
    '{records, plural, one {# enregistrement importé} other {# enregistrements importés}} dans « {sheet} ». Aucune donne n’a deux résultats à comparer : aucune n’est marquée {scoring, select, matchpoints {en points de match} butler {en IMPs Butler} other {en cross-IMPs}}.',
  'import.pairsInto': 'les paires dans « {sheet} »',
  'import.rankingInto': 'le classement dans « {sheet} »',
  'import.notRanked': 'Non classé : {problem}.',
  'import.adjusted':
    '{count, plural, one {# marque ajustée comptée comme l’arbitre l’a donnée} other {# marques ajustées comptées comme l’arbitre les a données}}.',
  'import.unscored':
    '{count, plural, one {# enregistrement n’avait} other {# enregistrements n’avaient}} pas de marque.',
  'import.differing':
    '{count, plural, one {# enregistrement donnait} other {# enregistrements donnaient}} une marque que les règles ne donnent pas : voyez la colonne Note.',
  'import.noPar':
    'Pas de par pour {count, plural, one {# donne} other {# donnes}} ({boards}) : leurs jeux prenaient plus de temps à résoudre qu’une importation ne le permet.',
  'import.solveRest':
    'Choisissez « {menu} » dans le menu du module pour reprendre là où l’importation s’est arrêtée, autant de fois qu’il le faut.',
  'import.agrees':
    '{what, select, percentage {Le pourcentage} other {Le total d’IMPs}} de chaque paire est celui que donne le fichier ({count, plural, one {# paire} other {# paires}}).',
  'import.differs':
    '{count, plural, one {# paire} other {# paires}} sur {total} diffèrent {what, select, percentage {du pourcentage} other {du total d’IMPs}} du fichier ({pairs}) : voyez la feuille Ranking.',
  'import.filePoints':
    'Les points de {count, plural, one {# ligne diffèrent} other {# lignes diffèrent}} de ceux du règlement de plus que l’arrondi du fichier : ils sont gardés tels que le fichier les donne, comme ajustements de l’arbitre.',
  'publish.noNumbers':
    '{count, plural, one {# joueur n’a} other {# joueurs n’ont}} pas de numéro de licence : {players}.',
  'publish.blankNumbers':
    'Le fichier USEBIO a été fait avec {count, plural, one {# numéro de licence vide} other {# numéros de licence vides}} : {players}.',
  'publish.noUsebio': 'Le fichier USEBIO ne peut pas être écrit : {error}.',
};

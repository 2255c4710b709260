import type { MembersWords } from './en';

export const MEMBERS: MembersWords = {
  'menu.members': 'Remplir les numéros de licence depuis Members',
  'members.filled': '{count, plural, one {# numéro de licence rempli.} other {# numéros de licence remplis.}}',
  'members.unknown':
    '{count, plural, one {# joueur n’a pas de fiche de membre : {names}.} other {# joueurs n’ont pas de fiche de membre : {names}.}}',
  'members.differs':
    '{count, plural, one {# numéro saisi diffère de la feuille Members et est gardé tel quel : {list}.} other {# numéros saisis diffèrent de la feuille Members et sont gardés tels quels : {list}.}}',
  'members.lostZeros':
    '{count, plural, one {La feuille {sheet} garde le numéro de la ligne {rows} comme un nombre : un zéro initial éventuel est perdu. Mettez la colonne Number au format texte brut et saisissez-le de nouveau.} other {La feuille {sheet} garde les numéros des lignes {rows} comme des nombres : les zéros initiaux éventuels sont perdus. Mettez la colonne Number au format texte brut et saisissez-les de nouveau.}}',
  'members.made':
    'Il n’y avait pas de feuille {sheet} : elle est créée, avec les en-têtes Name, Number et Club et sa colonne Number gardée en texte, pour que les zéros initiaux restent. Saisissez-y vos membres, puis choisissez de nouveau cette commande.',
  'members.headersAdded': 'Les en-têtes {headers} ont été ajoutés après Names dans la feuille {sheet}.',
  'refusal.members-two': '{name} correspond à deux membres : {first} et {second}',
  'refusal.members-headers':
    'La feuille {sheet} doit avoir une ligne d’en-têtes avec Name et Number (et Club si vous voulez) : aucune trouvée',
  'refusal.members-number':
    'feuille {sheet}, ligne {row}, {column} : {number} n’est pas un numéro de licence (lettres et chiffres seulement)',
  'refusal.members-no-pairs':
    '{why, select, missing {Il n’y a pas de feuille {sheet}} other {La feuille {sheet} n’a pas de ligne d’en-têtes avec Pair et Names}} : aucun joueur à remplir',
  'refusal.members-taken':
    'Les en-têtes {headers} iraient après Names dans la feuille {sheet}, mais {cell} contient {text} : déplacez-le, ou saisissez vous-même ces en-têtes',
};

import type { TablesWords } from './en';

export const TABLES: TablesWords = {
  'table.pageTitle': 'Table {table} · Bridge Scorer',
  'table.wrongKey':
    'Ce lien n’ouvre pas la table {table} de ce tournoi : sa clé est fausse, ancienne ou celle d’une autre table. Rien n’a été écrit ; demandez au directeur le lien de votre table.',
  'table.noId':
    'Le résultat est arrivé sans son identifiant et pourrait être écrit deux fois : rechargez la page et saisissez-le de nouveau.',
  'table.badLead': '« {lead} » n’est pas une carte : une entame est une couleur et un rang, comme ♥R ou P10.',
  'table.notHere': 'La donne {board} ne se joue pas à cette table au tour {round} : rien n’a été écrit.',
  'table.written': 'Donne {board} : {what}, saisie.',
  'table.already': 'La donne {board} était déjà saisie : {what}. Rien n’a été écrit de nouveau.',
  'table.changedSince': 'La donne {board} a été saisie depuis cette table ; le directeur l’a depuis changée en {what}.',
  'table.clearedSince': 'La donne {board} a été saisie depuis cette table ; le directeur l’a depuis effacée.',
  'table.conflict':
    'La donne {board} contient déjà {holds}, et non {sent} : rien n’a été écrit. Le directeur tranchera.',
  'table.noSpreadsheet':
    'Les pages des tables n’atteignent pas le classeur du tournoi. Prévenez le directeur : il ouvre le tournoi une fois dans le panneau latéral, et la copie peut demander le droit que nomme docs/publishing.md.',
  'table.noAdjusted':
    '« {typed} » est une marque ajustée : c’est au directeur de la donner, depuis le panneau latéral. Saisissez le contrat joué, ou appelez le directeur.',
  'table.otherEvening': 'La donne {board} a été saisie pour un autre tournoi : elle n’est pas écrite dans celui-ci.',
  'table.notYet': 'La donne {board} du tour {round} n’est pas encore à cette table : rien n’a été écrit.',
  'table.noWebApp':
    'Les pages des tables ne sont pas encore déployées : déployez le script de ce classeur comme application web (voir « Pages des tables » dans l’aide) et recommencez.',
  'table.keysIssued':
    '{count, plural, one {La table {tables} a} other {Les tables {tables} ont}} un nouveau lien ; l’ancien n’ouvre plus rien.',
  'caller.notEditor':
    'Seul un éditeur de ce classeur peut faire cela, depuis le classeur lui-même (son menu ou son panneau latéral).',
  'refusal.table-not-in-evening': 'il n’y a pas de table {table} ce soir : ses tables vont de 1 à {tables}',
  'refusal.evening-format':
    '« {sheet} » a été installé par une version plus récente de Bridge Scorer (format {format}) ; cette copie lit les formats jusqu’au {known} : utilisez la copie qui l’a installé, ou mettez celle-ci à jour',
};

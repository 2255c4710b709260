import type { Translation } from '../sidebar/words';
import type { EN as English } from './en';

export const FR: Translation<typeof English> = {
  'page.title': 'Bridge Scorer\u00a0: votre table',
  'page.loading': 'Recherche de votre table…',
  'page.noLink':
    'Cette page s’ouvre par le lien de votre table\u00a0: scannez le QR code posé sur la table, ou demandez le lien à l’arbitre.',
  'page.unreachable': 'Le serveur est injoignable\u00a0: {problem}. La page réessaie d’elle-même.',
  'page.key':
    'Ce lien n’est pas (ou plus) celui de votre table\u00a0: rien n’a été enregistré. Scannez de nouveau le QR code de la table, ou demandez à l’arbitre.',
  'page.finished': 'Toutes vos donnes sont enregistrées, merci\u00a0!',

  'head.table': 'Table {table}',
  'head.round': 'Tour {round} sur {rounds}',
  'head.boards': 'Donnes de ce tour',

  'board.title': 'Donne {board}',
  'board.dealer': 'Donneur {seat}',
  'board.vulnerable': 'Vulnérable\u00a0: {vulnerable}',
  'board.in': 'Enregistrée',
  'board.waiting': 'En attente',
  'board.toPlay': 'À jouer',
  'board.next': 'Suivante\u00a0: donne {board}',

  'step.declarer': 'Déclarant',
  'step.passedOut': 'Passée',
  'step.contract': 'Contrat',
  'step.level': 'Palier',
  'step.strain': 'Couleur',
  'step.doubling': 'Contré\u00a0?',
  'step.typed': 'Ou tapez le contrat',
  'step.typedBad': '"{typed}" n’est pas un contrat\u00a0: écrivez par exemple {examples}',
  'step.lead': 'Entame',
  'step.leadSuit': 'Couleur d’entame',
  'step.leadRank': 'Carte d’entame',
  'step.noLead': 'Sans entame',
  'step.result': 'Résultat',
  'step.tricks': '{result}\u00a0: {tricks, plural, one {# levée} other {# levées}}',
  'step.next': 'Suivant',
  'step.back': 'Retour',

  'double.none': 'Non contré',
  'double.X': 'Contré',
  'double.XX': 'Surcontré',
  'vul.None': 'Personne',
  'vul.All': 'Tous',

  'confirm.title': 'Vérifiez et acceptez',
  'confirm.by': 'joué par {seat}',
  'confirm.lead': 'Entame\u00a0: {card}',
  'confirm.score': 'Marque',
  'confirm.ask': '{side}\u00a0: vérifiez le contrat et la marque, puis acceptez.',
  'confirm.accept': '{side} acceptent',
  'confirm.change': 'Modifier',

  'send.waiting': '{count, plural, one {# résultat en attente d’envoi} other {# résultats en attente d’envoi}}',
  'send.now': 'Envoyer maintenant',
  'send.offline':
    'Pas de connexion\u00a0: les résultats restent sur ce téléphone et partent dès que le réseau revient.',
  'send.unkept': 'Ce téléphone ne peut pas garder le résultat\u00a0: ne rechargez pas la page avant son envoi.',
  'send.written': 'Donne {board} enregistrée.',
  'send.already': 'La donne {board} était déjà enregistrée\u00a0: {contract}.',
  'send.conflict': 'La donne {board} porte un autre résultat\u00a0: rien n’a été enregistré.',
  'send.refused': 'Donne {board} non enregistrée\u00a0: {problem}',
  'send.notAccepted': 'Non acceptés',
  'send.holds': 'La donne porte',
  'send.sent': 'Vous avez envoyé',
  'send.director': 'L’arbitre tranchera.',

  'traveller.title': 'Donne {board} à toutes les tables jusqu’ici',
  'traveller.pairs': 'Paires',
  'traveller.contract': 'Contrat',
  'traveller.lead': 'Entame',
  'traveller.score': 'Marque {side}',
  'traveller.mine': 'vous',
  'traveller.later': 'Les résultats de toutes les tables s’affichent ici une fois le vôtre enregistré.',

  'moves.title': 'Le tour {round} est terminé',
  'moves.pair': '{pair} va à la table {table}, en {direction}',
  'moves.out': '{pair}\u00a0: pas de table au prochain tour',
  'moves.boards': 'Les donnes {boards} vont à la table {table}',
  'moves.boardsRest':
    'Les donnes {boards} restent un tour {where, select, stand {sur la table de relais} other {de côté}}, puis vont à la table {table}',
  'moves.boardsOut': 'Aucune table ne joue ces donnes au prochain tour\u00a0: remettez-les à l’arbitre.',
  'moves.next': 'Commencer le tour {round}',
};

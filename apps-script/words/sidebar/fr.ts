import type { EN as English } from './en';
import { TEAMS_SIDEBAR } from './teams';
import { TEAMS_BOARDS_SIDEBAR } from './teams-boards';
import { TEAMS_FILES_SIDEBAR } from './teams-files';
import { TEAMS_REDRAW_SIDEBAR } from './teams-redraw';
import { TEAMS_SETTINGS_SIDEBAR } from './teams-settings';
import type { Translation } from './words';

export const FR: Translation<typeof English> = {
  'app.evening': 'Tournoi',
  'app.pairs': 'Tournoi par paires',
  'app.progressive': 'Bridge progressif',
  'app.unreachable': 'Le serveur est injoignable\u00a0: {problem}',
  'app.loading': 'Chargement du tournoi…',
  'app.pairsBroken': 'Le tournoi par paires est illisible\u00a0: {problem}.',
  'app.pairsBrokenHint':
    'Corrigez la feuille, puis rechargez le panneau\u00a0; ou créez un nouveau tournoi à sa place.',
  'app.setUpNew': 'Créer un nouveau tournoi',

  'common.round': 'Tour {round}',
  'common.tables': 'Tables',
  'common.table': 'Table {table}',
  'common.against': 'contre',
  'common.choose': 'Choisir…',
  'common.none': 'Aucun',
  'common.declarer': 'Déclarant',
  'common.contract': 'Contrat et résultat',
  'common.save': 'Enregistrer',
  'common.correct': 'Corriger',
  'common.saved': 'Enregistré.',
  'common.notSaved': 'Non enregistré\u00a0: {problem}. Réessayez.',
  'common.newEvening': 'Nouveau tournoi…',
  'common.setUp': 'Créer le tournoi',
  'common.notSetUp': 'Non créé\u00a0: {problem}. Réessayez.',
  'common.dealer': 'donneur {seat}',
  'common.vulnerable': 'vulnérable\u00a0: {vulnerable}',
  'common.both': '{first} et {second}',

  'seat.N': 'N',
  'seat.E': 'E',
  'seat.S': 'S',
  'seat.W': 'O',
  'vul.None': 'personne',
  'vul.NS': 'NS',
  'vul.EW': 'EO',
  'vul.All': 'tous',

  'setup.title': 'Nouveau tournoi de bridge progressif',
  'setup.players': 'Joueurs, un par ligne',
  'setup.tables':
    '{players, plural, one {# joueur} other {# joueurs}}, {tables, plural, one {# table} other {# tables}}',
  'setup.noPlayers': 'Saisissez les joueurs, un par ligne\u00a0: le bridge progressif se joue à quatre par table.',
  'setup.tooFew':
    '{count, plural, one {# joueur} other {# joueurs}}\u00a0: le bridge progressif se joue à quatre par table\u00a0; ajoutez-en {add}',
  'setup.playerCount':
    '{count, plural, one {# joueur} other {# joueurs}}\u00a0: le bridge progressif se joue à quatre par table\u00a0; ajoutez-en {add} ou retirez-en {away}',
  'setup.seating': 'Placement du tour 1',
  'setup.listed': 'Dans l’ordre de la liste\u00a0: table 1 N, E, S, O, puis table 2…',
  'setup.random': 'Tiré au sort, comme avec des cartes de placement',
  'setup.progression': 'Progression',
  'setup.standard': 'Standard\u00a0: les gagnants montent, les partenaires changent',
  'setup.pairs': 'Par paires\u00a0: les partenaires restent ensemble',
  'setup.fixedNs': 'N/S restent, E/O avancent d’une table',
  'setup.premium': 'Prime de partielle',
  'setup.honors': 'Compter les honneurs',
  'setup.replace': 'Les remplacer',

  'progressive.notRecalculated': 'Non recalculé\u00a0: {problem}. Réessayez.',
  'progressive.brokenHint': 'Corrigez la feuille «\u00a0Deals\u00a0», puis recalculez.',
  'progressive.recalculate': 'Recalculer',
  'progressive.totals': 'Table {table}\u00a0: N/S {ns} · E/O {ew}',
  'progressive.ranking': 'Classement',
  'progressive.rank': 'Rang',
  'progressive.player': 'Joueur',
  'progressive.net': 'Net',
  'progressive.recalculateAll': 'Recalculer depuis «\u00a0Deals\u00a0»',
  'progressive.toPairs': 'Le tournoi par paires',
  'progressive.tallies':
    'La feuille «\u00a0Tallies\u00a0» suit chaque donne\u00a0; «\u00a0Tally cards\u00a0» quand la dernière donne du tour est saisie, et sur Recalculer.',

  'deal.title': 'Donne {deal}',
  'deal.dealer': 'donneur {seat} ({name})',
  'deal.points': 'N/S {ns} · E/O {ew}',
  'deal.chooseDeclarer': 'Choisissez le déclarant, ou Passe générale.',
  'deal.passedOut': 'Passe générale',
  'deal.honors': 'Honneurs',

  'move.notWorkedOut': 'Le mouvement n’a pu être calculé\u00a0: {problem}. Réessayez.',
  'move.notSeated': 'Le tour suivant n’a pas été placé\u00a0: {problem}. Réessayez.',
  'move.over': 'Le tour {round} est terminé',
  'move.tied': 'Table {table} à égalité à {score}\u00a0: l’arbitre décide qui a gagné',
  'move.nsWon': 'N/S ont gagné',
  'move.ewWon': 'E/O ont gagné',
  'move.show': 'Afficher le mouvement',
  'move.changed': 'Recalculé\u00a0: une donne a changé depuis l’affichage du mouvement. Vérifiez-le avant de placer.',
  'move.line': 'Table {table}\u00a0: {stayers} restent\u00a0; {arrivals} arrivent',
  'move.draws': 'Tirage des partenaires',
  'move.drawRandom': 'Tirer au sort',
  'move.drawEntered': 'Saisir les cartes tirées (comme {cards})',
  'move.seat': 'Placer le tour {round}',

  'pairsSetup.title': 'Nouveau tournoi par paires',
  'pairsSetup.movement': 'Mouvement',
  'pairsSetup.mitchell': 'Mitchell',
  'pairsSetup.skip': 'Mitchell avec saut',
  'pairsSetup.relay': 'Mitchell avec guéridon',
  'pairsSetup.howell': 'Howell',
  'pairsSetup.pairs': 'Paires',
  'pairsSetup.rounds': 'Tours (vide\u00a0: tous)',
  'pairsSetup.boards': 'Donnes par tour (vide\u00a0: environ 24 en tout)',
  'pairsSetup.arrow': 'Tours avec flèche inversée (Mitchell)',
  'pairsSetup.reading': 'Lecture de la feuille «\u00a0Pairs\u00a0»…',
  'pairsSetup.noNames':
    'Pas de noms\u00a0: une feuille «\u00a0Pairs\u00a0» (Pair, Direction, Names) donne aux paires les leurs\u00a0; sans elle, elles sont désignées par leur numéro.',
  'pairsSetup.named':
    'La feuille «\u00a0Pairs\u00a0» nomme {count, plural, one {# paire} other {# paires}}\u00a0: {names}',
  'pairsSetup.replace': 'Le remplacer',

  'pairs.notWritten': 'Non écrit\u00a0: {problem}. Réessayez.',
  'pairs.notDone': 'Non fait\u00a0: {problem}. Réessayez.',
  'pairs.notRefreshed': 'Non actualisé\u00a0: {problem}. Réessayez.',
  'pairs.published': 'Publié.',
  'pairs.notPublished': 'Non publié\u00a0: {problem}. Réessayez.',
  'pairs.allIn': 'Toutes les donnes de ce tour sont saisies',
  'pairs.toCome': '{count, plural, one {# donne reste} other {# donnes restent}} à saisir dans ce tour',
  'pairs.entered': '{entered} sur {total} saisis',
  'pairs.refresh': 'Actualiser',
  'pairs.round': 'Tour',
  'pairs.sittingOut': 'Relais\u00a0: {pairs}',
  'pairs.rankingSoFar': 'Classement provisoire',
  'pairs.noResult': 'Aucun résultat pour l’instant.',
  'pairs.ranking': 'Classement {heading}',
  'pairs.place': 'Place',
  'pairs.pair': 'Paire',
  'pairs.changes': 'Une paire part, une paire arrive en retard',
  'pairs.leaver': 'Paire qui part',
  'pairs.firstMissed': 'Premier tour manqué',
  'pairs.takeOut': 'Retirer la paire',
  'pairs.lateFrom': 'Une paire en retard joue à partir du tour',
  'pairs.seatLate': 'Placer la paire en retard',
  'pairs.cards': 'Écrire les cartes de table et de guide',
  'pairs.saveCards': 'Enregistrer la page des cartes (.html)',
  'pairs.end': 'Clore le tournoi et publier',
  'pairs.anyway': 'Publier quand même',
  'pairs.saveResults': 'Enregistrer la page des résultats (.html)',
  'pairs.savePbn': 'Enregistrer le fichier PBN (.pbn)',

  'board.title': 'Donne {board}',
  'board.points': 'N/S {ns}',
  // The evening's name and place, and a new evening's safety
  'about.legend': 'Le tournoi',
  'about.name': 'Nom',
  'about.date': 'Date',
  'about.club': 'Club',
  'about.clubNumber': 'Numéro du club',
  'about.section': 'Section',
  'about.edit': 'Nom, date et club',
  'about.save': 'Enregistrer le nom',
  'pairsSetup.typeToReplace': 'Tapez-le ici',
  'pairs.newHolds':
    '{count, plural, one {Ce tournoi contient # résultat.} other {Ce tournoi contient # résultats.}} Le terminer et le publier d’abord ?',
  'pairs.newAnyway': 'Créer un nouveau tournoi',
  'pairs.keep': 'Garder ce tournoi',

  // Board-by-board entry: the view chosen, a board's traveller, line by line.
  'byBoard.enter': 'Saisir les résultats',
  'byBoard.byTable': 'Par table',
  'byBoard.byBoard': 'Par donne',
  'byBoard.board': 'Donne à saisir',
  'byBoard.line': 'Tour {round}, table {table}',
  'byBoard.toCome': '{count, plural, one {# table} other {# tables}} de cette donne à venir',
  'byBoard.allIn': 'Toutes les tables de cette donne sont saisies',
  'byBoard.next': 'Donne suivante : {board}',

  // Hand records in the pairs evening: attaching, solving, the page
  'records.title': 'Diagrammes des donnes',
  'records.intro':
    'Joignez le fichier PBN des donnes (celui d’une machine à donnes ou d’un générateur) : le diagramme, la table en double mort et le par de chaque donne vont sur la page des résultats et sur une page à imprimer.',
  'records.optional':
    'Facultatif : le fichier PBN des donnes (celui d’une machine à donnes ou d’un générateur), joint une fois la soirée créée ; il peut aussi être joint plus tard.',
  'records.attach': 'Diagrammes des donnes (fichier PBN)',
  'records.attachButton': 'Joindre les diagrammes',
  'records.working': 'Lecture et calcul des donnes…',
  'records.replace': 'Les remplacer',
  'records.solve': 'Calculer les donnes restantes',
  'records.makePage': 'Préparer la page des diagrammes',
  'records.save': 'Enregistrer la page des diagrammes (.html)',
  'records.state': '{solved} des {dealt} donnes ont leur table et leur par',
  'records.noDeal':
    '{count, plural, one {pas de diagramme pour la donne {boards}} other {pas de diagramme pour les donnes {boards}}}',
  'records.notDone': 'Non fait : {problem}. Réessayez.',

  // An evening's details for the federation (USEBIO)
  'federation.legend': 'Pour la fédération',
  'federation.note':
    'Envoyé à la fédération avec le fichier des résultats (USEBIO). Les détails propres au club sont retenus pour son prochain tournoi.',
  'federation.eventId': 'Identifiant du tournoi',
  'federation.masterpointScale': 'Barème des points d’expert',
  'federation.masterpointType': 'Type de points d’expert',
  'federation.charge': 'Redevance : montant ou code',
  'federation.contact': 'Contact (nom, e-mail ou téléphone)',
  'federation.usebio': 'Version USEBIO',

  // The USEBIO file at the end of a pairs evening
  'pairs.saveUsebio': 'Enregistrer le fichier USEBIO (.xml)',
  'pairs.noNumbers':
    '{count, plural, one {# joueur n’a} other {# joueurs n’ont}} pas de numéro de licence : {players}.',
  'pairs.usebioAnyway': 'Créer le fichier USEBIO quand même',
  // The table pages, as the director follows them
  'tables.conflicts': 'Résultats envoyés par les téléphones que leur donne ne contenait pas',
  'tables.conflictCount': '{count, plural, one {# résultat à trancher} other {# résultats à trancher}}',
  'tables.conflict':
    'Donne {board}, table {table}, tour {round} : la feuille contient {holds} ; le téléphone a envoyé {sent}.',
  'tables.settled': 'Tranché',
  'tables.title': 'Pages des tables',
  'tables.progressLabel': 'L’avancement de chaque table',
  'tables.progress': 'Table {table} : tour {round}, {entered} sur {boards} saisies',
  'tables.finished': 'Table {table} : tout est saisi',
  'tables.behind': 'en retard',
  'tables.showLinks': 'Afficher les liens des tables',
  'tables.renewAll': 'Nouveaux liens pour toutes les tables',
  'tables.renewOne': 'Nouveau lien pour la table {table}',
  'tables.noLinks': 'Pas de liens : {problem}',
  // A teams evening: apps-script/words/sidebar/teams.ts
  ...TEAMS_SIDEBAR.fr,
  // A teams match entered board by board: apps-script/words/sidebar/teams-boards.ts
  ...TEAMS_BOARDS_SIDEBAR.fr,
  ...TEAMS_FILES_SIDEBAR.fr,
  ...TEAMS_SETTINGS_SIDEBAR.fr,
  // A drawn round changed: apps-script/words/sidebar/teams-redraw.ts
  ...TEAMS_REDRAW_SIDEBAR.fr,
};

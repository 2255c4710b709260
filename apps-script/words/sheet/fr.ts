import type { SheetWords } from './en';
import { EXCHANGE } from './exchange/fr';
import { FEDERATION_SHEET } from './federation';
import { IMP_PUBLISH } from './imp-publish';
import { MEMBERS } from './members/fr';
import { TABLE_LINK_WORDS } from './table-links';
import { TABLES } from './tables/fr';
import { TEAMS } from './teams/fr';
import { TEAMS_BOARDS_WORDS } from './teams-boards';
import { TEAMS_EVENING_WORDS } from './teams-evening';
import { TEAMS_REDRAW_WORDS } from './teams-redraw';
import { TEAMS_SETTINGS_WORDS } from './teams-settings';
import { TEAMS_TEMPLATE_WORDS } from './teams-template';

export const SHEET: SheetWords = {
  'menu.evening': 'Animer un tournoi (paires, équipes ou progressif)',
  'menu.pbn': 'Importer des résultats (PBN, USEBIO)…',
  'menu.publish': 'Publier les résultats…',
  'menu.cards': 'Cartes de mouvement…',
  'menu.results': 'Insérer une feuille de résultats',
  'menu.teams': 'Insérer une feuille de match par quatre',
  'menu.help': 'Aide des fonctions',
  'menu.language': 'Langue et notation…',
  'menu.solveRest': 'Résoudre les donnes restantes',
  'title.sidebar': 'Tournoi Bridge Scorer',
  'title.help': 'Fonctions de Bridge Scorer',
  'title.publish': 'Publier les résultats',
  'title.cards': 'Cartes de mouvement',
  'title.pbn': 'Importer des résultats (PBN, USEBIO)',
  'title.language': 'Langue et notation',
  'language.intro':
    'La langue du module dans ce classeur (menu, boîtes de dialogue, messages, mots écrits par ses fonctions) et la notation dans laquelle on tape les contrats. Les fonctions suivent au prochain recalcul ; leur aide reste en anglais.',
  'language.language': 'Langue',
  'language.notation': 'Notation',
  'language.locale': 'Celle des paramètres régionaux ({name})',
  'language.same': 'Celle de la langue',
  'language.save': 'Enregistrer',
  'language.saving': 'Enregistrement…',
  'language.saved': 'Enregistré. Rechargez le classeur pour voir le menu dans sa nouvelle langue.',
  'pbn.failed': 'Non importé : {error}',
  'publish.failed': 'Non publié : {error}',
  'dialog.notWritten': 'Non écrit : {error}',
  'language.failed': 'Non enregistré : {error}',
  'dialog.writing': 'Écriture…',
  'help.intro':
    'Bridge Scorer ajoute ces fonctions. Chacune prend une seule valeur ou une colonne entière et remplit une cellule par ligne, sauf mention contraire. Là où les décimales s’écrivent avec une virgule, séparez les arguments par {semicolon}. Les noms des fonctions et les exemples sont ceux que Sheets accepte dans toutes les langues.',
  'help.outro':
    '{results} prépare une soirée par paires d’autant de lignes qu’il faut (donne, paires, contrat, déclarant, résultat, marque N/S, points de match et pourcentages des deux camps) avec le classement à côté et les noms des paires à saisir ; {teams} prépare les deux tables, les IMPs, le total et les PV, provisoires tant que chaque donne commencée n’a pas les marques des deux tables. Aucune ne remplace une feuille du même nom. {publish} enregistre la feuille de résultats active en page de résultats et en fichier PBN, et écrit les feuilles Ranking, Travellers et Score cards à imprimer.',
  'pbn.intro':
    'Choisissez un fichier de résultats : PBN (.pbn) ou USEBIO (.xml). Ses résultats vont dans une nouvelle feuille {results}, avec les paires et chaque donne marquée pour les deux camps (points de match ou IMPs, selon le fichier) ; ses paires et leurs noms dans {pairs}, son classement dans {ranking}. Si une feuille de ce nom contient déjà quelque chose, ils vont dans {results2}, et ainsi de suite : aucune feuille n’est remplacée.',
  'pbn.importing': 'Importation…',
  'publish.intro':
    'Les résultats de cette feuille tels qu’un club les publie : une page de résultats pour le site du club (classement, feuilles ambulantes et fiches de marque en un fichier) et la séance en fichier PBN, avec ses résultats. Ou bien le classement, les feuilles ambulantes et les fiches de marque en feuilles à imprimer.',
  'publish.reading': 'Lecture de la feuille…',
  'publish.html': 'Enregistrer la page de résultats (.html)',
  'publish.pbn': 'Enregistrer le fichier PBN (.pbn)',
  'publish.sheets': 'Écrire les feuilles Ranking, Travellers et Score cards',
  'cards.movement': 'Mouvement',
  'cards.pairs': 'Paires',
  'cards.rounds': 'Tours (vide : tous)',
  'cards.boards': 'Donnes par tour (vide : environ 24 en tout)',
  'cards.arrow': 'Tours avec flèche inversée (Mitchell)',
  'cards.leaves': 'Une paire qui part',
  'cards.leavesFrom': 'Premier tour qu’elle manque',
  'cards.lateFrom': 'Une paire en retard joue à partir du tour',
  'cards.write': 'Écrire les cartes',
  'cards.html': 'Enregistrer la page des cartes (.html)',
  'status.dealSaved': 'Table {table}, donne {deal} : {what}, N/S {ns}, E/O {ew}.',
  'status.replaces': ' Elle remplace {what}.',
  'status.by': '{contract} par {declarer}',
  'status.passedOut': 'passe générale',
  'status.roundSeated': 'Tour {round} placé.',
  'status.recalculated': 'Recalculé depuis la feuille Deals.',
  'status.eveningSetUp': 'Tournoi prêt : {tables, plural, one {# table} other {# tables}}, {players} joueurs.',
  'status.boardEntered': 'Donne {board}, table {table} : {what}.',
  'status.cleared': 'effacé',
  'status.honors': '{what}, honneurs {honors}',
  'conflict.cleared':
    'Non enregistré : table {table}, la donne {deal} a été effacée entre-temps (elle montrait {shown}). Enregistrez à nouveau pour saisir la vôtre.',
  'conflict.entered':
    'Non enregistré : table {table}, la donne {deal} a été saisie entre-temps : {now}. Elle est affichée maintenant ; appuyez sur Corriger pour la remplacer par la vôtre.',
  'conflict.changed':
    'Non enregistré : table {table}, la donne {deal} a été modifiée entre-temps : {now}. Elle est affichée maintenant ; appuyez sur Corriger pour la remplacer par la vôtre.',
  'conflict.boardHolds':
    'Non écrit : la donne {board} à la table {table} contient maintenant {now}, saisi entre-temps. Vérifiez-la, et saisissez-la à nouveau si elle est fausse.',
  'conflict.nothing': 'rien',
  'status.pairsSetUp':
    '{movement} prêt : {tables, plural, one {# table} other {# tables}}, {rounds, plural, one {# tour} other {# tours}} de {boards} donnes.',
  'status.pairLeaves': '{pair} part : à partir du tour {round}, les paires qu’elle rencontrerait sont au repos.',
  'status.latePair': 'Une paire en retard joue à partir du tour {round}, à la place de la paire fictive.',
  'replace.notOurs': '« {sheet} » (pas créée par Bridge Scorer)',
  'replace.dealsEntered': '« {sheet} » (un tournoi avec des donnes saisies)',
  'deals.row': 'Feuille Deals, ligne {row} : {problem}',
  'deals.correct': '{problem}. Corrigez la feuille « Deals », puis recalculez.',
  'deals.saveAgain': '{problem} La donne n’est pas encore enregistrée : enregistrez-la à nouveau ensuite.',
  'move.showFirst': 'Non placé : affichez d’abord le mouvement ; le tour {round} est placé comme il l’indique.',
  'move.changed':
    'Non placé : la feuille « Deals » a changé depuis l’affichage du mouvement. Le mouvement est affiché à nouveau d’après la feuille ; vérifiez-le, puis placez le tour {round}.',
  'publish.noSheet': 'il n’y a pas de feuille « {sheet} »',
  'status.kept':
    '{sheets} {count, plural, one {reste telle quelle} other {restent telles quelles}} : Bridge Scorer ne remplace jamais une feuille.',
  'kept.range': '"{first}" à "{last}"',
  'template.pairs':
    'Feuille « {sheet} » insérée : saisissez sur chaque ligne la donne, les paires, le contrat ({contract}, ou avec son résultat {made}, {doubled}), le déclarant ({seats}) et le résultat (les levées faites, 10 ; -1 pour une de chute ; \'+1 ou \'= avec l’apostrophe, qui le garde en texte), autant de lignes que le tournoi en compte ; les marques, les points de match et les pourcentages des deux camps se remplissent, et le classement en colonne N classe les résultats déjà saisis. Saisissez les noms de chaque paire en U–W (paire, N/S ou E/W pour un Mitchell, noms) et le classement les affiche, les paires N/S et E/O d’un Mitchell classées à part. Pour des paires en IMP, saisissez "IMP total" ou "Butler total" en X2 (MP, les points de match, par défaut) : le classement se fait alors au total des IMP ; les colonnes MPs et % restent en points de match. Ne saisissez rien dans les colonnes Vul, score, MPs et % ni à côté du classement : chacune est une seule formule dans son en-tête, qui remplit sa colonne. Une cellule saisie là bloque toute sa colonne et devient rouge : effacez-la.',
  'template.teams':
    "Feuille « {sheet} » insérée : saisissez le contrat de chaque table ({contract}, ou {made} avec son résultat), le déclarant et le résultat (les levées faites, 10 ; -1 pour une de chute ; '+1 ou '= avec l’apostrophe) ; les IMPs, le total et les PV se remplissent pour l’équipe assise N/S à la table 1. Les donnes 1–{boards} sont numérotées ; numérotez-en d’autres en colonne A et elles sont marquées aussi. Saisissez le nombre de donnes du match en N5 : les PV disent « provisional » jusqu’à ce que ce nombre de donnes soit marqué et que chaque donne saisie à l’une des tables ait les marques des deux tables.",
  'template.exists':
    'Non inséré : ce classeur a déjà une feuille « {sheet} », laissée telle quelle ; renommez-la pour en insérer une nouvelle.',
  'flag.noContract': 'une marque N/S de {score} sans contrat',
  'flag.passedOut': 'une donne passée marque 0, et non {score}',
  'flag.adjusted': 'la marque ajustée « {contract} » et sa marque N/S {score} diffèrent',
  'flag.unreadable': '« {entry} » ne peut pas être lu',
  'flag.scores': '{entry} marque {scored} pour N/S, et non {score}',
  'flag.blank': '(vide)',
  'flag.again': '{why} : saisissez à nouveau la donne',
  'solveRest.none': 'Aucune feuille Results importée n’a de donne en attente de son par.',
  'solveRest.done':
    '{count, plural, one {# donne résolue} other {# donnes résolues}} dans {sheets} : chaque donne y a son par.',
  'solveRest.more':
    '{count, plural, one {# donne résolue} other {# donnes résolues}} dans {sheets} ; {left, plural, one {# donne attend} other {# donnes attendent}} encore : choisissez de nouveau « {menu} ».',
  'movement.name':
    '{kind, select, mitchell {Mitchell} skip {Mitchell avec saut} relay {Mitchell avec guéridon} other {Howell}}',
  'view.pairsTitle':
    '{movement}, {pairs} paires sur {tables, plural, one {# table} other {# tables}} · {rounds, plural, one {# tour} other {# tours}} de {boards} donnes',
  'cell.sitOut': 'Repos',
  'cell.pass': 'Passe',
  'cell.parBy': '{contract} par {seats}',
  'head.round': 'Tour',
  'head.table': 'Table',
  'head.ns': 'N/S',
  'head.ew': 'E/O',
  'head.boards': 'Donnes',
  'head.place': 'Rang',
  'head.pair': 'Paire',
  'head.mps': 'Points',
  'head.max': 'Max',
  'head.imps': 'IMPs',
  'head.impsABoard': 'IMPs par donne',
  'head.names': 'Noms',
  'head.sidePair': 'Paire {side}',
  'ranking.notRead':
    '{count, plural, one {# résultat non lu : ligne {rows}} other {# résultats non lus : lignes {rows}}} ({first})',
  'ranking.rowsMore': '{rows} et {more} de plus',
  'hint.boardColumn': '(une colonne de numéros de donne : ajoutez vulnerability_is "board")',
  'refusal.no-contract': 'Saisissez le contrat et le résultat, par exemple {examples_or}.',
  'refusal.no-result-or-score':
    'Saisissez le contrat et le résultat, par exemple {examples_or}, ou une marque ajustée comme 60/40.',
  'refusal.declarer-or-passed': 'le déclarant doit être {seats} ou passe générale',
  'refusal.round-over':
    'Le tour {round} est terminé ; le tournoi en est au tour {current}. Corrigez les tours précédents dans la feuille « Deals », puis recalculez.',
  'refusal.no-such-deal': 'Il n’y a pas de donne {deal} à la table {table} au tour {round}.',
  'refusal.enter-earlier-first': 'Saisissez d’abord la donne {deal} de la table {table}.',
  'refusal.not-at-table':
    'la donne {board} ne se joue pas à la table {table} au tour {round} : {boards, select, none {on n’y joue rien} other {on y joue les donnes {boards}}}',
  'refusal.pair-not-there':
    '{ns} et {ew} ne jouent pas la donne {board} à la table {table} au tour {round} : ce sont {seatedNs} et {seatedEw}',
  'refusal.boards-to-come':
    '{count, plural, one {# donne reste} other {# donnes restent}} à jouer, dont la première est la donne {board} du tour {round} à la table {table}. Publier quand même ?',
  'refusal.would-drop':
    'la donne {board} du tour {round} à la table {table} a un résultat, que le changement supprimerait : effacez-le d’abord s’il a été saisi par erreur',
  'refusal.late-pair-twice': 'une paire en retard joue déjà à la place de la paire fictive',
  'refusal.would-replace': 'Ces feuilles seraient remplacées : {sheets}. Les remplacer ?',
  'refusal.would-replace-evening':
    'La feuille « {sheet} » serait remplacée : {why, select, others {elle n’a pas été créée par Bridge Scorer} unread {elle ne peut pas être lue ({problem}) et peut contenir des résultats} other {elle contient {count, plural, one {# résultat} other {# résultats}}}}. Pour la remplacer, tapez {confirm_quoted} ci-dessous.',
  'refusal.sheet-taken':
    'Rien n’a été écrit : la feuille « {sheet} » n’a pas été créée par Bridge Scorer. Renommez cette feuille (ou supprimez-la, si rien n’y est utile) et le module créera sa propre « {sheet} ».',
  'refusal.not-ours': 'la feuille « {sheet} » n’a pas été créée par Bridge Scorer',
  'refusal.deals-not-ours':
    'la feuille « Deals » n’a pas été créée par Bridge Scorer (sa cellule A1 ne porte pas sa marque)',
  'refusal.no-evening': 'Il n’y a pas encore de tournoi : préparez-en un d’abord.',
  'refusal.round-no-table':
    'le tour {round} n’a pas de table {table} ; le tournoi a {tables, plural, one {# table} other {# tables}}',
  'refusal.no-table-rows': 'Deals : le tour {round} n’a pas de lignes pour la table {table}',
  'refusal.same-deal':
    'les lignes {rows_and} de Deals sont la même donne (tour {round}, table {table}, donne {deal}) : renumérotez-les ou supprimez-les toutes sauf une',
  'refusal.no-deal-row':
    'Deals : tour {round}, la table {table} n’a pas de ligne pour la donne {deal} (ses lignes sont {rows_and})',
  'refusal.no-deals': 'la feuille « Deals » n’a pas de donnes : préparez à nouveau le tournoi',
  'refusal.missing-round': 'la feuille « Deals » a le tour {round} mais pas le tour {missing}',
  'refusal.no-deal-1': 'tour {round} : une table n’a pas de ligne pour la donne 1',
  'refusal.not-a-player': '{name_quoted} n’est pas un des joueurs du tournoi',
  'refusal.seat-changed': '{seat} est {name_quoted} ici mais {first_quoted} à la donne 1 de la table',
  'refusal.earlier-not-entered':
    'la donne {deal} est saisie mais une donne précédente de la table {table} ne l’est pas',
  'refusal.no-column': 'Deals n’a pas de colonne « {header} » (ligne {row}) ; remettez-la ou annulez la modification',
  'refusal.mark-moved':
    'Deals a une colonne avant « Round » : sa marque doit être en A1 mais est en {column}1 ; déplacez cette colonne après « Round », ou annulez la modification',
  'refusal.no-label': 'la ligne 1 de Deals n’a pas l’étiquette « {label} » ; remettez-la ou annulez la modification',
  'refusal.deal-number': 'le tour, la table et la donne doivent être des nombres entiers (donne {min}–{max})',
  'refusal.dealer': 'le donneur doit être {allowed_or}',
  'refusal.deals-declarer': 'le déclarant doit être N, E, S, W ou « {passed} »',
  'refusal.evening-headers': 'la ligne 2 de « {sheet} » n’a pas {missing}',
  'refusal.evening-row':
    'la ligne {row} de « {sheet} » n’est pas une donne que le mouvement place (tour, table, donne et paires) : remettez-la comme elle était',
  'refusal.evening-twice':
    'les lignes {first} et {row} de « {sheet} » sont toutes deux la donne {board} à la table {table} au tour {round} : supprimez-en une',
  'refusal.evening-missing':
    'la ligne de la donne {board} à la table {table} au tour {round} manque dans « {sheet} » : remettez-la',
  'refusal.not-results':
    '« {sheet} » n’a pas de résultats à publier : ses en-têtes doivent comprendre Board, N/S pair, E/W pair et N/S score',
  'refusal.nothing-to-publish': 'il n’y a aucun résultat avec ses deux paires à publier',
  'refusal.rubber-side': 'le camp du déclarant doit être We ou They (ou NS, EW)',
  'refusal.pair-cell': 'la paire {side} doit être un numéro ou un nom',
  'refusal.no-pair': 'cette ligne a une marque mais pas de paire {side}',
  'refusal.rank-needs-board':
    'pas de numéro de donne sur cette ligne : sa donne dit à quelles marques elle est comparée',
  'refusal.score-needs-board': 'cette ligne a une marque mais pas de numéro de donne',
  'refusal.score-not-shown':
    'cette ligne a un contrat mais pas de marque : une valeur saisie dans la colonne des marques bloque peut-être sa formule',
  'refusal.matchpoints-needs-board':
    'pas de numéro de donne sur cette ligne : sa donne dit contre quelles marques elle reçoit ses points de match',
  'refusal.par-needs-board': 'pas de numéro de donne, ni de donneur et de vulnérabilité : le par en a besoin',
  'refusal.no-vulnerability': 'avec le donneur, donnez aussi la vulnérabilité : None, NS, EW ou All',
  'refusal.passed-out-honors': 'une donne passée n’a pas d’honneurs ; effacez les honneurs ou donnez le contrat',
  'refusal.adjusted-result': 'une marque ajustée ne prend pas de résultat : effacez le résultat',
  'refusal.first-dealer': 'le premier donneur doit être N, E, S ou W',
  'refusal.evening-score': 'ligne {row} du tournoi : {why}, avant qu’il soit publié',
  'refusal.whole-number':
    '{argument, select, pairs {le nombre de paires} rounds {le nombre de tours} boards_per_round {le nombre de donnes par tour} leaves_from {le tour à partir duquel elle part} other {le tour où la paire en retard commence}} doit être un nombre entier',
  'refusal.no-pairs': 'le nombre de paires est nécessaire',
  'refusal.no-round': 'indiquez le premier tour que la paire manque',
  'refusal.premium': '{cell} : la prime de partielle doit être 50 ou 100',
  'refusal.deals-honors': '{cell} : les honneurs doivent être TRUE ou FALSE',
  'refusal.progression': '{cell} : la progression doit être {allowed}',
  'refusal.date-cell':
    'Sheets a lu cette cellule comme une date ; saisissez {meant} comme texte (commencez par une apostrophe)',
  'refusal.one-cell': 'une seule cellule, {meant}, pas une plage de {size}',
  'refusal.range-sizes': 'les plages doivent avoir la même taille : l’une fait {size}, une autre {otherSize}',
  'refusal.argument-sizes':
    '{first} et {second} doivent avoir la même taille : {first} fait {size}, {second} {otherSize}',
  'refusal.one-deal': 'une donne par appel, pas une plage de {size} : utilisez un DDTABLE par donne',
  'refusal.one-column':
    'une seule colonne de donnes, pas une plage de {size} : chaque donne occupe 2 cellules d’une ligne',
  'refusal.names-columns': 'names fait 2 colonnes (paire, noms) ou 3 (paire, direction, noms), pas {size}',
  'refusal.blank-entry':
    'l’entrée {entry} (pour une annonce de {bid}) est vide ; remplissez-la, ou arrêtez {argument} là',
  'refusal.seat-in-sides': 'cette feuille marque des camps, pas des joueurs : retirez le {seat}',
  'refusal.cell-not-a-number': '{meant} doit être un nombre',
  'refusal.cell-out-of-range': '{meant} est hors limites : un nombre ici vaut au plus {max} en valeur absolue',
  'refusal.cell-separator':
    '{meant} pourrait être un nombre avec un séparateur de milliers ou avec une virgule décimale ; écrivez-le sans séparateur (1100), ou avec moins de trois décimales (1,1)',
  'refusal.dd-out-of-time':
    '{deals, select, one {non résolue : la donne demande plus que les 30 secondes que Sheets accorde à un appel} other {non résolue : l’appel a épuisé les 30 secondes que Sheets lui accorde ; les donnes résolues sont gardées, le prochain recalcul reprend là (ou répartissez la colonne sur plusieurs appels)}}',
  'size.range':
    '{rows, plural, one {# ligne} other {# lignes}} sur {columns, plural, one {# colonne} other {# colonnes}}',
  'size.cell': '1 cellule',
  'meant.contract': 'le contrat',
  'meant.result': 'un résultat comme -2',
  'meant.vulnerability': 'la vulnérabilité',
  'meant.declarer': 'le déclarant',
  'meant.result-is': '"tricks" ou "relative"',
  'meant.vulnerability-is': '"board" ou "side"',
  'meant.board': 'un numéro de donne',
  'meant.round': 'un tour',
  'meant.movement': 'le mouvement',
  'meant.pairs': 'le nombre de paires',
  'meant.rounds': 'le nombre de tours',
  'meant.boards-a-round': 'le nombre de donnes par tour',
  'meant.leaver': 'la paire qui part',
  'meant.leaves-from': 'le tour à partir duquel elle part',
  'meant.late-from': 'le tour où la paire en retard commence',
  'meant.chart-entry': 'une entrée du barème',
  'meant.bid': 'une annonce',
  'meant.tricks': 'les levées faites',
  'meant.honors': 'les honneurs',
  'meant.yes-no': 'oui ou non',
  'meant.deal': 'la donne',
  'meant.true-false': 'TRUE ou FALSE',
  'meant.score': 'une marque',
  'meant.imp-margin': 'un écart en IMP',
  'meant.boards': 'le nombre de donnes',
  'meant.pair-number': 'un numéro de paire',
  'meant.scale-choice': '2 ou 1',
  'meant.scale': 'l’échelle',
  'meant.scoring': '"MP", "IMP", "IMP total", "Butler" ou "Butler total"',
  'refusal.evening-settings':
    'la ligne 1 de « {sheet} » ne dit pas {missing, select, movement {le mouvement} pairs {les paires} design {de variante connue (« {change} » n’est ni balanced ni earlier)} other {ce que change « {change} »}} : installez de nouveau le tournoi',
  'refusal.column-twice':
    'Deals a {count} colonnes « {header} » (ligne {row}, colonnes {more, plural, =0 {{columns_and}} other {{columns} et # autres}}) ; renommez-les ou supprimez-les toutes sauf une',
  'refusal.unpublishable-row':
    'la ligne {row} de « {sheet} » {fault, select, noBoard {a une marque mais pas de numéro de donne} onePair {a une marque mais pas les deux paires} other {n’est pas un résultat à publier}} : corrigez-la d’abord',
  'refusal.passed-out-contract': 'choisissez « {passed} » comme déclarant pour une donne où personne n’a enchéri',
  'refusal.progressive-count':
    '{count, plural, one {# joueur} other {# joueurs}} : le Progressive Bridge place quatre joueurs par table ; {ways, select, add {ajoutez-en {add}} other {ajoutez-en {add} ou retirez-en {away}}}',
  'refusal.no-players': 'Saisissez les joueurs, un par ligne : le Progressive Bridge place quatre joueurs par table.',
  'publish.noPbn': 'Non publié : le fichier PBN ne peut pas être écrit : {error}.',
  'refusal.convention':
    '{argument} doit être {argument, select, result_is {"tricks" (un nombre est le nombre de levées faites) ou "relative" (0 juste fait, 1 une levée de mieux, -1 une de chute)} other {"board" (la colonne contient des numéros de donne, ou None, NS, EW, All) ou "side" (oui ou non pour le camp du déclarant)}}, ou vide',
  'refusal.deal': 'une donne est du texte : le premier joueur et deux-points, puis quatre mains (N:AKQ2.J5.T98.K43 …)',
  'refusal.not-a-score': 'une marque doit être un nombre, ou une marque ajustée comme 60/40 ou Avg+',
  'refusal.scale': 'l’échelle est 2 (2 et 1) ou 1 (1 et ½)',
  'refusal.scoring':
    'scoring doit être "MP" (points de match), "IMP" ou "IMP total" (cross-IMP), "Butler" ou "Butler total", ou vide',
  'refusal.direction':
    '{ranked, select, yes {l’orientation doit être N/S ou E/W quand les paires sont classées par orientation} other {l’orientation doit être NS ou EW (N/S, E/W)}}',
  'refusal.named-twice': 'la paire {label} est nommée aux lignes {earlier} et {row} ; n’en gardez qu’une',
  'refusal.no-scores': 'la donne n’a aucune marque',
  'refusal.no-games': 'le fichier ne contient aucune donne.',
  'problem.row': 'ligne {row} : ',
  'problem.cell': '{cell} : ',
  'problem.argument': '{argument} : ',
  'problem.argumentOfBoard': '{argument} de la donne {board} : ',
  'status.wrote': 'Écrit : {sheets}.',
  'status.results':
    'Les résultats de « {sheet} » : {boards, plural, one {# donne} other {# donnes}}, {pairs, plural, one {# paire} other {# paires}}.',
  'page.sections': 'Rubriques',
  'page.ranking': 'Classement',
  'page.travellers': 'Feuilles ambulantes',
  'page.scoreCards': 'Fiches de marque',
  'page.rankingOf': 'Classement, {pair}',
  'page.board': 'Donne {board}',
  'page.scoreCardOf': 'Fiche de marque, {pair}',
  'page.place': 'Rang {place}',
  'page.pair': 'paire {pair}',
  'page.sidePair': 'paire {side} {pair}',
  'page.footer':
    'Marqué par Bridge Scorer : points de match, 2 pour chaque marque battue et 1 pour chaque égalité, Neuberg pour une donne jouée moins de fois.',
  'col.contract': 'Contrat',
  'col.by': 'Par',
  'col.tricks': 'Levées',
  'col.nsScore': 'Marque N/S',
  'col.nsMps': 'Points N/S',
  'col.ewMps': 'Points E/O',
  'col.nsPercent': '% N/S',
  'col.ewPercent': '% E/O',
  'col.board': 'Donne',
  'col.sat': 'Orientation',
  'col.against': 'Adversaires',
  'col.score': 'Marque',
  'card.title': '{movement} pour {pairs} paires',
  'card.meta': '{movement} · {pairs} paires · {rounds} tours de {boards} donnes',
  'card.footer': 'Mouvement par Bridge Scorer.',
  'card.summary': 'Résumé',
  'card.plan': 'Tableau des tours',
  'card.tableCards': 'Fiches de table',
  'card.guideCards': 'Fiches de route',
  'card.table': 'Table {table}',
  'card.pair': 'Paire {pair}',
  'card.boardsGoTo': 'Donnes vers',
  'card.seat': 'Orientation',
  'card.pairSitsOut': '{pair} au repos',
  'card.notPlayed': '({boards} non jouées)',
  'card.shared': '{boards} (partagées avec la table {table})',
  'card.toTables': '{count, plural, one {table {tables}} other {tables {tables}}}',
  'card.byeStand': 'guéridon, puis {tables}',
  'card.aside': 'de côté jusqu’au tour {round}, {tables}',
  'card.away': 'absente',
  'card.sitsOut': 'au repos',
  'card.movementIs': '{movement}, {pairs} paires sur {tables, plural, one {# table} other {# tables}}',
  'card.rounds': 'Tours',
  'card.boardsARound': 'Donnes par tour',
  'card.boardsAre': '1-{boards} ({sets, plural, one {# série} other {# séries}} de {size})',
  'card.eachBoardPlayed': 'Chaque donne jouée',
  'card.times': '{count, plural, one {# fois} other {# fois}}',
  'card.timesSpan': '{span} fois',
  'card.orNext': '{min} ou {max}',
  'card.moves': 'Déplacements',
  'card.meetings': 'Rencontres',
  'card.arrowSwitch': 'Flèche inversée',
  'card.arrowRounds': 'tours {rounds} : chaque paire joue les cartes de l’autre ligne',
  'card.sitOuts': 'Repos',
  'card.howellStays': 'La paire {pair} reste N/S à la table 1',
  'card.howellPhantom': 'La table 1 est la table de repos (la paire {pair} est fictive)',
  'card.howellMoves':
    '{stays} ; toutes les autres paires suivent leur fiche de route, et les donnes vont où le disent les fiches de table.',
  'card.mitchellStay': 'Les N/S restent à leur table ; les E/O montent d’une table (de la dernière à la table 1)',
  'card.relayMoves':
    '{stay}. Les tables 1 et {tables} partagent une série à chaque tour ; les donnes descendent d’une table (de la table 1 à la table {before}), et la série au repos attend sur un guéridon entre les tables {low} et {high} : les donnes de la table {high} vont au guéridon, et celles du guéridon à la table {low}.',
  'card.mitchellMoves': '{stay}, les donnes descendent d’une table (de la table 1 à la dernière).',
  'card.skipMoves': '{base} Après le tour {round}, les E/O sautent une table : ils montent de deux, une fois.',
  'card.meetsEveryHowell': 'chaque paire rencontre toutes les autres',
  'card.meetsEveryMitchell': 'chaque paire N/S rencontre chaque paire E/O',
  'card.meetsHowell': 'chaque paire rencontre {count} {max, plural, one {autre paire} other {autres paires}}',
  'card.meetsMitchell':
    'chaque paire rencontre {count} {max, plural, one {paire de l’autre ligne} other {paires de l’autre ligne}}',
  'card.leaves': '{pair} part : à partir du tour {round}, qui la rencontrerait est au repos',
  'card.late': '{pair} arrive en retard, pour le tour {round} : jusque-là, qui la rencontrerait est au repos',
  'card.phantom': '{pair} est fictive : qui la rencontrerait est au repos',
  'card.absences': '{said} ({count, plural, one {# repos} other {# repos}} en tout)',
  // The evening's name and place
  'evening.replaceWord': 'remplacer',
  'evening.untitled': 'Tournoi sans nom',
  'evening.untitledBefore': 'Tournoi sans nom (créé avant que les tournois aient un nom)',
  'status.renamed': 'Le nom et le lieu du tournoi sont enregistrés.',
  'refusal.evening-about':
    '{given_quoted} : {part, select, name {le nom du tournoi} date {la date} club {le club} clubNumber {le numéro du club} other {la section}} {why, select, long {compte au plus {most} caractères} lines {tient sur une ligne} other {est un jour, écrit 2026-12-03}}',

  // Board-by-board entry: a correction says what it replaced.
  'status.boardReplaced': 'Donne {board}, table {table} : {before} remplacé par {after}.',

  // Hand records in the pairs evening: the sheet, the answers and the pages
  'records.boardList': '{count, plural, one {la donne {boards}} other {les donnes {boards}}}',
  'records.noDeal': 'Pas de donne : les diagrammes ne donnent pas cette donne',
  'records.attached': 'Diagrammes joints : {count, plural, one {# donne} other {# donnes}}.',
  'records.missing':
    'Le fichier n’a pas de diagramme pour {boards} : {count, plural, one {elle s’affiche} other {elles s’affichent}} sans diagramme.',
  'records.notPlayed': 'Le fichier donne aussi {boards}, que ce mouvement ne joue pas : gardées, non affichées.',
  'records.none': 'Aucun diagramme n’est joint à la soirée.',
  'records.solved': '{solved} des {dealt} donnes ont leur table en double mort et leur par.',
  'records.more':
    '{solved} des {dealt} donnes ont leur table en double mort et leur par ; {boards} attendent encore : choisissez « {menu} » (dans le menu du module ou le panneau) pour continuer.',
  'records.dealerMark': 'donneur',
  'records.dealer': 'Donneur {seat}',
  'records.vulnerable': 'Vul. {vulnerability, select, None {personne} NS {NS} EW {EO} other {tous}}',
  'records.diagramOf': 'Donne {board} : les quatre mains',
  'records.ddCaption': 'Levées en double mort',
  'records.par': 'Par',
  'records.noDealOf': 'Donne {board} : pas de diagramme, les diagrammes joints ne la donnent pas.',
  'records.notSolvedYet': 'Table en double mort pas encore calculée.',
  'records.pageTitle': '{title} : diagrammes des donnes',
  'records.count': '{count, plural, one {# donne} other {# donnes}}',
  'records.pageReady': 'La page des diagrammes est prête à enregistrer.',
  'records.unlike':
    'Le fichier donne à {boards} un donneur ou une vulnérabilité autres que ceux de {count, plural, one {son numéro} other {leur numéro}} : la soirée marque d’après le numéro.',
  'refusal.records-not-pbn': 'le fichier n’est pas un fichier PBN : {problem}',
  'refusal.records-unreadable': 'les donnes du fichier n’ont pas pu être lues : {problem}',
  'refusal.records-no-deal': 'le fichier n’a aucune donne de quatre mains complètes',
  'refusal.would-replace-records':
    'La feuille « {sheet} » serait remplacée : {why, select, others {elle n’a pas été créée par Bridge Scorer} other {elle contient les diagrammes de {count, plural, one {# donne} other {# donnes}}, pas ceux de ce fichier}}. La remplacer ?',
  ...EXCHANGE,
  // Players and their national numbers (apps-script/members/)
  ...MEMBERS,
  ...TABLES,
  // A teams event's custom functions: apps-script/words/sheet/teams/
  ...TEAMS,
  // Publishing an IMP session (Butler or cross-IMPs): apps-script/words/sheet/imp-publish.ts
  ...IMP_PUBLISH.fr,
  // An evening's details for the federation (USEBIO)
  ...FEDERATION_SHEET.fr,
  // A table's link on its card: apps-script/words/sheet/table-links.ts
  ...TABLE_LINK_WORDS.fr,
  // A teams evening run from the sidebar: apps-script/words/sheet/teams-evening.ts
  ...TEAMS_EVENING_WORDS.fr,
  // A teams match entered board by board: apps-script/words/sheet/teams-boards.ts
  ...TEAMS_BOARDS_WORDS.fr,
  ...TEAMS_SETTINGS_WORDS.fr,
  ...TEAMS_TEMPLATE_WORDS.fr,
  // A drawn round changed by the director: apps-script/words/sheet/teams-redraw.ts
  ...TEAMS_REDRAW_WORDS.fr,
  // The USEBIO file in the Publish results dialog
  'publish.usebio': 'Enregistrer le fichier USEBIO (.xml)',
  'publish.anyway': 'Créer le fichier USEBIO quand même',
};

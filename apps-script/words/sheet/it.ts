import type { SheetWords } from './en';
import { EXCHANGE } from './exchange/it';
import { FEDERATION_SHEET } from './federation';
import { IMP_PUBLISH } from './imp-publish';
import { MEMBERS } from './members/it';
import { TABLE_LINK_WORDS } from './table-links';
import { TABLES } from './tables/it';
import { TEAMS } from './teams/it';
import { TEAMS_BOARDS_WORDS } from './teams-boards';
import { TEAMS_EVENING_WORDS } from './teams-evening';
import { TEAMS_REDRAW_WORDS } from './teams-redraw';
import { TEAMS_SETTINGS_WORDS } from './teams-settings';
import { TEAMS_TEMPLATE_WORDS } from './teams-template';

export const SHEET: SheetWords = {
  'menu.evening': 'Dirigi un torneo (coppie, squadre o progressivo)',
  'menu.pbn': 'Importa risultati (PBN, USEBIO)…',
  'menu.publish': 'Pubblica i risultati…',
  'menu.cards': 'Cartellini del movimento…',
  'menu.results': 'Inserisci un foglio risultati',
  'menu.teams': 'Inserisci un foglio per squadre',
  'menu.help': 'Guida alle funzioni',
  'menu.language': 'Lingua e notazione…',
  'menu.solveRest': 'Risolvi i board rimanenti',
  'title.sidebar': 'Torneo Bridge Scorer',
  'title.help': 'Funzioni di Bridge Scorer',
  'title.publish': 'Pubblica i risultati',
  'title.cards': 'Cartellini del movimento',
  'title.pbn': 'Importa risultati (PBN, USEBIO)',
  'title.language': 'Lingua e notazione',
  'language.intro':
    'La lingua del componente in questo foglio (menu, finestre, messaggi, le parole scritte dalle sue funzioni) e la notazione in cui si scrivono i contratti. Le funzioni si adeguano al prossimo ricalcolo; la loro guida resta in inglese.',
  'language.language': 'Lingua',
  'language.notation': 'Notazione',
  'language.locale': 'Quella delle impostazioni internazionali ({name})',
  'language.same': 'Quella della lingua',
  'language.save': 'Salva',
  'language.saving': 'Salvataggio…',
  'language.saved': 'Salvato. Ricarica il foglio per vedere il menu nella nuova lingua.',
  'pbn.failed': 'Non importato: {error}',
  'publish.failed': 'Non pubblicato: {error}',
  'dialog.notWritten': 'Non scritto: {error}',
  'language.failed': 'Non salvato: {error}',
  'dialog.writing': 'Scrittura…',
  'help.intro':
    'Bridge Scorer aggiunge queste funzioni. Ognuna prende un solo valore o un’intera colonna e riempie una cella per riga, salvo indicazione contraria. Dove i decimali si scrivono con la virgola, separa gli argomenti con {semicolon}. I nomi delle funzioni e gli esempi sono quelli che Sheets accetta in ogni lingua.',
  'help.outro':
    '{results} prepara un torneo a coppie di quante righe servono (smazzata, coppie, contratto, dichiarante, risultato, punteggio N/S, punti match e percentuali di entrambe le linee) con la classifica accanto e i nomi delle coppie da scrivere; {teams} prepara entrambi i tavoli, gli IMPs, il totale e i VP, provvisori finché ogni smazzata iniziata non ha i punteggi di entrambi i tavoli. Nessuno dei due sostituisce un foglio con lo stesso nome. {publish} salva il foglio dei risultati attivo come pagina di risultati e file PBN, e scrive i fogli Ranking, Travellers e Score cards da stampare.',
  'pbn.intro':
    'Scegli un file di risultati: PBN (.pbn) o USEBIO (.xml). I suoi risultati vanno in un nuovo foglio {results}, con le coppie e ogni smazzata segnata per entrambe le linee (punti match o IMPs, come dice il file); coppie e nomi in {pairs}, la classifica in {ranking}. Se un foglio con quel nome contiene già qualcosa, vanno in {results2} e così via: nessun foglio viene sostituito.',
  'pbn.importing': 'Importazione…',
  'publish.intro':
    'I risultati di questo foglio come li pubblica un circolo: una pagina di risultati per il sito del circolo (classifica, travellers e score card in un file) e il torneo come file PBN, con i risultati. Oppure Ranking, Travellers e Score cards come fogli da stampare.',
  'publish.reading': 'Lettura del foglio…',
  'publish.html': 'Salva la pagina dei risultati (.html)',
  'publish.pbn': 'Salva il file PBN (.pbn)',
  'publish.sheets': 'Scrivi i fogli Ranking, Travellers e Score cards',
  'cards.movement': 'Movimento',
  'cards.pairs': 'Coppie',
  'cards.rounds': 'Turni (vuoto: tutti)',
  'cards.boards': 'Board per turno (vuoto: circa 24 in tutto)',
  'cards.arrow': 'Turni con cambio freccia (Mitchell)',
  'cards.leaves': 'Una coppia che lascia',
  'cards.leavesFrom': 'Primo turno che salta',
  'cards.lateFrom': 'Una coppia in ritardo gioca dal turno',
  'cards.write': 'Scrivi i cartellini',
  'cards.html': 'Salva la pagina dei cartellini (.html)',
  'status.dealSaved': 'Tavolo {table}, smazzata {deal}: {what}, N/S {ns}, E/O {ew}.',
  'status.replaces': ' Sostituisce {what}.',
  'status.by': '{contract} di {declarer}',
  'status.passedOut': 'passata',
  'status.roundSeated': 'Turno {round} sistemato.',
  'status.recalculated': 'Ricalcolato dal foglio Deals.',
  'status.eveningSetUp': 'Torneo pronto: {tables, plural, one {# tavolo} other {# tavoli}}, {players} giocatori.',
  'status.boardEntered': 'Board {board}, tavolo {table}: {what}.',
  'status.cleared': 'cancellato',
  'status.honors': '{what}, onori {honors}',
  'conflict.cleared':
    'Non salvato: tavolo {table}, la smazzata {deal} è stata cancellata nel frattempo (mostrava {shown}). Salva di nuovo per inserire la tua.',
  'conflict.entered':
    'Non salvato: tavolo {table}, la smazzata {deal} è stata inserita nel frattempo come {now}. Ora è mostrata; premi Correggi per sostituirla con la tua.',
  'conflict.changed':
    'Non salvato: tavolo {table}, la smazzata {deal} è stata cambiata nel frattempo in {now}. Ora è mostrata; premi Correggi per sostituirla con la tua.',
  'conflict.boardHolds':
    'Non scritto: il board {board} al tavolo {table} ora contiene {now}, inserito nel frattempo. Controllalo e inseriscilo di nuovo se è sbagliato.',
  'conflict.nothing': 'niente',
  'status.pairsSetUp':
    '{movement} pronto: {tables, plural, one {# tavolo} other {# tavoli}}, {rounds, plural, one {# turno} other {# turni}} di {boards} board.',
  'status.pairLeaves': '{pair} se ne va: dal turno {round}, le coppie che incontrerebbe riposano.',
  'status.latePair': 'Una coppia in ritardo gioca dal turno {round}, al posto della coppia fantasma.',
  'replace.notOurs': '"{sheet}" (non creato da Bridge Scorer)',
  'replace.dealsEntered': '"{sheet}" (un torneo con smazzate inserite)',
  'deals.row': 'Deals, riga {row}: {problem}',
  'deals.correct': '{problem}. Correggi il foglio "Deals", poi ricalcola.',
  'deals.saveAgain': '{problem} La smazzata non è ancora salvata: salvala di nuovo dopo.',
  'move.showFirst': 'Non sistemato: mostra prima il movimento; il turno {round} viene sistemato come indica.',
  'move.changed':
    'Non sistemato: "Deals" è cambiato da quando è stato mostrato il movimento. Il movimento è mostrato di nuovo come è ora nel foglio; controllalo, poi sistema il turno {round}.',
  'publish.noSheet': 'non c’è un foglio "{sheet}"',
  'status.kept':
    '{sheets} {count, plural, one {resta com’è} other {restano come sono}}: Bridge Scorer non sostituisce mai un foglio.',
  'kept.range': 'da "{first}" a "{last}"',
  'template.pairs':
    'Foglio "{sheet}" inserito: scrivi in ogni riga il board, le coppie, il contratto ({contract}, o con il risultato {made}, {doubled}), il dichiarante ({seats}) e il risultato (le prese fatte, 10; -1 per un down; \'+1 o \'= con l’apostrofo, che lo tiene come testo), tante righe quante ne ha il torneo; i punteggi, i matchpoint e le percentuali di entrambe le linee si riempiono, e la classifica nella colonna N classifica i risultati finora inseriti. Scrivi i nomi di ogni coppia in U–W (coppia, N/S o E/W per un Mitchell, nomi) e la classifica li mostra, le coppie N/S ed E/O di un Mitchell classificate a parte. Per un torneo a coppie a IMP scrivi "IMP total" o "Butler total" in X2 (MP, punti match, è il predefinito): la classifica va allora per totale di IMP; le colonne MPs e % restano in punti match. Non scrivere nulla nelle colonne Vul, score, MPs e % né accanto alla classifica: ognuna è un’unica formula nell’intestazione che riempie la colonna. Una cella scritta lì blocca tutta la sua colonna e diventa rossa: cancellala.',
  'template.teams':
    'Foglio "{sheet}" inserito: scrivi il contratto di ogni tavolo ({contract}, o {made} con il risultato), il dichiarante e il risultato (le prese fatte, 10; -1 per un down; \'+1 o \'= con l’apostrofo); gli IMP, il totale e i VP si riempiono per la squadra seduta N/S al tavolo 1. I board 1–{boards} sono numerati; numerane altri nella colonna A e vengono calcolati anche loro. Scrivi il numero di board del match in N5: i VP dicono "provisional" finché non sono calcolati tanti board e ogni board con un risultato a uno dei tavoli ha i punteggi di entrambi i tavoli.',
  'template.exists':
    'Non inserito: questo foglio di lavoro ha già un foglio "{sheet}", che resta com’è; rinominalo per inserirne uno nuovo.',
  'flag.noContract': 'un punteggio N/S di {score} senza contratto',
  'flag.passedOut': 'un board passato vale 0, non {score}',
  'flag.adjusted': 'il punteggio arbitrale "{contract}" e il suo punteggio N/S {score} differiscono',
  'flag.unreadable': '"{entry}" non si può leggere',
  'flag.scores': '{entry} vale {scored} per N/S, non {score}',
  'flag.blank': '(vuoto)',
  'flag.again': '{why}: inserisci di nuovo il board',
  'solveRest.none': 'Nessun foglio Results importato ha un board in attesa del suo par.',
  'solveRest.done':
    '{count, plural, one {# board risolto} other {# board risolti}} in {sheets}: ogni board lì ha il suo par.',
  'solveRest.more':
    '{count, plural, one {# board risolto} other {# board risolti}} in {sheets}; {left, plural, one {# board attende} other {# board attendono}} ancora: scegli di nuovo "{menu}".',
  'movement.name':
    '{kind, select, mitchell {Mitchell} skip {Mitchell con salto} relay {Mitchell con relais} other {Howell}}',
  'view.pairsTitle':
    '{movement}, {pairs} coppie su {tables, plural, one {# tavolo} other {# tavoli}} · {rounds, plural, one {# turno} other {# turni}} di {boards} board',
  'cell.sitOut': 'Riposo',
  'cell.pass': 'Passo',
  'cell.parBy': '{contract} da {seats}',
  'head.round': 'Turno',
  'head.table': 'Tavolo',
  'head.ns': 'N/S',
  'head.ew': 'E/O',
  'head.boards': 'Board',
  'head.place': 'Pos.',
  'head.pair': 'Coppia',
  'head.mps': 'Punti',
  'head.max': 'Max',
  'head.imps': 'IMPs',
  'head.impsABoard': 'IMPs per board',
  'head.names': 'Nomi',
  'head.sidePair': 'Coppia {side}',
  'ranking.notRead':
    '{count, plural, one {# risultato non letto: riga {rows}} other {# risultati non letti: righe {rows}}} ({first})',
  'ranking.rowsMore': '{rows} e altre {more}',
  'hint.boardColumn': '(una colonna di numeri di board: aggiungi vulnerability_is "board")',
  'refusal.no-contract': 'Inserisci il contratto e il risultato, per esempio {examples_or}.',
  'refusal.no-result-or-score':
    'Inserisci il contratto e il risultato, per esempio {examples_or}, o un punteggio arbitrale come 60/40.',
  'refusal.declarer-or-passed': 'il dichiarante deve essere {seats} o passata',
  'refusal.round-over':
    'Il turno {round} è finito; il torneo è al turno {current}. Correggi i turni precedenti nel foglio "Deals", poi ricalcola.',
  'refusal.no-such-deal': 'Non c’è la smazzata {deal} al tavolo {table} nel turno {round}.',
  'refusal.enter-earlier-first': 'Inserisci prima la smazzata {deal} del tavolo {table}.',
  'refusal.not-at-table':
    'il board {board} non si gioca al tavolo {table} nel turno {round}: {boards, select, none {lì non si gioca nulla} other {lì si giocano i board {boards}}}',
  'refusal.pair-not-there':
    '{ns} e {ew} non giocano il board {board} al tavolo {table} nel turno {round}: lo giocano {seatedNs} e {seatedEw}',
  'refusal.boards-to-come':
    '{count, plural, one {Manca ancora # board} other {Mancano ancora # board}}, il primo il board {board} del turno {round} al tavolo {table}. Pubblicare comunque?',
  'refusal.would-drop':
    'il board {board} del turno {round} al tavolo {table} ha un risultato, che la modifica perderebbe: cancellalo prima se è stato inserito per errore',
  'refusal.late-pair-twice': 'una coppia in ritardo gioca già al posto della coppia fantasma',
  'refusal.would-replace': 'Questi fogli verrebbero sostituiti: {sheets}. Sostituirli?',
  'refusal.would-replace-evening':
    'Il foglio "{sheet}" verrebbe sostituito: {why, select, others {non è stato creato da Bridge Scorer} unread {non si può leggere ({problem}) e può contenere risultati} other {contiene {count, plural, one {# risultato} other {# risultati}}}}. Per sostituirlo, scrivi {confirm_quoted} qui sotto.',
  'refusal.sheet-taken':
    'Non è stato scritto nulla: il foglio "{sheet}" non è stato creato da Bridge Scorer. Rinomina quel foglio (o eliminalo, se non serve nulla di ciò che contiene) e il componente creerà il proprio "{sheet}".',
  'refusal.not-ours': 'il foglio "{sheet}" non è stato creato da Bridge Scorer',
  'refusal.deals-not-ours': 'il foglio "Deals" non è stato creato da Bridge Scorer (la sua A1 non porta il suo segno)',
  'refusal.no-evening': 'Non c’è ancora un torneo: preparane prima uno.',
  'refusal.round-no-table':
    'il turno {round} non ha un tavolo {table}; il torneo ha {tables, plural, one {# tavolo} other {# tavoli}}',
  'refusal.no-table-rows': 'Deals: il turno {round} non ha righe per il tavolo {table}',
  'refusal.same-deal':
    'le righe {rows_and} di Deals sono la stessa smazzata (turno {round}, tavolo {table}, smazzata {deal}): rinumerale o eliminale tutte tranne una',
  'refusal.no-deal-row':
    'Deals: turno {round}, il tavolo {table} non ha una riga per la smazzata {deal} (le sue righe sono {rows_and})',
  'refusal.no-deals': 'il foglio "Deals" non ha smazzate: prepara di nuovo il torneo',
  'refusal.missing-round': 'il foglio "Deals" ha il turno {round} ma non il turno {missing}',
  'refusal.no-deal-1': 'turno {round}: un tavolo non ha una riga per la smazzata 1',
  'refusal.not-a-player': '{name_quoted} non è uno dei giocatori del torneo',
  'refusal.seat-changed': '{seat} qui è {name_quoted} ma {first_quoted} nella smazzata 1 del tavolo',
  'refusal.earlier-not-entered': 'la smazzata {deal} è inserita ma una smazzata precedente del tavolo {table} no',
  'refusal.no-column': 'Deals non ha una colonna "{header}" (riga {row}); rimettila o annulla la modifica',
  'refusal.mark-moved':
    'Deals ha una colonna prima di "Round": il suo segno va in A1 ma è in {column}1; sposta quella colonna dopo "Round", o annulla la modifica',
  'refusal.no-label': 'la riga 1 di Deals non ha l’etichetta "{label}"; rimettila o annulla la modifica',
  'refusal.deal-number': 'turno, tavolo e smazzata devono essere numeri interi (smazzata {min}–{max})',
  'refusal.dealer': 'il mazziere deve essere {allowed_or}',
  'refusal.deals-declarer': 'il dichiarante deve essere N, E, S, W o "{passed}"',
  'refusal.evening-headers': 'alla riga 2 di "{sheet}" manca {missing}',
  'refusal.evening-row':
    'la riga {row} di "{sheet}" non è un board che il movimento sistema (turno, tavolo, board e coppie): rimettila com’era',
  'refusal.evening-twice':
    'le righe {first} e {row} di "{sheet}" sono entrambe il board {board} al tavolo {table} nel turno {round}: eliminane una',
  'refusal.evening-missing':
    'la riga del board {board} al tavolo {table} nel turno {round} manca da "{sheet}": rimettila',
  'refusal.not-results':
    '"{sheet}" non ha risultati da pubblicare: le intestazioni devono avere Board, N/S pair, E/W pair e N/S score',
  'refusal.nothing-to-publish': 'non c’è nessun risultato con entrambe le coppie da pubblicare',
  'refusal.rubber-side': 'la linea del dichiarante deve essere We o They (o NS, EW)',
  'refusal.pair-cell': 'la coppia {side} deve essere un numero o un nome',
  'refusal.no-pair': 'questa riga ha un punteggio ma nessuna coppia {side}',
  'refusal.rank-needs-board': 'nessun numero di board in questa riga: il board dice con quali punteggi è confrontata',
  'refusal.score-needs-board': 'questa riga ha un punteggio ma nessun numero di board',
  'refusal.score-not-shown':
    'questa riga ha un contratto ma nessun punteggio: forse un valore scritto nella colonna dei punteggi ne blocca la formula',
  'refusal.matchpoints-needs-board':
    'nessun numero di board in questa riga: il board dice contro quali punteggi riceve i matchpoint',
  'refusal.par-needs-board': 'nessun numero di board, né mazziere e zona: il par ne ha bisogno',
  'refusal.no-vulnerability': 'con il mazziere, indica anche la zona: None, NS, EW o All',
  'refusal.passed-out-honors': 'una smazzata passata non ha onori; cancella gli onori o indica il contratto',
  'refusal.adjusted-result': 'un punteggio arbitrale non ha risultato: cancella il risultato',
  'refusal.first-dealer': 'il primo mazziere deve essere N, E, S o W',
  'refusal.evening-score': 'riga {row} del torneo: {why}, prima che sia pubblicato',
  'refusal.whole-number':
    '{argument, select, pairs {il numero di coppie} rounds {il numero di turni} boards_per_round {i board per turno} leaves_from {il turno da cui se ne va} other {il turno in cui comincia la coppia in ritardo}} deve essere un numero intero',
  'refusal.no-pairs': 'serve il numero di coppie',
  'refusal.no-round': 'indica il primo turno che la coppia salta',
  'refusal.premium': '{cell}: il premio del parziale deve essere 50 o 100',
  'refusal.deals-honors': '{cell}: gli onori devono essere TRUE o FALSE',
  'refusal.progression': '{cell}: la progressione deve essere {allowed}',
  'refusal.date-cell':
    'Sheets ha letto questa cella come una data; scrivi {meant} come testo (inizia con un apostrofo)',
  'refusal.one-cell': 'una cella, {meant}, non un intervallo di {size}',
  'refusal.range-sizes': 'gli intervalli devono avere la stessa dimensione: uno è {size}, un altro {otherSize}',
  'refusal.argument-sizes':
    '{first} e {second} devono avere la stessa dimensione: {first} è {size}, {second} {otherSize}',
  'refusal.one-deal': 'una smazzata per chiamata, non un intervallo di {size}: usa un DDTABLE per ogni smazzata',
  'refusal.one-column':
    'una colonna di smazzate, non un intervallo di {size}: ogni smazzata occupa 2 celle di una riga',
  'refusal.names-columns': 'names è di 2 colonne (coppia, nomi) o 3 (coppia, linea, nomi), non {size}',
  'refusal.blank-entry': 'la voce {entry} (per una dichiarazione di {bid}) è vuota; compilala, o termina {argument} lì',
  'refusal.seat-in-sides': 'questo foglio segna le linee, non i posti: togli la {seat}',
  'refusal.cell-not-a-number': '{meant} deve essere un numero',
  'refusal.cell-out-of-range': '{meant} è fuori intervallo: un numero qui è al massimo {max} in valore assoluto',
  'refusal.cell-separator':
    '{meant} potrebbe essere un numero con un separatore delle migliaia o con un punto decimale; scrivilo senza separatore (1100), o con meno di tre decimali (1.1)',
  'refusal.dd-out-of-time':
    '{deals, select, one {non risolta: la smazzata richiede più dei 30 secondi che Sheets concede a una chiamata} other {non risolta: la chiamata ha esaurito i 30 secondi che Sheets le concede; le smazzate risolte sono conservate e il prossimo ricalcolo riprende da lì (o dividi la colonna in più chiamate)}}',
  'size.range': '{rows, plural, one {# riga} other {# righe}} per {columns, plural, one {# colonna} other {# colonne}}',
  'size.cell': '1 cella',
  'meant.contract': 'il contratto',
  'meant.result': 'un risultato come -2',
  'meant.vulnerability': 'la zona',
  'meant.declarer': 'il dichiarante',
  'meant.result-is': '"tricks" o "relative"',
  'meant.vulnerability-is': '"board" o "side"',
  'meant.board': 'un numero di board',
  'meant.round': 'un turno',
  'meant.movement': 'il movimento',
  'meant.pairs': 'il numero di coppie',
  'meant.rounds': 'il numero di turni',
  'meant.boards-a-round': 'i board per turno',
  'meant.leaver': 'la coppia che se ne va',
  'meant.leaves-from': 'il turno da cui se ne va',
  'meant.late-from': 'il turno in cui comincia la coppia in ritardo',
  'meant.chart-entry': 'una voce della tabella',
  'meant.bid': 'una dichiarazione',
  'meant.tricks': 'le prese fatte',
  'meant.honors': 'gli onori',
  'meant.yes-no': 'sì o no',
  'meant.deal': 'la smazzata',
  'meant.true-false': 'TRUE o FALSE',
  'meant.score': 'un punteggio',
  'meant.imp-margin': 'uno scarto in IMP',
  'meant.boards': 'il numero di board',
  'meant.pair-number': 'un numero di coppia',
  'meant.scale-choice': '2 o 1',
  'meant.scale': 'la scala',
  'meant.scoring': '"MP", "IMP", "IMP total", "Butler" o "Butler total"',
  'refusal.evening-settings':
    'la riga 1 di "{sheet}" non dice {missing, select, movement {il movimento} pairs {le coppie} design {una variante nota ("{change}" non è né balanced né earlier)} other {che cosa cambia "{change}"}}: imposta di nuovo il torneo',
  'refusal.column-twice':
    'Deals ha {count} colonne "{header}" (riga {row}, colonne {more, plural, =0 {{columns_and}} other {{columns} e altre #}}); rinominale o eliminale tutte tranne una',
  'refusal.unpublishable-row':
    'la riga {row} di "{sheet}" {fault, select, noBoard {ha un punteggio ma nessun numero di board} onePair {ha un punteggio ma non entrambe le coppie} other {non è un risultato da pubblicare}}: correggila prima',
  'refusal.passed-out-contract': 'scegli "{passed}" come dichiarante per una smazzata in cui nessuno ha dichiarato',
  'refusal.progressive-count':
    '{count, plural, one {# giocatore} other {# giocatori}}: il Progressive Bridge mette quattro giocatori a tavolo; {ways, select, add {aggiungine {add}} other {aggiungine {add} o togline {away}}}',
  'refusal.no-players': 'Scrivi i giocatori, uno per riga: il Progressive Bridge mette quattro giocatori a tavolo.',
  'publish.noPbn': 'Non pubblicato: il file PBN non può essere scritto: {error}.',
  'refusal.convention':
    '{argument} deve essere {argument, select, result_is {"tricks" (un numero è le prese fatte) o "relative" (0 mantenuto, 1 una presa in più, -1 un down)} other {"board" (la colonna contiene numeri di board, o None, NS, EW, All) o "side" (sì o no per la linea del dichiarante)}}, o vuoto',
  'refusal.deal': 'una smazzata è testo: il primo posto e due punti, poi quattro mani (N:AKQ2.J5.T98.K43 …)',
  'refusal.not-a-score': 'un punteggio deve essere un numero, o un punteggio arbitrale come 60/40 o Avg+',
  'refusal.scale': 'la scala è 2 (2 e 1) o 1 (1 e ½)',
  'refusal.scoring':
    'scoring deve essere "MP" (punti match), "IMP" o "IMP total" (cross-IMP), "Butler" o "Butler total", o vuoto',
  'refusal.direction':
    '{ranked, select, yes {la linea deve essere N/S o E/W quando le coppie sono classificate per linea} other {la linea deve essere NS o EW (N/S, E/W)}}',
  'refusal.named-twice': 'la coppia {label} è nominata alle righe {earlier} e {row}; tienine una',
  'refusal.no-scores': 'il board non ha punteggi',
  'refusal.no-games': 'il file non contiene smazzate.',
  'problem.row': 'riga {row}: ',
  'problem.cell': '{cell}: ',
  'problem.argument': '{argument}: ',
  'problem.argumentOfBoard': '{argument} del board {board}: ',
  'status.wrote': 'Scritti: {sheets}.',
  'status.results':
    'I risultati di "{sheet}": {boards, plural, one {# board} other {# board}}, {pairs, plural, one {# coppia} other {# coppie}}.',
  'page.sections': 'Sezioni',
  'page.ranking': 'Classifica',
  'page.travellers': 'Viaggianti',
  'page.scoreCards': 'Schede personali',
  'page.rankingOf': 'Classifica, {pair}',
  'page.board': 'Board {board}',
  'page.scoreCardOf': 'Scheda personale, {pair}',
  'page.place': 'Posto {place}',
  'page.pair': 'coppia {pair}',
  'page.sidePair': 'coppia {side} {pair}',
  'page.footer':
    'Calcolato da Bridge Scorer: matchpoint, 2 per ogni punteggio battuto e 1 per ogni pari, Neuberg per un board giocato meno volte.',
  'col.contract': 'Contratto',
  'col.by': 'Di',
  'col.tricks': 'Prese',
  'col.nsScore': 'Punteggio N/S',
  'col.nsMps': 'MP N/S',
  'col.ewMps': 'MP E/O',
  'col.nsPercent': '% N/S',
  'col.ewPercent': '% E/O',
  'col.board': 'Board',
  'col.sat': 'Linea',
  'col.against': 'Contro',
  'col.score': 'Punteggio',
  'card.title': '{movement} per {pairs} coppie',
  'card.meta': '{movement} · {pairs} coppie · {rounds} turni di {boards} board',
  'card.footer': 'Movimento di Bridge Scorer.',
  'card.summary': 'Riepilogo',
  'card.plan': 'Schema',
  'card.tableCards': 'Cartellini dei tavoli',
  'card.guideCards': 'Cartellini di percorso',
  'card.table': 'Tavolo {table}',
  'card.pair': 'Coppia {pair}',
  'card.boardsGoTo': 'I board vanno a',
  'card.seat': 'Linea',
  'card.pairSitsOut': '{pair} riposa',
  'card.notPlayed': '({boards} non giocati)',
  'card.shared': '{boards} (condivisi con il tavolo {table})',
  'card.toTables': '{count, plural, one {tavolo {tables}} other {tavoli {tables}}}',
  'card.byeStand': 'tavolino di appoggio, poi {tables}',
  'card.aside': 'da parte fino al turno {round}, {tables}',
  'card.away': 'assente',
  'card.sitsOut': 'riposa',
  'card.movementIs': '{movement}, {pairs} coppie su {tables, plural, one {# tavolo} other {# tavoli}}',
  'card.rounds': 'Turni',
  'card.boardsARound': 'Board per turno',
  'card.boardsAre': '1-{boards} ({sets, plural, one {# gruppo} other {# gruppi}} da {size})',
  'card.eachBoardPlayed': 'Ogni board giocato',
  'card.times': '{count, plural, one {# volta} other {# volte}}',
  'card.timesSpan': '{span} volte',
  'card.orNext': '{min} o {max}',
  'card.moves': 'Spostamenti',
  'card.meetings': 'Incontri',
  'card.arrowSwitch': 'Cambio freccia',
  'card.arrowRounds': 'turni {rounds}: ogni coppia gioca le carte dell’altra linea',
  'card.sitOuts': 'Riposi',
  'card.howellStays': 'La coppia {pair} resta N/S al tavolo 1',
  'card.howellPhantom': 'Il tavolo 1 è il tavolo di riposo (la coppia {pair} è il fantasma)',
  'card.howellMoves':
    '{stays}; ogni altra coppia segue il suo cartellino di percorso, e i board vanno dove dicono i cartellini dei tavoli.',
  'card.mitchellStay': 'N/S restano ai loro tavoli; E/O salgono di un tavolo (dall’ultimo al tavolo 1)',
  'card.relayMoves':
    '{stay}. I tavoli 1 e {tables} condividono un gruppo a ogni turno; i board scendono di uno (dal tavolo 1 al tavolo {before}), e il gruppo a riposo attende su un tavolino di appoggio tra i tavoli {low} e {high}: i board del tavolo {high} vanno al tavolino, e quelli del tavolino al tavolo {low}.',
  'card.mitchellMoves': '{stay}, i board scendono di uno (dal tavolo 1 all’ultimo).',
  'card.skipMoves': '{base} Dopo il turno {round}, E/O saltano un tavolo: salgono di due, una volta.',
  'card.meetsEveryHowell': 'ogni coppia incontra tutte le altre',
  'card.meetsEveryMitchell': 'ogni coppia N/S incontra ogni coppia E/O',
  'card.meetsHowell': 'ogni coppia incontra {count} {max, plural, one {altra coppia} other {altre coppie}}',
  'card.meetsMitchell':
    'ogni coppia incontra {count} {max, plural, one {coppia dell’altra linea} other {coppie dell’altra linea}}',
  'card.leaves': '{pair} se ne va: dal turno {round}, chi la incontrerebbe riposa',
  'card.late': '{pair} arriva tardi, per il turno {round}: fino ad allora, chi la incontrerebbe riposa',
  'card.phantom': '{pair} è un fantasma: chi la incontrerebbe riposa',
  'card.absences': '{said} ({count, plural, one {# riposo} other {# riposi}} in tutto)',
  // The evening's name and place
  'evening.replaceWord': 'sostituisci',
  'evening.untitled': 'Torneo senza nome',
  'evening.untitledBefore': 'Torneo senza nome (creato prima che i tornei avessero un nome)',
  'status.renamed': 'Il nome e il luogo del torneo sono salvati.',
  'refusal.evening-about':
    '{given_quoted}: {part, select, name {il nome del torneo} date {la data} club {il circolo} clubNumber {il numero del circolo} other {la sezione}} {why, select, long {ha al massimo {most} caratteri} lines {sta su una riga} other {è un giorno, scritto come 2026-12-03}}',

  // Board-by-board entry: a correction says what it replaced.
  'status.boardReplaced': 'Board {board}, tavolo {table}: {before} sostituito da {after}.',

  // Hand records in the pairs evening: the sheet, the answers and the pages
  'records.boardList': '{count, plural, one {la smazzata {boards}} other {le smazzate {boards}}}',
  'records.noDeal': 'Nessuna smazzata: il file delle smazzate non contiene questo board',
  'records.attached': 'Smazzate allegate: {count, plural, one {# board} other {# board}}.',
  'records.missing':
    'Il file non ha la smazzata per {boards}: {count, plural, one {appare} other {appaiono}} senza diagramma.',
  'records.notPlayed': 'Il file contiene anche {boards}, che questo movimento non gioca: conservate, non mostrate.',
  'records.none': 'Nessuna smazzata è allegata alla serata.',
  'records.solved': '{solved} di {dealt} board hanno la tabella double dummy e il par.',
  'records.more':
    '{solved} di {dealt} board hanno la tabella double dummy e il par; {boards} attendono ancora: scegli "{menu}" (nel menu del componente o nella barra laterale) per continuare.',
  'records.dealerMark': 'mazziere',
  'records.dealer': 'Mazziere {seat}',
  'records.vulnerable': 'Zona {vulnerability, select, None {nessuno} NS {NS} EW {EO} other {tutti}}',
  'records.diagramOf': 'Board {board}: le quattro mani',
  'records.ddCaption': 'Prese double dummy',
  'records.par': 'Par',
  'records.noDealOf': 'Board {board}: nessuna smazzata, il file delle smazzate non lo contiene.',
  'records.notSolvedYet': 'Tabella double dummy non ancora calcolata.',
  'records.pageTitle': '{title}: smazzate',
  'records.count': '{count, plural, one {# board} other {# board}}',
  'records.pageReady': 'La pagina delle smazzate è pronta da salvare.',
  'records.unlike':
    'Il file dà a {boards} un mazziere o una zona diversi da quelli del {count, plural, one {suo numero} other {loro numero}}: la serata segna secondo il numero.',
  'refusal.records-not-pbn': 'il file non è un file PBN: {problem}',
  'refusal.records-unreadable': 'non è stato possibile leggere le smazzate del file: {problem}',
  'refusal.records-no-deal': 'il file non ha smazzate di quattro mani complete',
  'refusal.would-replace-records':
    'Il foglio "{sheet}" verrebbe sostituito: {why, select, others {non è stato creato da Bridge Scorer} other {contiene le smazzate di {count, plural, one {# board} other {# board}}, non quelle di questo file}}. Sostituirlo?',
  ...EXCHANGE,
  // Players and their national numbers (apps-script/members/)
  ...MEMBERS,
  ...TABLES,
  // A teams event's custom functions: apps-script/words/sheet/teams/
  ...TEAMS,
  // Publishing an IMP session (Butler or cross-IMPs): apps-script/words/sheet/imp-publish.ts
  ...IMP_PUBLISH.it,
  // An evening's details for the federation (USEBIO)
  ...FEDERATION_SHEET.it,
  // A table's link on its card: apps-script/words/sheet/table-links.ts
  ...TABLE_LINK_WORDS.it,
  // A teams evening run from the sidebar: apps-script/words/sheet/teams-evening.ts
  ...TEAMS_EVENING_WORDS.it,
  // A teams match entered board by board: apps-script/words/sheet/teams-boards.ts
  ...TEAMS_BOARDS_WORDS.it,
  ...TEAMS_SETTINGS_WORDS.it,
  ...TEAMS_TEMPLATE_WORDS.it,
  // A drawn round changed by the director: apps-script/words/sheet/teams-redraw.ts
  ...TEAMS_REDRAW_WORDS.it,
  // The USEBIO file in the Publish results dialog
  'publish.usebio': 'Salva il file USEBIO (.xml)',
  'publish.anyway': 'Crea comunque il file USEBIO',
};

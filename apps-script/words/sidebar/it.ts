import type { EN as English } from './en';
import { TEAMS_SIDEBAR } from './teams';
import { TEAMS_BOARDS_SIDEBAR } from './teams-boards';
import { TEAMS_FILES_SIDEBAR } from './teams-files';
import { TEAMS_REDRAW_SIDEBAR } from './teams-redraw';
import { TEAMS_SETTINGS_SIDEBAR } from './teams-settings';
import type { Translation } from './words';

export const IT: Translation<typeof English> = {
  'app.evening': 'Torneo',
  'app.pairs': 'Torneo a coppie',
  'app.progressive': 'Bridge progressivo',
  'app.unreachable': 'Il server non risponde: {problem}',
  'app.loading': 'Caricamento del torneo…',
  'app.pairsBroken': 'Il torneo a coppie non si legge: {problem}.',
  'app.pairsBrokenHint':
    'Correggi il foglio, poi ricarica la barra laterale; oppure imposta al suo posto un nuovo torneo.',
  'app.setUpNew': 'Imposta un nuovo torneo',

  'common.round': 'Turno {round}',
  'common.tables': 'Tavoli',
  'common.table': 'Tavolo {table}',
  'common.against': 'contro',
  'common.choose': 'Scegli…',
  'common.none': 'Nessuno',
  'common.declarer': 'Dichiarante',
  'common.contract': 'Contratto e risultato',
  'common.save': 'Salva',
  'common.correct': 'Correggi',
  'common.saved': 'Salvato.',
  'common.notSaved': 'Non salvato: {problem}. Riprova.',
  'common.newEvening': 'Nuovo torneo…',
  'common.setUp': 'Imposta il torneo',
  'common.notSetUp': 'Non impostato: {problem}. Riprova.',
  'common.dealer': 'mazziere {seat}',
  'common.vulnerable': 'in zona: {vulnerable}',
  'common.both': '{first} e {second}',

  'seat.N': 'N',
  'seat.E': 'E',
  'seat.S': 'S',
  'seat.W': 'O',
  'vul.None': 'nessuno',
  'vul.NS': 'NS',
  'vul.EW': 'EO',
  'vul.All': 'tutti',

  'setup.title': 'Nuovo torneo di bridge progressivo',
  'setup.players': 'Giocatori, uno per riga',
  'setup.tables':
    '{players, plural, one {# giocatore} other {# giocatori}}, {tables, plural, one {# tavolo} other {# tavoli}}',
  'setup.noPlayers': 'Scrivi i giocatori, uno per riga: il bridge progressivo si gioca in quattro per tavolo.',
  'setup.tooFew':
    '{count, plural, one {# giocatore} other {# giocatori}}: il bridge progressivo si gioca in quattro per tavolo; aggiungine {add}',
  'setup.playerCount':
    '{count, plural, one {# giocatore} other {# giocatori}}: il bridge progressivo si gioca in quattro per tavolo; aggiungine {add} o togline {away}',
  'setup.seating': 'Posti del turno 1',
  'setup.listed': 'Come in elenco: tavolo 1 N, E, S, O, poi tavolo 2…',
  'setup.random': 'Sorteggiati, come con le carte di posto',
  'setup.progression': 'Movimento',
  'setup.standard': 'Standard: i vincitori salgono, i compagni cambiano',
  'setup.pairs': 'A coppie: le coppie restano unite',
  'setup.fixedNs': 'N/S restano, E/O avanzano di un tavolo',
  'setup.premium': 'Premio per il parziale',
  'setup.honors': 'Conta gli onori',
  'setup.replace': 'Sostituiscili',

  'progressive.notRecalculated': 'Non ricalcolato: {problem}. Riprova.',
  'progressive.brokenHint': 'Correggi il foglio "Deals", poi ricalcola.',
  'progressive.recalculate': 'Ricalcola',
  'progressive.totals': 'Tavolo {table}: N/S {ns} · E/O {ew}',
  'progressive.ranking': 'Classifica',
  'progressive.rank': 'Pos.',
  'progressive.player': 'Giocatore',
  'progressive.net': 'Netto',
  'progressive.recalculateAll': 'Ricalcola da "Deals"',
  'progressive.toPairs': 'Il torneo a coppie',
  'progressive.tallies':
    '"Tallies" si aggiorna a ogni smazzata; "Tally cards" quando è inserita l’ultima smazzata del turno, e con Ricalcola.',

  'deal.title': 'Smazzata {deal}',
  'deal.dealer': 'mazziere {seat} ({name})',
  'deal.points': 'N/S {ns} · E/O {ew}',
  'deal.chooseDeclarer': 'Scegli il dichiarante, o Passata.',
  'deal.passedOut': 'Passata',
  'deal.honors': 'Onori',

  'move.notWorkedOut': 'Impossibile calcolare il movimento: {problem}. Riprova.',
  'move.notSeated': 'Il turno successivo non è stato assegnato: {problem}. Riprova.',
  'move.over': 'Il turno {round} è finito',
  'move.tied': 'Tavolo {table} in parità a {score}: l’arbitro decide chi ha vinto',
  'move.nsWon': 'Vince N/S',
  'move.ewWon': 'Vince E/O',
  'move.show': 'Mostra il movimento',
  'move.changed':
    'Ricalcolato: una smazzata è cambiata da quando il movimento è stato mostrato. Controllalo prima di assegnare i posti.',
  'move.line': 'Tavolo {table}: restano {stayers}; arrivano {arrivals}',
  'move.draws': 'Sorteggio dei compagni',
  'move.drawRandom': 'Sorteggia',
  'move.drawEntered': 'Inserisci le carte estratte (come {cards})',
  'move.seat': 'Assegna il turno {round}',

  'pairsSetup.title': 'Nuovo torneo a coppie',
  'pairsSetup.movement': 'Movimento',
  'pairsSetup.mitchell': 'Mitchell',
  'pairsSetup.skip': 'Mitchell con salto',
  'pairsSetup.relay': 'Mitchell con relais',
  'pairsSetup.howell': 'Howell',
  'pairsSetup.pairs': 'Coppie',
  'pairsSetup.rounds': 'Turni (vuoto: tutti)',
  'pairsSetup.boards': 'Board per turno (vuoto: circa 24 in tutto)',
  'pairsSetup.arrow': 'Turni con cambio freccia (Mitchell)',
  'pairsSetup.reading': 'Lettura del foglio "Pairs"…',
  'pairsSetup.noNames':
    'Nessun nome: un foglio "Pairs" (Pair, Direction, Names) dà alle coppie i loro; senza, sono indicate per numero.',
  'pairsSetup.named': 'Il foglio "Pairs" nomina {count, plural, one {# coppia} other {# coppie}}: {names}',
  'pairsSetup.replace': 'Sostituiscilo',

  'pairs.notWritten': 'Non scritto: {problem}. Riprova.',
  'pairs.notDone': 'Non fatto: {problem}. Riprova.',
  'pairs.notRefreshed': 'Non aggiornato: {problem}. Riprova.',
  'pairs.published': 'Pubblicato.',
  'pairs.notPublished': 'Non pubblicato: {problem}. Riprova.',
  'pairs.allIn': 'Tutti i board del turno sono inseriti',
  'pairs.toCome': '{count, plural, one {Manca # board} other {Mancano # board}} in questo turno',
  'pairs.entered': '{entered} su {total} inseriti',
  'pairs.refresh': 'Aggiorna',
  'pairs.round': 'Turno',
  'pairs.sittingOut': 'Riposo: {pairs}',
  'pairs.rankingSoFar': 'Classifica parziale',
  'pairs.noResult': 'Nessun risultato per ora.',
  'pairs.ranking': 'Classifica {heading}',
  'pairs.place': 'Pos.',
  'pairs.pair': 'Coppia',
  'pairs.changes': 'Una coppia se ne va, una coppia in ritardo',
  'pairs.leaver': 'Coppia che se ne va',
  'pairs.firstMissed': 'Primo turno che salta',
  'pairs.takeOut': 'Togli la coppia',
  'pairs.lateFrom': 'Una coppia in ritardo gioca dal turno',
  'pairs.seatLate': 'Inserisci la coppia in ritardo',
  'pairs.cards': 'Scrivi le carte di tavolo e di guida',
  'pairs.saveCards': 'Salva la pagina delle carte (.html)',
  'pairs.end': 'Chiudi il torneo e pubblica',
  'pairs.anyway': 'Pubblica comunque',
  'pairs.saveResults': 'Salva la pagina dei risultati (.html)',
  'pairs.savePbn': 'Salva il file PBN (.pbn)',

  'board.title': 'Board {board}',
  'board.points': 'N/S {ns}',
  // The evening's name and place, and a new evening's safety
  'about.legend': 'Il torneo',
  'about.name': 'Nome',
  'about.date': 'Data',
  'about.club': 'Circolo',
  'about.clubNumber': 'Numero del circolo',
  'about.section': 'Sezione',
  'about.edit': 'Nome, data e circolo',
  'about.save': 'Salva il nome',
  'pairsSetup.typeToReplace': 'Scrivilo qui',
  'pairs.newHolds':
    '{count, plural, one {Questo torneo ha # risultato.} other {Questo torneo ha # risultati.}} Chiuderlo e pubblicarlo prima?',
  'pairs.newAnyway': 'Crea un nuovo torneo',
  'pairs.keep': 'Tieni questo torneo',

  // Board-by-board entry: the view chosen, a board's traveller, line by line.
  'byBoard.enter': 'Inserisci i risultati',
  'byBoard.byTable': 'Per tavolo',
  'byBoard.byBoard': 'Per board',
  'byBoard.board': 'Board da inserire',
  'byBoard.line': 'Turno {round}, tavolo {table}',
  'byBoard.toCome': '{count, plural, one {# tavolo} other {# tavoli}} di questo board da inserire',
  'byBoard.allIn': 'Tutti i tavoli di questo board sono inseriti',
  'byBoard.next': 'Board successivo: {board}',

  // Hand records in the pairs evening: attaching, solving, the page
  'records.title': 'Smazzate',
  'records.intro':
    'Allega il file PBN delle smazzate (di una macchina smazzatrice o di un generatore di mani): il diagramma, la tabella double dummy e il par di ogni board vanno nella pagina dei risultati e in una pagina da stampare.',
  'records.optional':
    'Facoltativo: il file PBN delle smazzate (di una macchina smazzatrice o di un generatore di mani), allegato appena la serata è creata; si può allegare anche più tardi.',
  'records.attach': 'Smazzate (file PBN)',
  'records.attachButton': 'Allega le smazzate',
  'records.working': 'Lettura e calcolo delle smazzate…',
  'records.replace': 'Sostituiscile',
  'records.solve': 'Calcola i board rimanenti',
  'records.makePage': 'Prepara la pagina delle smazzate',
  'records.save': 'Salva la pagina delle smazzate (.html)',
  'records.state': '{solved} di {dealt} board hanno la tabella e il par',
  'records.noDeal':
    '{count, plural, one {nessuna smazzata per il board {boards}} other {nessuna smazzata per i board {boards}}}',
  'records.notDone': 'Non fatto: {problem}. Riprova.',

  // An evening's details for the federation (USEBIO)
  'federation.legend': 'Per la federazione',
  'federation.note':
    'Inviati alla federazione con il file dei risultati (USEBIO). I dati del circolo sono ricordati per il prossimo torneo.',
  'federation.eventId': 'Codice del torneo',
  'federation.masterpointScale': 'Scala dei punti federali',
  'federation.masterpointType': 'Tipo di punti federali',
  'federation.charge': 'Quota: importo o codice',
  'federation.contact': 'Contatto (nome, e-mail o telefono)',
  'federation.usebio': 'Versione USEBIO',

  // The USEBIO file at the end of a pairs evening
  'pairs.saveUsebio': 'Salva il file USEBIO (.xml)',
  'pairs.noNumbers':
    '{count, plural, one {# giocatore non ha} other {# giocatori non hanno}} numero di tessera: {players}.',
  'pairs.usebioAnyway': 'Crea comunque il file USEBIO',
  // The table pages, as the director follows them
  'tables.conflicts': 'Risultati inviati dai telefoni che la loro smazzata non conteneva',
  'tables.conflictCount': '{count, plural, one {# risultato da decidere} other {# risultati da decidere}}',
  'tables.conflict':
    'Smazzata {board}, tavolo {table}, turno {round}: il foglio contiene {holds}; il telefono ha inviato {sent}.',
  'tables.settled': 'Deciso',
  'tables.title': 'Pagine dei tavoli',
  'tables.progressLabel': 'L’avanzamento di ogni tavolo',
  'tables.progress': 'Tavolo {table}: turno {round}, {entered} di {boards} inserite',
  'tables.finished': 'Tavolo {table}: tutto inserito',
  'tables.behind': 'in ritardo',
  'tables.showLinks': 'Mostra i link dei tavoli',
  'tables.renewAll': 'Nuovi link per tutti i tavoli',
  'tables.renewOne': 'Nuovo link per il tavolo {table}',
  'tables.noLinks': 'Nessun link: {problem}',
  // A teams evening: apps-script/words/sidebar/teams.ts
  ...TEAMS_SIDEBAR.it,
  // A teams match entered board by board: apps-script/words/sidebar/teams-boards.ts
  ...TEAMS_BOARDS_SIDEBAR.it,
  ...TEAMS_FILES_SIDEBAR.it,
  ...TEAMS_SETTINGS_SIDEBAR.it,
  // A drawn round changed: apps-script/words/sidebar/teams-redraw.ts
  ...TEAMS_REDRAW_SIDEBAR.it,
};

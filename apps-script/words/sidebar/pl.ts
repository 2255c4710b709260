import type { EN as English } from './en';
import { TEAMS_SIDEBAR } from './teams';
import { TEAMS_BOARDS_SIDEBAR } from './teams-boards';
import { TEAMS_FILES_SIDEBAR } from './teams-files';
import { TEAMS_REDRAW_SIDEBAR } from './teams-redraw';
import { TEAMS_SETTINGS_SIDEBAR } from './teams-settings';
import type { Translation } from './words';

export const PL: Translation<typeof English> = {
  'app.evening': 'Turniej',
  'app.pairs': 'Turniej par',
  'app.progressive': 'Brydż progresywny',
  'app.unreachable': 'Brak połączenia z serwerem: {problem}',
  'app.loading': 'Wczytywanie turnieju…',
  'app.pairsBroken': 'Nie można odczytać turnieju par: {problem}.',
  'app.pairsBrokenHint': 'Popraw arkusz i wczytaj panel ponownie; albo załóż w jego miejsce nowy turniej.',
  'app.setUpNew': 'Załóż nowy turniej',

  'common.round': 'Runda {round}',
  'common.tables': 'Stoły',
  'common.table': 'Stół {table}',
  'common.against': 'przeciw',
  'common.choose': 'Wybierz…',
  'common.none': 'Brak',
  'common.declarer': 'Rozgrywający',
  'common.contract': 'Kontrakt i wynik',
  'common.save': 'Zapisz',
  'common.correct': 'Popraw',
  'common.saved': 'Zapisano.',
  'common.notSaved': 'Nie zapisano: {problem}. Spróbuj ponownie.',
  'common.newEvening': 'Nowy turniej…',
  'common.setUp': 'Załóż turniej',
  'common.notSetUp': 'Nie założono: {problem}. Spróbuj ponownie.',
  'common.dealer': 'rozdaje {seat}',
  'common.vulnerable': 'po partii: {vulnerable}',
  'common.both': '{first} i {second}',

  'seat.N': 'N',
  'seat.E': 'E',
  'seat.S': 'S',
  'seat.W': 'W',
  'vul.None': 'nikt',
  'vul.NS': 'NS',
  'vul.EW': 'EW',
  'vul.All': 'wszyscy',

  'setup.title': 'Nowy turniej brydża progresywnego',
  'setup.players': 'Gracze, jeden w wierszu',
  'setup.tables':
    '{players, plural, one {# gracz} few {# graczy} many {# graczy} other {# gracza}}, {tables, plural, one {# stół} few {# stoły} many {# stołów} other {# stołu}}',
  'setup.noPlayers': 'Wpisz graczy, jednego w wierszu: brydż progresywny sadza czterech przy stole.',
  'setup.tooFew':
    '{count, plural, one {# gracz} few {# graczy} many {# graczy} other {# gracza}}: brydż progresywny sadza czterech przy stole; dodaj {add}',
  'setup.playerCount':
    '{count, plural, one {# gracz} few {# graczy} many {# graczy} other {# gracza}}: brydż progresywny sadza czterech przy stole; dodaj {add} lub usuń {away}',
  'setup.seating': 'Rozsadzenie w rundzie 1',
  'setup.listed': 'Według listy: stół 1 N, E, S, W, potem stół 2…',
  'setup.random': 'Losowo, jak z kartami stołów',
  'setup.progression': 'Zmiany',
  'setup.standard': 'Standard: zwycięzcy idą w górę, partnerzy się zmieniają',
  'setup.pairs': 'Turniej par: pary zostają razem',
  'setup.fixedNs': 'N/S zostają, E/W idą o stół dalej',
  'setup.premium': 'Premia za częściówkę',
  'setup.honors': 'Liczyć honory',
  'setup.replace': 'Zastąp je',

  'progressive.notRecalculated': 'Nie przeliczono: {problem}. Spróbuj ponownie.',
  'progressive.brokenHint': 'Popraw arkusz „Deals”, potem przelicz.',
  'progressive.recalculate': 'Przelicz',
  'progressive.totals': 'Stół {table}: N/S {ns} · E/W {ew}',
  'progressive.ranking': 'Klasyfikacja',
  'progressive.rank': 'Miejsce',
  'progressive.player': 'Gracz',
  'progressive.net': 'Netto',
  'progressive.recalculateAll': 'Przelicz z „Deals”',
  'progressive.toPairs': 'Turniej par',
  'progressive.tallies':
    '„Tallies” zmienia się z każdym rozdaniem; „Tally cards”, gdy wpisane jest ostatnie rozdanie rundy, i po Przelicz.',

  'deal.title': 'Rozdanie {deal}',
  'deal.dealer': 'rozdaje {seat} ({name})',
  'deal.points': 'N/S {ns} · E/W {ew}',
  'deal.chooseDeclarer': 'Wybierz rozgrywającego albo Pasy.',
  'deal.passedOut': 'Pasy',
  'deal.honors': 'Honory',

  'move.notWorkedOut': 'Nie udało się ustalić zmian: {problem}. Spróbuj ponownie.',
  'move.notSeated': 'Nie rozsadzono następnej rundy: {problem}. Spróbuj ponownie.',
  'move.over': 'Runda {round} skończona',
  'move.tied': 'Stół {table} remisuje przy {score}: sędzia decyduje, kto wygrał',
  'move.nsWon': 'Wygrali N/S',
  'move.ewWon': 'Wygrali E/W',
  'move.show': 'Pokaż zmiany',
  'move.changed': 'Ustalono ponownie: od pokazania zmian zmieniło się rozdanie. Sprawdź je przed rozsadzeniem.',
  'move.line': 'Stół {table}: zostają {stayers}; przychodzą {arrivals}',
  'move.draws': 'Losowanie partnerów',
  'move.drawRandom': 'Losuj',
  'move.drawEntered': 'Wpisz wylosowane karty (np. {cards})',
  'move.seat': 'Rozsadź rundę {round}',

  'pairsSetup.title': 'Nowy turniej par',
  'pairsSetup.movement': 'Ruch',
  'pairsSetup.mitchell': 'Mitchell',
  'pairsSetup.skip': 'Mitchell z przeskokiem',
  'pairsSetup.relay': 'Mitchell ze stolikiem',
  'pairsSetup.howell': 'Howell',
  'pairsSetup.pairs': 'Pary',
  'pairsSetup.rounds': 'Rundy (puste: wszystkie)',
  'pairsSetup.boards': 'Rozdań na rundę (puste: ok. 24 w sumie)',
  'pairsSetup.arrow': 'Rundy ze zmianą strzałki (Mitchell)',
  'pairsSetup.reading': 'Czytanie arkusza „Pairs”…',
  'pairsSetup.noNames':
    'Brak nazwisk: arkusz „Pairs” (Pair, Direction, Names) podaje nazwiska par; bez niego pary mają tylko numery.',
  'pairsSetup.named':
    'Arkusz „Pairs” podaje {count, plural, one {# parę} few {# pary} many {# par} other {# pary}}: {names}',
  'pairsSetup.replace': 'Zastąp go',

  'pairs.notWritten': 'Nie zapisano: {problem}. Spróbuj ponownie.',
  'pairs.notDone': 'Nie wykonano: {problem}. Spróbuj ponownie.',
  'pairs.notRefreshed': 'Nie odświeżono: {problem}. Spróbuj ponownie.',
  'pairs.published': 'Opublikowano.',
  'pairs.notPublished': 'Nie opublikowano: {problem}. Spróbuj ponownie.',
  'pairs.allIn': 'Wszystkie rozdania tej rundy są wpisane',
  'pairs.toCome':
    'W tej rundzie {count, plural, one {brakuje # rozdania} few {brakuje # rozdań} many {brakuje # rozdań} other {brakuje # rozdania}}',
  'pairs.entered': 'wpisano {entered} z {total}',
  'pairs.refresh': 'Odśwież',
  'pairs.round': 'Runda',
  'pairs.sittingOut': 'Pauzuje: {pairs}',
  'pairs.rankingSoFar': 'Bieżąca klasyfikacja',
  'pairs.noResult': 'Nie ma jeszcze wyników.',
  'pairs.ranking': 'Klasyfikacja {heading}',
  'pairs.place': 'Miejsce',
  'pairs.pair': 'Para',
  'pairs.changes': 'Para odchodzi, para spóźniona',
  'pairs.leaver': 'Para, która odchodzi',
  'pairs.firstMissed': 'Pierwsza opuszczona runda',
  'pairs.takeOut': 'Wycofaj parę',
  'pairs.lateFrom': 'Spóźniona para gra od rundy',
  'pairs.seatLate': 'Posadź spóźnioną parę',
  'pairs.cards': 'Wypisz karty stołów i przejść',
  'pairs.saveCards': 'Zapisz stronę kart (.html)',
  'pairs.end': 'Zakończ turniej i opublikuj',
  'pairs.anyway': 'Opublikuj mimo to',
  'pairs.saveResults': 'Zapisz stronę wyników (.html)',
  'pairs.savePbn': 'Zapisz plik PBN (.pbn)',

  'board.title': 'Rozdanie {board}',
  'board.points': 'N/S {ns}',
  // The evening's name and place, and a new evening's safety
  'about.legend': 'Turniej',
  'about.name': 'Nazwa',
  'about.date': 'Data',
  'about.club': 'Klub',
  'about.clubNumber': 'Numer klubu',
  'about.section': 'Sekcja',
  'about.edit': 'Nazwa, data i klub',
  'about.save': 'Zapisz nazwę',
  'pairsSetup.typeToReplace': 'Wpisz to tutaj',
  'pairs.newHolds':
    '{count, plural, one {Ten turniej ma # wynik.} few {Ten turniej ma # wyniki.} many {Ten turniej ma # wyników.} other {Ten turniej ma # wyniku.}} Najpierw go zakończyć i opublikować?',
  'pairs.newAnyway': 'Utwórz nowy turniej',
  'pairs.keep': 'Zachowaj ten turniej',

  // Board-by-board entry: the view chosen, a board's traveller, line by line.
  'byBoard.enter': 'Wprowadzanie wyników',
  'byBoard.byTable': 'Według stołów',
  'byBoard.byBoard': 'Według rozdań',
  'byBoard.board': 'Rozdanie do wprowadzenia',
  'byBoard.line': 'Runda {round}, stół {table}',
  'byBoard.toCome':
    '{count, plural, one {# stół} few {# stoły} many {# stołów} other {# stołu}} tego rozdania do wprowadzenia',
  'byBoard.allIn': 'Wszystkie stoły tego rozdania są wprowadzone',
  'byBoard.next': 'Następne rozdanie: {board}',

  // Hand records in the pairs evening: attaching, solving, the page
  'records.title': 'Rozkłady',
  'records.intro':
    'Dołącz plik PBN z rozkładami (z maszyny do rozdawania lub generatora rąk): diagram, tabela w widne karty i par każdego rozdania trafią na stronę wyników i na stronę do druku.',
  'records.optional':
    'Opcjonalnie: plik PBN z rozkładami (z maszyny do rozdawania lub generatora rąk), dołączany po utworzeniu wieczoru; można go też dołączyć później.',
  'records.attach': 'Rozkłady (plik PBN)',
  'records.attachButton': 'Dołącz rozkłady',
  'records.working': 'Czytanie i liczenie rozkładów…',
  'records.replace': 'Zastąp je',
  'records.solve': 'Policz pozostałe rozdania',
  'records.makePage': 'Przygotuj stronę z rozkładami',
  'records.save': 'Zapisz stronę z rozkładami (.html)',
  'records.state': '{solved} z {dealt} rozdań ma tabelę i par',
  'records.noDeal':
    '{count, plural, one {brak rozkładu rozdania} few {brak rozkładów rozdań} many {brak rozkładów rozdań} other {brak rozkładów rozdań}} {boards}',
  'records.notDone': 'Nie wykonano: {problem}. Spróbuj ponownie.',

  // An evening's details for the federation (USEBIO)
  'federation.legend': 'Dla związku',
  'federation.note':
    'Trafia do związku z plikiem wyników (USEBIO). Dane klubu są zapamiętywane na jego następny turniej.',
  'federation.eventId': 'Identyfikator turnieju',
  'federation.masterpointScale': 'Skala punktów klasyfikacyjnych',
  'federation.masterpointType': 'Rodzaj punktów klasyfikacyjnych',
  'federation.charge': 'Opłata: kwota lub kod',
  'federation.contact': 'Kontakt (imię i nazwisko, e-mail lub telefon)',
  'federation.usebio': 'Wersja USEBIO',

  // The USEBIO file at the end of a pairs evening
  'pairs.saveUsebio': 'Zapisz plik USEBIO (.xml)',
  'pairs.noNumbers':
    '{count, plural, one {# zawodnik nie ma} few {# zawodników nie ma} many {# zawodników nie ma} other {# zawodnika nie ma}} numeru związkowego: {players}.',
  'pairs.usebioAnyway': 'Utwórz plik USEBIO mimo to',
  // The table pages, as the director follows them
  'tables.conflicts': 'Wyniki z telefonów, których ich rozdanie nie zawierało',
  'tables.conflictCount':
    '{count, plural, one {# wynik do rozstrzygnięcia} few {# wyniki do rozstrzygnięcia} many {# wyników do rozstrzygnięcia} other {# wyniku do rozstrzygnięcia}}',
  'tables.conflict': 'Rozdanie {board}, stół {table}, runda {round}: arkusz zawiera {holds}; telefon wysłał {sent}.',
  'tables.settled': 'Rozstrzygnięte',
  'tables.title': 'Strony stołów',
  'tables.progressLabel': 'Postęp każdego stołu',
  'tables.progress': 'Stół {table}: runda {round}, wpisano {entered} z {boards}',
  'tables.finished': 'Stół {table}: wszystko wpisane',
  'tables.behind': 'opóźniony',
  'tables.showLinks': 'Pokaż linki stołów',
  'tables.renewAll': 'Nowe linki dla wszystkich stołów',
  'tables.renewOne': 'Nowy link dla stołu {table}',
  'tables.noLinks': 'Brak linków: {problem}',
  // A teams evening: apps-script/words/sidebar/teams.ts
  ...TEAMS_SIDEBAR.pl,
  // A teams match entered board by board: apps-script/words/sidebar/teams-boards.ts
  ...TEAMS_BOARDS_SIDEBAR.pl,
  ...TEAMS_FILES_SIDEBAR.pl,
  ...TEAMS_SETTINGS_SIDEBAR.pl,
  // A drawn round changed: apps-script/words/sidebar/teams-redraw.ts
  ...TEAMS_REDRAW_SIDEBAR.pl,
};

import type { SheetWords } from './en';
import { EXCHANGE } from './exchange/pl';
import { FEDERATION_SHEET } from './federation';
import { IMP_PUBLISH } from './imp-publish';
import { MEMBERS } from './members/pl';
import { TABLE_LINK_WORDS } from './table-links';
import { TABLES } from './tables/pl';
import { TEAMS } from './teams/pl';
import { TEAMS_BOARDS_WORDS } from './teams-boards';
import { TEAMS_EVENING_WORDS } from './teams-evening';
import { TEAMS_REDRAW_WORDS } from './teams-redraw';
import { TEAMS_SETTINGS_WORDS } from './teams-settings';
import { TEAMS_TEMPLATE_WORDS } from './teams-template';

export const SHEET: SheetWords = {
  'menu.evening': 'Prowadź turniej (pary, drużyny lub progresywny)',
  'menu.pbn': 'Importuj wyniki (PBN, USEBIO)…',
  'menu.publish': 'Opublikuj wyniki…',
  'menu.cards': 'Karty ruchu…',
  'menu.results': 'Wstaw arkusz wyników',
  'menu.teams': 'Wstaw arkusz meczu drużynowego',
  'menu.help': 'Pomoc do funkcji',
  'menu.language': 'Język i notacja…',
  'menu.solveRest': 'Rozwiąż pozostałe rozdania',
  'title.sidebar': 'Turniej Bridge Scorer',
  'title.help': 'Funkcje Bridge Scorer',
  'title.publish': 'Opublikuj wyniki',
  'title.cards': 'Karty ruchu',
  'title.pbn': 'Importuj wyniki (PBN, USEBIO)',
  'title.language': 'Język i notacja',
  'language.intro':
    'Język dodatku w tym arkuszu (menu, okna, komunikaty, słowa wpisywane przez funkcje) i notacja, w której wpisuje się kontrakty. Funkcje zmienią się przy następnym przeliczeniu; ich pomoc pozostaje po angielsku.',
  'language.language': 'Język',
  'language.notation': 'Notacja',
  'language.locale': 'Ustawienia regionalne arkusza ({name})',
  'language.same': 'Jak język',
  'language.save': 'Zapisz',
  'language.saving': 'Zapisywanie…',
  'language.saved': 'Zapisano. Wczytaj arkusz ponownie, aby zobaczyć menu w nowym języku.',
  'pbn.failed': 'Nie zaimportowano: {error}',
  'publish.failed': 'Nie opublikowano: {error}',
  'dialog.notWritten': 'Nie zapisano: {error}',
  'language.failed': 'Nie zapisano: {error}',
  'dialog.writing': 'Zapisywanie…',
  'help.intro':
    'Bridge Scorer dodaje te funkcje. Każda przyjmuje jedną wartość lub całą kolumnę i wypełnia jedną komórkę na wiersz, chyba że podano inaczej. Tam, gdzie ułamki pisze się z przecinkiem, oddzielaj argumenty znakiem {semicolon}. Nazwy funkcji i przykłady są takie, jakie Sheets przyjmuje w każdym języku.',
  'help.outro':
    '{results} przygotowuje turniej par na dowolną liczbę wierszy (rozdanie, pary, kontrakt, rozgrywający, wynik, zapis N/S, punkty meczowe i procenty obu stron) z klasyfikacją obok i nazwiskami par do wpisania; {teams} przygotowuje oba stoły, IMPy, sumę i VP, tymczasowe, dopóki każde rozpoczęte rozdanie nie ma zapisów z obu stołów. Żaden nie zastępuje arkusza o tej samej nazwie. {publish} zapisuje aktywny arkusz wyników jako stronę wyników i plik PBN oraz zapisuje arkusze Ranking, Travellers i Score cards do druku.',
  'pbn.intro':
    'Wybierz plik wyników: PBN (.pbn) lub USEBIO (.xml). Jego wyniki trafią do nowego arkusza {results}, z parami i każdym rozdaniem policzonym dla obu stron (punkty meczowe lub IMPy, jak podaje plik); pary i nazwiska do {pairs}, klasyfikacja do {ranking}. Jeśli arkusz o tej nazwie już coś zawiera, trafią do {results2} itd.: żaden arkusz nie zostanie zastąpiony.',
  'pbn.importing': 'Importowanie…',
  'publish.intro':
    'Wyniki tego arkusza tak, jak publikuje je klub: strona wyników na stronę klubu (klasyfikacja, protokoły i karty wyników w jednym pliku) oraz sesja jako plik PBN z wynikami. Albo Ranking, Travellers i Score cards jako arkusze do druku.',
  'publish.reading': 'Czytanie arkusza…',
  'publish.html': 'Zapisz stronę wyników (.html)',
  'publish.pbn': 'Zapisz plik PBN (.pbn)',
  'publish.sheets': 'Zapisz arkusze Ranking, Travellers i Score cards',
  'cards.movement': 'Ruch',
  'cards.pairs': 'Pary',
  'cards.rounds': 'Rundy (puste: wszystkie)',
  'cards.boards': 'Rozdania na rundę (puste: około 24 razem)',
  'cards.arrow': 'Rundy z odwróconą strzałką (Mitchell)',
  'cards.leaves': 'Para, która wychodzi',
  'cards.leavesFrom': 'Pierwsza runda, którą opuszcza',
  'cards.lateFrom': 'Spóźniona para gra od rundy',
  'cards.write': 'Zapisz karty',
  'cards.html': 'Zapisz stronę kart (.html)',
  'status.dealSaved': 'Stół {table}, rozdanie {deal}: {what}, NS {ns}, EW {ew}.',
  'status.replaces': ' Zastępuje {what}.',
  'status.by': '{contract}, rozgrywa {declarer}',
  'status.passedOut': 'przepasowane',
  'status.roundSeated': 'Runda {round} rozsadzona.',
  'status.recalculated': 'Przeliczono z arkusza Deals.',
  'status.eveningSetUp':
    'Turniej gotowy: {tables, plural, one {# stół} few {# stoły} many {# stołów} other {# stołu}}, graczy: {players}.',
  'status.boardEntered': 'Rozdanie {board}, stół {table}: {what}.',
  'status.cleared': 'wyczyszczono',
  'status.honors': '{what}, honory {honors}',
  'conflict.cleared':
    'Nie zapisano: stół {table}, rozdanie {deal} zostało w międzyczasie wyczyszczone (pokazywało {shown}). Zapisz ponownie, aby wpisać swoje.',
  'conflict.entered':
    'Nie zapisano: stół {table}, rozdanie {deal} zostało w międzyczasie wpisane jako {now}. Jest teraz pokazane; naciśnij Popraw, aby zastąpić je swoim.',
  'conflict.changed':
    'Nie zapisano: stół {table}, rozdanie {deal} zostało w międzyczasie zmienione na {now}. Jest teraz pokazane; naciśnij Popraw, aby zastąpić je swoim.',
  'conflict.boardHolds':
    'Nie zapisano: rozdanie {board} przy stole {table} ma teraz {now}, wpisane w międzyczasie. Sprawdź je i wpisz ponownie, jeśli jest błędne.',
  'conflict.nothing': 'nic',
  'status.pairsSetUp':
    '{movement} gotowy: {tables, plural, one {# stół} few {# stoły} many {# stołów} other {# stołu}}, {rounds, plural, one {# runda} few {# rundy} many {# rund} other {# rundy}}, rozdań w rundzie: {boards}.',
  'status.pairLeaves': '{pair} odchodzi: od rundy {round} pary, z którymi by grała, pauzują.',
  'status.latePair': 'Spóźniona para gra od rundy {round}, na miejscu pary widmo.',
  'replace.notOurs': '„{sheet}” (nie utworzony przez Bridge Scorer)',
  'replace.dealsEntered': '„{sheet}” (turniej z wpisanymi rozdaniami)',
  'deals.row': 'Deals, wiersz {row}: {problem}',
  'deals.correct': '{problem}. Popraw arkusz „Deals”, potem przelicz.',
  'deals.saveAgain': '{problem} Rozdanie nie jest jeszcze zapisane: potem zapisz je ponownie.',
  'move.showFirst': 'Nie rozsadzono: najpierw pokaż ruch; runda {round} zostanie rozsadzona tak, jak pokazuje.',
  'move.changed':
    'Nie rozsadzono: arkusz „Deals” zmienił się od pokazania ruchu. Ruch jest pokazany ponownie tak, jak jest teraz w arkuszu; sprawdź go, potem rozsadź rundę {round}.',
  'publish.noSheet': 'nie ma arkusza „{sheet}”',
  'status.kept':
    '{sheets} {count, plural, one {pozostaje bez zmian} few {pozostają bez zmian} many {pozostają bez zmian} other {pozostają bez zmian}}: Bridge Scorer nigdy nie zastępuje arkusza.',
  'kept.range': 'od "{first}" do "{last}"',
  'template.pairs':
    'Wstawiono arkusz „{sheet}”: w każdym wierszu wpisz rozdanie, pary, kontrakt ({contract} albo z wynikiem {made}, {doubled}), rozgrywającego ({seats}) i wynik (wzięte lewy, 10; -1 za jedną bez; \'+1 albo \'= z apostrofem, który zachowuje go jako tekst), tyle wierszy, ile ma turniej; zapisy, punkty meczowe i procenty obu stron wypełniają się same, a klasyfikacja w kolumnie N układa dotychczasowe wyniki. Wpisz nazwiska każdej pary w U–W (para, N/S albo E/W w Mitchellu, nazwiska), a klasyfikacja je pokaże, pary N/S i E/W Mitchella klasyfikowane osobno. Dla turnieju par na IMP wpisz "IMP total" albo "Butler total" w X2 (domyślnie MP, punkty meczowe): klasyfikacja idzie wtedy według sumy IMP; kolumny MPs i % zostają w punktach meczowych. Nie wpisuj nic w kolumnach Vul, score, MPs i % ani obok klasyfikacji: każda to jedna formuła w nagłówku, która wypełnia kolumnę. Komórka wpisana tam blokuje całą kolumnę i robi się czerwona: wyczyść ją.',
  'template.teams':
    "Wstawiono arkusz „{sheet}”: dla każdego stołu wpisz kontrakt ({contract} albo {made} z wynikiem), rozgrywającego i wynik (wzięte lewy, 10; -1 za jedną bez; '+1 albo '= z apostrofem); IMP-y, suma i VP wypełniają się dla drużyny siedzącej na N/S przy stole 1. Rozdania 1–{boards} są ponumerowane; ponumeruj kolejne w kolumnie A, a też zostaną policzone. Wpisz liczbę rozdań meczu w N5: VP mówią „provisional”, dopóki tyle rozdań nie zostanie policzonych, a każde rozdanie z wpisem przy którymkolwiek stole nie ma zapisów z obu stołów.",
  'template.exists':
    'Nie wstawiono: ten skoroszyt ma już arkusz „{sheet}”, który pozostaje bez zmian; zmień jego nazwę, aby wstawić nowy.',
  'flag.noContract': 'zapis N/S {score} bez kontraktu',
  'flag.passedOut': 'rozdanie przepasowane daje 0, nie {score}',
  'flag.adjusted': 'wynik arbitralny „{contract}” i jego zapis N/S {score} się różnią',
  'flag.unreadable': '„{entry}” nie da się odczytać',
  'flag.scores': '{entry} daje {scored} dla N/S, nie {score}',
  'flag.blank': '(puste)',
  'flag.again': '{why}: wpisz rozdanie ponownie',
  'solveRest.none': 'Żaden zaimportowany arkusz Results nie ma rozdania czekającego na swój par.',
  'solveRest.done':
    'Rozwiązano {count, plural, one {# rozdanie} few {# rozdania} many {# rozdań} other {# rozdania}} w {sheets}: każde rozdanie ma tam swój par.',
  'solveRest.more':
    'Rozwiązano {count, plural, one {# rozdanie} few {# rozdania} many {# rozdań} other {# rozdania}} w {sheets}; {left, plural, one {# rozdanie nadal czeka} few {# rozdania nadal czekają} many {# rozdań nadal czeka} other {# rozdania nadal czeka}}: wybierz ponownie „{menu}”.',
  'movement.name':
    '{kind, select, mitchell {Mitchell} skip {Mitchell z przeskokiem} relay {Mitchell ze stolikiem} other {Howell}}',
  'view.pairsTitle': '{movement}, par: {pairs}, stołów: {tables} · rund: {rounds}, rozdań w rundzie: {boards}',
  'cell.sitOut': 'Pauza',
  'cell.pass': 'Pas',
  'cell.parBy': '{contract} z ręki {seats}',
  'head.round': 'Runda',
  'head.table': 'Stół',
  'head.ns': 'N/S',
  'head.ew': 'E/W',
  'head.boards': 'Rozdania',
  'head.place': 'Miejsce',
  'head.pair': 'Para',
  'head.mps': 'Punkty',
  'head.max': 'Maks.',
  'head.imps': 'IMPy',
  'head.impsABoard': 'IMPy na rozdanie',
  'head.names': 'Nazwiska',
  'head.sidePair': 'Para {side}',
  'ranking.notRead':
    '{count, plural, one {# wynik nieodczytany: wiersz {rows}} few {# wyniki nieodczytane: wiersze {rows}} many {# wyników nieodczytanych: wiersze {rows}} other {# wyniku nieodczytanego: wiersze {rows}}} ({first})',
  'ranking.rowsMore': '{rows} i jeszcze {more}',
  'hint.boardColumn': '(kolumna numerów rozdań: dodaj vulnerability_is "board")',
  'refusal.no-contract': 'Wpisz kontrakt i wynik, np. {examples_or}.',
  'refusal.no-result-or-score': 'Wpisz kontrakt i wynik, np. {examples_or}, albo wynik arbitralny, np. 60/40.',
  'refusal.declarer-or-passed': 'rozgrywający musi być {seats} albo rozdanie przepasowane',
  'refusal.round-over':
    'Runda {round} się skończyła; turniej jest w rundzie {current}. Popraw wcześniejsze rundy w arkuszu „Deals”, potem przelicz.',
  'refusal.no-such-deal': 'Nie ma rozdania {deal} przy stole {table} w rundzie {round}.',
  'refusal.enter-earlier-first': 'Najpierw wpisz rozdanie {deal} stołu {table}.',
  'refusal.not-at-table':
    'rozdanie {board} nie jest grane przy stole {table} w rundzie {round}: {boards, select, none {nie gra się tam nic} other {grane są tam rozdania {boards}}}',
  'refusal.pair-not-there':
    '{ns} i {ew} nie grają rozdania {board} przy stole {table} w rundzie {round}: grają je {seatedNs} i {seatedEw}',
  'refusal.boards-to-come':
    'Brakuje jeszcze {count, plural, one {# rozdania} few {# rozdań} many {# rozdań} other {# rozdania}}, pierwsze to rozdanie {board} rundy {round} przy stole {table}. Opublikować mimo to?',
  'refusal.would-drop':
    'rozdanie {board} rundy {round} przy stole {table} ma wynik, który zmiana by usunęła: najpierw go wyczyść, jeśli wpisano go przez pomyłkę',
  'refusal.late-pair-twice': 'spóźniona para gra już na miejscu pary widmo',
  'refusal.would-replace': 'Te arkusze zostałyby zastąpione: {sheets}. Zastąpić je?',
  'refusal.would-replace-evening':
    'Arkusz „{sheet}” zostałby zastąpiony: {why, select, others {nie utworzył go Bridge Scorer} unread {nie da się go odczytać ({problem}) i może zawierać wyniki} other {zawiera {count, plural, one {# wynik} few {# wyniki} many {# wyników} other {# wyniku}}}}. Aby go zastąpić, wpisz poniżej {confirm_quoted}.',
  'refusal.sheet-taken':
    'Nic nie zapisano: arkusza „{sheet}” nie utworzył Bridge Scorer. Zmień nazwę tego arkusza (albo go usuń, jeśli nic z niego nie jest potrzebne), a dodatek utworzy własny „{sheet}”.',
  'refusal.not-ours': 'arkusza „{sheet}” nie utworzył Bridge Scorer',
  'refusal.deals-not-ours': 'arkusza „Deals” nie utworzył Bridge Scorer (w A1 nie ma jego znaku)',
  'refusal.no-evening': 'Nie ma jeszcze turnieju: najpierw go utwórz.',
  'refusal.round-no-table':
    'runda {round} nie ma stołu {table}; turniej ma {tables, plural, one {# stół} few {# stoły} many {# stołów} other {# stołu}}',
  'refusal.no-table-rows': 'Deals: runda {round} nie ma wierszy dla stołu {table}',
  'refusal.same-deal':
    'wiersze {rows_and} arkusza Deals to to samo rozdanie (runda {round}, stół {table}, rozdanie {deal}): przenumeruj je albo usuń wszystkie oprócz jednego',
  'refusal.no-deal-row':
    'Deals: runda {round}, stół {table} nie ma wiersza dla rozdania {deal} (jego wiersze to {rows_and})',
  'refusal.no-deals': 'arkusz „Deals” nie ma rozdań: utwórz turniej ponownie',
  'refusal.missing-round': 'arkusz „Deals” ma rundę {round}, ale nie ma rundy {missing}',
  'refusal.no-deal-1': 'runda {round}: jeden ze stołów nie ma wiersza dla rozdania 1',
  'refusal.not-a-player': '{name_quoted} nie jest jednym z graczy turnieju',
  'refusal.seat-changed': '{seat} to tutaj {name_quoted}, ale {first_quoted} w rozdaniu 1 tego stołu',
  'refusal.earlier-not-entered': 'rozdanie {deal} jest wpisane, ale wcześniejsze rozdanie stołu {table} nie',
  'refusal.no-column': 'Deals nie ma kolumny „{header}” (wiersz {row}); przywróć ją albo cofnij zmianę',
  'refusal.mark-moved':
    'Deals ma kolumnę przed „Round”: jego znak powinien być w A1, a jest w {column}1; przenieś tę kolumnę za „Round” albo cofnij zmianę',
  'refusal.no-label': 'wiersz 1 arkusza Deals nie ma etykiety „{label}”; przywróć ją albo cofnij zmianę',
  'refusal.deal-number': 'runda, stół i rozdanie muszą być liczbami całkowitymi (rozdanie {min}–{max})',
  'refusal.dealer': 'rozdający musi być {allowed_or}',
  'refusal.deals-declarer': 'rozgrywający musi być N, E, S, W albo „{passed}”',
  'refusal.evening-headers': 'w wierszu 2 arkusza „{sheet}” brakuje {missing}',
  'refusal.evening-row':
    'wiersz {row} arkusza „{sheet}” nie jest rozdaniem, które rozsadza ruch (runda, stół, rozdanie i pary): przywróć go',
  'refusal.evening-twice':
    'wiersze {first} i {row} arkusza „{sheet}” to oba rozdanie {board} przy stole {table} w rundzie {round}: usuń jeden',
  'refusal.evening-missing':
    'w arkuszu „{sheet}” brakuje wiersza rozdania {board} przy stole {table} w rundzie {round}: przywróć go',
  'refusal.not-results':
    '„{sheet}” nie ma wyników do opublikowania: nagłówki muszą zawierać Board, N/S pair, E/W pair i N/S score',
  'refusal.nothing-to-publish': 'nie ma wyniku z obiema parami do opublikowania',
  'refusal.rubber-side': 'strona rozgrywającego musi być We albo They (albo NS, EW)',
  'refusal.pair-cell': 'para {side} musi być numerem albo nazwą',
  'refusal.no-pair': 'ten wiersz ma zapis, ale nie ma pary {side}',
  'refusal.rank-needs-board': 'brak numeru rozdania w tym wierszu: rozdanie mówi, z którymi zapisami jest porównywany',
  'refusal.score-needs-board': 'ten wiersz ma zapis, ale nie ma numeru rozdania',
  'refusal.score-not-shown':
    'ten wiersz ma kontrakt, ale nie ma zapisu: być może wartość wpisana w kolumnę zapisów blokuje jej formułę',
  'refusal.matchpoints-needs-board':
    'brak numeru rozdania w tym wierszu: rozdanie mówi, względem których zapisów liczy się punkty meczowe',
  'refusal.par-needs-board': 'brak numeru rozdania oraz rozdającego i założeń: par ich potrzebuje',
  'refusal.no-vulnerability': 'z rozdającym podaj też założenia: None, NS, EW albo All',
  'refusal.passed-out-honors': 'rozdanie przepasowane nie ma honorów; wyczyść honory albo podaj kontrakt',
  'refusal.adjusted-result': 'wynik arbitralny nie ma wyniku rozgrywki: wyczyść wynik',
  'refusal.first-dealer': 'pierwszy rozdający musi być N, E, S albo W',
  'refusal.evening-score': 'wiersz {row} turnieju: {why}, zanim zostanie opublikowany',
  'refusal.whole-number':
    '{argument, select, pairs {liczba par} rounds {liczba rund} boards_per_round {liczba rozdań w rundzie} leaves_from {runda, od której odchodzi} other {runda, od której gra spóźniona para}} musi być liczbą całkowitą',
  'refusal.no-pairs': 'potrzebna jest liczba par',
  'refusal.no-round': 'podaj pierwszą rundę, którą para opuści',
  'refusal.premium': '{cell}: premia za częściówkę musi wynosić 50 albo 100',
  'refusal.deals-honors': '{cell}: honory muszą być TRUE albo FALSE',
  'refusal.progression': '{cell}: progresja musi być jedną z: {allowed}',
  'refusal.date-cell':
    'Arkusz odczytał tę komórkę jako datę; ma tu być {meant}: wpisz to jako tekst (zacznij od apostrofu)',
  'refusal.one-cell': 'jedna komórka ({meant}), nie zakres o rozmiarze {size}',
  'refusal.range-sizes': 'zakresy muszą mieć ten sam rozmiar: jeden ma {size}, inny {otherSize}',
  'refusal.argument-sizes': '{first} i {second} muszą mieć ten sam rozmiar: {first} ma {size}, {second} {otherSize}',
  'refusal.one-deal':
    'jedno rozdanie na wywołanie, nie zakres o rozmiarze {size}: użyj jednego DDTABLE dla każdego rozdania',
  'refusal.one-column': 'jedna kolumna rozdań, nie zakres o rozmiarze {size}: każde rozdanie zajmuje 2 komórki wiersza',
  'refusal.names-columns': 'names to 2 kolumny (para, nazwiska) lub 3 (para, linia, nazwiska), a nie {size}',
  'refusal.blank-entry': 'pozycja {entry} (dla odzywki {bid}) jest pusta; wypełnij ją albo zakończ tam {argument}',
  'refusal.seat-in-sides': 'ten arkusz liczy strony, nie miejsca: usuń {seat}',
  'refusal.cell-not-a-number': '{meant}: musi to być liczba',
  'refusal.cell-out-of-range': '{meant}: poza zakresem, liczba może tu wynosić najwyżej {max} w obie strony',
  'refusal.cell-separator':
    '{meant}: może to być liczba z separatorem tysięcy albo z kropką dziesiętną; zapisz ją bez separatora (1100) albo z mniej niż trzema miejscami po przecinku (1.1)',
  'refusal.dd-out-of-time':
    '{deals, select, one {nierozwiązane: rozdanie wymaga więcej niż 30 sekund, które Arkusze dają wywołaniu} other {nierozwiązane: wywołaniu skończyło się 30 sekund, które dają mu Arkusze; rozwiązane rozdania są zachowane, a następne przeliczenie zacznie od tego miejsca (albo podziel kolumnę na kilka wywołań)}}',
  'size.range':
    '{rows, plural, one {# wiersz} few {# wiersze} many {# wierszy} other {# wiersza}} na {columns, plural, one {# kolumnę} few {# kolumny} many {# kolumn} other {# kolumny}}',
  'size.cell': '1 komórka',
  'meant.contract': 'kontrakt',
  'meant.result': 'wynik, np. -2',
  'meant.vulnerability': 'założenia',
  'meant.declarer': 'rozgrywający',
  'meant.result-is': '"tricks" albo "relative"',
  'meant.vulnerability-is': '"board" albo "side"',
  'meant.board': 'numer rozdania',
  'meant.round': 'runda',
  'meant.movement': 'ruch',
  'meant.pairs': 'liczba par',
  'meant.rounds': 'liczba rund',
  'meant.boards-a-round': 'liczba rozdań w rundzie',
  'meant.leaver': 'para, która odchodzi',
  'meant.leaves-from': 'runda, od której odchodzi',
  'meant.late-from': 'runda, od której gra spóźniona para',
  'meant.chart-entry': 'pozycja tabeli',
  'meant.bid': 'odzywka',
  'meant.tricks': 'wzięte lewy',
  'meant.honors': 'honory',
  'meant.yes-no': 'tak albo nie',
  'meant.deal': 'rozdanie',
  'meant.true-false': 'TRUE albo FALSE',
  'meant.score': 'zapis',
  'meant.imp-margin': 'różnica w IMP',
  'meant.boards': 'liczba rozdań',
  'meant.pair-number': 'numer pary',
  'meant.scale-choice': '2 albo 1',
  'meant.scale': 'skala',
  'meant.scoring': '"MP", "IMP", "IMP total", "Butler" albo "Butler total"',
  'refusal.evening-settings':
    'wiersz 1 arkusza „{sheet}” nie podaje {missing, select, movement {ruchu} pairs {par} design {znanego wariantu („{change}” to ani balanced, ani earlier)} other {tego, co zmienia „{change}”}}: przygotuj turniej od nowa',
  'refusal.column-twice':
    'Deals ma {count, plural, one {# kolumnę} few {# kolumny} many {# kolumn} other {# kolumny}} „{header}” (wiersz {row}, kolumny {more, plural, =0 {{columns_and}} one {{columns} i jeszcze #} few {{columns} i jeszcze #} many {{columns} i jeszcze #} other {{columns} i jeszcze #}}); zmień nazwy albo usuń wszystkie oprócz jednej',
  'refusal.unpublishable-row':
    'wiersz {row} arkusza „{sheet}” {fault, select, noBoard {ma zapis, ale nie ma numeru rozdania} onePair {ma zapis, ale nie ma obu par} other {nie jest wynikiem do opublikowania}}: najpierw go popraw',
  'refusal.passed-out-contract': 'wybierz „{passed}” jako rozgrywającego w rozdaniu, w którym nikt nie licytował',
  'refusal.progressive-count':
    '{count, plural, one {# gracz} few {# graczy} many {# graczy} other {# gracza}}: Progressive Bridge sadza czterech graczy przy stole; {ways, select, add {dodaj {add}} other {dodaj {add} albo usuń {away}}}',
  'refusal.no-players': 'Wpisz graczy, po jednym w wierszu: Progressive Bridge sadza czterech graczy przy stole.',
  'publish.noPbn': 'Nie opublikowano: nie można zapisać pliku PBN: {error}.',
  'refusal.convention':
    '{argument} musi mieć wartość {argument, select, result_is {"tricks" (liczba to wzięte lewy) albo "relative" (0 ugrany, 1 jedna nadróbka, -1 jedna wpadka)} other {"board" (kolumna zawiera numery rozdań albo None, NS, EW, All) albo "side" (tak albo nie dla strony rozgrywającego)}} albo być pusty',
  'refusal.deal': 'rozdanie to tekst: pierwsze miejsce i dwukropek, potem cztery ręce (N:AKQ2.J5.T98.K43 …)',
  'refusal.not-a-score': 'zapis musi być liczbą albo zapisem arbitralnym, np. 60/40 albo Avg+',
  'refusal.scale': 'skala to 2 (2 i 1) albo 1 (1 i ½)',
  'refusal.scoring':
    'scoring musi mieć wartość "MP" (punkty meczowe), "IMP" lub "IMP total" (cross-IMP), "Butler" lub "Butler total" albo być pusty',
  'refusal.direction':
    '{ranked, select, yes {linia musi być N/S albo E/W, gdy pary są klasyfikowane według linii} other {linia musi być NS albo EW (N/S, E/W)}}',
  'refusal.named-twice': 'para {label} występuje w wierszach {earlier} i {row}; zostaw jeden',
  'refusal.no-scores': 'rozdanie nie ma zapisów',
  'refusal.no-games': 'plik nie zawiera rozdań.',
  'problem.row': 'wiersz {row}: ',
  'problem.cell': '{cell}: ',
  'problem.argument': '{argument}: ',
  'problem.argumentOfBoard': '{argument} rozdania {board}: ',
  'status.wrote': 'Zapisano: {sheets}.',
  'status.results': 'Wyniki z „{sheet}”: rozdania: {boards}, pary: {pairs}.',
  'page.sections': 'Sekcje',
  'page.ranking': 'Klasyfikacja',
  'page.travellers': 'Protokoły',
  'page.scoreCards': 'Karty wyników',
  'page.rankingOf': 'Klasyfikacja, {pair}',
  'page.board': 'Rozdanie {board}',
  'page.scoreCardOf': 'Karta wyników, {pair}',
  'page.place': 'Miejsce {place}',
  'page.pair': 'para {pair}',
  'page.sidePair': 'para {side} {pair}',
  'page.footer':
    'Policzone przez Bridge Scorer: punkty meczowe, 2 za każdy pobity wynik i 1 za każdy równy, Neuberg dla rozdania granego mniej razy.',
  'col.contract': 'Kontrakt',
  'col.by': 'Rozgr.',
  'col.tricks': 'Lewy',
  'col.nsScore': 'Zapis N/S',
  'col.nsMps': 'PM N/S',
  'col.ewMps': 'PM E/W',
  'col.nsPercent': '% N/S',
  'col.ewPercent': '% E/W',
  'col.board': 'Rozdanie',
  'col.sat': 'Linia',
  'col.against': 'Przeciwnicy',
  'col.score': 'Zapis',
  'card.title': '{movement} dla par: {pairs}',
  'card.meta': '{movement} · par: {pairs} · rund: {rounds}, rozdań w rundzie: {boards}',
  'card.footer': 'Ruch przygotował Bridge Scorer.',
  'card.summary': 'Podsumowanie',
  'card.plan': 'Rozkład',
  'card.tableCards': 'Karty stołów',
  'card.guideCards': 'Karty przejść',
  'card.table': 'Stół {table}',
  'card.pair': 'Para {pair}',
  'card.boardsGoTo': 'Rozdania idą do',
  'card.seat': 'Linia',
  'card.pairSitsOut': '{pair} pauzuje',
  'card.notPlayed': '({boards} niegrane)',
  'card.shared': '{boards} (wspólne ze stołem {table})',
  'card.toTables':
    '{count, plural, one {stół {tables}} few {stoły {tables}} many {stoły {tables}} other {stoły {tables}}}',
  'card.byeStand': 'stolik odkładczy, potem {tables}',
  'card.aside': 'odłożone do rundy {round}, {tables}',
  'card.away': 'nieobecna',
  'card.sitsOut': 'pauzuje',
  'card.movementIs':
    '{movement}, par: {pairs}, {tables, plural, one {# stół} few {# stoły} many {# stołów} other {# stołu}}',
  'card.rounds': 'Rundy',
  'card.boardsARound': 'Rozdań w rundzie',
  'card.boardsAre':
    '1-{boards} ({sets, plural, one {# komplet} few {# komplety} many {# kompletów} other {# kompletu}} po {size})',
  'card.eachBoardPlayed': 'Każde rozdanie grane',
  'card.times': '{count, plural, one {# raz} few {# razy} many {# razy} other {# razy}}',
  'card.timesSpan': '{span} razy',
  'card.orNext': '{min} lub {max}',
  'card.moves': 'Przejścia',
  'card.meetings': 'Spotkania',
  'card.arrowSwitch': 'Zmiana linii',
  'card.arrowRounds': 'rundy {rounds}: każda para gra karty drugiej linii',
  'card.sitOuts': 'Pauzy',
  'card.howellStays': 'Para {pair} zostaje na N/S przy stole 1',
  'card.howellPhantom': 'Stół 1 to stół pauzy (para {pair} to para widmo)',
  'card.howellMoves':
    '{stays}; każda inna para idzie według swojej karty przejść, a rozdania idą tam, gdzie mówią karty stołów.',
  'card.mitchellStay': 'N/S zostają przy swoich stołach; E/W przechodzą o jeden stół w górę (z ostatniego do stołu 1)',
  'card.relayMoves':
    '{stay}. Stoły 1 i {tables} dzielą komplet w każdej rundzie; rozdania idą o jeden stół w dół (ze stołu 1 do stołu {before}), a komplet, który pauzuje, czeka na stoliku odkładczym między stołami {low} i {high}: rozdania ze stołu {high} idą na stolik, a te ze stolika do stołu {low}.',
  'card.mitchellMoves': '{stay}, rozdania o jeden stół w dół (ze stołu 1 do ostatniego).',
  'card.skipMoves': '{base} Po rundzie {round} E/W przeskakują stół: raz przechodzą o dwa.',
  'card.meetsEveryHowell': 'każda para spotyka każdą inną',
  'card.meetsEveryMitchell': 'każda para N/S spotyka każdą parę E/W',
  'card.meetsHowell':
    'każda para spotyka {count} {max, plural, one {inną parę} few {inne pary} many {innych par} other {innej pary}}',
  'card.meetsMitchell':
    'każda para spotyka {count} {max, plural, one {parę drugiej linii} few {pary drugiej linii} many {par drugiej linii} other {pary drugiej linii}}',
  'card.leaves': '{pair} odchodzi: od rundy {round} pauzuje ten, kto by ją spotkał',
  'card.late': '{pair} przychodzi później, na rundę {round}: do tego czasu pauzuje ten, kto by ją spotkał',
  'card.phantom': '{pair} to para widmo: pauzuje ten, kto by ją spotkał',
  'card.absences': '{said} (pauz w sumie: {count})',
  // The evening's name and place
  'evening.replaceWord': 'zastąp',
  'evening.untitled': 'Turniej bez nazwy',
  'evening.untitledBefore': 'Turniej bez nazwy (utworzony, zanim turnieje miały nazwy)',
  'status.renamed': 'Nazwa i miejsce turnieju są zapisane.',
  'refusal.evening-about':
    '{given_quoted}: {part, select, name {nazwa turnieju} date {data} club {klub} clubNumber {numer klubu} other {sekcja}} {why, select, long {ma najwyżej {most} znaków} lines {mieści się w jednym wierszu} other {to dzień, zapisany jako 2026-12-03}}',

  // Board-by-board entry: a correction says what it replaced.
  'status.boardReplaced': 'Rozdanie {board}, stół {table}: było {before}, jest {after}.',

  // Hand records in the pairs evening: the sheet, the answers and the pages
  'records.boardList':
    '{count, plural, one {rozdania {boards}} few {rozdań {boards}} many {rozdań {boards}} other {rozdań {boards}}}',
  'records.noDeal': 'Brak rozkładu: plik rozkładów nie zawiera tego rozdania',
  'records.attached':
    'Dołączono rozkłady: {count, plural, one {# rozdanie} few {# rozdania} many {# rozdań} other {# rozdania}}.',
  'records.missing':
    'Plik nie ma rozkładu {boards}: {count, plural, one {jest pokazane} few {są pokazane} many {są pokazane} other {są pokazane}} bez diagramu.',
  'records.notPlayed': 'Plik zawiera też rozkłady {boards}, których ten ruch nie gra: zachowane, niepokazane.',
  'records.none': 'Do wieczoru nie dołączono rozkładów.',
  'records.solved': '{solved} z {dealt} rozdań ma tabelę w widne karty i par.',
  'records.more':
    '{solved} z {dealt} rozdań ma tabelę w widne karty i par; na obliczenie czekają jeszcze rozkłady {boards}: wybierz „{menu}” (w menu dodatku lub na pasku bocznym), aby kontynuować.',
  'records.dealerMark': 'rozdaje',
  'records.dealer': 'Rozdaje {seat}',
  'records.vulnerable': 'Zał. {vulnerability, select, None {nikt} NS {NS} EW {EW} other {obie}}',
  'records.diagramOf': 'Rozdanie {board}: cztery ręce',
  'records.ddCaption': 'Lewy w widne karty',
  'records.par': 'Par',
  'records.noDealOf': 'Rozdanie {board}: brak rozkładu, plik rozkładów go nie zawiera.',
  'records.notSolvedYet': 'Tabela w widne karty jeszcze nie policzona.',
  'records.pageTitle': '{title}: rozkłady',
  'records.count': '{count, plural, one {# rozdanie} few {# rozdania} many {# rozdań} other {# rozdania}}',
  'records.pageReady': 'Strona z rozkładami jest gotowa do zapisania.',
  'records.unlike':
    'Plik podaje dla {boards} innego rozdającego lub inne założenia niż {count, plural, one {wynika z numeru} few {wynikają z numerów} many {wynikają z numerów} other {wynikają z numerów}}: wieczór liczy według numeru.',
  'refusal.records-not-pbn': 'plik nie jest plikiem PBN: {problem}',
  'refusal.records-unreadable': 'nie udało się odczytać rozkładów z pliku: {problem}',
  'refusal.records-no-deal': 'plik nie zawiera rozdania z czterema pełnymi rękami',
  'refusal.would-replace-records':
    'Arkusz „{sheet}” zostałby zastąpiony: {why, select, others {nie utworzył go Bridge Scorer} other {zawiera rozkłady {count, plural, one {# rozdania} few {# rozdań} many {# rozdań} other {# rozdania}}, nie z tego pliku}}. Zastąpić go?',
  ...EXCHANGE,
  // Players and their national numbers (apps-script/members/)
  ...MEMBERS,
  ...TABLES,
  // A teams event's custom functions: apps-script/words/sheet/teams/
  ...TEAMS,
  // Publishing an IMP session (Butler or cross-IMPs): apps-script/words/sheet/imp-publish.ts
  ...IMP_PUBLISH.pl,
  // An evening's details for the federation (USEBIO)
  ...FEDERATION_SHEET.pl,
  // A table's link on its card: apps-script/words/sheet/table-links.ts
  ...TABLE_LINK_WORDS.pl,
  // A teams evening run from the sidebar: apps-script/words/sheet/teams-evening.ts
  ...TEAMS_EVENING_WORDS.pl,
  // A teams match entered board by board: apps-script/words/sheet/teams-boards.ts
  ...TEAMS_BOARDS_WORDS.pl,
  ...TEAMS_SETTINGS_WORDS.pl,
  ...TEAMS_TEMPLATE_WORDS.pl,
  // A drawn round changed by the director: apps-script/words/sheet/teams-redraw.ts
  ...TEAMS_REDRAW_WORDS.pl,
  // The USEBIO file in the Publish results dialog
  'publish.usebio': 'Zapisz plik USEBIO (.xml)',
  'publish.anyway': 'Utwórz plik USEBIO mimo to',
};

import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.handicaps':
    'Pary w pliku mają handicapy, które uwzględniają jego własne wyniki: tu nie są stosowane, więc te wyniki się różnią.',
  'import.unreadDeals':
    '{count, plural, one {Rozkład rozdania} few {Rozkłady rozdań} many {Rozkłady rozdań} other {Rozkłady rozdań}} {boards} w pliku nie ma czterech pełnych rąk: pominięto.',
  'import.events': 'Plik zawiera {count} turnieje, każdy wczytany osobno i nigdy nie liczony razem z innym.',
  'import.convention':
    'Sklasyfikowano jak {source, select, bbo {BBO: każde rozdanie wśród zagranych na nim wyników, procent pary średnią z jej rozdań, rozdanie niezagrane średnią dla obu stron} ours {Bridge Scorer: Neuberg do najczęściej granego rozdania} other {programy klubowe: Neuberg do najczęściej granego rozdania}}.',
  'import.substitutes':
    '{count, plural, one {# para zagrała} few {# pary zagrały} many {# par zagrało} other {# pary zagrało}} jako zastępstwo za parę: ich rozdania zapisano tej parze.',
  'import.windows1252':
    'Odczytano jako Windows-1252 (ISO-8859-1), bo nie jest to UTF-8: {count, plural, one {wiersz} few {# wiersze:} many {# wierszy:} other {# wiersza:}} {lines}.',
  'import.cut':
    '{count, plural, one {# komórka była dłuższa} few {# komórki były dłuższe} many {# komórek było dłuższych} other {# komórki było dłuższe}} niż mieści Sheets (50 000 znaków) i {count, plural, one {została skrócona} other {zostały skrócone}} znakiem …: {cells}.',
  'import.done':
    'Zaimportowano do „{sheet}” rekordy: {records}; rozdania: {boards}, {scoring, select, matchpoints {policzone na punkty meczowe} butler {policzone w IMP-ach Butlera} other {policzone w cross-IMP-ach}}.',
  'import.noCompare':
    'Zaimportowano do „{sheet}” rekordy: {records}. Żadne rozdanie nie ma dwóch wyników do porównania, więc nic nie jest {scoring, select, matchpoints {policzone na punkty meczowe} butler {policzone w IMP-ach Butlera} other {policzone w cross-IMP-ach}}.',
  'import.pairsInto': 'pary do „{sheet}”',
  'import.rankingInto': 'klasyfikację do „{sheet}”',
  'import.notRanked': 'Nie sklasyfikowano: {problem}.',
  'import.adjusted': 'Wyniki arbitralne policzone tak, jak je dał sędzia: {count}.',
  'import.unscored': 'Rekordy bez zapisu: {count}.',
  'import.differing': 'Rekordy z zapisem, którego nie dają przepisy: {count}; zobacz kolumnę Note.',
  'import.noPar':
    'Brak para dla rozdań ({boards}), razem: {count}: ich rozkłady wymagały więcej czasu, niż pozwala import.',
  'import.solveRest':
    'Wybierz „{menu}” w menu dodatku, aby kontynuować tam, gdzie import się zatrzymał, tyle razy, ile trzeba.',
  'import.agrees':
    'Wartość ({what, select, percentage {procent} other {IMP-y}}) każdej pary zgadza się z plikiem (pary: {count}).',
  'import.differs':
    'Pary różniące się od wartości z pliku ({what, select, percentage {procent} other {IMP-y}}): {count} z {total} ({pairs}); zobacz arkusz Ranking.',
  'import.filePoints':
    'Punkty {count, plural, one {# wiersza różnią się} few {# wierszy różnią się} many {# wierszy różnią się} other {# wiersza różnią się}} od wynikających z przepisów o więcej niż zaokrąglenie pliku: zostają takie, jak podaje plik, jako korekty sędziego.',
  'publish.noNumbers':
    '{count, plural, one {# zawodnik nie ma} few {# zawodników nie ma} many {# zawodników nie ma} other {# zawodnika nie ma}} numeru związkowego: {players}.',
  'publish.blankNumbers':
    'Plik USEBIO utworzono z {count, plural, one {# pustym numerem związkowym} few {# pustymi numerami związkowymi} many {# pustymi numerami związkowymi} other {# pustego numeru związkowego}}: {players}.',
  'publish.noUsebio': 'Nie można zapisać pliku USEBIO: {error}.',
};

import type { TablesWords } from './en';

export const TABLES: TablesWords = {
  'table.pageTitle': 'Stół {table} · Bridge Scorer',
  'table.wrongKey':
    'Ten link nie otwiera stołu {table} tego turnieju: jego klucz jest błędny, stary lub należy do innego stołu. Nic nie zapisano; poproś sędziego o link do swojego stołu.',
  'table.noId':
    'Wynik przyszedł bez swojego identyfikatora i mógłby zostać zapisany dwa razy: odśwież stronę i wpisz go ponownie.',
  'table.badLead': '„{lead}” to nie karta: wist to kolor i wysokość, np. ♥K lub P10.',
  'table.notHere': 'Rozdanie {board} nie jest grane przy tym stole w rundzie {round}: nic nie zapisano.',
  'table.written': 'Rozdanie {board}: {what}, wpisane.',
  'table.already': 'Rozdanie {board} było już wpisane: {what}. Nic nie zapisano ponownie.',
  'table.changedSince': 'Rozdanie {board} wpisano z tego stołu; sędzia zmienił je potem na {what}.',
  'table.clearedSince': 'Rozdanie {board} wpisano z tego stołu; sędzia je potem wyczyścił.',
  'table.conflict': 'Rozdanie {board} zawiera już {holds}, a nie {sent}: nic nie zapisano. Rozstrzygnie sędzia.',
  'table.noSpreadsheet':
    'Strony stołów nie docierają do arkusza turnieju. Powiadom sędziego: otwiera turniej raz w panelu bocznym, a kopia może potrzebować uprawnienia, które podaje docs/publishing.md.',
  'table.noAdjusted':
    '„{typed}” to wynik sędziowski: przyznaje go sędzia, w panelu bocznym. Wpisz rozegrany kontrakt albo wezwij sędziego.',
  'table.otherEvening': 'Rozdanie {board} wpisano dla innego turnieju: nie zostaje zapisane w tym.',
  'table.notYet': 'Rozdania {board} z rundy {round} nie ma jeszcze przy tym stole: nic nie zapisano.',
  'table.noWebApp':
    'Strony stołów nie są jeszcze wdrożone: wdróż skrypt tego arkusza jako aplikację internetową (zob. „Strony stołów” w pomocy) i zapytaj ponownie.',
  'table.keysIssued':
    '{count, plural, one {Stół {tables} ma nowy link} few {Stoły {tables} mają nowe linki} many {Stoły {tables} mają nowe linki} other {Stoły {tables} mają nowe linki}}; stare już nic nie otwierają.',
  'caller.notEditor': 'Tylko edytor tego arkusza może to zrobić, z samego arkusza (jego menu lub panelu bocznego).',
  'refusal.table-not-in-evening': 'dziś nie ma stołu {table}: stoły to 1–{tables}',
  'refusal.evening-format':
    '„{sheet}” przygotował nowszy Bridge Scorer (format {format}); ta kopia czyta formaty do {known}: użyj kopii, która go przygotowała, lub zaktualizuj tę',
};

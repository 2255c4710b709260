import type { MembersWords } from './en';

export const MEMBERS: MembersWords = {
  'menu.members': 'Uzupełnij numery członkowskie z arkusza Members',
  'members.filled':
    '{count, plural, one {Uzupełniono # numer członkowski.} few {Uzupełniono # numery członkowskie.} many {Uzupełniono # numerów członkowskich.} other {Uzupełniono # numeru członkowskiego.}}',
  'members.unknown':
    '{count, plural, one {# gracz nie ma wpisu członka: {names}.} few {# gracze nie mają wpisu członka: {names}.} many {# graczy nie ma wpisu członka: {names}.} other {# gracza nie ma wpisu członka: {names}.}}',
  'members.differs':
    '{count, plural, one {# wpisany numer różni się od arkusza Members i zostaje jak wpisano: {list}.} few {# wpisane numery różnią się od arkusza Members i zostają jak wpisano: {list}.} many {# wpisanych numerów różni się od arkusza Members i zostaje jak wpisano: {list}.} other {# wpisanego numeru różni się od arkusza Members i zostaje jak wpisano: {list}.}}',
  'members.lostZeros':
    '{count, plural, one {Arkusz {sheet} przechowuje numer z wiersza {rows} jako liczbę, więc wiodące zero zostało utracone: ustaw kolumnę Number jako zwykły tekst i wpisz go ponownie.} few {Arkusz {sheet} przechowuje numery z wierszy {rows} jako liczby, więc wiodące zera zostały utracone: ustaw kolumnę Number jako zwykły tekst i wpisz je ponownie.} many {Arkusz {sheet} przechowuje numery z wierszy {rows} jako liczby, więc wiodące zera zostały utracone: ustaw kolumnę Number jako zwykły tekst i wpisz je ponownie.} other {Arkusz {sheet} przechowuje numery z wierszy {rows} jako liczby, więc wiodące zera zostały utracone: ustaw kolumnę Number jako zwykły tekst i wpisz je ponownie.}}',
  'members.made':
    'Nie było arkusza {sheet}: został utworzony, z nagłówkami Name, Number i Club i kolumną Number jako tekst, aby wiodące zera zostały. Wpisz tam członków klubu i wybierz to ponownie.',
  'members.headersAdded': 'Nagłówki {headers} dodano za Names w arkuszu {sheet}.',
  'refusal.members-two': '{name} pasuje do dwóch członków: {first} i {second}',
  'refusal.members-headers':
    'Arkusz {sheet} potrzebuje wiersza nagłówków z Name i Number (Club według uznania): nie znaleziono żadnego',
  'refusal.members-number':
    'arkusz {sheet}, wiersz {row}, {column}: {number} nie jest numerem członkowskim (tylko litery i cyfry)',
  'refusal.members-no-pairs':
    '{why, select, missing {Nie ma arkusza {sheet}} other {Arkusz {sheet} nie ma wiersza nagłówków z Pair i Names}}: brak graczy do uzupełnienia',
  'refusal.members-taken':
    'Nagłówki {headers} trafiłyby za Names w arkuszu {sheet}, ale {cell} zawiera {text}: przenieś to albo wpisz te nagłówki samodzielnie',
};

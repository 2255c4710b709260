import type { MembersWords } from './en';

export const MEMBERS: MembersWords = {
  'menu.members': 'Mitgliedsnummern aus Members eintragen',
  'members.filled': '{count, plural, one {# Mitgliedsnummer eingetragen.} other {# Mitgliedsnummern eingetragen.}}',
  'members.unknown':
    '{count, plural, one {# Spieler hat keinen Mitgliedseintrag: {names}.} other {# Spieler haben keinen Mitgliedseintrag: {names}.}}',
  'members.differs':
    '{count, plural, one {# eingegebene Nummer weicht vom Blatt Members ab und bleibt wie eingegeben: {list}.} other {# eingegebene Nummern weichen vom Blatt Members ab und bleiben wie eingegeben: {list}.}}',
  'members.lostZeros':
    '{count, plural, one {Das Blatt {sheet} hält die Nummer in Zeile {rows} als Zahl, eine führende Null ist also verloren: formatieren Sie die Spalte Number als reinen Text und geben Sie sie neu ein.} other {Das Blatt {sheet} hält die Nummern in den Zeilen {rows} als Zahlen, führende Nullen sind also verloren: formatieren Sie die Spalte Number als reinen Text und geben Sie sie neu ein.}}',
  'members.made':
    'Es gab kein Blatt {sheet}: es wurde angelegt, mit den Überschriften Name, Number und Club und der Spalte Number als Text, damit führende Nullen bleiben. Tragen Sie dort Ihre Mitglieder ein und wählen Sie dies dann erneut.',
  'members.headersAdded': 'Die Überschriften {headers} wurden im Blatt {sheet} nach Names eingefügt.',
  'refusal.members-two': '{name} passt auf zwei Mitglieder: {first} und {second}',
  'refusal.members-headers':
    'Das Blatt {sheet} braucht eine Überschriftenzeile mit Name und Number (Club nach Belieben): keine gefunden',
  'refusal.members-number':
    'Blatt {sheet}, Zeile {row}, {column}: {number} ist keine Mitgliedsnummer (nur Buchstaben und Ziffern)',
  'refusal.members-no-pairs':
    '{why, select, missing {Es gibt kein Blatt {sheet}} other {Das Blatt {sheet} hat keine Überschriftenzeile mit Pair und Names}}: keine Spieler zum Eintragen',
  'refusal.members-taken':
    'Die Überschriften {headers} kämen im Blatt {sheet} nach Names, aber {cell} enthält {text}: verschieben Sie es oder geben Sie diese Überschriften selbst ein',
};

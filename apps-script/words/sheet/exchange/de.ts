import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.handicaps':
    'Die Paare der Datei haben Handicaps, die ihre eigenen Zahlen enthalten: Sie werden hier nicht angewandt, darum weichen diese Zahlen ab.',
  'import.unreadDeals':
    '{count, plural, one {Die Verteilung von Board} other {Die Verteilungen der Boards}} {boards} in der Datei {count, plural, one {hat} other {haben}} nicht vier volle Hände: weggelassen.',
  'import.events': 'Die Datei enthält {count} Turniere, jedes für sich importiert und nie mit einem anderen gewertet.',
  'import.convention':
    'Gewertet wie {source, select, bbo {BBO: jedes Board unter den darauf gespielten Ergebnissen, der Prozentwert eines Paares das Mittel seiner Boards, ein nicht gespieltes Board Durchschnitt für beide} ours {Bridge Scorer: Neuberg auf das meistgespielte Board} other {Clubprogramme: Neuberg auf das meistgespielte Board}}.',
  'import.substitutes':
    '{count, plural, one {# Partnerschaft spielte} other {# Partnerschaften spielten}} als Ersatz für ein Paar: ihre Boards werden diesem Paar gutgeschrieben.',
  'import.windows1252':
    'Als Windows-1252 (ISO-8859-1) gelesen, da nicht UTF-8: {count, plural, one {Zeile} other {# Zeilen:}} {lines}.',
  'import.cut':
    '{count, plural, one {# Zelle war} other {# Zellen waren}} länger, als Sheets fasst (50.000 Zeichen), und {count, plural, one {wurde} other {wurden}} mit … gekürzt: {cells}.',
  'import.done':
    '{records, plural, one {# Datensatz} other {# Datensätze}} in „{sheet}“ importiert; {boards, plural, one {# Board} other {# Boards}} {scoring, select, matchpoints {nach Matchpunkten gewertet} butler {in Butler-IMPs gewertet} other {in Cross-IMPs gewertet}}.',
  'import.noCompare':
    '{records, plural, one {# Datensatz} other {# Datensätze}} in „{sheet}“ importiert. Kein Board hat zwei Ergebnisse zum Vergleichen, also wird keines {scoring, select, matchpoints {nach Matchpunkten gewertet} butler {in Butler-IMPs gewertet} other {in Cross-IMPs gewertet}}.',
  'import.pairsInto': 'die Paare in „{sheet}“',
  'import.rankingInto': 'die Rangliste in „{sheet}“',
  'import.notRanked': 'Nicht rangiert: {problem}.',
  'import.adjusted':
    '{count, plural, one {# berichtigter Score gewertet, wie der Turnierleiter ihn gab} other {# berichtigte Scores gewertet, wie der Turnierleiter sie gab}}.',
  'import.unscored': '{count, plural, one {# Datensatz hatte} other {# Datensätze hatten}} keinen Score.',
  'import.differing':
    '{count, plural, one {# Datensatz gab} other {# Datensätze gaben}} einen Score, den die Regeln nicht geben: siehe die Spalte Note.',
  'import.noPar':
    'Kein Par für {count, plural, one {# Board} other {# Boards}} ({boards}): ihre Verteilungen brauchten länger zum Lösen, als ein Import erlaubt.',
  'import.solveRest':
    'Wählen Sie „{menu}“ im Menü des Add-ons, um dort fortzufahren, wo der Import aufgehört hat, so oft wie nötig.',
  'import.agrees':
    'Bei jedem Paar stimmt {what, select, percentage {der Prozentsatz} other {die IMP-Zahl}} mit der Datei überein ({count, plural, one {# Paar} other {# Paare}}).',
  'import.differs':
    '{count, plural, one {# Paar} other {# Paare}} von {total} weichen vom Wert der Datei ab ({what, select, percentage {Prozentsatz} other {IMP-Zahl}}; {pairs}): siehe das Blatt Ranking.',
  'import.filePoints':
    'Die Punkte {count, plural, one {von # Zeile weichen} other {von # Zeilen weichen}} um mehr als die Rundung der Datei von denen der Regeln ab: Sie bleiben, wie die Datei sie angibt, als Berichtigungen des Turnierleiters.',
  'publish.noNumbers': '{count, plural, one {# Spieler hat} other {# Spieler haben}} keine Verbandsnummer: {players}.',
  'publish.blankNumbers':
    'Die USEBIO-Datei wurde mit {count, plural, one {# leeren Verbandsnummer} other {# leeren Verbandsnummern}} erstellt: {players}.',
  'publish.noUsebio': 'Die USEBIO-Datei kann nicht geschrieben werden: {error}.',
};

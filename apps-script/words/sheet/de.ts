import type { SheetWords } from './en';
import { EXCHANGE } from './exchange/de';
import { FEDERATION_SHEET } from './federation';
import { IMP_PUBLISH } from './imp-publish';
import { MEMBERS } from './members/de';
import { TABLE_LINK_WORDS } from './table-links';
import { TABLES } from './tables/de';
import { TEAMS } from './teams/de';
import { TEAMS_BOARDS_WORDS } from './teams-boards';
import { TEAMS_EVENING_WORDS } from './teams-evening';
import { TEAMS_REDRAW_WORDS } from './teams-redraw';
import { TEAMS_SETTINGS_WORDS } from './teams-settings';
import { TEAMS_TEMPLATE_WORDS } from './teams-template';

export const SHEET: SheetWords = {
  'menu.evening': 'Turnier leiten (Paare, Teams oder Progressive)',
  'menu.pbn': 'Ergebnisse importieren (PBN, USEBIO)…',
  'menu.publish': 'Ergebnisse veröffentlichen…',
  'menu.cards': 'Bewegungskarten…',
  'menu.results': 'Ergebnisblatt einfügen',
  'menu.teams': 'Teamkampfblatt einfügen',
  'menu.help': 'Hilfe zu den Funktionen',
  'menu.language': 'Sprache und Notation…',
  'menu.solveRest': 'Verbleibende Boards lösen',
  'title.sidebar': 'Bridge Scorer Turnier',
  'title.help': 'Funktionen von Bridge Scorer',
  'title.publish': 'Ergebnisse veröffentlichen',
  'title.cards': 'Bewegungskarten',
  'title.pbn': 'Ergebnisse importieren (PBN, USEBIO)',
  'title.language': 'Sprache und Notation',
  'language.intro':
    'Die Sprache des Add-ons in dieser Tabelle (Menü, Dialoge, Meldungen, die Wörter, die seine Funktionen schreiben) und die Notation, in der Kontrakte eingegeben werden. Die Funktionen folgen bei der nächsten Neuberechnung; ihre Hilfe bleibt englisch.',
  'language.language': 'Sprache',
  'language.notation': 'Notation',
  'language.locale': 'Gebietsschema der Tabelle ({name})',
  'language.same': 'Wie die Sprache',
  'language.save': 'Speichern',
  'language.saving': 'Wird gespeichert…',
  'language.saved': 'Gespeichert. Laden Sie die Tabelle neu, um das Menü in der neuen Sprache zu sehen.',
  'pbn.failed': 'Nicht importiert: {error}',
  'publish.failed': 'Nicht veröffentlicht: {error}',
  'dialog.notWritten': 'Nicht geschrieben: {error}',
  'language.failed': 'Nicht gespeichert: {error}',
  'dialog.writing': 'Wird geschrieben…',
  'help.intro':
    'Bridge Scorer fügt diese Funktionen hinzu. Jede nimmt einen einzelnen Wert oder eine ganze Spalte und füllt eine Zelle pro Zeile, sofern nicht anders angegeben. Wo Dezimalzahlen mit Komma geschrieben werden, trennen Sie die Argumente mit {semicolon}. Die Namen der Funktionen und die Beispiele sind die, die Sheets in jeder Sprache annimmt.',
  'help.outro':
    '{results} legt einen Paarturnierabend mit beliebig vielen Zeilen an (Board, Paare, Kontrakt, Alleinspieler, Ergebnis, N/S-Score, Matchpunkte und Prozente beider Seiten), mit der Rangliste daneben und den Namen der Paare zum Eintragen; {teams} legt beide Tische an, IMPs, die Summe und die VP, vorläufig, bis jedes begonnene Board die Scores beider Tische hat. Keines ersetzt ein Blatt gleichen Namens. {publish} speichert das aktive Ergebnisblatt als Ergebnisseite und PBN-Datei und schreibt die Blätter Ranking, Travellers und Score cards zum Drucken.',
  'pbn.intro':
    'Wählen Sie eine Ergebnisdatei: PBN (.pbn) oder USEBIO (.xml). Ihre Ergebnisse kommen in ein neues Blatt {results}, mit den Paaren und jedem Board für beide Seiten gewertet (Matchpunkte oder IMPs, wie die Datei sagt); ihre Paare und Namen in {pairs}, ihre Rangliste in {ranking}. Enthält ein Blatt dieses Namens schon etwas, kommen sie in {results2} usw.: Kein Blatt wird ersetzt.',
  'pbn.importing': 'Wird importiert…',
  'publish.intro':
    'Die Ergebnisse dieses Blatts, wie ein Club sie veröffentlicht: eine Ergebnisseite für die Website des Clubs (Rangliste, Travellers und Scorekarten in einer Datei) und das Turnier als PBN-Datei mit seinen Ergebnissen. Oder Rangliste, Travellers und Scorekarten als Blätter zum Drucken.',
  'publish.reading': 'Blatt wird gelesen…',
  'publish.html': 'Ergebnisseite speichern (.html)',
  'publish.pbn': 'PBN-Datei speichern (.pbn)',
  'publish.sheets': 'Blätter Ranking, Travellers und Score cards schreiben',
  'cards.movement': 'Bewegung',
  'cards.pairs': 'Paare',
  'cards.rounds': 'Runden (leer: alle)',
  'cards.boards': 'Boards pro Runde (leer: etwa 24 insgesamt)',
  'cards.arrow': 'Runden mit Pfeilwechsel (Mitchell)',
  'cards.leaves': 'Ein Paar, das geht',
  'cards.leavesFrom': 'Erste Runde, die es verpasst',
  'cards.lateFrom': 'Ein spätes Paar spielt ab Runde',
  'cards.write': 'Karten schreiben',
  'cards.html': 'Kartenseite speichern (.html)',
  'status.dealSaved': 'Tisch {table}, Spiel {deal}: {what}, N/S {ns}, O/W {ew}.',
  'status.replaces': ' Es ersetzt {what}.',
  'status.by': '{contract} von {declarer}',
  'status.passedOut': 'eingepasst',
  'status.roundSeated': 'Runde {round} gesetzt.',
  'status.recalculated': 'Aus dem Blatt Deals neu berechnet.',
  'status.eveningSetUp': 'Turnier eingerichtet: {tables, plural, one {# Tisch} other {# Tische}}, {players} Spieler.',
  'status.boardEntered': 'Board {board}, Tisch {table}: {what}.',
  'status.cleared': 'gelöscht',
  'status.honors': '{what}, Honneurs {honors}',
  'conflict.cleared':
    'Nicht gespeichert: Tisch {table}, Spiel {deal} wurde inzwischen gelöscht (es zeigte {shown}). Erneut speichern, um den eigenen Eintrag zu machen.',
  'conflict.entered':
    'Nicht gespeichert: Tisch {table}, Spiel {deal} wurde inzwischen eingetragen als {now}. Es wird jetzt angezeigt; Korrigieren drücken, um es durch den eigenen Eintrag zu ersetzen.',
  'conflict.changed':
    'Nicht gespeichert: Tisch {table}, Spiel {deal} wurde inzwischen geändert zu {now}. Es wird jetzt angezeigt; Korrigieren drücken, um es durch den eigenen Eintrag zu ersetzen.',
  'conflict.boardHolds':
    'Nicht geschrieben: Board {board} an Tisch {table} enthält jetzt {now}, inzwischen eingetragen. Prüfen und erneut eintragen, falls es falsch ist.',
  'conflict.nothing': 'nichts',
  'status.pairsSetUp':
    '{movement} eingerichtet: {tables, plural, one {# Tisch} other {# Tische}}, {rounds, plural, one {# Runde} other {# Runden}} zu {boards} Boards.',
  'status.pairLeaves': '{pair} geht: ab Runde {round} pausieren die Paare, auf die es träfe.',
  'status.latePair': 'Ein verspätetes Paar spielt ab Runde {round} auf dem Platz des Phantoms.',
  'replace.notOurs': '„{sheet}“ (nicht von Bridge Scorer angelegt)',
  'replace.dealsEntered': '„{sheet}“ (ein Turnier mit eingetragenen Spielen)',
  'deals.row': 'Deals, Zeile {row}: {problem}',
  'deals.correct': '{problem}. Das Blatt „Deals“ korrigieren, dann neu berechnen.',
  'deals.saveAgain': '{problem} Das Spiel ist noch nicht gespeichert: danach erneut speichern.',
  'move.showFirst': 'Nicht gesetzt: zuerst die Bewegung anzeigen; Runde {round} wird gesetzt, wie sie es zeigt.',
  'move.changed':
    'Nicht gesetzt: „Deals“ hat sich geändert, seit die Bewegung angezeigt wurde. Die Bewegung wird neu angezeigt, wie das Blatt sie jetzt hat; prüfen, dann Runde {round} setzen.',
  'publish.noSheet': 'es gibt kein Blatt „{sheet}“',
  'status.kept':
    '{sheets} {count, plural, one {bleibt unverändert} other {bleiben unverändert}}: Bridge Scorer ersetzt nie ein Blatt.',
  'kept.range': '"{first}" bis "{last}"',
  'template.pairs':
    'Blatt „{sheet}“ eingefügt: in jede Zeile Board, Paare, Kontrakt ({contract}, oder mit Ergebnis {made}, {doubled}), Alleinspieler ({seats}) und Ergebnis eintragen (die Stiche, 10; -1 für einen Faller; \'+1 oder \'= mit dem Apostroph, der es als Text hält), so viele Zeilen, wie das Turnier hat; Scores, Matchpunkte und Prozente beider Seiten füllen sich aus, und die Rangliste in Spalte N rangiert die bisherigen Ergebnisse. Die Namen jedes Paares in U–W eintragen (Paar, N/S oder E/W bei einem Mitchell, Namen), und die Rangliste zeigt sie, bei einem Mitchell N/S- und O/W-Paare getrennt. Für ein IMP-Paarturnier "IMP total" oder "Butler total" in X2 eintragen (MP, Matchpunkte, ist die Vorgabe): die Rangliste geht dann nach der IMP-Summe; die Spalten MPs und % bleiben Matchpunkte. In die Spalten Vul, score, MPs und % und neben die Rangliste nichts eintragen: jede ist eine Formel in ihrer Überschrift, die ihre Spalte füllt. Eine dort getippte Zelle blockiert ihre ganze Spalte und wird rot: löschen Sie sie.',
  'template.teams':
    "Blatt „{sheet}“ eingefügt: für jeden Tisch Kontrakt ({contract}, oder {made} mit Ergebnis), Alleinspieler und Ergebnis eintragen (die Stiche, 10; -1 für einen Faller; '+1 oder '= mit dem Apostroph); IMPs, Summe und VP füllen sich für das Team aus, das an Tisch 1 N/S sitzt. Die Boards 1–{boards} sind nummeriert; weitere in Spalte A nummerieren, und sie werden mitgewertet. Die Boardzahl des Matches in N5 eintragen: die VP sagen „provisional“, bis so viele Boards gewertet sind und jedes Board mit einem Eintrag an einem Tisch die Scores beider Tische hat.",
  'template.exists':
    'Nicht eingefügt: diese Tabelle hat schon ein Blatt „{sheet}“, das unverändert bleibt; es umbenennen, um ein neues einzufügen.',
  'flag.noContract': 'ein N/S-Score von {score} ohne Kontrakt',
  'flag.passedOut': 'ein eingepasstes Board zählt 0, nicht {score}',
  'flag.adjusted': 'der berichtigte Score „{contract}“ und sein N/S-Score {score} weichen ab',
  'flag.unreadable': '„{entry}“ ist nicht lesbar',
  'flag.scores': '{entry} ergibt {scored} für N/S, nicht {score}',
  'flag.blank': '(leer)',
  'flag.again': '{why}: das Board erneut eintragen',
  'solveRest.none': 'Kein importiertes Results-Blatt hat ein Board, das auf sein Par wartet.',
  'solveRest.done':
    '{count, plural, one {# Board} other {# Boards}} in {sheets} gelöst: Jedes Board dort hat sein Par.',
  'solveRest.more':
    '{count, plural, one {# Board} other {# Boards}} in {sheets} gelöst; {left, plural, one {# Board wartet} other {# Boards warten}} noch: Wählen Sie erneut „{menu}“.',
  'movement.name':
    '{kind, select, mitchell {Mitchell} skip {Mitchell mit Sprung} relay {Mitchell mit Relais} other {Howell}}',
  'view.pairsTitle':
    '{movement}, {pairs} Paare an {tables, plural, one {# Tisch} other {# Tischen}} · {rounds, plural, one {# Runde} other {# Runden}} zu {boards} Boards',
  'cell.sitOut': 'Pause',
  'cell.pass': 'Passe',
  'cell.parBy': '{contract} von {seats}',
  'head.round': 'Runde',
  'head.table': 'Tisch',
  'head.ns': 'N/S',
  'head.ew': 'O/W',
  'head.boards': 'Boards',
  'head.place': 'Platz',
  'head.pair': 'Paar',
  'head.mps': 'MP',
  'head.max': 'Max',
  'head.imps': 'IMPs',
  'head.impsABoard': 'IMPs pro Board',
  'head.names': 'Namen',
  'head.sidePair': 'Paar {side}',
  'ranking.notRead':
    '{count, plural, one {# Ergebnis nicht gelesen: Zeile {rows}} other {# Ergebnisse nicht gelesen: Zeilen {rows}}} ({first})',
  'ranking.rowsMore': '{rows} und {more} weitere',
  'hint.boardColumn': '(eine Spalte mit Boardnummern: fügen Sie vulnerability_is "board" hinzu)',
  'refusal.no-contract': 'Kontrakt und Ergebnis eingeben, etwa {examples_or}.',
  'refusal.no-result-or-score':
    'Kontrakt und Ergebnis eingeben, etwa {examples_or}, oder einen berichtigten Score wie 60/40.',
  'refusal.declarer-or-passed': 'der Alleinspieler muss {seats} oder eingepasst sein',
  'refusal.round-over':
    'Runde {round} ist vorbei; das Turnier ist in Runde {current}. Frühere Runden im Blatt „Deals“ korrigieren, dann neu berechnen.',
  'refusal.no-such-deal': 'Es gibt kein Spiel {deal} an Tisch {table} in Runde {round}.',
  'refusal.enter-earlier-first': 'Zuerst Spiel {deal} von Tisch {table} eingeben.',
  'refusal.not-at-table':
    'Board {board} wird in Runde {round} nicht an Tisch {table} gespielt: {boards, select, none {dort wird nichts gespielt} other {dort werden die Boards {boards} gespielt}}',
  'refusal.pair-not-there':
    '{ns} und {ew} spielen Board {board} an Tisch {table} in Runde {round} nicht: {seatedNs} und {seatedEw} spielen es',
  'refusal.boards-to-come':
    '{count, plural, one {# Board fehlt} other {# Boards fehlen}} noch, das erste Board {board} der Runde {round} an Tisch {table}. Trotzdem veröffentlichen?',
  'refusal.would-drop':
    'Board {board} der Runde {round} an Tisch {table} hat ein Ergebnis, das die Änderung verwerfen würde: zuerst löschen, falls es irrtümlich eingetragen wurde',
  'refusal.late-pair-twice': 'ein verspätetes Paar spielt schon auf dem Platz des Phantoms',
  'refusal.would-replace': 'Diese Blätter würden ersetzt: {sheets}. Ersetzen?',
  'refusal.would-replace-evening':
    'Das Blatt „{sheet}“ würde ersetzt: {why, select, others {es wurde nicht von Bridge Scorer angelegt} unread {es ist nicht lesbar ({problem}) und kann Ergebnisse enthalten} other {es enthält {count, plural, one {# Ergebnis} other {# Ergebnisse}}}}. Zum Ersetzen unten {confirm_quoted} eingeben.',
  'refusal.sheet-taken':
    'Nichts wurde geschrieben: das Blatt „{sheet}“ wurde nicht von Bridge Scorer angelegt. Dieses Blatt umbenennen (oder löschen, wenn nichts darauf gebraucht wird), dann legt das Add-on sein eigenes „{sheet}“ an.',
  'refusal.not-ours': 'das Blatt „{sheet}“ wurde nicht von Bridge Scorer angelegt',
  'refusal.deals-not-ours': 'das Blatt „Deals“ wurde nicht von Bridge Scorer angelegt (in A1 steht nicht seine Marke)',
  'refusal.no-evening': 'Es gibt noch kein Turnier: zuerst eines anlegen.',
  'refusal.round-no-table':
    'Runde {round} hat keinen Tisch {table}; das Turnier hat {tables, plural, one {# Tisch} other {# Tische}}',
  'refusal.no-table-rows': 'Deals: Runde {round} hat keine Zeilen für Tisch {table}',
  'refusal.same-deal':
    'die Deals-Zeilen {rows_and} sind dasselbe Spiel (Runde {round}, Tisch {table}, Spiel {deal}): umnummerieren oder alle bis auf eine löschen',
  'refusal.no-deal-row':
    'Deals: Runde {round}, Tisch {table} hat keine Zeile für Spiel {deal} (seine Zeilen sind {rows_and})',
  'refusal.no-deals': 'das Blatt „Deals“ hat keine Spiele: das Turnier neu anlegen',
  'refusal.missing-round': 'das Blatt „Deals“ hat Runde {round}, aber keine Runde {missing}',
  'refusal.no-deal-1': 'Runde {round}: ein Tisch hat keine Zeile für Spiel 1',
  'refusal.not-a-player': '{name_quoted} ist keiner der Spieler des Turniers',
  'refusal.seat-changed': '{seat} ist hier {name_quoted}, aber {first_quoted} in Spiel 1 des Tisches',
  'refusal.earlier-not-entered': 'Spiel {deal} ist eingetragen, aber ein früheres Spiel von Tisch {table} nicht',
  'refusal.no-column':
    'Deals hat keine Spalte „{header}“ (Zeile {row}); wieder einfügen oder die Änderung rückgängig machen',
  'refusal.mark-moved':
    'Deals hat eine Spalte vor „Round“: seine Marke gehört nach A1, steht aber in {column}1; diese Spalte hinter „Round“ verschieben oder die Änderung rückgängig machen',
  'refusal.no-label':
    'Deals, Zeile 1 hat keine Beschriftung „{label}“; wieder einfügen oder die Änderung rückgängig machen',
  'refusal.deal-number': 'Runde, Tisch und Spiel müssen ganze Zahlen sein (Spiel {min}–{max})',
  'refusal.dealer': 'der Geber muss {allowed_or} sein',
  'refusal.deals-declarer': 'der Alleinspieler muss N, E, S, W oder „{passed}“ sein',
  'refusal.evening-headers': 'In Zeile 2 von „{sheet}“ fehlt {missing}',
  'refusal.evening-row':
    'Zeile {row} von „{sheet}“ ist kein Board, das die Bewegung setzt (Runde, Tisch, Board und Paare): wiederherstellen, wie sie war',
  'refusal.evening-twice':
    'die Zeilen {first} und {row} von „{sheet}“ sind beide Board {board} an Tisch {table} in Runde {round}: eine löschen',
  'refusal.evening-missing':
    'die Zeile von Board {board} an Tisch {table} in Runde {round} fehlt in „{sheet}“: wieder einfügen',
  'refusal.not-results':
    '„{sheet}“ hat keine Ergebnisse zum Veröffentlichen: seine Überschriften brauchen Board, N/S pair, E/W pair und N/S score',
  'refusal.nothing-to-publish': 'es gibt kein Ergebnis mit beiden Paaren zum Veröffentlichen',
  'refusal.rubber-side': 'die Seite des Alleinspielers muss We oder They sein (oder NS, EW)',
  'refusal.pair-cell': 'das Paar {side} muss eine Nummer oder ein Name sein',
  'refusal.no-pair': 'diese Zeile hat einen Score, aber kein Paar {side}',
  'refusal.rank-needs-board':
    'keine Boardnummer in dieser Zeile: ihr Board sagt, mit welchen Scores sie verglichen wird',
  'refusal.score-needs-board': 'diese Zeile hat einen Score, aber keine Boardnummer',
  'refusal.score-not-shown':
    'diese Zeile hat einen Kontrakt, aber keinen Score: vielleicht blockiert ein in die Score-Spalte getippter Wert ihre Formel',
  'refusal.matchpoints-needs-board':
    'keine Boardnummer in dieser Zeile: ihr Board sagt, gegen welche Scores sie Matchpunkte bekommt',
  'refusal.par-needs-board': 'keine Boardnummer und weder Geber noch Gefahrenlage: Par braucht sie',
  'refusal.no-vulnerability': 'mit dem Geber auch die Gefahrenlage angeben: None, NS, EW oder All',
  'refusal.passed-out-honors':
    'ein eingepasstes Spiel hat keine Honneurs; die Honneurs löschen oder den Kontrakt angeben',
  'refusal.adjusted-result': 'ein berichtigter Score hat kein Ergebnis: das Ergebnis löschen',
  'refusal.first-dealer': 'der erste Geber muss N, E, S oder W sein',
  'refusal.evening-score': 'Zeile {row} des Turniers: {why}, bevor es veröffentlicht wird',
  'refusal.whole-number':
    '{argument, select, pairs {die Zahl der Paare} rounds {die Zahl der Runden} boards_per_round {die Boards pro Runde} leaves_from {die Runde, ab der es geht} other {die Runde, in der das verspätete Paar beginnt}} muss eine ganze Zahl sein',
  'refusal.no-pairs': 'die Zahl der Paare wird gebraucht',
  'refusal.no-round': 'die erste Runde angeben, die das Paar verpasst',
  'refusal.premium': '{cell}: die Teilkontraktprämie muss 50 oder 100 sein',
  'refusal.deals-honors': '{cell}: Honneurs muss TRUE oder FALSE sein',
  'refusal.progression': '{cell}: die Progression muss {allowed} sein',
  'refusal.date-cell':
    'Sheets hat diese Zelle als Datum gelesen; gemeint ist {meant}: als Text eingeben (mit einem Apostroph beginnen)',
  'refusal.one-cell': 'eine Zelle, {meant}, kein Bereich von {size}',
  'refusal.range-sizes': 'die Bereiche müssen gleich groß sein: einer hat {size}, ein anderer {otherSize}',
  'refusal.argument-sizes': '{first} und {second} müssen gleich groß sein: {first} hat {size}, {second} {otherSize}',
  'refusal.one-deal': 'eine Austeilung pro Aufruf, kein Bereich von {size}: für jede Austeilung ein DDTABLE',
  'refusal.one-column':
    'eine Spalte von Austeilungen, kein Bereich von {size}: jede Austeilung füllt 2 Zellen einer Zeile',
  'refusal.names-columns': 'names hat 2 Spalten (Paar, Namen) oder 3 (Paar, Richtung, Namen), nicht {size}',
  'refusal.blank-entry':
    'Eintrag {entry} (für ein Gebot von {bid}) ist leer; füllen Sie ihn aus oder beenden Sie {argument} dort',
  'refusal.seat-in-sides': 'dieses Blatt wertet Seiten, nicht Plätze: lassen Sie das {seat} weg',
  'refusal.cell-not-a-number': '{meant} muss eine Zahl sein',
  'refusal.cell-out-of-range':
    '{meant}: außerhalb des Bereichs, eine Zahl ist hier höchstens {max} in beide Richtungen',
  'refusal.cell-separator':
    '{meant}: könnte eine Zahl mit Tausendertrennzeichen oder mit Dezimalkomma sein; ohne Trennzeichen schreiben (1100) oder mit weniger als drei Dezimalstellen (1,1)',
  'refusal.dd-out-of-time':
    '{deals, select, one {nicht gelöst: die Austeilung braucht mehr als die 30 Sekunden, die Sheets einem Aufruf gibt} other {nicht gelöst: dem Aufruf sind die 30 Sekunden ausgegangen, die Sheets ihm gibt; die gelösten Austeilungen bleiben gespeichert, die nächste Neuberechnung macht dort weiter (oder teilen Sie die Spalte auf mehrere Aufrufe auf)}}',
  'size.range':
    '{rows, plural, one {# Zeile} other {# Zeilen}} mal {columns, plural, one {# Spalte} other {# Spalten}}',
  'size.cell': '1 Zelle',
  'meant.contract': 'der Kontrakt',
  'meant.result': 'ein Ergebnis wie -2',
  'meant.vulnerability': 'die Gefahrenlage',
  'meant.declarer': 'der Alleinspieler',
  'meant.result-is': '"tricks" oder "relative"',
  'meant.vulnerability-is': '"board" oder "side"',
  'meant.board': 'eine Boardnummer',
  'meant.round': 'eine Runde',
  'meant.movement': 'die Bewegung',
  'meant.pairs': 'die Zahl der Paare',
  'meant.rounds': 'die Zahl der Runden',
  'meant.boards-a-round': 'die Boards pro Runde',
  'meant.leaver': 'das Paar, das geht',
  'meant.leaves-from': 'die Runde, ab der es geht',
  'meant.late-from': 'die Runde, in der das verspätete Paar beginnt',
  'meant.chart-entry': 'ein Eintrag der Tabelle',
  'meant.bid': 'ein Gebot',
  'meant.tricks': 'die erzielten Stiche',
  'meant.honors': 'die Honneurs',
  'meant.yes-no': 'ja oder nein',
  'meant.deal': 'die Austeilung',
  'meant.true-false': 'TRUE oder FALSE',
  'meant.score': 'ein Score',
  'meant.imp-margin': 'eine IMP-Differenz',
  'meant.boards': 'die Zahl der Boards',
  'meant.pair-number': 'eine Paarnummer',
  'meant.scale-choice': '2 oder 1',
  'meant.scale': 'die Skala',
  'meant.scoring': '"MP", "IMP", "IMP total", "Butler" oder "Butler total"',
  'refusal.evening-settings':
    'Zeile 1 von „{sheet}“ nennt {missing, select, movement {die Bewegung} pairs {die Paare} design {keine bekannte Variante („{change}“ ist weder balanced noch earlier)} other {nicht, was „{change}“ ändert}}{missing, select, change {} design {} other { nicht}}: richten Sie das Turnier neu ein',
  'refusal.column-twice':
    'Deals hat {count} Spalten „{header}“ (Zeile {row}, Spalten {more, plural, =0 {{columns_and}} other {{columns} und # weitere}}); benennen Sie alle bis auf eine um oder löschen Sie sie',
  'refusal.unpublishable-row':
    'Zeile {row} von „{sheet}“ {fault, select, noBoard {hat einen Score, aber keine Boardnummer} onePair {hat einen Score, aber nicht beide Paare} other {ist kein Ergebnis zum Veröffentlichen}}: korrigieren Sie sie zuerst',
  'refusal.passed-out-contract': 'wählen Sie „{passed}“ als Alleinspieler für ein Board, bei dem niemand gereizt hat',
  'refusal.progressive-count':
    '{count, plural, one {# Spieler} other {# Spieler}}: Progressive Bridge setzt vier an einen Tisch; {ways, select, add {{add} hinzufügen} other {{add} hinzufügen oder {away} streichen}}',
  'refusal.no-players': 'Geben Sie die Spieler ein, einen pro Zeile: Progressive Bridge setzt vier an einen Tisch.',
  'publish.noPbn': 'Nicht veröffentlicht: die PBN-Datei kann nicht geschrieben werden: {error}.',
  'refusal.convention':
    '{argument} muss {argument, select, result_is {"tricks" (eine Zahl ist die Zahl der erzielten Stiche) oder "relative" (0 erfüllt, 1 ein Überstich, -1 ein Faller)} other {"board" (die Spalte enthält Boardnummern oder None, NS, EW, All) oder "side" (ja oder nein für die Seite des Alleinspielers)}} sein oder leer',
  'refusal.deal':
    'eine Austeilung ist Text: der erste Platz und ein Doppelpunkt, dann vier Hände (N:AKQ2.J5.T98.K43 …)',
  'refusal.not-a-score': 'ein Score muss eine Zahl sein oder ein berichtigter Score wie 60/40 oder Avg+',
  'refusal.scale': 'die Skala ist 2 (2 und 1) oder 1 (1 und ½)',
  'refusal.scoring':
    'scoring muss "MP" (Matchpunkte), "IMP" oder "IMP total" (Cross-IMPs), "Butler" oder "Butler total" sein oder leer',
  'refusal.direction':
    '{ranked, select, yes {die Richtung muss N/S oder E/W sein, wenn die Paare nach Richtung gewertet werden} other {die Richtung muss NS oder EW sein (N/S, E/W)}}',
  'refusal.named-twice': 'Paar {label} steht in den Zeilen {earlier} und {row}; behalten Sie eine',
  'refusal.no-scores': 'das Board hat keine Scores',
  'refusal.no-games': 'die Datei enthält keine Boards.',
  'problem.row': 'Zeile {row}: ',
  'problem.cell': '{cell}: ',
  'problem.argument': '{argument}: ',
  'problem.argumentOfBoard': '{argument} von Board {board}: ',
  'status.wrote': 'Geschrieben: {sheets}.',
  'status.results':
    'Die Ergebnisse von „{sheet}“: {boards, plural, one {# Board} other {# Boards}}, {pairs, plural, one {# Paar} other {# Paare}}.',
  'page.sections': 'Abschnitte',
  'page.ranking': 'Rangliste',
  'page.travellers': 'Protokolle',
  'page.scoreCards': 'Scorekarten',
  'page.rankingOf': 'Rangliste, {pair}',
  'page.board': 'Board {board}',
  'page.scoreCardOf': 'Scorekarte, {pair}',
  'page.place': 'Platz {place}',
  'page.pair': 'Paar {pair}',
  'page.sidePair': 'Paar {side} {pair}',
  'page.footer':
    'Gewertet von Bridge Scorer: Matchpunkte, 2 für jeden geschlagenen Score und 1 für jeden gleichen, Neuberg für ein seltener gespieltes Board.',
  'col.contract': 'Kontrakt',
  'col.by': 'Von',
  'col.tricks': 'Stiche',
  'col.nsScore': 'Score N/S',
  'col.nsMps': 'MP N/S',
  'col.ewMps': 'MP O/W',
  'col.nsPercent': '% N/S',
  'col.ewPercent': '% O/W',
  'col.board': 'Board',
  'col.sat': 'Richtung',
  'col.against': 'Gegner',
  'col.score': 'Ergebnis',
  'card.title': '{movement} für {pairs} Paare',
  'card.meta': '{movement} · {pairs} Paare · {rounds} Runden zu {boards} Boards',
  'card.footer': 'Bewegung von Bridge Scorer.',
  'card.summary': 'Übersicht',
  'card.plan': 'Rundenplan',
  'card.tableCards': 'Tischkarten',
  'card.guideCards': 'Laufkarten',
  'card.table': 'Tisch {table}',
  'card.pair': 'Paar {pair}',
  'card.boardsGoTo': 'Boards gehen an',
  'card.seat': 'Richtung',
  'card.pairSitsOut': '{pair} pausiert',
  'card.notPlayed': '({boards} nicht gespielt)',
  'card.shared': '{boards} (geteilt mit Tisch {table})',
  'card.toTables': '{count, plural, one {Tisch {tables}} other {Tische {tables}}}',
  'card.byeStand': 'Ablage, dann {tables}',
  'card.aside': 'beiseite bis Runde {round}, {tables}',
  'card.away': 'abwesend',
  'card.sitsOut': 'pausiert',
  'card.movementIs': '{movement}, {pairs} Paare an {tables, plural, one {# Tisch} other {# Tischen}}',
  'card.rounds': 'Runden',
  'card.boardsARound': 'Boards pro Runde',
  'card.boardsAre': '1-{boards} ({sets, plural, one {# Satz} other {# Sätze}} zu {size})',
  'card.eachBoardPlayed': 'Jedes Board gespielt',
  'card.times': '{count, plural, one {# Mal} other {# Mal}}',
  'card.timesSpan': '{span} Mal',
  'card.orNext': '{min} oder {max}',
  'card.moves': 'Wechsel',
  'card.meetings': 'Begegnungen',
  'card.arrowSwitch': 'Pfeilwechsel',
  'card.arrowRounds': 'Runden {rounds}: jedes Paar spielt die Karten der anderen Richtung',
  'card.sitOuts': 'Pausen',
  'card.howellStays': 'Paar {pair} bleibt N/S an Tisch 1',
  'card.howellPhantom': 'Tisch 1 ist der Pausentisch (Paar {pair} ist das Phantom)',
  'card.howellMoves':
    '{stays}; jedes andere Paar folgt seiner Laufkarte, und die Boards gehen, wohin die Tischkarten sagen.',
  'card.mitchellStay': 'N/S bleiben an ihren Tischen; O/W rücken einen Tisch auf (vom letzten zu Tisch 1)',
  'card.relayMoves':
    '{stay}. Tische 1 und {tables} teilen sich jede Runde einen Satz; die Boards rücken einen ab (von Tisch 1 zu Tisch {before}), und der ruhende Satz wartet auf einer Ablage zwischen Tisch {low} und {high}: die Boards von Tisch {high} gehen auf die Ablage, die der Ablage an Tisch {low}.',
  'card.mitchellMoves': '{stay}, die Boards einen ab (von Tisch 1 zum letzten).',
  'card.skipMoves': '{base} Nach Runde {round} überspringen O/W einen Tisch: sie rücken einmal zwei auf.',
  'card.meetsEveryHowell': 'jedes Paar trifft jedes andere',
  'card.meetsEveryMitchell': 'jedes N/S-Paar trifft jedes O/W-Paar',
  'card.meetsHowell': 'jedes Paar trifft {count} {max, plural, one {anderes Paar} other {andere Paare}}',
  'card.meetsMitchell':
    'jedes Paar trifft {count} {max, plural, one {Paar der anderen Richtung} other {Paare der anderen Richtung}}',
  'card.leaves': '{pair} geht: ab Runde {round} pausieren die Paare, auf die es träfe',
  'card.late': '{pair} kommt spät, zu Runde {round}: bis dahin pausieren die Paare, auf die es träfe',
  'card.phantom': '{pair} ist ein Phantom: die Paare, auf die es träfe, pausieren',
  'card.absences': '{said} ({count, plural, one {# Pause} other {# Pausen}} insgesamt)',
  // The evening's name and place
  'evening.replaceWord': 'ersetzen',
  'evening.untitled': 'Turnier ohne Namen',
  'evening.untitledBefore': 'Turnier ohne Namen (angelegt, bevor Turniere Namen hatten)',
  'status.renamed': 'Name und Ort des Turniers sind gespeichert.',
  'refusal.evening-about':
    '{given_quoted}: {part, select, name {der Name des Turniers} date {das Datum} club {der Club} clubNumber {die Clubnummer} other {die Sektion}} {why, select, long {hat höchstens {most} Zeichen} lines {steht in einer Zeile} other {ist ein Tag, geschrieben als 2026-12-03}}',

  // Board-by-board entry: a correction says what it replaced.
  'status.boardReplaced': 'Board {board}, Tisch {table}: {before} ersetzt durch {after}.',

  // Hand records in the pairs evening: the sheet, the answers and the pages
  'records.boardList': '{count, plural, one {Board {boards}} other {Boards {boards}}}',
  'records.noDeal': 'Keine Verteilung: die Handverteilungen enthalten dieses Board nicht',
  'records.attached': 'Handverteilungen angehängt: {count, plural, one {# Board} other {# Boards}}.',
  'records.missing':
    'Die Datei hat keine Verteilung für {boards}: {count, plural, one {es erscheint} other {sie erscheinen}} ohne Diagramm.',
  'records.notPlayed': 'Die Datei enthält auch {boards}, die dieses Movement nicht spielt: behalten, nicht gezeigt.',
  'records.none': 'Dem Abend sind keine Handverteilungen angehängt.',
  'records.solved': '{solved} von {dealt} Boards haben ihre Double-Dummy-Tabelle und ihr Par.',
  'records.more':
    '{solved} von {dealt} Boards haben ihre Double-Dummy-Tabelle und ihr Par; {boards} warten noch: wählen Sie „{menu}“ (im Menü des Add-ons oder in der Seitenleiste), um fortzufahren.',
  'records.dealerMark': 'Geber',
  'records.dealer': 'Geber {seat}',
  'records.vulnerable': 'Gefahr {vulnerability, select, None {keiner} NS {NS} EW {OW} other {alle}}',
  'records.diagramOf': 'Board {board}: die vier Hände',
  'records.ddCaption': 'Stiche double dummy',
  'records.par': 'Par',
  'records.noDealOf': 'Board {board}: keine Verteilung, die Handverteilungen enthalten es nicht.',
  'records.notSolvedYet': 'Double-Dummy-Tabelle noch nicht berechnet.',
  'records.pageTitle': '{title}: Handverteilungen',
  'records.count': '{count, plural, one {# Board} other {# Boards}}',
  'records.pageReady': 'Die Seite der Handverteilungen ist bereit zum Speichern.',
  'records.unlike':
    'Die Datei gibt {boards} einen anderen Geber oder eine andere Gefahrenlage als {count, plural, one {seine Nummer} other {ihre Nummern}}: der Abend wertet nach der Nummer.',
  'refusal.records-not-pbn': 'die Datei ist keine PBN-Datei: {problem}',
  'refusal.records-unreadable': 'die Verteilungen der Datei konnten nicht gelesen werden: {problem}',
  'refusal.records-no-deal': 'die Datei enthält keine Verteilung mit vier vollständigen Händen',
  'refusal.would-replace-records':
    'Das Blatt „{sheet}“ würde ersetzt: {why, select, others {es wurde nicht von Bridge Scorer angelegt} other {es enthält die Verteilungen von {count, plural, one {# Board} other {# Boards}}, nicht die dieser Datei}}. Ersetzen?',
  ...EXCHANGE,
  // Players and their national numbers (apps-script/members/)
  ...MEMBERS,
  ...TABLES,
  // A teams event's custom functions: apps-script/words/sheet/teams/
  ...TEAMS,
  // Publishing an IMP session (Butler or cross-IMPs): apps-script/words/sheet/imp-publish.ts
  ...IMP_PUBLISH.de,
  // An evening's details for the federation (USEBIO)
  ...FEDERATION_SHEET.de,
  // A table's link on its card: apps-script/words/sheet/table-links.ts
  ...TABLE_LINK_WORDS.de,
  // A teams evening run from the sidebar: apps-script/words/sheet/teams-evening.ts
  ...TEAMS_EVENING_WORDS.de,
  // A teams match entered board by board: apps-script/words/sheet/teams-boards.ts
  ...TEAMS_BOARDS_WORDS.de,
  ...TEAMS_SETTINGS_WORDS.de,
  ...TEAMS_TEMPLATE_WORDS.de,
  // A drawn round changed by the director: apps-script/words/sheet/teams-redraw.ts
  ...TEAMS_REDRAW_WORDS.de,
  // The USEBIO file in the Publish results dialog
  'publish.usebio': 'USEBIO-Datei speichern (.xml)',
  'publish.anyway': 'USEBIO-Datei trotzdem erstellen',
};

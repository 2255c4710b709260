import type { SheetWords } from './en';
import { EXCHANGE } from './exchange/nl';
import { FEDERATION_SHEET } from './federation';
import { IMP_PUBLISH } from './imp-publish';
import { MEMBERS } from './members/nl';
import { TABLE_LINK_WORDS } from './table-links';
import { TABLES } from './tables/nl';
import { TEAMS } from './teams/nl';
import { TEAMS_BOARDS_WORDS } from './teams-boards';
import { TEAMS_EVENING_WORDS } from './teams-evening';
import { TEAMS_REDRAW_WORDS } from './teams-redraw';
import { TEAMS_SETTINGS_WORDS } from './teams-settings';
import { TEAMS_TEMPLATE_WORDS } from './teams-template';

export const SHEET: SheetWords = {
  'menu.evening': 'Een zitting leiden (paren, teams of progressief)',
  'menu.pbn': 'Uitslagen importeren (PBN, USEBIO)…',
  'menu.publish': 'Uitslagen publiceren…',
  'menu.cards': 'Schemakaarten…',
  'menu.results': 'Een uitslagenblad invoegen',
  'menu.teams': 'Een viertallenblad invoegen',
  'menu.help': 'Hulp bij de functies',
  'menu.language': 'Taal en notatie…',
  'menu.solveRest': 'Resterende spellen oplossen',
  'title.sidebar': 'Bridge Scorer-zitting',
  'title.help': 'Functies van Bridge Scorer',
  'title.publish': 'Uitslagen publiceren',
  'title.cards': 'Schemakaarten',
  'title.pbn': 'Uitslagen importeren (PBN, USEBIO)',
  'title.language': 'Taal en notatie',
  'language.intro':
    'De taal van de add-on in deze spreadsheet (menu, dialogen, meldingen, de woorden die de functies schrijven) en de notatie waarin contracten worden getypt. De functies volgen bij de volgende herberekening; hun hulp blijft Engels.',
  'language.language': 'Taal',
  'language.notation': 'Notatie',
  'language.locale': 'De landinstelling van de spreadsheet ({name})',
  'language.same': 'Die van de taal',
  'language.save': 'Opslaan',
  'language.saving': 'Opslaan…',
  'language.saved': 'Opgeslagen. Laad de spreadsheet opnieuw om het menu in de nieuwe taal te zien.',
  'pbn.failed': 'Niet geïmporteerd: {error}',
  'publish.failed': 'Niet gepubliceerd: {error}',
  'dialog.notWritten': 'Niet geschreven: {error}',
  'language.failed': 'Niet opgeslagen: {error}',
  'dialog.writing': 'Schrijven…',
  'help.intro':
    'Bridge Scorer voegt deze functies toe. Elke functie neemt één waarde of een hele kolom en vult één cel per rij, tenzij anders vermeld. Waar decimalen met een komma worden geschreven, scheidt u de argumenten met {semicolon}. De namen van de functies en de voorbeelden zijn die welke Sheets in elke taal aanneemt.',
  'help.outro':
    '{results} zet een parenzitting op met zoveel rijen als nodig (spel, paren, contract, leider, resultaat, N/Z-score, matchpunten en percentages van beide kanten), met de rangschikking ernaast en de namen van de paren om in te vullen; {teams} zet beide tafels op, IMPs, het totaal en de VP, voorlopig tot elk begonnen spel de scores van beide tafels heeft. Geen van beide vervangt een blad met dezelfde naam. {publish} slaat het actieve uitslagenblad op als uitslagenpagina en PBN-bestand, en schrijft de bladen Ranking, Travellers en Score cards om te printen.',
  'pbn.intro':
    'Kies een uitslagenbestand: PBN (.pbn) of USEBIO (.xml). De uitslagen komen in een nieuw blad {results}, met de paren en elk spel voor beide kanten gescoord (matchpunten of IMPs, zoals het bestand zegt); de paren en namen in {pairs}, de rangschikking in {ranking}. Staat er al iets in een blad met die naam, dan komen ze in {results2}, enzovoort: geen blad wordt vervangen.',
  'pbn.importing': 'Importeren…',
  'publish.intro':
    'De uitslagen van dit blad zoals een club ze publiceert: een uitslagenpagina voor de website van de club (rangschikking, scorestroken en scorekaarten in één bestand) en de zitting als PBN-bestand, met de uitslagen. Of de Ranking, Travellers en Score cards als bladen om te printen.',
  'publish.reading': 'Blad lezen…',
  'publish.html': 'Uitslagenpagina opslaan (.html)',
  'publish.pbn': 'PBN-bestand opslaan (.pbn)',
  'publish.sheets': 'De bladen Ranking, Travellers en Score cards schrijven',
  'cards.movement': 'Schema',
  'cards.pairs': 'Paren',
  'cards.rounds': 'Ronden (leeg: alle)',
  'cards.boards': 'Spellen per ronde (leeg: ongeveer 24 in totaal)',
  'cards.arrow': 'Ronden met pijlwissel (Mitchell)',
  'cards.leaves': 'Een paar dat vertrekt',
  'cards.leavesFrom': 'Eerste ronde die het mist',
  'cards.lateFrom': 'Een laat paar speelt vanaf ronde',
  'cards.write': 'Kaarten schrijven',
  'cards.html': 'Kaartenpagina opslaan (.html)',
  'status.dealSaved': 'Tafel {table}, spel {deal}: {what}, N/Z {ns}, O/W {ew}.',
  'status.replaces': ' Het vervangt {what}.',
  'status.by': '{contract} door {declarer}',
  'status.passedOut': 'rondgepast',
  'status.roundSeated': 'Ronde {round} ingedeeld.',
  'status.recalculated': 'Opnieuw berekend uit het blad Deals.',
  'status.eveningSetUp': 'Drive klaargezet: {tables, plural, one {# tafel} other {# tafels}}, {players} spelers.',
  'status.boardEntered': 'Spel {board}, tafel {table}: {what}.',
  'status.cleared': 'gewist',
  'status.honors': '{what}, honneurs {honors}',
  'conflict.cleared':
    'Niet opgeslagen: tafel {table}, spel {deal} is intussen gewist (het toonde {shown}). Sla opnieuw op om het uwe in te voeren.',
  'conflict.entered':
    'Niet opgeslagen: tafel {table}, spel {deal} is intussen ingevoerd als {now}. Het wordt nu getoond; druk op Verbeteren om het door het uwe te vervangen.',
  'conflict.changed':
    'Niet opgeslagen: tafel {table}, spel {deal} is intussen gewijzigd in {now}. Het wordt nu getoond; druk op Verbeteren om het door het uwe te vervangen.',
  'conflict.boardHolds':
    'Niet geschreven: spel {board} aan tafel {table} bevat nu {now}, intussen ingevoerd. Controleer het en voer het opnieuw in als het fout is.',
  'conflict.nothing': 'niets',
  'status.pairsSetUp':
    '{movement} klaargezet: {tables, plural, one {# tafel} other {# tafels}}, {rounds, plural, one {# ronde} other {# ronden}} van {boards} spellen.',
  'status.pairLeaves': '{pair} vertrekt: vanaf ronde {round} rusten de paren die het zou treffen.',
  'status.latePair': 'Een laat paar speelt vanaf ronde {round}, op de plaats van het spookpaar.',
  'replace.notOurs': '"{sheet}" (niet door Bridge Scorer gemaakt)',
  'replace.dealsEntered': '"{sheet}" (een toernooi met ingevoerde spellen)',
  'deals.row': 'Deals, rij {row}: {problem}',
  'deals.correct': '{problem}. Herstel het blad "Deals" en bereken opnieuw.',
  'deals.saveAgain': '{problem} Het spel is nog niet opgeslagen: sla het daarna opnieuw op.',
  'move.showFirst':
    'Niet ingedeeld: toon eerst het doorschuiven; ronde {round} wordt ingedeeld zoals het getoond wordt.',
  'move.changed':
    'Niet ingedeeld: "Deals" is gewijzigd sinds het doorschuiven werd getoond. Het doorschuiven wordt opnieuw getoond zoals het blad nu is; controleer het en deel dan ronde {round} in.',
  'publish.noSheet': 'er is geen blad "{sheet}"',
  'status.kept':
    '{sheets} {count, plural, one {blijft zoals het is} other {blijven zoals ze zijn}}: Bridge Scorer vervangt nooit een blad.',
  'kept.range': '"{first}" tot "{last}"',
  'template.pairs':
    'Blad "{sheet}" ingevoegd: vul op elke rij het spel, de paren, het contract ({contract}, of met het resultaat {made}, {doubled}), de leider ({seats}) en het resultaat in (de gemaakte slagen, 10; -1 voor één down; \'+1 of \'= met de apostrof, die het als tekst houdt), zoveel rijen als het toernooi heeft; de scores, matchpunten en percentages van beide kanten vullen zich in, en de rangschikking in kolom N ordent de resultaten tot nu toe. Vul de namen van elk paar in U–W in (paar, N/S of E/W bij een Mitchell, namen) en de rangschikking toont ze, bij een Mitchell de N/Z- en O/W-paren apart. Voor een IMP-parenwedstrijd vul "IMP total" of "Butler total" in X2 in (MP, matchpunten, is de standaard): de rangschikking gaat dan op het IMP-totaal; de kolommen MPs en % blijven matchpunten. Vul niets in de kolommen Vul, score, MPs en % of naast de rangschikking in: elke is één formule in de kop die de kolom vult. Een cel die daar is ingevuld blokkeert de hele kolom en wordt rood: wis hem.',
  'template.teams':
    'Blad "{sheet}" ingevoegd: vul voor elke tafel het contract in ({contract}, of {made} met het resultaat), de leider en het resultaat (de gemaakte slagen, 10; -1 voor één down; \'+1 of \'= met de apostrof); de IMPs, het totaal en de VP vullen zich in voor het team dat aan tafel 1 N/Z zit. De spellen 1–{boards} zijn genummerd; nummer er meer in kolom A en ook die worden gescoord. Vul het aantal spellen van de match in N5 in: de VP zeggen "provisional" tot zoveel spellen gescoord zijn en elk spel met een invoer aan een van beide tafels de scores van beide tafels heeft.',
  'template.exists':
    'Niet ingevoegd: deze spreadsheet heeft al een blad "{sheet}", dat blijft zoals het is; hernoem het om een nieuw in te voegen.',
  'flag.noContract': 'een N/Z-score van {score} zonder contract',
  'flag.passedOut': 'een rondgepast spel scoort 0, niet {score}',
  'flag.adjusted': 'de arbitrale score "{contract}" en zijn N/Z-score {score} verschillen',
  'flag.unreadable': '"{entry}" is niet te lezen',
  'flag.scores': '{entry} scoort {scored} voor N/Z, niet {score}',
  'flag.blank': '(leeg)',
  'flag.again': '{why}: voer het spel opnieuw in',
  'solveRest.none': 'Geen geïmporteerd Results-blad heeft een spel dat op zijn par wacht.',
  'solveRest.done':
    '{count, plural, one {# spel} other {# spellen}} opgelost in {sheets}: elk spel daar heeft zijn par.',
  'solveRest.more':
    '{count, plural, one {# spel} other {# spellen}} opgelost in {sheets}; {left, plural, one {# spel wacht} other {# spellen wachten}} nog: kies opnieuw "{menu}".',
  'movement.name':
    '{kind, select, mitchell {Mitchell} skip {Mitchell met sprong} relay {Mitchell met relais} other {Howell}}',
  'view.pairsTitle':
    '{movement}, {pairs} paren aan {tables, plural, one {# tafel} other {# tafels}} · {rounds, plural, one {# ronde} other {# ronden}} van {boards} spellen',
  'cell.sitOut': 'Rust',
  'cell.pass': 'Pas',
  'cell.parBy': '{contract} door {seats}',
  'head.round': 'Ronde',
  'head.table': 'Tafel',
  'head.ns': 'N/Z',
  'head.ew': 'O/W',
  'head.boards': 'Spellen',
  'head.place': 'Plaats',
  'head.pair': 'Paar',
  'head.mps': 'MP',
  'head.max': 'Max',
  'head.imps': 'IMPs',
  'head.impsABoard': 'IMPs per spel',
  'head.names': 'Namen',
  'head.sidePair': 'Paar {side}',
  'ranking.notRead':
    '{count, plural, one {# resultaat niet gelezen: rij {rows}} other {# resultaten niet gelezen: rijen {rows}}} ({first})',
  'ranking.rowsMore': '{rows} en nog {more}',
  'hint.boardColumn': '(een kolom met spelnummers: voeg vulnerability_is "board" toe)',
  'refusal.no-contract': 'Voer het contract en het resultaat in, zoals {examples_or}.',
  'refusal.no-result-or-score':
    'Voer het contract en het resultaat in, zoals {examples_or}, of een arbitrale score zoals 60/40.',
  'refusal.declarer-or-passed': 'de leider moet {seats} zijn, of rondgepast',
  'refusal.round-over':
    'Ronde {round} is voorbij; het toernooi is in ronde {current}. Herstel eerdere ronden in het blad "Deals" en bereken opnieuw.',
  'refusal.no-such-deal': 'Er is geen spel {deal} aan tafel {table} in ronde {round}.',
  'refusal.enter-earlier-first': 'Voer eerst spel {deal} van tafel {table} in.',
  'refusal.not-at-table':
    'spel {board} wordt in ronde {round} niet aan tafel {table} gespeeld: {boards, select, none {daar wordt niets gespeeld} other {daar worden spellen {boards} gespeeld}}',
  'refusal.pair-not-there':
    '{ns} en {ew} spelen spel {board} aan tafel {table} in ronde {round} niet: {seatedNs} en {seatedEw} wel',
  'refusal.boards-to-come':
    'Er {count, plural, one {moet nog # spel} other {moeten nog # spellen}} komen, het eerste spel {board} van ronde {round} aan tafel {table}. Toch publiceren?',
  'refusal.would-drop':
    'spel {board} van ronde {round} aan tafel {table} heeft een resultaat, dat de wijziging zou laten vallen: wis het eerst als het per vergissing is ingevoerd',
  'refusal.late-pair-twice': 'een laat paar speelt al op de plaats van het spookpaar',
  'refusal.would-replace': 'Deze bladen zouden worden vervangen: {sheets}. Vervangen?',
  'refusal.would-replace-evening':
    'Het blad "{sheet}" zou worden vervangen: {why, select, others {het is niet door Bridge Scorer gemaakt} unread {het is niet te lezen ({problem}) en kan resultaten bevatten} other {het bevat {count, plural, one {# resultaat} other {# resultaten}}}}. Typ hieronder {confirm_quoted} om het te vervangen.',
  'refusal.sheet-taken':
    'Er is niets geschreven: het blad "{sheet}" is niet door Bridge Scorer gemaakt. Hernoem dat blad (of verwijder het, als er niets op nodig is) en de add-on maakt een eigen "{sheet}".',
  'refusal.not-ours': 'het blad "{sheet}" is niet door Bridge Scorer gemaakt',
  'refusal.deals-not-ours': 'het blad "Deals" is niet door Bridge Scorer gemaakt (A1 draagt niet zijn merk)',
  'refusal.no-evening': 'Er is nog geen toernooi: zet er eerst een klaar.',
  'refusal.round-no-table':
    'ronde {round} heeft geen tafel {table}; het toernooi heeft {tables, plural, one {# tafel} other {# tafels}}',
  'refusal.no-table-rows': 'Deals: ronde {round} heeft geen rijen voor tafel {table}',
  'refusal.same-deal':
    'de Deals-rijen {rows_and} zijn hetzelfde spel (ronde {round}, tafel {table}, spel {deal}): nummer ze om of verwijder ze op één na',
  'refusal.no-deal-row':
    'Deals: ronde {round}, tafel {table} heeft geen rij voor spel {deal} (zijn rijen zijn {rows_and})',
  'refusal.no-deals': 'het blad "Deals" heeft geen spellen: zet het toernooi opnieuw klaar',
  'refusal.missing-round': 'het blad "Deals" heeft ronde {round} maar geen ronde {missing}',
  'refusal.no-deal-1': 'ronde {round}: een tafel heeft geen rij voor spel 1',
  'refusal.not-a-player': '{name_quoted} is geen van de spelers van het toernooi',
  'refusal.seat-changed': '{seat} is hier {name_quoted} maar {first_quoted} in spel 1 van de tafel',
  'refusal.earlier-not-entered': 'spel {deal} is ingevoerd maar een eerder spel van tafel {table} niet',
  'refusal.no-column': 'Deals heeft geen kolom "{header}" (rij {row}); zet die terug of maak de wijziging ongedaan',
  'refusal.mark-moved':
    'Deals heeft een kolom vóór "Round": zijn merk hoort in A1 maar staat in {column}1; verplaats die kolom naar achter "Round", of maak de wijziging ongedaan',
  'refusal.no-label': 'Deals, rij 1 heeft geen label "{label}"; zet het terug of maak de wijziging ongedaan',
  'refusal.deal-number': 'ronde, tafel en spel moeten gehele getallen zijn (spel {min}–{max})',
  'refusal.dealer': 'de gever moet {allowed_or} zijn',
  'refusal.deals-declarer': 'de leider moet N, E, S, W of "{passed}" zijn',
  'refusal.evening-headers': 'rij 2 van "{sheet}" mist {missing}',
  'refusal.evening-row':
    'rij {row} van "{sheet}" is geen spel dat het schema indeelt (ronde, tafel, spel en paren): zet die terug zoals ze was',
  'refusal.evening-twice':
    'de rijen {first} en {row} van "{sheet}" zijn allebei spel {board} aan tafel {table} in ronde {round}: verwijder er een',
  'refusal.evening-missing':
    'de rij van spel {board} aan tafel {table} in ronde {round} ontbreekt in "{sheet}": zet die terug',
  'refusal.not-results':
    '"{sheet}" heeft geen resultaten om te publiceren: de kopjes moeten Board, N/S pair, E/W pair en N/S score bevatten',
  'refusal.nothing-to-publish': 'er is geen resultaat met beide paren om te publiceren',
  'refusal.rubber-side': 'de kant van de leider moet We of They zijn (of NS, EW)',
  'refusal.pair-cell': 'het paar {side} moet een nummer of een naam zijn',
  'refusal.no-pair': 'deze rij heeft een score maar geen paar {side}',
  'refusal.rank-needs-board': 'geen spelnummer op deze rij: het spel bepaalt met welke scores ze wordt vergeleken',
  'refusal.score-needs-board': 'deze rij heeft een score maar geen spelnummer',
  'refusal.score-not-shown':
    'deze rij heeft een contract maar geen score: misschien blokkeert een in de scorekolom getypte waarde de formule',
  'refusal.matchpoints-needs-board':
    'geen spelnummer op deze rij: het spel bepaalt tegen welke scores ze matchpunten krijgt',
  'refusal.par-needs-board': 'geen spelnummer, en geen gever en kwetsbaarheid: par heeft ze nodig',
  'refusal.no-vulnerability': 'geef met de gever ook de kwetsbaarheid: None, NS, EW of All',
  'refusal.passed-out-honors': 'een rondgepast spel heeft geen honneurs; wis de honneurs of geef het contract',
  'refusal.adjusted-result': 'een arbitrale score heeft geen resultaat: wis het resultaat',
  'refusal.first-dealer': 'de eerste gever moet N, E, S of W zijn',
  'refusal.evening-score': 'rij {row} van het toernooi: {why}, voordat het wordt gepubliceerd',
  'refusal.whole-number':
    '{argument, select, pairs {het aantal paren} rounds {het aantal ronden} boards_per_round {het aantal spellen per ronde} leaves_from {de ronde vanaf welke het vertrekt} other {de ronde waarin het late paar begint}} moet een geheel getal zijn',
  'refusal.no-pairs': 'het aantal paren is nodig',
  'refusal.no-round': 'geef de eerste ronde die het paar mist',
  'refusal.premium': '{cell}: de deelscorepremie moet 50 of 100 zijn',
  'refusal.deals-honors': '{cell}: honneurs moet TRUE of FALSE zijn',
  'refusal.progression': '{cell}: de progressie moet {allowed} zijn',
  'refusal.date-cell': 'Sheets las deze cel als een datum; typ {meant} als tekst (begin met een apostrof)',
  'refusal.one-cell': 'één cel, {meant}, geen bereik van {size}',
  'refusal.range-sizes': 'de bereiken moeten even groot zijn: het ene is {size}, een ander {otherSize}',
  'refusal.argument-sizes': '{first} en {second} moeten even groot zijn: {first} is {size}, {second} {otherSize}',
  'refusal.one-deal': 'één spel per aanroep, geen bereik van {size}: gebruik één DDTABLE per spel',
  'refusal.one-column': 'één kolom met spellen, geen bereik van {size}: elk spel vult 2 cellen van een rij',
  'refusal.names-columns': 'names is 2 kolommen (paar, namen) of 3 (paar, richting, namen), niet {size}',
  'refusal.blank-entry':
    'invoer {entry} (voor een bod van {bid}) is leeg; vul hem in, of laat {argument} daar eindigen',
  'refusal.seat-in-sides': 'dit blad telt kanten, geen plaatsen: laat de {seat} weg',
  'refusal.cell-not-a-number': '{meant} moet een getal zijn',
  'refusal.cell-out-of-range': '{meant} valt buiten het bereik: een getal is hier hoogstens {max} in beide richtingen',
  'refusal.cell-separator':
    '{meant} kan een getal zijn met een duizendtalscheiding of met een decimaalteken; schrijf het zonder scheiding (1100), of met minder dan drie decimalen (1.1)',
  'refusal.dd-out-of-time':
    '{deals, select, one {niet opgelost: het spel vraagt meer dan de 30 seconden die Sheets een aanroep geeft} other {niet opgelost: de aanroep heeft de 30 seconden die Sheets hem geeft opgebruikt; de opgeloste spellen worden bewaard en de volgende herberekening gaat daar verder (of verdeel de kolom over meerdere aanroepen)}}',
  'size.range': '{rows, plural, one {# rij} other {# rijen}} bij {columns, plural, one {# kolom} other {# kolommen}}',
  'size.cell': '1 cel',
  'meant.contract': 'het contract',
  'meant.result': 'een resultaat zoals -2',
  'meant.vulnerability': 'de kwetsbaarheid',
  'meant.declarer': 'de leider',
  'meant.result-is': '"tricks" of "relative"',
  'meant.vulnerability-is': '"board" of "side"',
  'meant.board': 'een spelnummer',
  'meant.round': 'een ronde',
  'meant.movement': 'het schema',
  'meant.pairs': 'het aantal paren',
  'meant.rounds': 'het aantal ronden',
  'meant.boards-a-round': 'het aantal spellen per ronde',
  'meant.leaver': 'het paar dat vertrekt',
  'meant.leaves-from': 'de ronde vanaf welke het vertrekt',
  'meant.late-from': 'de ronde waarin het late paar begint',
  'meant.chart-entry': 'een invoer van de tabel',
  'meant.bid': 'een bod',
  'meant.tricks': 'de gemaakte slagen',
  'meant.honors': 'de honneurs',
  'meant.yes-no': 'ja of nee',
  'meant.deal': 'het spel',
  'meant.true-false': 'TRUE of FALSE',
  'meant.score': 'een score',
  'meant.imp-margin': 'een IMP-verschil',
  'meant.boards': 'het aantal spellen',
  'meant.pair-number': 'een paarnummer',
  'meant.scale-choice': '2 of 1',
  'meant.scale': 'de schaal',
  'meant.scoring': '"MP", "IMP", "IMP total", "Butler" of "Butler total"',
  'refusal.evening-settings':
    'rij 1 van "{sheet}" noemt {missing, select, movement {het schema} pairs {de paren} design {geen bekende variant ("{change}" is noch balanced noch earlier)} other {niet wat "{change}" verandert}}{missing, select, change {} design {} other { niet}}: zet het toernooi opnieuw op',
  'refusal.column-twice':
    'Deals heeft {count} kolommen "{header}" (rij {row}, kolommen {more, plural, =0 {{columns_and}} other {{columns} en # meer}}); hernoem of verwijder ze op één na',
  'refusal.unpublishable-row':
    'rij {row} van "{sheet}" {fault, select, noBoard {heeft een score maar geen spelnummer} onePair {heeft een score maar niet beide paren} other {is geen uitslag om te publiceren}}: verbeter die eerst',
  'refusal.passed-out-contract': 'kies "{passed}" als leider voor een spel waarin niemand heeft geboden',
  'refusal.progressive-count':
    '{count, plural, one {# speler} other {# spelers}}: Progressive Bridge zet vier spelers aan een tafel; {ways, select, add {voeg er {add} toe} other {voeg er {add} toe of haal er {away} weg}}',
  'refusal.no-players': 'Typ de spelers, één per regel: Progressive Bridge zet vier spelers aan een tafel.',
  'publish.noPbn': 'Niet gepubliceerd: het PBN-bestand kan niet worden geschreven: {error}.',
  'refusal.convention':
    '{argument} moet {argument, select, result_is {"tricks" (een getal is het aantal gemaakte slagen) of "relative" (0 precies, 1 één overslag, -1 één down)} other {"board" (de kolom bevat spelnummers, of None, NS, EW, All) of "side" (ja of nee voor de kant van de leider)}} zijn, of leeg',
  'refusal.deal': 'een spel is tekst: de eerste plaats en een dubbele punt, dan vier handen (N:AKQ2.J5.T98.K43 …)',
  'refusal.not-a-score': 'een score moet een getal zijn, of een arbitrale score zoals 60/40 of Avg+',
  'refusal.scale': 'de schaal is 2 (2 en 1) of 1 (1 en ½)',
  'refusal.scoring':
    'scoring moet "MP" (matchpunten), "IMP" of "IMP total" (cross-IMPs), "Butler" of "Butler total" zijn, of leeg',
  'refusal.direction':
    '{ranked, select, yes {de richting moet N/S of E/W zijn als paren per richting worden gerangschikt} other {de richting moet NS of EW zijn (N/S, E/W)}}',
  'refusal.named-twice': 'paar {label} staat op de rijen {earlier} en {row}; houd er één',
  'refusal.no-scores': 'het spel heeft geen scores',
  'refusal.no-games': 'het bestand bevat geen spellen.',
  'problem.row': 'rij {row}: ',
  'problem.cell': '{cell}: ',
  'problem.argument': '{argument}: ',
  'problem.argumentOfBoard': '{argument} van spel {board}: ',
  'status.wrote': 'Geschreven: {sheets}.',
  'status.results':
    'De resultaten van "{sheet}": {boards, plural, one {# spel} other {# spellen}}, {pairs, plural, one {# paar} other {# paren}}.',
  'page.sections': 'Onderdelen',
  'page.ranking': 'Rangschikking',
  'page.travellers': 'Scorestroken',
  'page.scoreCards': 'Scorekaarten',
  'page.rankingOf': 'Rangschikking, {pair}',
  'page.board': 'Spel {board}',
  'page.scoreCardOf': 'Scorekaart, {pair}',
  'page.place': 'Plaats {place}',
  'page.pair': 'paar {pair}',
  'page.sidePair': 'paar {side} {pair}',
  'page.footer':
    'Berekend door Bridge Scorer: matchpunten, 2 voor elke verslagen score en 1 voor elke gelijke, Neuberg voor een spel dat minder vaak is gespeeld.',
  'col.contract': 'Contract',
  'col.by': 'Door',
  'col.tricks': 'Slagen',
  'col.nsScore': 'Score N/Z',
  'col.nsMps': 'MP N/Z',
  'col.ewMps': 'MP O/W',
  'col.nsPercent': '% N/Z',
  'col.ewPercent': '% O/W',
  'col.board': 'Spel',
  'col.sat': 'Richting',
  'col.against': 'Tegen',
  'col.score': 'Score',
  'card.title': '{movement} voor {pairs} paren',
  'card.meta': '{movement} · {pairs} paren · {rounds} ronden van {boards} spellen',
  'card.footer': 'Schema door Bridge Scorer.',
  'card.summary': 'Overzicht',
  'card.plan': 'Schema',
  'card.tableCards': 'Tafelkaarten',
  'card.guideCards': 'Looproutes',
  'card.table': 'Tafel {table}',
  'card.pair': 'Paar {pair}',
  'card.boardsGoTo': 'Spellen naar',
  'card.seat': 'Richting',
  'card.pairSitsOut': '{pair} rust',
  'card.notPlayed': '({boards} niet gespeeld)',
  'card.shared': '{boards} (gedeeld met tafel {table})',
  'card.toTables': '{count, plural, one {tafel {tables}} other {tafels {tables}}}',
  'card.byeStand': 'relaistafel, dan {tables}',
  'card.aside': 'opzij tot ronde {round}, {tables}',
  'card.away': 'afwezig',
  'card.sitsOut': 'rust',
  'card.movementIs': '{movement}, {pairs} paren aan {tables, plural, one {# tafel} other {# tafels}}',
  'card.rounds': 'Ronden',
  'card.boardsARound': 'Spellen per ronde',
  'card.boardsAre': '1-{boards} ({sets, plural, one {# set} other {# sets}} van {size})',
  'card.eachBoardPlayed': 'Elk spel gespeeld',
  'card.times': '{count, plural, one {# keer} other {# keer}}',
  'card.timesSpan': '{span} keer',
  'card.orNext': '{min} of {max}',
  'card.moves': 'Wisselingen',
  'card.meetings': 'Ontmoetingen',
  'card.arrowSwitch': 'Pijlwissel',
  'card.arrowRounds': 'ronden {rounds}: elk paar speelt de kaarten van de andere richting',
  'card.sitOuts': 'Rustbeurten',
  'card.howellStays': 'Paar {pair} blijft N/Z aan tafel 1',
  'card.howellPhantom': 'Tafel 1 is de rusttafel (paar {pair} is het spookpaar)',
  'card.howellMoves': '{stays}; elk ander paar volgt zijn looproute, en de spellen gaan waar de tafelkaarten zeggen.',
  'card.mitchellStay': 'N/Z blijven aan hun tafel; O/W schuiven een tafel op (van de laatste naar tafel 1)',
  'card.relayMoves':
    '{stay}. Tafel 1 en {tables} delen elke ronde een set; de spellen schuiven een terug (van tafel 1 naar tafel {before}), en de set die rust wacht op een relaistafel tussen tafel {low} en {high}: de spellen van tafel {high} gaan naar de relaistafel, en die van de relaistafel naar tafel {low}.',
  'card.mitchellMoves': '{stay}, de spellen een terug (van tafel 1 naar de laatste).',
  'card.skipMoves': '{base} Na ronde {round} slaan O/W een tafel over: ze schuiven één keer twee op.',
  'card.meetsEveryHowell': 'elk paar ontmoet elk ander',
  'card.meetsEveryMitchell': 'elk N/Z-paar ontmoet elk O/W-paar',
  'card.meetsHowell': 'elk paar ontmoet {count} {max, plural, one {ander paar} other {andere paren}}',
  'card.meetsMitchell':
    'elk paar ontmoet {count} {max, plural, one {paar van de andere richting} other {paren van de andere richting}}',
  'card.leaves': '{pair} vertrekt: vanaf ronde {round} rust wie het zou treffen',
  'card.late': '{pair} komt laat, voor ronde {round}: tot dan rust wie het zou treffen',
  'card.phantom': '{pair} is een spookpaar: wie het zou treffen, rust',
  'card.absences': '{said} ({count, plural, one {# rustbeurt} other {# rustbeurten}} in totaal)',
  // The evening's name and place
  'evening.replaceWord': 'vervangen',
  'evening.untitled': 'Drive zonder naam',
  'evening.untitledBefore': 'Drive zonder naam (aangemaakt voordat drives een naam hadden)',
  'status.renamed': 'Naam en plaats van de drive zijn bewaard.',
  'refusal.evening-about':
    '{given_quoted}: {part, select, name {de naam van de drive} date {de datum} club {de club} clubNumber {het clubnummer} other {de lijn}} {why, select, long {heeft hoogstens {most} tekens} lines {is één regel} other {is een dag, geschreven als 2026-12-03}}',

  // Board-by-board entry: a correction says what it replaced.
  'status.boardReplaced': 'Spel {board}, tafel {table}: {before} vervangen door {after}.',

  // Hand records in the pairs evening: the sheet, the answers and the pages
  'records.boardList': '{count, plural, one {spel {boards}} other {spellen {boards}}}',
  'records.noDeal': 'Geen verdeling: de spelverdelingen bevatten dit spel niet',
  'records.attached': 'Spelverdelingen toegevoegd: {count, plural, one {# spel} other {# spellen}}.',
  'records.missing':
    'Het bestand heeft geen verdeling voor {boards}: {count, plural, one {het verschijnt} other {ze verschijnen}} zonder diagram.',
  'records.notPlayed': 'Het bestand bevat ook {boards}, die dit schema niet speelt: bewaard, niet getoond.',
  'records.none': 'Er zijn geen spelverdelingen aan de avond toegevoegd.',
  'records.solved': '{solved} van {dealt} spellen hebben hun double-dummytabel en par.',
  'records.more':
    '{solved} van {dealt} spellen hebben hun double-dummytabel en par; {boards} wachten nog: kies "{menu}" (in het menu van de add-on of de zijbalk) om verder te gaan.',
  'records.dealerMark': 'gever',
  'records.dealer': 'Gever {seat}',
  'records.vulnerable': 'Kw. {vulnerability, select, None {niemand} NS {NZ} EW {OW} other {allen}}',
  'records.diagramOf': 'Spel {board}: de vier handen',
  'records.ddCaption': 'Slagen double dummy',
  'records.par': 'Par',
  'records.noDealOf': 'Spel {board}: geen verdeling, de spelverdelingen bevatten het niet.',
  'records.notSolvedYet': 'Double-dummytabel nog niet berekend.',
  'records.pageTitle': '{title}: spelverdelingen',
  'records.count': '{count, plural, one {# spel} other {# spellen}}',
  'records.pageReady': 'De pagina met spelverdelingen is klaar om op te slaan.',
  'records.unlike':
    'Het bestand geeft {boards} een andere gever of kwetsbaarheid dan {count, plural, one {het nummer} other {de nummers}}: de avond rekent volgens het nummer.',
  'refusal.records-not-pbn': 'het bestand is geen PBN-bestand: {problem}',
  'refusal.records-unreadable': 'de verdelingen in het bestand konden niet worden gelezen: {problem}',
  'refusal.records-no-deal': 'het bestand heeft geen spel met vier volledige handen',
  'refusal.would-replace-records':
    'Het blad "{sheet}" zou worden vervangen: {why, select, others {het is niet door Bridge Scorer gemaakt} other {het bevat de verdelingen van {count, plural, one {# spel} other {# spellen}}, niet die van dit bestand}}. Vervangen?',
  ...EXCHANGE,
  // Players and their national numbers (apps-script/members/)
  ...MEMBERS,
  ...TABLES,
  // A teams event's custom functions: apps-script/words/sheet/teams/
  ...TEAMS,
  // Publishing an IMP session (Butler or cross-IMPs): apps-script/words/sheet/imp-publish.ts
  ...IMP_PUBLISH.nl,
  // An evening's details for the federation (USEBIO)
  ...FEDERATION_SHEET.nl,
  // A table's link on its card: apps-script/words/sheet/table-links.ts
  ...TABLE_LINK_WORDS.nl,
  // A teams evening run from the sidebar: apps-script/words/sheet/teams-evening.ts
  ...TEAMS_EVENING_WORDS.nl,
  // A teams match entered board by board: apps-script/words/sheet/teams-boards.ts
  ...TEAMS_BOARDS_WORDS.nl,
  ...TEAMS_SETTINGS_WORDS.nl,
  ...TEAMS_TEMPLATE_WORDS.nl,
  // A drawn round changed by the director: apps-script/words/sheet/teams-redraw.ts
  ...TEAMS_REDRAW_WORDS.nl,
  // The USEBIO file in the Publish results dialog
  'publish.usebio': 'USEBIO-bestand opslaan (.xml)',
  'publish.anyway': 'USEBIO-bestand toch maken',
};

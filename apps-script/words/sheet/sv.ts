import type { SheetWords } from './en';
import { EXCHANGE } from './exchange/sv';
import { FEDERATION_SHEET } from './federation';
import { IMP_PUBLISH } from './imp-publish';
import { MEMBERS } from './members/sv';
import { TABLE_LINK_WORDS } from './table-links';
import { TABLES } from './tables/sv';
import { TEAMS } from './teams/sv';
import { TEAMS_BOARDS_WORDS } from './teams-boards';
import { TEAMS_EVENING_WORDS } from './teams-evening';
import { TEAMS_REDRAW_WORDS } from './teams-redraw';
import { TEAMS_SETTINGS_WORDS } from './teams-settings';
import { TEAMS_TEMPLATE_WORDS } from './teams-template';

export const SHEET: SheetWords = {
  'menu.evening': 'Led en tävling (par, lag eller progressiv)',
  'menu.pbn': 'Importera resultat (PBN, USEBIO)…',
  'menu.publish': 'Publicera resultat…',
  'menu.cards': 'Rörelsekort…',
  'menu.results': 'Infoga ett resultatblad',
  'menu.teams': 'Infoga ett lagmatchblad',
  'menu.help': 'Hjälp om funktionerna',
  'menu.language': 'Språk och notation…',
  'menu.solveRest': 'Lös de återstående brickorna',
  'title.sidebar': 'Bridge Scorer-tävling',
  'title.help': 'Bridge Scorers funktioner',
  'title.publish': 'Publicera resultat',
  'title.cards': 'Rörelsekort',
  'title.pbn': 'Importera resultat (PBN, USEBIO)',
  'title.language': 'Språk och notation',
  'language.intro':
    'Tilläggets språk i det här kalkylarket (meny, dialogrutor, meddelanden, orden som funktionerna skriver) och notationen som kontrakt skrivs i. Funktionerna följer vid nästa omräkning; deras hjälp förblir på engelska.',
  'language.language': 'Språk',
  'language.notation': 'Notation',
  'language.locale': 'Kalkylarkets språkinställning ({name})',
  'language.same': 'Språkets',
  'language.save': 'Spara',
  'language.saving': 'Sparar…',
  'language.saved': 'Sparat. Läs in kalkylarket igen för att se menyn på det nya språket.',
  'pbn.failed': 'Inte importerat: {error}',
  'publish.failed': 'Inte publicerat: {error}',
  'dialog.notWritten': 'Inte skrivet: {error}',
  'language.failed': 'Inte sparat: {error}',
  'dialog.writing': 'Skriver…',
  'help.intro':
    'Bridge Scorer lägger till de här funktionerna. Var och en tar ett enda värde eller en hel kolumn och fyller en cell per rad om inget annat sägs. Där decimaler skrivs med komma skiljer du argumenten med {semicolon}. Funktionernas namn och exemplen är de som Sheets tar på alla språk.',
  'help.outro':
    '{results} lägger upp en partävling med så många rader som behövs (bricka, par, kontrakt, spelförare, resultat, N/S-poäng, båda sidors matchpoäng och procent) med resultatlistan bredvid och parens namn att skriva in; {teams} lägger upp båda borden, IMPs, summan och VP, preliminära tills varje påbörjad bricka har båda bordens poäng. Ingen ersätter ett blad med samma namn. {publish} sparar det aktiva resultatbladet som resultatsida och PBN-fil och skriver bladen Ranking, Travellers och Score cards att skriva ut.',
  'pbn.intro':
    'Välj en resultatfil: PBN (.pbn) eller USEBIO (.xml). Resultaten hamnar i ett nytt blad {results}, med paren och varje bricka räknad för båda sidor (matchpoäng eller IMPs, som filen säger); paren och namnen i {pairs}, resultatlistan i {ranking}. Innehåller ett blad med det namnet redan något hamnar de i {results2} och så vidare: inget blad ersätts.',
  'pbn.importing': 'Importerar…',
  'publish.intro':
    'Bladets resultat som en klubb publicerar dem: en resultatsida för klubbens webbplats (resultatlista, protokoll och scorekort i en fil) och tävlingen som PBN-fil, med resultaten. Eller Ranking, Travellers och Score cards som blad att skriva ut.',
  'publish.reading': 'Läser bladet…',
  'publish.html': 'Spara resultatsidan (.html)',
  'publish.pbn': 'Spara PBN-filen (.pbn)',
  'publish.sheets': 'Skriv bladen Ranking, Travellers och Score cards',
  'cards.movement': 'Rörelse',
  'cards.pairs': 'Par',
  'cards.rounds': 'Ronder (tomt: alla)',
  'cards.boards': 'Brickor per rond (tomt: cirka 24 totalt)',
  'cards.arrow': 'Ronder med pilbyte (Mitchell)',
  'cards.leaves': 'Ett par som går',
  'cards.leavesFrom': 'Första ronden paret missar',
  'cards.lateFrom': 'Ett sent par spelar från rond',
  'cards.write': 'Skriv korten',
  'cards.html': 'Spara kortsidan (.html)',
  'status.dealSaved': 'Bord {table}, giv {deal}: {what}, NS {ns}, ÖV {ew}.',
  'status.replaces': ' Det ersätter {what}.',
  'status.by': '{contract} av {declarer}',
  'status.passedOut': 'passat runt',
  'status.roundSeated': 'Rond {round} placerad.',
  'status.recalculated': 'Omräknat från bladet Deals.',
  'status.eveningSetUp': 'Tävlingen klar: {tables, plural, one {# bord} other {# bord}}, {players} spelare.',
  'status.boardEntered': 'Bricka {board}, bord {table}: {what}.',
  'status.cleared': 'rensad',
  'status.honors': '{what}, honnörer {honors}',
  'conflict.cleared':
    'Inte sparat: bord {table}, giv {deal} rensades under tiden (den visade {shown}). Spara igen för att föra in din.',
  'conflict.entered':
    'Inte sparat: bord {table}, giv {deal} fördes in under tiden som {now}. Den visas nu; tryck på Rätta för att ersätta den med din.',
  'conflict.changed':
    'Inte sparat: bord {table}, giv {deal} ändrades under tiden till {now}. Den visas nu; tryck på Rätta för att ersätta den med din.',
  'conflict.boardHolds':
    'Inte skrivet: bricka {board} vid bord {table} har nu {now}, infört under tiden. Kontrollera det och för in igen om det är fel.',
  'conflict.nothing': 'ingenting',
  'status.pairsSetUp':
    '{movement} klar: {tables, plural, one {# bord} other {# bord}}, {rounds, plural, one {# rond} other {# ronder}} med {boards} brickor.',
  'status.pairLeaves': '{pair} går: från rond {round} vilar de par det skulle möta.',
  'status.latePair': 'Ett sent par spelar från rond {round}, på fantomparets plats.',
  'replace.notOurs': '"{sheet}" (inte skapat av Bridge Scorer)',
  'replace.dealsEntered': '"{sheet}" (en tävling med införda givar)',
  'deals.row': 'Deals, rad {row}: {problem}',
  'deals.correct': '{problem}. Rätta bladet "Deals" och räkna sedan om.',
  'deals.saveAgain': '{problem} Given är inte sparad än: spara den igen sedan.',
  'move.showFirst': 'Inte placerad: visa förflyttningen först; rond {round} placeras som den visar.',
  'move.changed':
    'Inte placerad: "Deals" har ändrats sedan förflyttningen visades. Förflyttningen visas igen som bladet har den nu; kontrollera den och placera sedan rond {round}.',
  'publish.noSheet': 'det finns inget blad "{sheet}"',
  'status.kept':
    '{sheets} {count, plural, one {lämnas som det är} other {lämnas som de är}}: Bridge Scorer ersätter aldrig ett blad.',
  'kept.range': '"{first}" till "{last}"',
  'template.pairs':
    'Bladet "{sheet}" infogat: skriv på varje rad brickan, paren, kontraktet ({contract}, eller med resultatet {made}, {doubled}), spelföraren ({seats}) och resultatet (tagna stick, 10; -1 för en straff; \'+1 eller \'= med apostrofen, som håller det som text), så många rader som tävlingen har; poängen, matchpoängen och procenten för båda sidor fylls i, och resultatlistan i kolumn N rangordnar resultaten hittills. Skriv varje pars namn i U–W (par, N/S eller E/W i en Mitchell, namn) så visar resultatlistan dem, en Mitchells N/S- och Ö/V-par rankade var för sig. För en IMP-partävling skriv "IMP total" eller "Butler total" i X2 (MP, matchpoäng, är standard): resultatlistan går då efter IMP-summan; kolumnerna MPs och % förblir matchpoäng. Skriv inget i kolumnerna Vul, score, MPs och % eller bredvid resultatlistan: var och en är en formel i sin rubrik som fyller kolumnen. En cell som skrivs där blockerar hela kolumnen och blir röd: töm den.',
  'template.teams':
    'Bladet "{sheet}" infogat: skriv varje bords kontrakt ({contract}, eller {made} med resultatet), spelförare och resultat (tagna stick, 10; -1 för en straff; \'+1 eller \'= med apostrofen); IMP, summan och VP fylls i för laget som sitter N/S vid bord 1. Brickorna 1–{boards} är numrerade; numrera fler i kolumn A så räknas de också. Skriv matchens antal brickor i N5: VP säger "provisional" tills så många brickor är räknade och varje bricka med ett resultat vid något bord har båda bordens resultat.',
  'template.exists':
    'Inte infogat: det här kalkylarket har redan ett blad "{sheet}", som lämnas som det är; byt namn på det för att infoga ett nytt.',
  'flag.noContract': 'ett N/S-resultat på {score} utan kontrakt',
  'flag.passedOut': 'en bricka som passats runt ger 0, inte {score}',
  'flag.adjusted': 'det justerade resultatet "{contract}" och dess N/S-resultat {score} skiljer sig',
  'flag.unreadable': '"{entry}" går inte att läsa',
  'flag.scores': '{entry} ger {scored} för N/S, inte {score}',
  'flag.blank': '(tomt)',
  'flag.again': '{why}: för in brickan igen',
  'solveRest.none': 'Inget importerat Results-blad har en bricka som väntar på sitt par.',
  'solveRest.done':
    '{count, plural, one {# bricka löst} other {# brickor lösta}} i {sheets}: varje bricka där har sitt par.',
  'solveRest.more':
    '{count, plural, one {# bricka löst} other {# brickor lösta}} i {sheets}; {left, plural, one {# bricka väntar} other {# brickor väntar}} fortfarande: välj "{menu}" igen.',
  'movement.name':
    '{kind, select, mitchell {Mitchell} skip {Mitchell med hopp} relay {Mitchell med relä} other {Howell}}',
  'view.pairsTitle':
    '{movement}, {pairs} par vid {tables, plural, one {# bord} other {# bord}} · {rounds, plural, one {# rond} other {# ronder}} med {boards} brickor',
  'cell.sitOut': 'Vilar',
  'cell.pass': 'Pass',
  'cell.parBy': '{contract} av {seats}',
  'head.round': 'Rond',
  'head.table': 'Bord',
  'head.ns': 'N/S',
  'head.ew': 'Ö/V',
  'head.boards': 'Brickor',
  'head.place': 'Plac.',
  'head.pair': 'Par',
  'head.mps': 'MP',
  'head.max': 'Max',
  'head.imps': 'IMPs',
  'head.impsABoard': 'IMPs per bricka',
  'head.names': 'Namn',
  'head.sidePair': 'Par {side}',
  'ranking.notRead':
    '{count, plural, one {# resultat inte läst: rad {rows}} other {# resultat inte lästa: rader {rows}}} ({first})',
  'ranking.rowsMore': '{rows} och {more} till',
  'hint.boardColumn': '(en kolumn med bricknummer: lägg till vulnerability_is "board")',
  'refusal.no-contract': 'För in kontrakt och resultat, till exempel {examples_or}.',
  'refusal.no-result-or-score':
    'För in kontrakt och resultat, till exempel {examples_or}, eller ett justerat resultat som 60/40.',
  'refusal.declarer-or-passed': 'spelföraren måste vara {seats} eller passat runt',
  'refusal.round-over':
    'Rond {round} är slut; tävlingen är i rond {current}. Rätta tidigare ronder i bladet "Deals" och räkna sedan om.',
  'refusal.no-such-deal': 'Det finns ingen giv {deal} vid bord {table} i rond {round}.',
  'refusal.enter-earlier-first': 'För först in giv {deal} vid bord {table}.',
  'refusal.not-at-table':
    'bricka {board} spelas inte vid bord {table} i rond {round}: {boards, select, none {där spelas ingenting} other {där spelas brickorna {boards}}}',
  'refusal.pair-not-there':
    '{ns} och {ew} spelar inte bricka {board} vid bord {table} i rond {round}: det gör {seatedNs} och {seatedEw}',
  'refusal.boards-to-come':
    '{count, plural, one {# bricka återstår} other {# brickor återstår}}, den första bricka {board} i rond {round} vid bord {table}. Publicera ändå?',
  'refusal.would-drop':
    'bricka {board} i rond {round} vid bord {table} har ett resultat, som ändringen skulle ta bort: rensa det först om det fördes in av misstag',
  'refusal.late-pair-twice': 'ett sent par spelar redan på fantomparets plats',
  'refusal.would-replace': 'De här bladen skulle ersättas: {sheets}. Ersätta dem?',
  'refusal.would-replace-evening':
    'Bladet "{sheet}" skulle ersättas: {why, select, others {det skapades inte av Bridge Scorer} unread {det går inte att läsa ({problem}) och kan innehålla resultat} other {det innehåller {count, plural, one {# resultat} other {# resultat}}}}. Skriv {confirm_quoted} nedan för att ersätta det.',
  'refusal.sheet-taken':
    'Ingenting skrevs: bladet "{sheet}" skapades inte av Bridge Scorer. Byt namn på det bladet (eller ta bort det, om inget på det behövs) så skapar tillägget ett eget "{sheet}".',
  'refusal.not-ours': 'bladet "{sheet}" skapades inte av Bridge Scorer',
  'refusal.deals-not-ours': 'bladet "Deals" skapades inte av Bridge Scorer (dess A1 bär inte dess märke)',
  'refusal.no-evening': 'Det finns ingen tävling än: lägg upp en först.',
  'refusal.round-no-table':
    'rond {round} har inget bord {table}; tävlingen har {tables, plural, one {# bord} other {# bord}}',
  'refusal.no-table-rows': 'Deals: rond {round} har inga rader för bord {table}',
  'refusal.same-deal':
    'Deals-raderna {rows_and} är samma giv (rond {round}, bord {table}, giv {deal}): numrera om eller ta bort alla utom en',
  'refusal.no-deal-row': 'Deals: rond {round}, bord {table} har ingen rad för giv {deal} (dess rader är {rows_and})',
  'refusal.no-deals': 'bladet "Deals" har inga givar: lägg upp tävlingen igen',
  'refusal.missing-round': 'bladet "Deals" har rond {round} men ingen rond {missing}',
  'refusal.no-deal-1': 'rond {round}: ett bord har ingen rad för giv 1',
  'refusal.not-a-player': '{name_quoted} är inte en av tävlingens spelare',
  'refusal.seat-changed': '{seat} är {name_quoted} här men {first_quoted} i giv 1 vid bordet',
  'refusal.earlier-not-entered': 'giv {deal} är införd men en tidigare giv vid bord {table} är det inte',
  'refusal.no-column': 'Deals har ingen kolumn "{header}" (rad {row}); sätt tillbaka den eller ångra ändringen',
  'refusal.mark-moved':
    'Deals har en kolumn före "Round": dess märke hör hemma i A1 men står i {column}1; flytta den kolumnen efter "Round", eller ångra ändringen',
  'refusal.no-label': 'Deals rad 1 har ingen etikett "{label}"; sätt tillbaka den eller ångra ändringen',
  'refusal.deal-number': 'rond, bord och giv måste vara heltal (giv {min}–{max})',
  'refusal.dealer': 'givaren måste vara {allowed_or}',
  'refusal.deals-declarer': 'spelföraren måste vara N, E, S, W eller "{passed}"',
  'refusal.evening-headers': 'rad 2 i "{sheet}" saknar {missing}',
  'refusal.evening-row':
    'rad {row} i "{sheet}" är ingen bricka som rörelsen placerar (rond, bord, bricka och par): återställ den som den var',
  'refusal.evening-twice':
    'raderna {first} och {row} i "{sheet}" är båda bricka {board} vid bord {table} i rond {round}: ta bort en',
  'refusal.evening-missing':
    'raden för bricka {board} vid bord {table} i rond {round} saknas i "{sheet}": sätt tillbaka den',
  'refusal.not-results':
    '"{sheet}" har inga resultat att publicera: rubrikerna behöver Board, N/S pair, E/W pair och N/S score',
  'refusal.nothing-to-publish': 'det finns inget resultat med båda sina par att publicera',
  'refusal.rubber-side': 'spelförarens sida måste vara We eller They (eller NS, EW)',
  'refusal.pair-cell': 'paret {side} måste vara ett nummer eller ett namn',
  'refusal.no-pair': 'den här raden har ett resultat men inget par {side}',
  'refusal.rank-needs-board': 'inget bricknummer på den här raden: brickan säger vilka resultat den jämförs med',
  'refusal.score-needs-board': 'den här raden har ett resultat men inget bricknummer',
  'refusal.score-not-shown':
    'den här raden har ett kontrakt men inget resultat: kanske blockerar ett värde som skrivits i resultatkolumnen dess formel',
  'refusal.matchpoints-needs-board':
    'inget bricknummer på den här raden: brickan säger mot vilka resultat den får matchpoäng',
  'refusal.par-needs-board': 'inget bricknummer, och ingen givare och zon: par behöver dem',
  'refusal.no-vulnerability': 'ange även zonen tillsammans med givaren: None, NS, EW eller All',
  'refusal.passed-out-honors': 'en giv som passats runt har inga honnörer; rensa honnörerna eller ange kontraktet',
  'refusal.adjusted-result': 'ett justerat resultat har inget spelresultat: rensa resultatet',
  'refusal.first-dealer': 'den som ger först måste vara N, E, S eller W',
  'refusal.evening-score': 'rad {row} i tävlingen: {why}, innan den publiceras',
  'refusal.whole-number':
    '{argument, select, pairs {antalet par} rounds {antalet ronder} boards_per_round {brickor per rond} leaves_from {ronden det går från} other {ronden det sena paret börjar}} måste vara ett heltal',
  'refusal.no-pairs': 'antalet par behövs',
  'refusal.no-round': 'ange den första ronden paret missar',
  'refusal.premium': '{cell}: delkontraktspremien måste vara 50 eller 100',
  'refusal.deals-honors': '{cell}: honnörer måste vara TRUE eller FALSE',
  'refusal.progression': '{cell}: progressionen måste vara {allowed}',
  'refusal.date-cell': 'Sheets läste cellen som ett datum; skriv {meant} som text (börja med en apostrof)',
  'refusal.one-cell': 'en cell, {meant}, inte ett område på {size}',
  'refusal.range-sizes': 'områdena måste vara lika stora: ett är {size}, ett annat {otherSize}',
  'refusal.argument-sizes': '{first} och {second} måste vara lika stora: {first} är {size}, {second} {otherSize}',
  'refusal.one-deal': 'en giv per anrop, inte ett område på {size}: använd en DDTABLE för varje giv',
  'refusal.one-column': 'en kolumn med givar, inte ett område på {size}: varje giv fyller 2 celler i en rad',
  'refusal.names-columns': 'names är 2 kolumner (par, namn) eller 3 (par, riktning, namn), inte {size}',
  'refusal.blank-entry': 'post {entry} (för ett bud på {bid}) är tom; fyll i den, eller avsluta {argument} där',
  'refusal.seat-in-sides': 'det här bladet räknar sidor, inte platser: ta bort {seat}',
  'refusal.cell-not-a-number': '{meant} måste vara ett tal',
  'refusal.cell-out-of-range': '{meant} ligger utanför området: ett tal här är högst {max} åt båda hållen',
  'refusal.cell-separator':
    '{meant} kan vara ett tal med tusentalsavgränsare eller med decimalpunkt; skriv det utan avgränsare (1100), eller med färre än tre decimaler (1.1)',
  'refusal.dd-out-of-time':
    '{deals, select, one {inte löst: given behöver mer än de 30 sekunder som Sheets ger ett anrop} other {inte löst: anropet fick slut på de 30 sekunder som Sheets ger det; de lösta givarna sparas och nästa omräkning fortsätter därifrån (eller dela upp kolumnen på flera anrop)}}',
  'size.range':
    '{rows, plural, one {# rad} other {# rader}} gånger {columns, plural, one {# kolumn} other {# kolumner}}',
  'size.cell': 'en cell',
  'meant.contract': 'kontraktet',
  'meant.result': 'ett resultat som -2',
  'meant.vulnerability': 'zonen',
  'meant.declarer': 'spelföraren',
  'meant.result-is': '"tricks" eller "relative"',
  'meant.vulnerability-is': '"board" eller "side"',
  'meant.board': 'ett bricknummer',
  'meant.round': 'en rond',
  'meant.movement': 'rörelsen',
  'meant.pairs': 'antalet par',
  'meant.rounds': 'antalet ronder',
  'meant.boards-a-round': 'brickor per rond',
  'meant.leaver': 'paret som går',
  'meant.leaves-from': 'ronden det går från',
  'meant.late-from': 'ronden det sena paret börjar',
  'meant.chart-entry': 'en post i tabellen',
  'meant.bid': 'ett bud',
  'meant.tricks': 'de tagna sticken',
  'meant.honors': 'honnörerna',
  'meant.yes-no': 'ja eller nej',
  'meant.deal': 'given',
  'meant.true-false': 'TRUE eller FALSE',
  'meant.score': 'en poäng',
  'meant.imp-margin': 'en IMP-skillnad',
  'meant.boards': 'antalet brickor',
  'meant.pair-number': 'ett parnummer',
  'meant.scale-choice': '2 eller 1',
  'meant.scale': 'skalan',
  'meant.scoring': '"MP", "IMP", "IMP total", "Butler" eller "Butler total"',
  'refusal.evening-settings':
    'rad 1 i "{sheet}" säger inte {missing, select, movement {rörelsen} pairs {paren} design {någon känd variant ("{change}" är varken balanced eller earlier)} other {vad "{change}" ändrar}}: lägg upp tävlingen igen',
  'refusal.column-twice':
    'Deals har {count} kolumner "{header}" (rad {row}, kolumnerna {more, plural, =0 {{columns_and}} other {{columns} och # till}}); byt namn på eller ta bort alla utom en',
  'refusal.unpublishable-row':
    'rad {row} i "{sheet}" {fault, select, noBoard {har en poäng men inget bricknummer} onePair {har en poäng men inte båda paren} other {är inget resultat att publicera}}: rätta den först',
  'refusal.passed-out-contract': 'välj "{passed}" som spelförare för en giv där ingen bjöd',
  'refusal.progressive-count':
    '{count, plural, one {# spelare} other {# spelare}}: Progressiv bridge sätter fyra vid varje bord; {ways, select, add {lägg till {add}} other {lägg till {add} eller ta bort {away}}}',
  'refusal.no-players': 'Skriv spelarna, en per rad: Progressiv bridge sätter fyra vid varje bord.',
  'publish.noPbn': 'Inte publicerat: PBN-filen kan inte skrivas: {error}.',
  'refusal.convention':
    '{argument} måste vara {argument, select, result_is {"tricks" (ett tal är antalet tagna stick) eller "relative" (0 hemgång, 1 ett övertrick, -1 en straff)} other {"board" (kolumnen har bricknummer, eller None, NS, EW, All) eller "side" (ja eller nej för spelförarens sida)}}, eller tom',
  'refusal.deal': 'en giv är text: den första platsen och ett kolon, sedan fyra händer (N:AKQ2.J5.T98.K43 …)',
  'refusal.not-a-score': 'en poäng måste vara ett tal, eller en justerad poäng som 60/40 eller Avg+',
  'refusal.scale': 'skalan är 2 (2 och 1) eller 1 (1 och ½)',
  'refusal.scoring':
    'scoring måste vara "MP" (matchpoäng), "IMP" eller "IMP total" (cross-IMP), "Butler" eller "Butler total", eller tom',
  'refusal.direction':
    '{ranked, select, yes {riktningen måste vara N/S eller E/W när paren rankas per riktning} other {riktningen måste vara NS eller EW (N/S, E/W)}}',
  'refusal.named-twice': 'par {label} står på raderna {earlier} och {row}; behåll en',
  'refusal.no-scores': 'brickan har inga poäng',
  'refusal.no-games': 'filen har inga givar.',
  'problem.row': 'rad {row}: ',
  'problem.cell': '{cell}: ',
  'problem.argument': '{argument}: ',
  'problem.argumentOfBoard': '{argument} för bricka {board}: ',
  'status.wrote': 'Skrev {sheets}.',
  'status.results':
    'Resultaten i "{sheet}": {boards, plural, one {# bricka} other {# brickor}}, {pairs, plural, one {# par} other {# par}}.',
  'page.sections': 'Avsnitt',
  'page.ranking': 'Resultatlista',
  'page.travellers': 'Protokoll',
  'page.scoreCards': 'Scorekort',
  'page.rankingOf': 'Resultatlista, {pair}',
  'page.board': 'Bricka {board}',
  'page.scoreCardOf': 'Scorekort, {pair}',
  'page.place': 'Plats {place}',
  'page.pair': 'par {pair}',
  'page.sidePair': 'par {side} {pair}',
  'page.footer':
    'Räknat av Bridge Scorer: matchpoäng, 2 för varje slaget resultat och 1 för varje lika, Neuberg för en bricka som spelats färre gånger.',
  'col.contract': 'Kontrakt',
  'col.by': 'Av',
  'col.tricks': 'Stick',
  'col.nsScore': 'Poäng N/S',
  'col.nsMps': 'MP N/S',
  'col.ewMps': 'MP Ö/V',
  'col.nsPercent': '% N/S',
  'col.ewPercent': '% Ö/V',
  'col.board': 'Bricka',
  'col.sat': 'Riktning',
  'col.against': 'Mot',
  'col.score': 'Poäng',
  'card.title': '{movement} för {pairs} par',
  'card.meta': '{movement} · {pairs} par · {rounds} ronder med {boards} brickor',
  'card.footer': 'Rörelse av Bridge Scorer.',
  'card.summary': 'Sammanfattning',
  'card.plan': 'Schema',
  'card.tableCards': 'Bordskort',
  'card.guideCards': 'Vandringskort',
  'card.table': 'Bord {table}',
  'card.pair': 'Par {pair}',
  'card.boardsGoTo': 'Brickor till',
  'card.seat': 'Riktning',
  'card.pairSitsOut': '{pair} vilar',
  'card.notPlayed': '({boards} ej spelade)',
  'card.shared': '{boards} (delas med bord {table})',
  'card.toTables': '{count, plural, one {bord {tables}} other {bord {tables}}}',
  'card.byeStand': 'brickställ, sedan {tables}',
  'card.aside': 'åt sidan till rond {round}, {tables}',
  'card.away': 'borta',
  'card.sitsOut': 'vilar',
  'card.movementIs': '{movement}, {pairs} par vid {tables, plural, one {# bord} other {# bord}}',
  'card.rounds': 'Ronder',
  'card.boardsARound': 'Brickor per rond',
  'card.boardsAre': '1-{boards} ({sets, plural, one {# sats} other {# satser}} om {size})',
  'card.eachBoardPlayed': 'Varje bricka spelas',
  'card.times': '{count, plural, one {# gång} other {# gånger}}',
  'card.timesSpan': '{span} gånger',
  'card.orNext': '{min} eller {max}',
  'card.moves': 'Förflyttningar',
  'card.meetings': 'Möten',
  'card.arrowSwitch': 'Pilbyte',
  'card.arrowRounds': 'ronder {rounds}: varje par spelar den andra riktningens kort',
  'card.sitOuts': 'Vilor',
  'card.howellStays': 'Par {pair} sitter kvar N/S vid bord 1',
  'card.howellPhantom': 'Bord 1 är vilobordet (par {pair} är fantomparet)',
  'card.howellMoves': '{stays}; varje annat par följer sitt vandringskort, och brickorna går dit bordskorten säger.',
  'card.mitchellStay': 'N/S sitter kvar vid sina bord; Ö/V flyttar upp ett bord (från det sista till bord 1)',
  'card.relayMoves':
    '{stay}. Bord 1 och {tables} delar en sats varje rond; brickorna flyttar ner ett bord (från bord 1 till bord {before}), och satsen som vilar väntar på ett brickställ mellan bord {low} och {high}: brickorna från bord {high} går till stället, och ställets till bord {low}.',
  'card.mitchellMoves': '{stay}, brickorna ner ett bord (från bord 1 till det sista).',
  'card.skipMoves': '{base} Efter rond {round} hoppar Ö/V över ett bord: de flyttar upp två, en gång.',
  'card.meetsEveryHowell': 'varje par möter alla andra',
  'card.meetsEveryMitchell': 'varje N/S-par möter varje Ö/V-par',
  'card.meetsHowell': 'varje par möter {count} {max, plural, one {annat par} other {andra par}}',
  'card.meetsMitchell':
    'varje par möter {count} {max, plural, one {par i den andra riktningen} other {par i den andra riktningen}}',
  'card.leaves': '{pair} går: från rond {round} vilar den som skulle möta det',
  'card.late': '{pair} kommer sent, till rond {round}: fram till dess vilar den som skulle möta det',
  'card.phantom': '{pair} är ett fantompar: den som skulle möta det vilar',
  'card.absences': '{said} ({count, plural, one {# vila} other {# vilor}} totalt)',
  // The evening's name and place
  'evening.replaceWord': 'ersätt',
  'evening.untitled': 'Tävling utan namn',
  'evening.untitledBefore': 'Tävling utan namn (skapad innan tävlingar fick namn)',
  'status.renamed': 'Tävlingens namn och plats är sparade.',
  'refusal.evening-about':
    '{given_quoted}: {part, select, name {tävlingens namn} date {datumet} club {klubben} clubNumber {klubbnumret} other {sektionen}} {why, select, long {har högst {most} tecken} lines {står på en rad} other {är en dag, skriven som 2026-12-03}}',

  // Board-by-board entry: a correction says what it replaced.
  'status.boardReplaced': 'Bricka {board}, bord {table}: {before} ersatt med {after}.',

  // Hand records in the pairs evening: the sheet, the answers and the pages
  'records.boardList': '{count, plural, one {bricka {boards}} other {brickorna {boards}}}',
  'records.noDeal': 'Ingen giv: givbladet har inte denna bricka',
  'records.attached': 'Givblad bifogat: {count, plural, one {# bricka} other {# brickor}}.',
  'records.missing':
    'Filen har ingen giv för {boards}: {count, plural, one {den visas} other {de visas}} utan diagram.',
  'records.notPlayed': 'Filen har också {boards}, som denna rörelse inte spelar: sparade, inte visade.',
  'records.none': 'Inget givblad är bifogat till kvällen.',
  'records.solved': '{solved} av {dealt} brickor har sin double dummy-tabell och par.',
  'records.more':
    '{solved} av {dealt} brickor har sin double dummy-tabell och par; {boards} väntar ännu: välj ”{menu}” (i tilläggets meny eller i sidopanelen) för att fortsätta.',
  'records.dealerMark': 'givare',
  'records.dealer': 'Givare {seat}',
  'records.vulnerable': 'Zon {vulnerability, select, None {ingen} NS {NS} EW {ÖV} other {alla}}',
  'records.diagramOf': 'Bricka {board}: de fyra händerna',
  'records.ddCaption': 'Stick double dummy',
  'records.par': 'Par',
  'records.noDealOf': 'Bricka {board}: ingen giv, givbladet har den inte.',
  'records.notSolvedYet': 'Double dummy-tabellen är inte räknad än.',
  'records.pageTitle': '{title}: givblad',
  'records.count': '{count, plural, one {# bricka} other {# brickor}}',
  'records.pageReady': 'Givbladssidan är klar att spara.',
  'records.unlike':
    'Filen ger {boards} en annan givare eller zon än {count, plural, one {dess nummer} other {deras nummer}}: kvällen räknar efter numret.',
  'refusal.records-not-pbn': 'filen är inte en PBN-fil: {problem}',
  'refusal.records-unreadable': 'filens givar kunde inte läsas: {problem}',
  'refusal.records-no-deal': 'filen har ingen giv med fyra hela händer',
  'refusal.would-replace-records':
    'Bladet ”{sheet}” skulle ersättas: {why, select, others {det skapades inte av Bridge Scorer} other {det har givarna för {count, plural, one {# bricka} other {# brickor}}, inte denna fils}}. Ersätta det?',
  ...EXCHANGE,
  // Players and their national numbers (apps-script/members/)
  ...MEMBERS,
  ...TABLES,
  // A teams event's custom functions: apps-script/words/sheet/teams/
  ...TEAMS,
  // Publishing an IMP session (Butler or cross-IMPs): apps-script/words/sheet/imp-publish.ts
  ...IMP_PUBLISH.sv,
  // An evening's details for the federation (USEBIO)
  ...FEDERATION_SHEET.sv,
  // A table's link on its card: apps-script/words/sheet/table-links.ts
  ...TABLE_LINK_WORDS.sv,
  // A teams evening run from the sidebar: apps-script/words/sheet/teams-evening.ts
  ...TEAMS_EVENING_WORDS.sv,
  // A teams match entered board by board: apps-script/words/sheet/teams-boards.ts
  ...TEAMS_BOARDS_WORDS.sv,
  ...TEAMS_SETTINGS_WORDS.sv,
  ...TEAMS_TEMPLATE_WORDS.sv,
  // A drawn round changed by the director: apps-script/words/sheet/teams-redraw.ts
  ...TEAMS_REDRAW_WORDS.sv,
  // The USEBIO file in the Publish results dialog
  'publish.usebio': 'Spara USEBIO-filen (.xml)',
  'publish.anyway': 'Skapa USEBIO-filen ändå',
};

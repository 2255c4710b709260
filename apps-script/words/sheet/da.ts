import type { SheetWords } from './en';
import { EXCHANGE } from './exchange/da';
import { FEDERATION_SHEET } from './federation';
import { IMP_PUBLISH } from './imp-publish';
import { MEMBERS } from './members/da';
import { TABLE_LINK_WORDS } from './table-links';
import { TABLES } from './tables/da';
import { TEAMS } from './teams/da';
import { TEAMS_BOARDS_WORDS } from './teams-boards';
import { TEAMS_EVENING_WORDS } from './teams-evening';
import { TEAMS_REDRAW_WORDS } from './teams-redraw';
import { TEAMS_SETTINGS_WORDS } from './teams-settings';
import { TEAMS_TEMPLATE_WORDS } from './teams-template';

export const SHEET: SheetWords = {
  'menu.evening': 'Led en turnering (par, hold eller progressiv)',
  'menu.pbn': 'Importér resultater (PBN, USEBIO)…',
  'menu.publish': 'Offentliggør resultater…',
  'menu.cards': 'Kort til turneringsplanen…',
  'menu.results': 'Indsæt et resultatark',
  'menu.teams': 'Indsæt et holdkampsark',
  'menu.help': 'Hjælp til funktionerne',
  'menu.language': 'Sprog og notation…',
  'menu.solveRest': 'Løs de resterende spil',
  'title.sidebar': 'Bridge Scorer-turnering',
  'title.help': 'Bridge Scorers funktioner',
  'title.publish': 'Offentliggør resultater',
  'title.cards': 'Kort til turneringsplanen',
  'title.pbn': 'Importér resultater (PBN, USEBIO)',
  'title.language': 'Sprog og notation',
  'language.intro':
    'Tilføjelsens sprog i dette regneark (menu, dialoger, meddelelser, de ord funktionerne skriver) og den notation, kontrakter skrives i. Funktionerne følger ved næste genberegning; deres hjælp forbliver på engelsk.',
  'language.language': 'Sprog',
  'language.notation': 'Notation',
  'language.locale': 'Regnearkets landestandard ({name})',
  'language.same': 'Sprogets',
  'language.save': 'Gem',
  'language.saving': 'Gemmer…',
  'language.saved': 'Gemt. Genindlæs regnearket for at se menuen på det nye sprog.',
  'pbn.failed': 'Ikke importeret: {error}',
  'publish.failed': 'Ikke offentliggjort: {error}',
  'dialog.notWritten': 'Ikke skrevet: {error}',
  'language.failed': 'Ikke gemt: {error}',
  'dialog.writing': 'Skriver…',
  'help.intro':
    'Bridge Scorer tilføjer disse funktioner. Hver tager én værdi eller en hel kolonne og udfylder én celle pr. række, medmindre andet er nævnt. Hvor decimaler skrives med komma, adskilles argumenterne med {semicolon}. Funktionernes navne og eksemplerne er dem, Sheets tager på alle sprog.',
  'help.outro':
    '{results} opretter en parturnering med så mange rækker som nødvendigt (spil, par, kontrakt, spilfører, resultat, N/S-score, begge siders matchpoint og procenter) med resultatlisten ved siden af og parrenes navne til at skrive ind; {teams} opretter begge borde, IMPs, summen og VP, foreløbige indtil hvert påbegyndt spil har begge bordes score. Ingen erstatter et ark med samme navn. {publish} gemmer det aktive resultatark som resultatside og PBN-fil og skriver arkene Ranking, Travellers og Score cards til udskrift.',
  'pbn.intro':
    'Vælg en resultatfil: PBN (.pbn) eller USEBIO (.xml). Resultaterne kommer i et nyt ark {results}, med parrene og hvert spil regnet for begge sider (matchpoint eller IMPs, som filen siger); parrene og navnene i {pairs}, resultatlisten i {ranking}. Indeholder et ark med det navn allerede noget, kommer de i {results2} og så videre: intet ark erstattes.',
  'pbn.importing': 'Importerer…',
  'publish.intro':
    'Arkets resultater, som en klub offentliggør dem: en resultatside til klubbens hjemmeside (resultatliste, spilsedler og scorekort i én fil) og turneringen som PBN-fil med resultaterne. Eller Ranking, Travellers og Score cards som ark til udskrift.',
  'publish.reading': 'Læser arket…',
  'publish.html': 'Gem resultatsiden (.html)',
  'publish.pbn': 'Gem PBN-filen (.pbn)',
  'publish.sheets': 'Skriv arkene Ranking, Travellers og Score cards',
  'cards.movement': 'Turneringsplan',
  'cards.pairs': 'Par',
  'cards.rounds': 'Runder (tom: alle)',
  'cards.boards': 'Spil pr. runde (tom: cirka 24 i alt)',
  'cards.arrow': 'Runder med pileskift (Mitchell)',
  'cards.leaves': 'Et par, der går',
  'cards.leavesFrom': 'Første runde, parret mangler',
  'cards.lateFrom': 'Et sent par spiller fra runde',
  'cards.write': 'Skriv kortene',
  'cards.html': 'Gem kortsiden (.html)',
  'status.dealSaved': 'Bord {table}, spil {deal}: {what}, NS {ns}, ØV {ew}.',
  'status.replaces': ' Det erstatter {what}.',
  'status.by': '{contract} af {declarer}',
  'status.passedOut': 'alle pas',
  'status.roundSeated': 'Runde {round} placeret.',
  'status.recalculated': 'Genberegnet fra arket Deals.',
  'status.eveningSetUp': 'Turneringen klar: {tables, plural, one {# bord} other {# borde}}, {players} spillere.',
  'status.boardEntered': 'Spil {board}, bord {table}: {what}.',
  'status.cleared': 'slettet',
  'status.honors': '{what}, honnører {honors}',
  'conflict.cleared':
    'Ikke gemt: bord {table}, spil {deal} blev slettet i mellemtiden (det viste {shown}). Gem igen for at indtaste dit.',
  'conflict.entered':
    'Ikke gemt: bord {table}, spil {deal} blev indtastet i mellemtiden som {now}. Det vises nu; tryk på Ret for at erstatte det med dit.',
  'conflict.changed':
    'Ikke gemt: bord {table}, spil {deal} blev ændret i mellemtiden til {now}. Det vises nu; tryk på Ret for at erstatte det med dit.',
  'conflict.boardHolds':
    'Ikke skrevet: spil {board} ved bord {table} har nu {now}, indtastet i mellemtiden. Tjek det, og indtast igen, hvis det er forkert.',
  'conflict.nothing': 'intet',
  'status.pairsSetUp':
    '{movement} klar: {tables, plural, one {# bord} other {# borde}}, {rounds, plural, one {# runde} other {# runder}} med {boards} spil.',
  'status.pairLeaves': '{pair} går: fra runde {round} har de par, det ville møde, oversidder.',
  'status.latePair': 'Et forsinket par spiller fra runde {round} på fantomparrets plads.',
  'replace.notOurs': '"{sheet}" (ikke lavet af Bridge Scorer)',
  'replace.dealsEntered': '"{sheet}" (en turnering med indtastede spil)',
  'deals.row': 'Deals, række {row}: {problem}',
  'deals.correct': '{problem}. Ret arket "Deals", og genberegn så.',
  'deals.saveAgain': '{problem} Spillet er ikke gemt endnu: gem det igen bagefter.',
  'move.showFirst': 'Ikke placeret: vis skiftet først; runde {round} placeres, som det viser.',
  'move.changed':
    'Ikke placeret: "Deals" er ændret, siden skiftet blev vist. Skiftet vises igen, som arket har det nu; tjek det, og placer så runde {round}.',
  'publish.noSheet': 'der er intet ark "{sheet}"',
  'status.kept':
    '{sheets} {count, plural, one {forbliver, som det er} other {forbliver, som de er}}: Bridge Scorer erstatter aldrig et ark.',
  'kept.range': '"{first}" til "{last}"',
  'template.pairs':
    'Arket "{sheet}" er indsat: skriv på hver række spillet, parrene, kontrakten ({contract}, eller med resultatet {made}, {doubled}), spilføreren ({seats}) og resultatet (de vundne stik, 10; -1 for én bet; \'+1 eller \'= med apostroffen, som holder det som tekst), så mange rækker som turneringen har; scorerne, matchpoint og procenter for begge sider udfyldes, og resultatlisten i kolonne N rangerer resultaterne indtil nu. Skriv hvert pars navne i U–W (par, N/S eller E/W i en Mitchell, navne), så viser resultatlisten dem, en Mitchells N/S- og Ø/V-par rangeret hver for sig. Til en IMP-parturnering skriv "IMP total" eller "Butler total" i X2 (MP, matchpoint, er standard): resultatlisten går så efter IMP-summen; kolonnerne MPs og % forbliver matchpoint. Skriv intet i kolonnerne Vul, score, MPs og % eller ved siden af resultatlisten: hver er én formel i sin overskrift, der udfylder kolonnen. En celle skrevet der blokerer hele kolonnen og bliver rød: ryd den.',
  'template.teams':
    'Arket "{sheet}" er indsat: skriv hvert bords kontrakt ({contract}, eller {made} med resultatet), spilfører og resultat (de vundne stik, 10; -1 for én bet; \'+1 eller \'= med apostroffen); IMP, totalen og VP udfyldes for holdet, der sidder N/S ved bord 1. Spil 1–{boards} er nummererede; nummerér flere i kolonne A, så regnes de også. Skriv kampens antal spil i N5: VP siger "provisional", indtil så mange spil er regnet, og hvert spil med en indtastning ved et af bordene har begge bordes scorer.',
  'template.exists':
    'Ikke indsat: dette regneark har allerede et ark "{sheet}", som forbliver, som det er; omdøb det for at indsætte et nyt.',
  'flag.noContract': 'en N/S-score på {score} uden kontrakt',
  'flag.passedOut': 'et spil med alle pas giver 0, ikke {score}',
  'flag.adjusted': 'den justerede score "{contract}" og dens N/S-score {score} er forskellige',
  'flag.unreadable': '"{entry}" kan ikke læses',
  'flag.scores': '{entry} giver {scored} til N/S, ikke {score}',
  'flag.blank': '(tom)',
  'flag.again': '{why}: indtast spillet igen',
  'solveRest.none': 'Intet importeret Results-ark har et spil, der venter på sit par.',
  'solveRest.done': '{count, plural, one {# spil løst} other {# spil løst}} i {sheets}: hvert spil der har sit par.',
  'solveRest.more':
    '{count, plural, one {# spil løst} other {# spil løst}} i {sheets}; {left, plural, one {# spil venter} other {# spil venter}} stadig: vælg "{menu}" igen.',
  'movement.name':
    '{kind, select, mitchell {Mitchell} skip {Mitchell med spring} relay {Mitchell med relæ} other {Howell}}',
  'view.pairsTitle':
    '{movement}, {pairs} par ved {tables, plural, one {# bord} other {# borde}} · {rounds, plural, one {# runde} other {# runder}} med {boards} spil',
  'cell.sitOut': 'Oversidder',
  'cell.pass': 'Pas',
  'cell.parBy': '{contract} af {seats}',
  'head.round': 'Runde',
  'head.table': 'Bord',
  'head.ns': 'N/S',
  'head.ew': 'Ø/V',
  'head.boards': 'Spil',
  'head.place': 'Plads',
  'head.pair': 'Par',
  'head.mps': 'Point',
  'head.max': 'Maks.',
  'head.imps': 'IMPs',
  'head.impsABoard': 'IMPs pr. spil',
  'head.names': 'Navne',
  'head.sidePair': 'Par {side}',
  'ranking.notRead':
    '{count, plural, one {# resultat ikke læst: række {rows}} other {# resultater ikke læst: rækker {rows}}} ({first})',
  'ranking.rowsMore': '{rows} og {more} mere',
  'hint.boardColumn': '(en kolonne med spilnumre: tilføj vulnerability_is "board")',
  'refusal.no-contract': 'Indtast kontrakt og resultat, for eksempel {examples_or}.',
  'refusal.no-result-or-score':
    'Indtast kontrakt og resultat, for eksempel {examples_or}, eller en justeret score som 60/40.',
  'refusal.declarer-or-passed': 'spilføreren skal være {seats} eller alle pas',
  'refusal.round-over':
    'Runde {round} er slut; turneringen er i runde {current}. Ret tidligere runder i arket "Deals", og genberegn så.',
  'refusal.no-such-deal': 'Der er intet spil {deal} ved bord {table} i runde {round}.',
  'refusal.enter-earlier-first': 'Indtast først spil {deal} ved bord {table}.',
  'refusal.not-at-table':
    'spil {board} spilles ikke ved bord {table} i runde {round}: {boards, select, none {der spilles intet} other {der spilles spil {boards}}}',
  'refusal.pair-not-there':
    '{ns} og {ew} spiller ikke spil {board} ved bord {table} i runde {round}: det gør {seatedNs} og {seatedEw}',
  'refusal.boards-to-come':
    '{count, plural, one {# spil mangler} other {# spil mangler}} stadig, det første spil {board} i runde {round} ved bord {table}. Offentliggør alligevel?',
  'refusal.would-drop':
    'spil {board} i runde {round} ved bord {table} har et resultat, som ændringen ville fjerne: slet det først, hvis det blev indtastet ved en fejl',
  'refusal.late-pair-twice': 'et forsinket par spiller allerede på fantomparrets plads',
  'refusal.would-replace': 'Disse ark ville blive erstattet: {sheets}. Erstat dem?',
  'refusal.would-replace-evening':
    'Arket "{sheet}" ville blive erstattet: {why, select, others {det er ikke lavet af Bridge Scorer} unread {det kan ikke læses ({problem}) og kan indeholde resultater} other {det indeholder {count, plural, one {# resultat} other {# resultater}}}}. Skriv {confirm_quoted} nedenfor for at erstatte det.',
  'refusal.sheet-taken':
    'Intet blev skrevet: arket "{sheet}" er ikke lavet af Bridge Scorer. Omdøb det ark (eller slet det, hvis intet på det skal bruges), så laver tilføjelsen sit eget "{sheet}".',
  'refusal.not-ours': 'arket "{sheet}" er ikke lavet af Bridge Scorer',
  'refusal.deals-not-ours': 'arket "Deals" er ikke lavet af Bridge Scorer (dets A1 bærer ikke dets mærke)',
  'refusal.no-evening': 'Der er ingen turnering endnu: opret en først.',
  'refusal.round-no-table':
    'runde {round} har intet bord {table}; turneringen har {tables, plural, one {# bord} other {# borde}}',
  'refusal.no-table-rows': 'Deals: runde {round} har ingen rækker for bord {table}',
  'refusal.same-deal':
    'Deals-rækkerne {rows_and} er det samme spil (runde {round}, bord {table}, spil {deal}): omnummerér eller slet alle på nær én',
  'refusal.no-deal-row':
    'Deals: runde {round}, bord {table} har ingen række for spil {deal} (dets rækker er {rows_and})',
  'refusal.no-deals': 'arket "Deals" har ingen spil: opret turneringen igen',
  'refusal.missing-round': 'arket "Deals" har runde {round}, men ingen runde {missing}',
  'refusal.no-deal-1': 'runde {round}: et bord har ingen række for spil 1',
  'refusal.not-a-player': '{name_quoted} er ikke en af turneringens spillere',
  'refusal.seat-changed': '{seat} er {name_quoted} her, men {first_quoted} i spil 1 ved bordet',
  'refusal.earlier-not-entered': 'spil {deal} er indtastet, men et tidligere spil ved bord {table} er ikke',
  'refusal.no-column': 'Deals har ingen kolonne "{header}" (række {row}); sæt den tilbage, eller fortryd ændringen',
  'refusal.mark-moved':
    'Deals har en kolonne før "Round": dets mærke hører til i A1, men står i {column}1; flyt den kolonne efter "Round", eller fortryd ændringen',
  'refusal.no-label': 'Deals række 1 har ingen etiket "{label}"; sæt den tilbage, eller fortryd ændringen',
  'refusal.deal-number': 'runde, bord og spil skal være hele tal (spil {min}–{max})',
  'refusal.dealer': 'giveren skal være {allowed_or}',
  'refusal.deals-declarer': 'spilføreren skal være N, E, S, W eller "{passed}"',
  'refusal.evening-headers': 'række 2 i "{sheet}" mangler {missing}',
  'refusal.evening-row':
    'række {row} i "{sheet}" er ikke et spil, som turneringsplanen placerer (runde, bord, spil og par): sæt den tilbage, som den var',
  'refusal.evening-twice':
    'rækkerne {first} og {row} i "{sheet}" er begge spil {board} ved bord {table} i runde {round}: slet én',
  'refusal.evening-missing':
    'rækken for spil {board} ved bord {table} i runde {round} mangler i "{sheet}": sæt den tilbage',
  'refusal.not-results':
    '"{sheet}" har ingen resultater at offentliggøre: overskrifterne skal have Board, N/S pair, E/W pair og N/S score',
  'refusal.nothing-to-publish': 'der er intet resultat med begge sine par at offentliggøre',
  'refusal.rubber-side': 'spilførerens side skal være We eller They (eller NS, EW)',
  'refusal.pair-cell': 'parret {side} skal være et nummer eller et navn',
  'refusal.no-pair': 'denne række har en score, men intet par {side}',
  'refusal.rank-needs-board': 'intet spilnummer i denne række: spillet siger, hvilke scorer den sammenlignes med',
  'refusal.score-needs-board': 'denne række har en score, men intet spilnummer',
  'refusal.score-not-shown':
    'denne række har en kontrakt, men ingen score: måske blokerer en værdi skrevet i scorekolonnen dens formel',
  'refusal.matchpoints-needs-board':
    'intet spilnummer i denne række: spillet siger, mod hvilke scorer den får matchpoint',
  'refusal.par-needs-board': 'intet spilnummer og ingen giver og zone: par har brug for dem',
  'refusal.no-vulnerability': 'angiv også zonen sammen med giveren: None, NS, EW eller All',
  'refusal.passed-out-honors': 'et spil med alle pas har ingen honnører; slet honnørerne, eller angiv kontrakten',
  'refusal.adjusted-result': 'en justeret score har intet resultat: slet resultatet',
  'refusal.first-dealer': 'den, der giver først, skal være N, E, S eller W',
  'refusal.evening-score': 'række {row} i turneringen: {why}, før den offentliggøres',
  'refusal.whole-number':
    '{argument, select, pairs {antallet af par} rounds {antallet af runder} boards_per_round {spil pr. runde} leaves_from {runden, det går fra} other {runden, det forsinkede par begynder}} skal være et helt tal',
  'refusal.no-pairs': 'antallet af par skal angives',
  'refusal.no-round': 'angiv den første runde, parret går glip af',
  'refusal.premium': '{cell}: delkontraktspræmien skal være 50 eller 100',
  'refusal.deals-honors': '{cell}: honnører skal være TRUE eller FALSE',
  'refusal.progression': '{cell}: progressionen skal være {allowed}',
  'refusal.date-cell': 'Sheets læste cellen som en dato; skriv {meant} som tekst (begynd med en apostrof)',
  'refusal.one-cell': 'én celle, {meant}, ikke et område på {size}',
  'refusal.range-sizes': 'områderne skal have samme størrelse: et er {size}, et andet {otherSize}',
  'refusal.argument-sizes': '{first} og {second} skal have samme størrelse: {first} er {size}, {second} {otherSize}',
  'refusal.one-deal': 'ét spil pr. kald, ikke et område på {size}: brug én DDTABLE for hvert spil',
  'refusal.one-column': 'én kolonne med spil, ikke et område på {size}: hvert spil fylder 2 celler i en række',
  'refusal.names-columns': 'names er 2 kolonner (par, navne) eller 3 (par, retning, navne), ikke {size}',
  'refusal.blank-entry': 'post {entry} (for en melding på {bid}) er tom; udfyld den, eller slut {argument} der',
  'refusal.seat-in-sides': 'dette ark tæller sider, ikke pladser: udelad {seat}',
  'refusal.cell-not-a-number': '{meant} skal være et tal',
  'refusal.cell-out-of-range': '{meant} er uden for området: et tal her er højst {max} i begge retninger',
  'refusal.cell-separator':
    '{meant} kan være et tal med tusindtalsseparator eller med decimalpunktum; skriv det uden separator (1100), eller med færre end tre decimaler (1.1)',
  'refusal.dd-out-of-time':
    '{deals, select, one {ikke løst: spillet kræver mere end de 30 sekunder, Sheets giver et kald} other {ikke løst: kaldet har brugt de 30 sekunder, Sheets giver det; de løste spil gemmes, og næste genberegning fortsætter derfra (eller del kolonnen op i flere kald)}}',
  'size.range':
    '{rows, plural, one {# række} other {# rækker}} gange {columns, plural, one {# kolonne} other {# kolonner}}',
  'size.cell': '1 celle',
  'meant.contract': 'kontrakten',
  'meant.result': 'et resultat som -2',
  'meant.vulnerability': 'zonen',
  'meant.declarer': 'spilføreren',
  'meant.result-is': '"tricks" eller "relative"',
  'meant.vulnerability-is': '"board" eller "side"',
  'meant.board': 'et spilnummer',
  'meant.round': 'en runde',
  'meant.movement': 'turneringsplanen',
  'meant.pairs': 'antallet af par',
  'meant.rounds': 'antallet af runder',
  'meant.boards-a-round': 'spil pr. runde',
  'meant.leaver': 'parret, der går',
  'meant.leaves-from': 'runden, det går fra',
  'meant.late-from': 'runden, det forsinkede par begynder',
  'meant.chart-entry': 'en post i tabellen',
  'meant.bid': 'en melding',
  'meant.tricks': 'de tagne stik',
  'meant.honors': 'honnørerne',
  'meant.yes-no': 'ja eller nej',
  'meant.deal': 'spillet',
  'meant.true-false': 'TRUE eller FALSE',
  'meant.score': 'en score',
  'meant.imp-margin': 'en IMP-forskel',
  'meant.boards': 'antallet af spil',
  'meant.pair-number': 'et parnummer',
  'meant.scale-choice': '2 eller 1',
  'meant.scale': 'skalaen',
  'meant.scoring': '"MP", "IMP", "IMP total", "Butler" eller "Butler total"',
  'refusal.evening-settings':
    'række 1 i "{sheet}" siger ikke {missing, select, movement {turneringsplanen} pairs {parrene} design {en kendt variant ("{change}" er hverken balanced eller earlier)} other {hvad "{change}" ændrer}}: opret turneringen igen',
  'refusal.column-twice':
    'Deals har {count} kolonner "{header}" (række {row}, kolonnerne {more, plural, =0 {{columns_and}} other {{columns} og # mere}}); omdøb eller slet alle undtagen én',
  'refusal.unpublishable-row':
    'række {row} i "{sheet}" {fault, select, noBoard {har en score men intet spilnummer} onePair {har en score men ikke begge par} other {er ikke et resultat at offentliggøre}}: ret den først',
  'refusal.passed-out-contract': 'vælg "{passed}" som spilfører for et spil, hvor ingen meldte',
  'refusal.progressive-count':
    '{count, plural, one {# spiller} other {# spillere}}: Progressiv bridge sætter fire ved hvert bord; {ways, select, add {tilføj {add}} other {tilføj {add} eller fjern {away}}}',
  'refusal.no-players': 'Skriv spillerne, én pr. linje: Progressiv bridge sætter fire ved hvert bord.',
  'publish.noPbn': 'Ikke offentliggjort: PBN-filen kan ikke skrives: {error}.',
  'refusal.convention':
    '{argument} skal være {argument, select, result_is {"tricks" (et tal er antallet af tagne stik) eller "relative" (0 hjem, 1 et overstik, -1 en bet)} other {"board" (kolonnen har spilnumre, eller None, NS, EW, All) eller "side" (ja eller nej for spilførerens side)}}, eller tom',
  'refusal.deal': 'et spil er tekst: den første plads og et kolon, derefter fire hænder (N:AKQ2.J5.T98.K43 …)',
  'refusal.not-a-score': 'en score skal være et tal, eller en justeret score som 60/40 eller Avg+',
  'refusal.scale': 'skalaen er 2 (2 og 1) eller 1 (1 og ½)',
  'refusal.scoring':
    'scoring skal være "MP" (matchpoint), "IMP" eller "IMP total" (cross-IMP), "Butler" eller "Butler total", eller tom',
  'refusal.direction':
    '{ranked, select, yes {retningen skal være N/S eller E/W, når parrene rangeres efter retning} other {retningen skal være NS eller EW (N/S, E/W)}}',
  'refusal.named-twice': 'par {label} står i rækkerne {earlier} og {row}; behold én',
  'refusal.no-scores': 'spillet har ingen scorer',
  'refusal.no-games': 'filen har ingen spil.',
  'problem.row': 'række {row}: ',
  'problem.cell': '{cell}: ',
  'problem.argument': '{argument}: ',
  'problem.argumentOfBoard': '{argument} for spil {board}: ',
  'status.wrote': 'Skrev {sheets}.',
  'status.results': 'Resultaterne i "{sheet}": {boards} spil, {pairs} par.',
  'page.sections': 'Afsnit',
  'page.ranking': 'Resultatliste',
  'page.travellers': 'Spilsedler',
  'page.scoreCards': 'Scorekort',
  'page.rankingOf': 'Resultatliste, {pair}',
  'page.board': 'Spil {board}',
  'page.scoreCardOf': 'Scorekort, {pair}',
  'page.place': 'Plads {place}',
  'page.pair': 'par {pair}',
  'page.sidePair': 'par {side} {pair}',
  'page.footer':
    'Beregnet af Bridge Scorer: matchpoint, 2 for hver slået score og 1 for hver lige, Neuberg for et spil spillet færre gange.',
  'col.contract': 'Kontrakt',
  'col.by': 'Af',
  'col.tricks': 'Stik',
  'col.nsScore': 'Score N/S',
  'col.nsMps': 'MP N/S',
  'col.ewMps': 'MP Ø/V',
  'col.nsPercent': '% N/S',
  'col.ewPercent': '% Ø/V',
  'col.board': 'Spil',
  'col.sat': 'Retning',
  'col.against': 'Mod',
  'col.score': 'Score',
  'card.title': '{movement} for {pairs} par',
  'card.meta': '{movement} · {pairs} par · {rounds} runder med {boards} spil',
  'card.footer': 'Turneringsplan fra Bridge Scorer.',
  'card.summary': 'Oversigt',
  'card.plan': 'Skema',
  'card.tableCards': 'Bordkort',
  'card.guideCards': 'Vandrekort',
  'card.table': 'Bord {table}',
  'card.pair': 'Par {pair}',
  'card.boardsGoTo': 'Spil til',
  'card.seat': 'Retning',
  'card.pairSitsOut': '{pair} sidder over',
  'card.notPlayed': '({boards} ikke spillet)',
  'card.shared': '{boards} (deles med bord {table})',
  'card.toTables': '{count, plural, one {bord {tables}} other {borde {tables}}}',
  'card.byeStand': 'mellembord, så {tables}',
  'card.aside': 'til side til runde {round}, {tables}',
  'card.away': 'fraværende',
  'card.sitsOut': 'sidder over',
  'card.movementIs': '{movement}, {pairs} par ved {tables, plural, one {# bord} other {# borde}}',
  'card.rounds': 'Runder',
  'card.boardsARound': 'Spil pr. runde',
  'card.boardsAre': '1-{boards} ({sets, plural, one {# sæt} other {# sæt}} à {size})',
  'card.eachBoardPlayed': 'Hvert spil spillet',
  'card.times': '{count, plural, one {# gang} other {# gange}}',
  'card.timesSpan': '{span} gange',
  'card.orNext': '{min} eller {max}',
  'card.moves': 'Flytninger',
  'card.meetings': 'Møder',
  'card.arrowSwitch': 'Pilskift',
  'card.arrowRounds': 'runder {rounds}: hvert par spiller den anden retnings kort',
  'card.sitOuts': 'Oversiddere',
  'card.howellStays': 'Par {pair} bliver N/S ved bord 1',
  'card.howellPhantom': 'Bord 1 er oversidderbordet (par {pair} er fantomparret)',
  'card.howellMoves': '{stays}; hvert andet par følger sit vandrekort, og spillene går derhen, hvor bordkortene siger.',
  'card.mitchellStay': 'N/S bliver ved deres borde; Ø/V rykker et bord op (fra det sidste til bord 1)',
  'card.relayMoves':
    '{stay}. Bord 1 og {tables} deler et sæt hver runde; spillene rykker et bord ned (fra bord 1 til bord {before}), og sættet, der hviler, venter på et mellembord mellem bord {low} og {high}: spillene fra bord {high} går til mellembordet, og mellembordets til bord {low}.',
  'card.mitchellMoves': '{stay}, spillene et bord ned (fra bord 1 til det sidste).',
  'card.skipMoves': '{base} Efter runde {round} springer Ø/V et bord over: de rykker to op, én gang.',
  'card.meetsEveryHowell': 'hvert par møder hvert andet',
  'card.meetsEveryMitchell': 'hvert N/S-par møder hvert Ø/V-par',
  'card.meetsHowell': 'hvert par møder {count} {max, plural, one {andet par} other {andre par}}',
  'card.meetsMitchell':
    'hvert par møder {count} {max, plural, one {par fra den anden retning} other {par fra den anden retning}}',
  'card.leaves': '{pair} går: fra runde {round} sidder den over, som ville møde det',
  'card.late': '{pair} kommer sent, til runde {round}: indtil da sidder den over, som ville møde det',
  'card.phantom': '{pair} er et fantompar: den, som ville møde det, sidder over',
  'card.absences': '{said} ({count, plural, one {# oversidning} other {# oversidninger}} i alt)',
  // The evening's name and place
  'evening.replaceWord': 'erstat',
  'evening.untitled': 'Turnering uden navn',
  'evening.untitledBefore': 'Turnering uden navn (oprettet før turneringer fik navne)',
  'status.renamed': 'Turneringens navn og sted er gemt.',
  'refusal.evening-about':
    '{given_quoted}: {part, select, name {turneringens navn} date {datoen} club {klubben} clubNumber {klubnummeret} other {sektionen}} {why, select, long {må højst have {most} tegn} lines {skal stå på én linje} other {skal være en dag, skrevet som 2026-12-03}}',

  // Board-by-board entry: a correction says what it replaced.
  'status.boardReplaced': 'Spil {board}, bord {table}: {before} erstattet med {after}.',

  // Hand records in the pairs evening: the sheet, the answers and the pages
  'records.boardList': '{count, plural, one {spil {boards}} other {spil {boards}}}',
  'records.noDeal': 'Ingen fordeling: spilfordelingerne har ikke dette spil',
  'records.attached': 'Spilfordelinger vedhæftet: {count, plural, one {# spil} other {# spil}}.',
  'records.missing':
    'Filen har ingen fordeling for {boards}: {count, plural, one {det vises} other {de vises}} uden diagram.',
  'records.notPlayed': 'Filen har også {boards}, som denne turnering ikke spiller: gemt, ikke vist.',
  'records.none': 'Der er ingen spilfordelinger vedhæftet aftenen.',
  'records.solved': '{solved} af {dealt} spil har deres double dummy-tabel og par.',
  'records.more':
    '{solved} af {dealt} spil har deres double dummy-tabel og par; {boards} venter stadig: vælg "{menu}" (i tilføjelsens menu eller i sidepanelet) for at fortsætte.',
  'records.dealerMark': 'giver',
  'records.dealer': 'Giver {seat}',
  'records.vulnerable': 'Zone {vulnerability, select, None {ingen} NS {NS} EW {ØV} other {alle}}',
  'records.diagramOf': 'Spil {board}: de fire hænder',
  'records.ddCaption': 'Stik double dummy',
  'records.par': 'Par',
  'records.noDealOf': 'Spil {board}: ingen fordeling, spilfordelingerne har det ikke.',
  'records.notSolvedYet': 'Double dummy-tabellen er ikke beregnet endnu.',
  'records.pageTitle': '{title}: spilfordelinger',
  'records.count': '{count, plural, one {# spil} other {# spil}}',
  'records.pageReady': 'Siden med spilfordelinger er klar til at gemme.',
  'records.unlike':
    'Filen giver {boards} en anden giver eller zone end {count, plural, one {dets nummer} other {deres numre}}: aftenen regner efter nummeret.',
  'refusal.records-not-pbn': 'filen er ikke en PBN-fil: {problem}',
  'refusal.records-unreadable': 'filens fordelinger kunne ikke læses: {problem}',
  'refusal.records-no-deal': 'filen har intet spil med fire hele hænder',
  'refusal.would-replace-records':
    'Arket "{sheet}" ville blive erstattet: {why, select, others {det er ikke lavet af Bridge Scorer} other {det har fordelingerne for {count, plural, one {# spil} other {# spil}}, ikke denne fils}}. Erstat det?',
  ...EXCHANGE,
  // Players and their national numbers (apps-script/members/)
  ...MEMBERS,
  ...TABLES,
  // A teams event's custom functions: apps-script/words/sheet/teams/
  ...TEAMS,
  // Publishing an IMP session (Butler or cross-IMPs): apps-script/words/sheet/imp-publish.ts
  ...IMP_PUBLISH.da,
  // An evening's details for the federation (USEBIO)
  ...FEDERATION_SHEET.da,
  // A table's link on its card: apps-script/words/sheet/table-links.ts
  ...TABLE_LINK_WORDS.da,
  // A teams evening run from the sidebar: apps-script/words/sheet/teams-evening.ts
  ...TEAMS_EVENING_WORDS.da,
  // A teams match entered board by board: apps-script/words/sheet/teams-boards.ts
  ...TEAMS_BOARDS_WORDS.da,
  ...TEAMS_SETTINGS_WORDS.da,
  ...TEAMS_TEMPLATE_WORDS.da,
  // A drawn round changed by the director: apps-script/words/sheet/teams-redraw.ts
  ...TEAMS_REDRAW_WORDS.da,
  // The USEBIO file in the Publish results dialog
  'publish.usebio': 'Gem USEBIO-filen (.xml)',
  'publish.anyway': 'Lav USEBIO-filen alligevel',
};

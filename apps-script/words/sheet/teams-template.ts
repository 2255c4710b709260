/**
 * The words of the teams event template (apps-script/teams-event-template.ts): its menu item and what
 * it says once inserted, in every language; spread into each language's dictionary. The sheets keep
 * their English names and headers, as the other templates' do.
 */

/** English, the source: its keys are every language's. */
const EN = {
  'templateTeams.standings': 'Standings',
  'templateTeams.nextSwiss': 'Next round of a Swiss',
  'templateTeams.schedule': 'Round robin schedule',
  'templateTeams.settings': 'Settings',
  'templateTeams.scale': 'VP scale',
  'templateTeams.byeVps': 'VPs for a bye',
  'templateTeams.double': 'Double round robin',
  'templateTeams.listTeams': 'List at least two teams on the sheet {sheet}',
  'menu.teamsEvent': 'Insert a teams event (Swiss or round robin)',
  'template.teamsEvent':
    'Inserted the sheets "{teams}", "{matches}" and "{standings}". List the teams on "{teams}" in seeding order, their players beside them. On "{matches}" type a row a match as each round is drawn: round, table, home, away, the boards, and both teams’ IMPs once it is played (a bye: Bye as Away). "{standings}" ranks the matches, draws a Swiss’s next round (copy it into "{matches}") and lays out a round robin’s schedule. In R2–R4 set the VP scale (WBF, or the club’s table such as 0 10-10; 1-2 11-9; 3+ 12-8), a bye’s VPs (blank: the team’s own average) and whether the round robin is double.',
} as const;

type Words = { readonly [K in keyof typeof EN]: string };

const FR: Words = {
  'templateTeams.standings': 'Classement',
  'templateTeams.nextSwiss': 'Tour suivant d’un Suisse',
  'templateTeams.schedule': 'Calendrier du toutes rondes',
  'templateTeams.settings': 'Réglages',
  'templateTeams.scale': 'Barème de PV',
  'templateTeams.byeVps': 'PV d’une exemption',
  'templateTeams.double': 'Toutes rondes double',
  'templateTeams.listTeams': 'Listez au moins deux équipes sur la feuille {sheet}',
  'menu.teamsEvent': 'Insérer un tournoi par équipes (Suisse ou toutes rondes)',
  'template.teamsEvent':
    'Feuilles « {teams} », « {matches} » et « {standings} » insérées. Listez les équipes sur « {teams} » dans l’ordre des têtes de série, leurs joueurs à côté. Sur « {matches} », tapez une ligne par match à chaque tirage : tour, table, domicile, extérieur, les donnes, et les IMP des deux équipes une fois le match joué (une exemption : Bye en extérieur). « {standings} » classe les matchs, tire le tour suivant d’un Suisse (copiez-le dans « {matches} ») et établit le calendrier d’un toutes rondes. En R2–R4, réglez le barème de PV (WBF, ou le barème du club tel que 0 10-10; 1-2 11-9; 3+ 12-8), les PV d’une exemption (vide : la moyenne de l’équipe) et si le toutes rondes est double.',
};

const DE: Words = {
  'templateTeams.standings': 'Rangliste',
  'templateTeams.nextSwiss': 'Nächste Runde im Schweizer System',
  'templateTeams.schedule': 'Plan des Jeder-gegen-jeden',
  'templateTeams.settings': 'Einstellungen',
  'templateTeams.scale': 'VP-Skala',
  'templateTeams.byeVps': 'VPs für spielfrei',
  'templateTeams.double': 'Doppeltes Jeder-gegen-jeden',
  'templateTeams.listTeams': 'Tragen Sie mindestens zwei Teams im Blatt {sheet} ein',
  'menu.teamsEvent': 'Teamturnier einfügen (Schweizer System oder Jeder-gegen-jeden)',
  'template.teamsEvent':
    'Blätter „{teams}“, „{matches}“ und „{standings}“ eingefügt. Tragen Sie die Teams in „{teams}“ in Setzreihenfolge ein, daneben ihre Spieler. In „{matches}“ eine Zeile je Kampf, sobald eine Runde ausgelost ist: Runde, Tisch, Heim, Gast, die Boards und die IMPs beider Teams nach dem Kampf (spielfrei: Bye als Gast). „{standings}“ wertet die Kämpfe, lost die nächste Runde eines Schweizer Systems aus (kopieren Sie sie nach „{matches}“) und stellt den Plan eines Jeder-gegen-jeden auf. In R2–R4 stellen Sie die VP-Skala ein (WBF oder die Tabelle des Clubs wie 0 10-10; 1-2 11-9; 3+ 12-8), die VPs für spielfrei (leer: der eigene Schnitt des Teams) und ob jeder zweimal gegen jeden spielt.',
};

const NL: Words = {
  'templateTeams.standings': 'Stand',
  'templateTeams.nextSwiss': 'Volgende ronde van een Zwitsers',
  'templateTeams.schedule': 'Schema van de competitie',
  'templateTeams.settings': 'Instellingen',
  'templateTeams.scale': 'WP-schaal',
  'templateTeams.byeVps': 'WP voor een vrije ronde',
  'templateTeams.double': 'Dubbele competitie',
  'templateTeams.listTeams': 'Zet minstens twee teams op het blad {sheet}',
  'menu.teamsEvent': 'Teamwedstrijd invoegen (Zwitsers of competitie)',
  'template.teamsEvent':
    'Bladen "{teams}", "{matches}" en "{standings}" ingevoegd. Zet de teams op "{teams}" in plaatsingsvolgorde, met hun spelers ernaast. Typ op "{matches}" een rij per wedstrijd zodra een ronde is ingedeeld: ronde, tafel, thuis, uit, de spellen, en de IMP’s van beide teams als de wedstrijd gespeeld is (een vrije ronde: Bye als uit). "{standings}" rangschikt de wedstrijden, deelt de volgende ronde van een Zwitsers in (kopieer die naar "{matches}") en maakt het schema van een competitie. Stel in R2–R4 de WP-schaal in (WBF, of de tabel van de club zoals 0 10-10; 1-2 11-9; 3+ 12-8), de WP voor een vrije ronde (leeg: het eigen gemiddelde van het team) en of de competitie dubbel is.',
};

const IT: Words = {
  'templateTeams.standings': 'Classifica',
  'templateTeams.nextSwiss': 'Turno seguente di una Svizzera',
  'templateTeams.schedule': 'Calendario del girone',
  'templateTeams.settings': 'Impostazioni',
  'templateTeams.scale': 'Scala dei VP',
  'templateTeams.byeVps': 'VP di un riposo',
  'templateTeams.double': 'Girone doppio',
  'templateTeams.listTeams': 'Elencate almeno due squadre nel foglio {sheet}',
  'menu.teamsEvent': 'Inserisci un torneo a squadre (Svizzera o girone all’italiana)',
  'template.teamsEvent':
    'Fogli «{teams}», «{matches}» e «{standings}» inseriti. Elencate le squadre in «{teams}» in ordine di testa di serie, accanto i giocatori. In «{matches}» scrivete una riga per incontro a ogni turno abbinato: turno, tavolo, casa, ospite, le smazzate, e gli IMP delle due squadre a incontro giocato (un riposo: Bye come ospite). «{standings}» classifica gli incontri, abbina il turno seguente di una Svizzera (copiatelo in «{matches}») e prepara il calendario di un girone. In R2–R4 impostate la scala dei VP (WBF, o la tabella del circolo come 0 10-10; 1-2 11-9; 3+ 12-8), i VP di un riposo (vuoto: la media della squadra) e se il girone è doppio.',
};

const ES: Words = {
  'templateTeams.standings': 'Clasificación',
  'templateTeams.nextSwiss': 'Ronda siguiente de un suizo',
  'templateTeams.schedule': 'Calendario de la liga',
  'templateTeams.settings': 'Ajustes',
  'templateTeams.scale': 'Escala de PV',
  'templateTeams.byeVps': 'PV de un descanso',
  'templateTeams.double': 'Liga a doble vuelta',
  'templateTeams.listTeams': 'Liste al menos dos equipos en la hoja {sheet}',
  'menu.teamsEvent': 'Insertar un torneo por equipos (suizo o liga)',
  'template.teamsEvent':
    'Hojas «{teams}», «{matches}» y «{standings}» insertadas. Liste los equipos en «{teams}» por orden de cabezas de serie, con sus jugadores al lado. En «{matches}» escriba una fila por partido al emparejar cada ronda: ronda, mesa, local, visitante, los tableros, y los IMP de ambos equipos una vez jugado (un descanso: Bye como visitante). «{standings}» clasifica los partidos, empareja la ronda siguiente de un suizo (cópiela en «{matches}») y prepara el calendario de una liga. En R2–R4 elija la escala de PV (WBF, o la tabla del club como 0 10-10; 1-2 11-9; 3+ 12-8), los PV de un descanso (vacío: la media del propio equipo) y si la liga es a doble vuelta.',
};

const PL: Words = {
  'templateTeams.standings': 'Klasyfikacja',
  'templateTeams.nextSwiss': 'Następna runda systemu szwajcarskiego',
  'templateTeams.schedule': 'Terminarz każdy z każdym',
  'templateTeams.settings': 'Ustawienia',
  'templateTeams.scale': 'Skala VP',
  'templateTeams.byeVps': 'VP za pauzę',
  'templateTeams.double': 'Każdy z każdym dwukrotnie',
  'templateTeams.listTeams': 'Wpisz co najmniej dwie drużyny w arkuszu {sheet}',
  'menu.teamsEvent': 'Wstaw turniej drużynowy (system szwajcarski lub każdy z każdym)',
  'template.teamsEvent':
    'Wstawiono arkusze „{teams}”, „{matches}” i „{standings}”. Wpisz drużyny w „{teams}” w kolejności rozstawienia, obok zawodników. W „{matches}” wpisuj wiersz na mecz po skojarzeniu każdej rundy: runda, stół, gospodarz, gość, rozdania i IMP obu drużyn po meczu (pauza: Bye jako gość). „{standings}” klasyfikuje mecze, kojarzy następną rundę systemu szwajcarskiego (skopiuj ją do „{matches}”) i układa terminarz każdy z każdym. W R2–R4 ustaw skalę VP (WBF lub tabelę klubu, np. 0 10-10; 1-2 11-9; 3+ 12-8), VP za pauzę (puste: średnia drużyny) i czy każdy z każdym gra się dwukrotnie.',
};

const SV: Words = {
  'templateTeams.standings': 'Ställning',
  'templateTeams.nextSwiss': 'Nästa rond i en monrad',
  'templateTeams.schedule': 'Schema för allsvenskan',
  'templateTeams.settings': 'Inställningar',
  'templateTeams.scale': 'VP-skala',
  'templateTeams.byeVps': 'VP för en vilorond',
  'templateTeams.double': 'Dubbel allsvenska',
  'templateTeams.listTeams': 'Lista minst två lag på bladet {sheet}',
  'menu.teamsEvent': 'Infoga en lagtävling (monrad eller allsvenska)',
  'template.teamsEvent':
    'Bladen ”{teams}”, ”{matches}” och ”{standings}” infogade. Lista lagen på ”{teams}” i seedningsordning, med spelarna bredvid. Skriv på ”{matches}” en rad per match när varje rond är lottad: rond, bord, hemma, borta, brickorna, och båda lagens IMP när matchen är spelad (vilorond: Bye som borta). ”{standings}” rankar matcherna, lottar nästa rond i en monrad (kopiera den till ”{matches}”) och lägger upp schemat för en allsvenska. Ställ i R2–R4 in VP-skalan (WBF, eller klubbens tabell som 0 10-10; 1-2 11-9; 3+ 12-8), VP för en vilorond (tomt: lagets eget snitt) och om allsvenskan är dubbel.',
};

const DA: Words = {
  'templateTeams.standings': 'Stilling',
  'templateTeams.nextSwiss': 'Næste runde i en monrad',
  'templateTeams.schedule': 'Program for alle mod alle',
  'templateTeams.settings': 'Indstillinger',
  'templateTeams.scale': 'VP-skala',
  'templateTeams.byeVps': 'VP for en oversidderrunde',
  'templateTeams.double': 'Dobbelt alle mod alle',
  'templateTeams.listTeams': 'Skriv mindst to hold på arket {sheet}',
  'menu.teamsEvent': 'Indsæt en holdturnering (monrad eller alle mod alle)',
  'template.teamsEvent':
    'Arkene "{teams}", "{matches}" og "{standings}" er indsat. Skriv holdene på "{teams}" i seedningsrækkefølge, med spillerne ved siden af. Skriv på "{matches}" en række pr. kamp, når hver runde er trukket: runde, bord, hjemme, ude, spillene, og begge holds IMP, når kampen er spillet (oversidder: Bye som ude). "{standings}" rangerer kampene, trækker næste runde i en monrad (kopiér den til "{matches}") og lægger programmet for alle mod alle. Indstil i R2–R4 VP-skalaen (WBF, eller klubbens tabel som 0 10-10; 1-2 11-9; 3+ 12-8), VP for en oversidderrunde (tomt: holdets eget gennemsnit) og om alle mod alle spilles dobbelt.',
};

/** Each language's words of the teams event template. */
export const TEAMS_TEMPLATE_WORDS = {
  en: EN,
  fr: FR,
  de: DE,
  nl: NL,
  it: IT,
  es: ES,
  pl: PL,
  sv: SV,
  da: DA,
} as const;

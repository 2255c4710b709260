/**
 * The sidebar's words for a teams event's settings (sidebar/TeamsSetup.tsx: the VP scale, the carry-over;
 * sidebar/TeamsWithdraw.tsx: a team withdrawing), in every language: spread into each language's
 * dictionary beside the teams evening's own.
 */

/** English, the source: its keys are every language's. */
const EN = {
  'teamsSetup.scaleLegend': 'VP scale',
  'teamsSetup.wbf': 'WBF continuous scale',
  'teamsSetup.club': 'The club’s own table',
  'teamsSetup.table': 'The club’s table, a band a line: the IMP margins, then the winner’s and the loser’s VPs',
  'teamsSetup.carryOver': 'VPs carried over from an earlier stage: a Carry-over column on the Teams sheet.',
  'teams.withdrawTitle': 'A team withdraws',
  'teams.withdrawTeam': 'Team',
  'teams.withdrawRound': 'From round',
  'teams.withdraw': 'Withdraw the team',
  'teams.withdrawn': '{team} withdrew from round {round}.',
} as const;

type Words = { readonly [K in keyof typeof EN]: string };

const FR: Words = {
  'teamsSetup.scaleLegend': 'Barème de PV',
  'teamsSetup.wbf': 'Échelle continue de la WBF',
  'teamsSetup.club': 'Le barème du club',
  'teamsSetup.table':
    'Le barème du club, une tranche par ligne : les écarts d’IMP, puis les PV du gagnant et du perdant',
  'teamsSetup.carryOver': 'PV reportés d’une phase précédente : une colonne Carry-over sur la feuille Teams.',
  'teams.withdrawTitle': 'Une équipe se retire',
  'teams.withdrawTeam': 'Équipe',
  'teams.withdrawRound': 'À partir du tour',
  'teams.withdraw': 'Retirer l’équipe',
  'teams.withdrawn': '{team} s’est retirée à partir du tour {round}.',
};

const DE: Words = {
  'teamsSetup.scaleLegend': 'VP-Skala',
  'teamsSetup.wbf': 'Kontinuierliche WBF-Skala',
  'teamsSetup.club': 'Die eigene Tabelle des Clubs',
  'teamsSetup.table':
    'Die Tabelle des Clubs, eine Stufe je Zeile: die IMP-Differenzen, dann die VPs des Siegers und des Verlierers',
  'teamsSetup.carryOver': 'Aus einer früheren Phase übertragene VPs: eine Spalte Carry-over im Blatt Teams.',
  'teams.withdrawTitle': 'Ein Team zieht zurück',
  'teams.withdrawTeam': 'Team',
  'teams.withdrawRound': 'Ab Runde',
  'teams.withdraw': 'Team zurückziehen',
  'teams.withdrawn': '{team} hat ab Runde {round} zurückgezogen.',
};

const NL: Words = {
  'teamsSetup.scaleLegend': 'WP-schaal',
  'teamsSetup.wbf': 'Doorlopende WBF-schaal',
  'teamsSetup.club': 'De eigen tabel van de club',
  'teamsSetup.table':
    'De tabel van de club, een schijf per regel: de IMP-verschillen, dan de WP van de winnaar en van de verliezer',
  'teamsSetup.carryOver': 'WP meegenomen uit een eerdere fase: een kolom Carry-over op het blad Teams.',
  'teams.withdrawTitle': 'Een team trekt zich terug',
  'teams.withdrawTeam': 'Team',
  'teams.withdrawRound': 'Vanaf ronde',
  'teams.withdraw': 'Team terugtrekken',
  'teams.withdrawn': '{team} heeft zich teruggetrokken vanaf ronde {round}.',
};

const IT: Words = {
  'teamsSetup.scaleLegend': 'Scala dei VP',
  'teamsSetup.wbf': 'Scala continua WBF',
  'teamsSetup.club': 'La tabella del circolo',
  'teamsSetup.table':
    'La tabella del circolo, una fascia per riga: gli scarti in IMP, poi i VP del vincitore e del perdente',
  'teamsSetup.carryOver': 'VP riportati da una fase precedente: una colonna Carry-over nel foglio Teams.',
  'teams.withdrawTitle': 'Una squadra si ritira',
  'teams.withdrawTeam': 'Squadra',
  'teams.withdrawRound': 'Dal turno',
  'teams.withdraw': 'Ritira la squadra',
  'teams.withdrawn': '{team} si è ritirata dal turno {round}.',
};

const ES: Words = {
  'teamsSetup.scaleLegend': 'Escala de PV',
  'teamsSetup.wbf': 'Escala continua de la WBF',
  'teamsSetup.club': 'La tabla propia del club',
  'teamsSetup.table':
    'La tabla del club, un tramo por línea: las diferencias de IMP, luego los PV del ganador y del perdedor',
  'teamsSetup.carryOver': 'PV arrastrados de una fase anterior: una columna Carry-over en la hoja Teams.',
  'teams.withdrawTitle': 'Un equipo se retira',
  'teams.withdrawTeam': 'Equipo',
  'teams.withdrawRound': 'Desde la ronda',
  'teams.withdraw': 'Retirar el equipo',
  'teams.withdrawn': '{team} se retiró desde la ronda {round}.',
};

const PL: Words = {
  'teamsSetup.scaleLegend': 'Skala VP',
  'teamsSetup.wbf': 'Ciągła skala WBF',
  'teamsSetup.club': 'Własna tabela klubu',
  'teamsSetup.table': 'Tabela klubu, jeden przedział w wierszu: różnice IMP, potem VP zwycięzcy i przegranego',
  'teamsSetup.carryOver': 'VP przeniesione z wcześniejszego etapu: kolumna Carry-over w arkuszu Teams.',
  'teams.withdrawTitle': 'Drużyna się wycofuje',
  'teams.withdrawTeam': 'Drużyna',
  'teams.withdrawRound': 'Od rundy',
  'teams.withdraw': 'Wycofaj drużynę',
  'teams.withdrawn': '{team} wycofała się od rundy {round}.',
};

const SV: Words = {
  'teamsSetup.scaleLegend': 'VP-skala',
  'teamsSetup.wbf': 'WBF:s kontinuerliga skala',
  'teamsSetup.club': 'Klubbens egen tabell',
  'teamsSetup.table': 'Klubbens tabell, ett intervall per rad: IMP-skillnaderna, sedan vinnarens och förlorarens VP',
  'teamsSetup.carryOver': 'VP som förs över från ett tidigare skede: en kolumn Carry-over på bladet Teams.',
  'teams.withdrawTitle': 'Ett lag drar sig ur',
  'teams.withdrawTeam': 'Lag',
  'teams.withdrawRound': 'Från rond',
  'teams.withdraw': 'Dra ur laget',
  'teams.withdrawn': '{team} drog sig ur från rond {round}.',
};

const DA: Words = {
  'teamsSetup.scaleLegend': 'VP-skala',
  'teamsSetup.wbf': 'WBF’s kontinuerlige skala',
  'teamsSetup.club': 'Klubbens egen tabel',
  'teamsSetup.table': 'Klubbens tabel, et interval pr. linje: IMP-forskellene, derefter vinderens og taberens VP',
  'teamsSetup.carryOver': 'VP overført fra en tidligere fase: en kolonne Carry-over på arket Teams.',
  'teams.withdrawTitle': 'Et hold trækker sig',
  'teams.withdrawTeam': 'Hold',
  'teams.withdrawRound': 'Fra runde',
  'teams.withdraw': 'Træk holdet ud',
  'teams.withdrawn': '{team} trak sig fra runde {round}.',
};

/** Each language's words of a teams event's settings. */
export const TEAMS_SETTINGS_SIDEBAR = {
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

/**
 * The words of a teams event's settings kept on its sheet (apps-script/teams-evening/: the carry-over
 * read from the Teams sheet, a team withdrawing): its answers and refusals, in every language; spread
 * into each language's dictionary beside the teams evening's own.
 */

/** English, the source: its keys are every language's. */
const EN = {
  'teamsEvening.withdrawn': '{team} withdraws from round {round}: it is drawn no more.',
  'refusal.teams-sheet-carry-over': 'the carry-over of {team} in row {row} of "{sheet}" is a number of VPs, 0 or more',
  'refusal.teams-evening-withdraw-team': 'is not one of the evening’s teams',
  'refusal.teams-evening-withdrawn': '{team} has withdrawn already, from round {round}',
  'refusal.teams-evening-withdraw-none': 'every round is drawn: a team withdraws only from a round still to draw',
  'refusal.teams-evening-withdraw-round': 'a team withdraws from a round still to draw, from {first} to {last}',
} as const;

type Words = { readonly [K in keyof typeof EN]: string };

const FR: Words = {
  'teamsEvening.withdrawn': '{team} se retire à partir du tour {round} : elle n’est plus tirée.',
  'refusal.teams-sheet-carry-over':
    'le report de {team} à la ligne {row} de « {sheet} » est un nombre de PV, 0 ou plus',
  'refusal.teams-evening-withdraw-team': 'n’est pas une équipe du tournoi',
  'refusal.teams-evening-withdrawn': '{team} s’est déjà retirée, à partir du tour {round}',
  'refusal.teams-evening-withdraw-none':
    'tous les tours sont tirés : une équipe ne se retire qu’à partir d’un tour encore à tirer',
  'refusal.teams-evening-withdraw-round': 'une équipe se retire à partir d’un tour encore à tirer, de {first} à {last}',
};

const DE: Words = {
  'teamsEvening.withdrawn': '{team} zieht ab Runde {round} zurück: es wird nicht mehr eingeteilt.',
  'refusal.teams-sheet-carry-over':
    'der Übertrag von {team} in Zeile {row} von „{sheet}“ ist eine Zahl von VPs, 0 oder mehr',
  'refusal.teams-evening-withdraw-team': 'ist keines der Teams des Abends',
  'refusal.teams-evening-withdrawn': '{team} hat bereits zurückgezogen, ab Runde {round}',
  'refusal.teams-evening-withdraw-none':
    'alle Runden sind ausgelost: ein Team zieht nur ab einer noch nicht ausgelosten Runde zurück',
  'refusal.teams-evening-withdraw-round':
    'ein Team zieht ab einer noch nicht ausgelosten Runde zurück, von {first} bis {last}',
};

const NL: Words = {
  'teamsEvening.withdrawn': '{team} trekt zich terug vanaf ronde {round}: het wordt niet meer ingedeeld.',
  'refusal.teams-sheet-carry-over':
    'de meegenomen WP van {team} in rij {row} van "{sheet}" zijn een aantal WP, 0 of meer',
  'refusal.teams-evening-withdraw-team': 'is geen van de teams van de avond',
  'refusal.teams-evening-withdrawn': '{team} heeft zich al teruggetrokken, vanaf ronde {round}',
  'refusal.teams-evening-withdraw-none':
    'alle ronden zijn ingedeeld: een team trekt zich alleen terug vanaf een ronde die nog moet worden ingedeeld',
  'refusal.teams-evening-withdraw-round':
    'een team trekt zich terug vanaf een ronde die nog moet worden ingedeeld, van {first} tot {last}',
};

const IT: Words = {
  'teamsEvening.withdrawn': '{team} si ritira dal turno {round}: non viene più abbinata.',
  'refusal.teams-sheet-carry-over': 'il riporto di {team} alla riga {row} di «{sheet}» è un numero di VP, 0 o più',
  'refusal.teams-evening-withdraw-team': 'non è una delle squadre della serata',
  'refusal.teams-evening-withdrawn': '{team} si è già ritirata, dal turno {round}',
  'refusal.teams-evening-withdraw-none':
    'tutti i turni sono abbinati: una squadra si ritira solo da un turno ancora da abbinare',
  'refusal.teams-evening-withdraw-round': 'una squadra si ritira da un turno ancora da abbinare, da {first} a {last}',
};

const ES: Words = {
  'teamsEvening.withdrawn': '{team} se retira desde la ronda {round}: ya no se empareja.',
  'refusal.teams-sheet-carry-over': 'el arrastre de {team} en la fila {row} de «{sheet}» es un número de PV, 0 o más',
  'refusal.teams-evening-withdraw-team': 'no es uno de los equipos de la velada',
  'refusal.teams-evening-withdrawn': '{team} ya se retiró, desde la ronda {round}',
  'refusal.teams-evening-withdraw-none':
    'todas las rondas están emparejadas: un equipo solo se retira desde una ronda aún por emparejar',
  'refusal.teams-evening-withdraw-round': 'un equipo se retira desde una ronda aún por emparejar, de {first} a {last}',
};

const PL: Words = {
  'teamsEvening.withdrawn': '{team} wycofuje się od rundy {round}: nie jest już kojarzona.',
  'refusal.teams-sheet-carry-over':
    'przeniesienie drużyny {team} w wierszu {row} arkusza „{sheet}” to liczba VP, 0 lub więcej',
  'refusal.teams-evening-withdraw-team': 'nie jest jedną z drużyn wieczoru',
  'refusal.teams-evening-withdrawn': '{team} już się wycofała, od rundy {round}',
  'refusal.teams-evening-withdraw-none':
    'wszystkie rundy są skojarzone: drużyna wycofuje się tylko od rundy jeszcze nieskojarzonej',
  'refusal.teams-evening-withdraw-round': 'drużyna wycofuje się od rundy jeszcze nieskojarzonej, od {first} do {last}',
};

const SV: Words = {
  'teamsEvening.withdrawn': '{team} drar sig ur från rond {round}: laget lottas inte mer.',
  'refusal.teams-sheet-carry-over': 'överföringen för {team} på rad {row} i ”{sheet}” är ett antal VP, 0 eller fler',
  'refusal.teams-evening-withdraw-team': 'är inte ett av kvällens lag',
  'refusal.teams-evening-withdrawn': '{team} har redan dragit sig ur, från rond {round}',
  'refusal.teams-evening-withdraw-none':
    'alla ronder är lottade: ett lag drar sig bara ur från en rond som ännu inte är lottad',
  'refusal.teams-evening-withdraw-round':
    'ett lag drar sig ur från en rond som ännu inte är lottad, från {first} till {last}',
};

const DA: Words = {
  'teamsEvening.withdrawn': '{team} trækker sig fra runde {round}: holdet trækkes ikke mere.',
  'refusal.teams-sheet-carry-over': 'overførslen for {team} i række {row} af "{sheet}" er et antal VP, 0 eller flere',
  'refusal.teams-evening-withdraw-team': 'er ikke et af aftenens hold',
  'refusal.teams-evening-withdrawn': '{team} har allerede trukket sig, fra runde {round}',
  'refusal.teams-evening-withdraw-none':
    'alle runder er trukket: et hold trækker sig kun fra en runde, der endnu ikke er trukket',
  'refusal.teams-evening-withdraw-round':
    'et hold trækker sig fra en runde, der endnu ikke er trukket, fra {first} til {last}',
};

/** Each language's words of a teams event's settings. */
export const TEAMS_SETTINGS_WORDS = {
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

/**
 * The words of a drawn round changed by the director (apps-script/teams-evening/redraw.ts): its answers
 * and its refusals, in every language; kept apart from each language's dictionary, which spreads its own in.
 */

/** English, the source: its keys are every language's. */
const EN = {
  'teamsEvening.changed': 'Round {round} is changed in "{sheet}".',
  'teamsEvening.changedTwice':
    'Round {round} is changed in "{sheet}". These teams now meet in more rounds than the round robin means (the rounds in brackets): {pairs}. Change one of those rounds too to keep the round robin whole.',
  'refusal.teams-evening-no-round': 'round {round} is not drawn: rounds 1 to {last} are',
  'refusal.teams-evening-not-last': 'round {round} of a Swiss cannot change: round {last} is drawn after it',
  'refusal.teams-evening-played':
    'round {round} holds a result at table {table} ({held}): a round with a result cannot change',
  'refusal.teams-evening-boards-in':
    'table {table} of round {round} ({home}–{away}) has boards entered ({count}): a round with a result cannot change',
  'refusal.teams-evening-round-changed': 'round {round} holds {held} now: look again before you change it',
} as const;

type Words = { readonly [K in keyof typeof EN]: string };

const FR: Words = {
  'teamsEvening.changed': 'Le tour {round} est changé dans « {sheet} ».',
  'teamsEvening.changedTwice':
    'Le tour {round} est changé dans « {sheet} ». Ces équipes se rencontrent maintenant en plus de tours que le toutes rondes ne le prévoit (les tours entre parenthèses) : {pairs}. Changez aussi l’un de ces tours pour que le toutes rondes reste complet.',
  'refusal.teams-evening-no-round': 'le tour {round} n’est pas tiré : les tours 1 à {last} le sont',
  'refusal.teams-evening-not-last':
    'le tour {round} d’un Suisse ne peut plus changer : le tour {last} a été tiré après lui',
  'refusal.teams-evening-played':
    'le tour {round} a un résultat à la table {table} ({held}) : un tour avec un résultat ne change plus',
  'refusal.teams-evening-boards-in':
    'la table {table} du tour {round} ({home}–{away}) a des donnes entrées ({count}) : un tour avec un résultat ne change plus',
  'refusal.teams-evening-round-changed':
    'le tour {round} contient maintenant {held} : regardez à nouveau avant de le changer',
};

const DE: Words = {
  'teamsEvening.changed': 'Runde {round} ist in „{sheet}“ geändert.',
  'teamsEvening.changedTwice':
    'Runde {round} ist in „{sheet}“ geändert. Diese Teams treffen sich nun in mehr Runden, als Jeder gegen jeden vorsieht (die Runden in Klammern): {pairs}. Ändern Sie auch eine dieser Runden, damit Jeder gegen jeden vollständig bleibt.',
  'refusal.teams-evening-no-round': 'Runde {round} ist nicht ausgelost: die Runden 1 bis {last} sind es',
  'refusal.teams-evening-not-last':
    'Runde {round} eines Schweizer Systems kann sich nicht mehr ändern: Runde {last} ist danach ausgelost',
  'refusal.teams-evening-played':
    'Runde {round} hat ein Ergebnis an Tisch {table} ({held}): eine Runde mit Ergebnis ändert sich nicht mehr',
  'refusal.teams-evening-boards-in':
    'Tisch {table} von Runde {round} ({home}–{away}) hat eingegebene Boards ({count}): eine Runde mit Ergebnis ändert sich nicht mehr',
  'refusal.teams-evening-round-changed':
    'Runde {round} enthält jetzt {held}: sehen Sie noch einmal nach, bevor Sie sie ändern',
};

const NL: Words = {
  'teamsEvening.changed': 'Ronde {round} is gewijzigd in "{sheet}".',
  'teamsEvening.changedTwice':
    'Ronde {round} is gewijzigd in "{sheet}". Deze teams treffen elkaar nu in meer ronden dan de competitie bedoelt (de ronden tussen haakjes): {pairs}. Wijzig ook een van die ronden om de competitie heel te houden.',
  'refusal.teams-evening-no-round': 'ronde {round} is niet geloot: ronde 1 tot {last} wel',
  'refusal.teams-evening-not-last':
    'ronde {round} van een Zwitsers kan niet meer wijzigen: ronde {last} is daarna geloot',
  'refusal.teams-evening-played':
    'ronde {round} heeft een uitslag aan tafel {table} ({held}): een ronde met een uitslag wijzigt niet meer',
  'refusal.teams-evening-boards-in':
    'tafel {table} van ronde {round} ({home}–{away}) heeft ingevoerde spellen ({count}): een ronde met een uitslag wijzigt niet meer',
  'refusal.teams-evening-round-changed': 'ronde {round} bevat nu {held}: kijk nog eens voor u hem wijzigt',
};

const IT: Words = {
  'teamsEvening.changed': 'Il turno {round} è cambiato in «{sheet}».',
  'teamsEvening.changedTwice':
    'Il turno {round} è cambiato in «{sheet}». Queste squadre ora si incontrano in più turni di quanto preveda il girone all’italiana (i turni tra parentesi): {pairs}. Cambiate anche uno di quei turni perché il girone resti completo.',
  'refusal.teams-evening-no-round': 'il turno {round} non è sorteggiato: lo sono i turni da 1 a {last}',
  'refusal.teams-evening-not-last':
    'il turno {round} di un Danese non può più cambiare: il turno {last} è sorteggiato dopo',
  'refusal.teams-evening-played':
    'il turno {round} ha un risultato al tavolo {table} ({held}): un turno con un risultato non cambia più',
  'refusal.teams-evening-boards-in':
    'il tavolo {table} del turno {round} ({home}–{away}) ha smazzate inserite ({count}): un turno con un risultato non cambia più',
  'refusal.teams-evening-round-changed': 'il turno {round} contiene ora {held}: guardate di nuovo prima di cambiarlo',
};

const ES: Words = {
  'teamsEvening.changed': 'La ronda {round} está cambiada en «{sheet}».',
  'teamsEvening.changedTwice':
    'La ronda {round} está cambiada en «{sheet}». Estos equipos se enfrentan ahora en más rondas de las que prevé la liguilla (las rondas entre paréntesis): {pairs}. Cambie también una de esas rondas para que la liguilla quede completa.',
  'refusal.teams-evening-no-round': 'la ronda {round} no está sorteada: lo están las rondas 1 a {last}',
  'refusal.teams-evening-not-last':
    'la ronda {round} de un suizo ya no puede cambiar: la ronda {last} se sorteó después',
  'refusal.teams-evening-played':
    'la ronda {round} tiene un resultado en la mesa {table} ({held}): una ronda con un resultado ya no cambia',
  'refusal.teams-evening-boards-in':
    'la mesa {table} de la ronda {round} ({home}–{away}) tiene manos anotadas ({count}): una ronda con un resultado ya no cambia',
  'refusal.teams-evening-round-changed': 'la ronda {round} tiene ahora {held}: mire de nuevo antes de cambiarla',
};

const PL: Words = {
  'teamsEvening.changed': 'Runda {round} jest zmieniona w „{sheet}”.',
  'teamsEvening.changedTwice':
    'Runda {round} jest zmieniona w „{sheet}”. Te drużyny spotykają się teraz w większej liczbie rund, niż przewiduje turniej każdy z każdym (rundy w nawiasach): {pairs}. Zmień też jedną z tych rund, aby turniej pozostał pełny.',
  'refusal.teams-evening-no-round': 'runda {round} nie jest rozlosowana: rozlosowane są rundy od 1 do {last}',
  'refusal.teams-evening-not-last':
    'runda {round} turnieju szwajcarskiego nie może się już zmienić: po niej rozlosowano rundę {last}',
  'refusal.teams-evening-played':
    'runda {round} ma wynik przy stole {table} ({held}): runda z wynikiem już się nie zmienia',
  'refusal.teams-evening-boards-in':
    'stół {table} rundy {round} ({home}–{away}) ma wpisane rozdania ({count}): runda z wynikiem już się nie zmienia',
  'refusal.teams-evening-round-changed': 'runda {round} zawiera teraz {held}: sprawdź ponownie, zanim ją zmienisz',
};

const SV: Words = {
  'teamsEvening.changed': 'Rond {round} är ändrad i ”{sheet}”.',
  'teamsEvening.changedTwice':
    'Rond {round} är ändrad i ”{sheet}”. De här lagen möts nu i fler ronder än allsvenskan är tänkt (ronderna inom parentes): {pairs}. Ändra också en av de ronderna så att allsvenskan förblir hel.',
  'refusal.teams-evening-no-round': 'rond {round} är inte lottad: ronderna 1 till {last} är det',
  'refusal.teams-evening-not-last': 'rond {round} i en Monrad kan inte längre ändras: rond {last} är lottad efter den',
  'refusal.teams-evening-played':
    'rond {round} har ett resultat vid bord {table} ({held}): en rond med ett resultat ändras inte längre',
  'refusal.teams-evening-boards-in':
    'bord {table} i rond {round} ({home}–{away}) har inmatade brickor ({count}): en rond med ett resultat ändras inte längre',
  'refusal.teams-evening-round-changed': 'rond {round} har nu {held}: titta igen innan du ändrar den',
};

const DA: Words = {
  'teamsEvening.changed': 'Runde {round} er ændret i "{sheet}".',
  'teamsEvening.changedTwice':
    'Runde {round} er ændret i "{sheet}". Disse hold mødes nu i flere runder, end alle-mod-alle er tænkt (runderne i parentes): {pairs}. Ændr også en af de runder, så alle-mod-alle forbliver hel.',
  'refusal.teams-evening-no-round': 'runde {round} er ikke trukket: runderne 1 til {last} er',
  'refusal.teams-evening-not-last':
    'runde {round} i en Monrad kan ikke længere ændres: runde {last} er trukket efter den',
  'refusal.teams-evening-played':
    'runde {round} har et resultat ved bord {table} ({held}): en runde med et resultat ændres ikke længere',
  'refusal.teams-evening-boards-in':
    'bord {table} i runde {round} ({home}–{away}) har indtastede spil ({count}): en runde med et resultat ændres ikke længere',
  'refusal.teams-evening-round-changed': 'runde {round} har nu {held}: se igen, før du ændrer den',
};

/** Each language's words of a drawn round changed. */
export const TEAMS_REDRAW_WORDS = {
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

/**
 * The sidebar's words for a drawn round changed by the director (sidebar/TeamsChange.tsx), in every
 * language: kept apart from each language's dictionary, which spreads its own in.
 */

/** English, the source: its keys are every language's. */
const EN = {
  'teamsChange.open': 'Change the draw of round {round}',
  'teamsChange.hintSwiss':
    'To change it, choose another team at a table: the two swap. Each team once, no two teams that have met. The draw can change until a result of the round is in.',
  'teamsChange.hintRobin':
    'To change it, choose another team at a table: the two swap. Each team once. Two teams that meet in another round too are allowed: you are told which, to change that round as well.',
  'teamsChange.write': 'Write the changed draw',
} as const;

type Words = { readonly [K in keyof typeof EN]: string };

const FR: Words = {
  'teamsChange.open': 'Changer le tirage du tour {round}',
  'teamsChange.hintSwiss':
    'Pour le changer, choisissez une autre équipe à une table : les deux s’échangent. Chaque équipe une fois, jamais deux équipes qui se sont rencontrées. Le tirage peut changer tant qu’aucun résultat du tour n’est entré.',
  'teamsChange.hintRobin':
    'Pour le changer, choisissez une autre équipe à une table : les deux s’échangent. Chaque équipe une fois. Deux équipes qui se rencontrent aussi dans un autre tour sont admises : on vous dit lesquelles, pour changer aussi ce tour.',
  'teamsChange.write': 'Écrire le tirage changé',
};

const DE: Words = {
  'teamsChange.open': 'Auslosung von Runde {round} ändern',
  'teamsChange.hintSwiss':
    'Zum Ändern an einem Tisch ein anderes Team wählen: beide tauschen. Jedes Team einmal, keine zwei Teams, die sich schon trafen. Die Auslosung kann sich ändern, bis ein Ergebnis der Runde da ist.',
  'teamsChange.hintRobin':
    'Zum Ändern an einem Tisch ein anderes Team wählen: beide tauschen. Jedes Team einmal. Zwei Teams, die sich auch in einer anderen Runde treffen, sind erlaubt: Sie erfahren welche, um auch jene Runde zu ändern.',
  'teamsChange.write': 'Geänderte Auslosung schreiben',
};

const NL: Words = {
  'teamsChange.open': 'Loting van ronde {round} wijzigen',
  'teamsChange.hintSwiss':
    'Kies om te wijzigen een ander team aan een tafel: de twee ruilen. Elk team één keer, geen twee teams die elkaar al troffen. De loting kan wijzigen tot er een uitslag van de ronde is.',
  'teamsChange.hintRobin':
    'Kies om te wijzigen een ander team aan een tafel: de twee ruilen. Elk team één keer. Twee teams die elkaar ook in een andere ronde treffen mogen: u hoort welke, om die ronde ook te wijzigen.',
  'teamsChange.write': 'Gewijzigde loting wegschrijven',
};

const IT: Words = {
  'teamsChange.open': 'Cambia il sorteggio del turno {round}',
  'teamsChange.hintSwiss':
    'Per cambiarlo scegliete un’altra squadra a un tavolo: le due si scambiano. Ogni squadra una volta, mai due squadre già incontrate. Il sorteggio può cambiare finché non c’è un risultato del turno.',
  'teamsChange.hintRobin':
    'Per cambiarlo scegliete un’altra squadra a un tavolo: le due si scambiano. Ogni squadra una volta. Due squadre che si incontrano anche in un altro turno sono ammesse: vi si dice quali, per cambiare anche quel turno.',
  'teamsChange.write': 'Scrivi il sorteggio cambiato',
};

const ES: Words = {
  'teamsChange.open': 'Cambiar el sorteo de la ronda {round}',
  'teamsChange.hintSwiss':
    'Para cambiarlo, elija otro equipo en una mesa: los dos se intercambian. Cada equipo una vez, nunca dos equipos que ya se enfrentaron. El sorteo puede cambiar hasta que haya un resultado de la ronda.',
  'teamsChange.hintRobin':
    'Para cambiarlo, elija otro equipo en una mesa: los dos se intercambian. Cada equipo una vez. Dos equipos que se enfrentan también en otra ronda se admiten: se le dice cuáles, para cambiar también esa ronda.',
  'teamsChange.write': 'Escribir el sorteo cambiado',
};

const PL: Words = {
  'teamsChange.open': 'Zmień losowanie rundy {round}',
  'teamsChange.hintSwiss':
    'Aby zmienić, wybierz inną drużynę przy stole: obie się zamienią. Każda drużyna raz, żadne dwie, które już grały. Losowanie można zmieniać, dopóki nie ma wyniku rundy.',
  'teamsChange.hintRobin':
    'Aby zmienić, wybierz inną drużynę przy stole: obie się zamienią. Każda drużyna raz. Dwie drużyny, które spotykają się też w innej rundzie, są dozwolone: dowiesz się które, aby zmienić i tamtą rundę.',
  'teamsChange.write': 'Zapisz zmienione losowanie',
};

const SV: Words = {
  'teamsChange.open': 'Ändra lottningen av rond {round}',
  'teamsChange.hintSwiss':
    'Välj ett annat lag vid ett bord för att ändra: de två byter plats. Varje lag en gång, aldrig två lag som redan mötts. Lottningen kan ändras tills ett resultat från ronden finns.',
  'teamsChange.hintRobin':
    'Välj ett annat lag vid ett bord för att ändra: de två byter plats. Varje lag en gång. Två lag som möts även i en annan rond tillåts: du får veta vilka, för att ändra också den ronden.',
  'teamsChange.write': 'Skriv den ändrade lottningen',
};

const DA: Words = {
  'teamsChange.open': 'Ændr trækningen af runde {round}',
  'teamsChange.hintSwiss':
    'Vælg et andet hold ved et bord for at ændre: de to bytter. Hvert hold én gang, aldrig to hold, der har mødt hinanden. Trækningen kan ændres, indtil et resultat fra runden er inde.',
  'teamsChange.hintRobin':
    'Vælg et andet hold ved et bord for at ændre: de to bytter. Hvert hold én gang. To hold, der også mødes i en anden runde, er tilladt: du får at vide hvilke, så du også kan ændre den runde.',
  'teamsChange.write': 'Skriv den ændrede trækning',
};

/** Each language's sidebar words of a drawn round changed. */
export const TEAMS_REDRAW_SIDEBAR = { en: EN, fr: FR, de: DE, nl: NL, it: IT, es: ES, pl: PL, sv: SV, da: DA } as const;

/**
 * The words of a teams match entered board by board (apps-script/teams-evening/boards-*.ts): the
 * `Teams boards` sheet's note, the answers and the refusals, in every language; kept apart from each
 * language's dictionary, which spreads its own in.
 */

/** English, the source: its keys are every language's. */
const EN = {
  'teamsBoards.note':
    'One row a board of a match entered board by board from the sidebar: N/S scores and IMPs are worked out by Bridge Scorer.',
  'teamsBoards.saved': 'Round {round}, table {table}: {boards} boards, {home} {homeImps}–{awayImps} {away}.',
  'teamsBoards.partial':
    'Round {round}, table {table}: {count} of {boards} boards have both tables; the match counts once all have.',
  'teamsBoards.cleared': 'Round {round}, table {table}: its boards are cleared.',
  'refusal.teams-boards-row': 'row {row} of "{sheet}": {part}',
  'refusal.teams-boards-cell': 'is not a board of a match: put it back as it was',
  'refusal.teams-boards-twice': 'board {board} of this match is on an earlier row too',
  'refusal.teams-boards-header': 'row 2 of "{sheet}" has no column {header}: put its headers back',
  'refusal.teams-boards-first': 'the first board is a whole number from 1',
  'refusal.teams-boards-result': 'board {board}, table {table}: {part}',
  'refusal.teams-boards-count': 'this match has {boards} boards, not {count}: look again',
  'refusal.teams-boards-changed': '"{sheet}" holds other boards for this match now: look again before you change them',
  'refusal.teams-boards-total':
    '"{sheet}" holds a total of {held} typed for this match, and its boards make {made}: clear the total, or correct the boards',
  'refusal.teams-boards-by-board':
    'round {round}, table {table} is scored by board in "{sheet}" ({boards} boards): a total is not taken over them; change its boards instead',
} as const;

type Words = { readonly [K in keyof typeof EN]: string };

const FR: Words = {
  'teamsBoards.note':
    'Une ligne par donne d’un match saisi donne par donne dans le panneau : les marques N/S et les IMP sont calculés par Bridge Scorer.',
  'teamsBoards.saved': 'Tour {round}, table {table} : {boards} donnes, {home} {homeImps}–{awayImps} {away}.',
  'teamsBoards.partial':
    'Tour {round}, table {table} : {count} donnes sur {boards} ont leurs deux tables ; le match compte quand toutes les ont.',
  'teamsBoards.cleared': 'Tour {round}, table {table} : ses donnes sont effacées.',
  'refusal.teams-boards-row': 'ligne {row} de « {sheet} » : {part}',
  'refusal.teams-boards-cell': 'n’est pas une donne d’un match : remettez-la comme elle était',
  'refusal.teams-boards-twice': 'la donne {board} de ce match est déjà sur une ligne plus haut',
  'refusal.teams-boards-header': 'la ligne 2 de « {sheet} » n’a pas de colonne {header} : remettez ses en-têtes',
  'refusal.teams-boards-first': 'la première donne est un nombre entier à partir de 1',
  'refusal.teams-boards-result': 'donne {board}, table {table} : {part}',
  'refusal.teams-boards-count': 'ce match compte {boards} donnes, pas {count} : regardez à nouveau',
  'refusal.teams-boards-changed':
    '« {sheet} » contient maintenant d’autres donnes pour ce match : regardez avant de les changer',
  'refusal.teams-boards-total':
    '« {sheet} » contient un total de {held} saisi pour ce match, et ses donnes font {made} : effacez le total, ou corrigez les donnes',
  'refusal.teams-boards-by-board':
    'le tour {round}, table {table} est marqué donne par donne dans « {sheet} » ({boards} donnes) : un total n’est pas pris par-dessus ; changez plutôt ses donnes',
};

const DE: Words = {
  'teamsBoards.note':
    'Eine Zeile je Board eines Kampfes, der in der Seitenleiste Board für Board eingegeben wurde: N/S-Scores und IMPs berechnet Bridge Scorer.',
  'teamsBoards.saved': 'Runde {round}, Tisch {table}: {boards} Boards, {home} {homeImps}–{awayImps} {away}.',
  'teamsBoards.partial':
    'Runde {round}, Tisch {table}: {count} von {boards} Boards haben beide Tische; der Kampf zählt, wenn alle sie haben.',
  'teamsBoards.cleared': 'Runde {round}, Tisch {table}: seine Boards sind gelöscht.',
  'refusal.teams-boards-row': 'Zeile {row} von „{sheet}“: {part}',
  'refusal.teams-boards-cell': 'ist kein Board eines Kampfes: stellen Sie es wieder her',
  'refusal.teams-boards-twice': 'Board {board} dieses Kampfes steht schon in einer Zeile darüber',
  'refusal.teams-boards-header':
    'Zeile 2 von „{sheet}“ hat keine Spalte {header}: stellen Sie die Überschriften wieder her',
  'refusal.teams-boards-first': 'das erste Board ist eine ganze Zahl ab 1',
  'refusal.teams-boards-result': 'Board {board}, Tisch {table}: {part}',
  'refusal.teams-boards-count': 'dieser Kampf hat {boards} Boards, nicht {count}: sehen Sie noch einmal nach',
  'refusal.teams-boards-changed':
    '„{sheet}“ enthält jetzt andere Boards für diesen Kampf: sehen Sie nach, bevor Sie sie ändern',
  'refusal.teams-boards-total':
    '„{sheet}“ enthält für diesen Kampf eine getippte Summe von {held}, seine Boards ergeben {made}: löschen Sie die Summe oder berichtigen Sie die Boards',
  'refusal.teams-boards-by-board':
    'Runde {round}, Tisch {table} wird in „{sheet}“ Board für Board gewertet ({boards} Boards): eine Summe darüber wird nicht genommen; ändern Sie stattdessen seine Boards',
};

const NL: Words = {
  'teamsBoards.note':
    'Eén rij per spel van een wedstrijd die spel voor spel in de zijbalk is ingevoerd: N/Z-scores en IMP’s rekent Bridge Scorer uit.',
  'teamsBoards.saved': 'Ronde {round}, tafel {table}: {boards} spellen, {home} {homeImps}–{awayImps} {away}.',
  'teamsBoards.partial':
    'Ronde {round}, tafel {table}: {count} van {boards} spellen hebben beide tafels; de wedstrijd telt zodra alle ze hebben.',
  'teamsBoards.cleared': 'Ronde {round}, tafel {table}: de spellen zijn gewist.',
  'refusal.teams-boards-row': 'rij {row} van "{sheet}": {part}',
  'refusal.teams-boards-cell': 'is geen spel van een wedstrijd: zet het terug zoals het was',
  'refusal.teams-boards-twice': 'spel {board} van deze wedstrijd staat ook al op een rij erboven',
  'refusal.teams-boards-header': 'rij 2 van "{sheet}" heeft geen kolom {header}: zet de kopjes terug',
  'refusal.teams-boards-first': 'het eerste spel is een geheel getal vanaf 1',
  'refusal.teams-boards-result': 'spel {board}, tafel {table}: {part}',
  'refusal.teams-boards-count': 'deze wedstrijd heeft {boards} spellen, niet {count}: kijk nog eens',
  'refusal.teams-boards-changed': '"{sheet}" bevat nu andere spellen voor deze wedstrijd: kijk eerst voor u ze wijzigt',
  'refusal.teams-boards-total':
    '"{sheet}" bevat een getypt totaal van {held} voor deze wedstrijd, en de spellen maken {made}: wis het totaal, of verbeter de spellen',
  'refusal.teams-boards-by-board':
    'ronde {round}, tafel {table} wordt per spel gescoord in "{sheet}" ({boards} spellen): een totaal wordt er niet overheen genomen; wijzig liever de spellen',
};

const IT: Words = {
  'teamsBoards.note':
    'Una riga per smazzata di un incontro inserito smazzata per smazzata nel pannello: i punteggi N/S e gli IMP li calcola Bridge Scorer.',
  'teamsBoards.saved': 'Turno {round}, tavolo {table}: {boards} smazzate, {home} {homeImps}–{awayImps} {away}.',
  'teamsBoards.partial':
    'Turno {round}, tavolo {table}: {count} smazzate su {boards} hanno entrambi i tavoli; l’incontro conta quando tutte li hanno.',
  'teamsBoards.cleared': 'Turno {round}, tavolo {table}: le sue smazzate sono cancellate.',
  'refusal.teams-boards-row': 'riga {row} di «{sheet}»: {part}',
  'refusal.teams-boards-cell': 'non è una smazzata di un incontro: rimettetela com’era',
  'refusal.teams-boards-twice': 'la smazzata {board} di questo incontro è già su una riga più in alto',
  'refusal.teams-boards-header': 'la riga 2 di «{sheet}» non ha la colonna {header}: rimettete le intestazioni',
  'refusal.teams-boards-first': 'la prima smazzata è un numero intero da 1',
  'refusal.teams-boards-result': 'smazzata {board}, tavolo {table}: {part}',
  'refusal.teams-boards-count': 'questo incontro ha {boards} smazzate, non {count}: guardate di nuovo',
  'refusal.teams-boards-changed':
    '«{sheet}» contiene ora altre smazzate per questo incontro: guardate prima di cambiarle',
  'refusal.teams-boards-total':
    '«{sheet}» contiene un totale di {held} scritto per questo incontro, e le sue smazzate fanno {made}: cancellate il totale, o correggete le smazzate',
  'refusal.teams-boards-by-board':
    'il turno {round}, tavolo {table} è segnato smazzata per smazzata in «{sheet}» ({boards} smazzate): un totale sopra non è preso; cambiate invece le sue smazzate',
};

const ES: Words = {
  'teamsBoards.note':
    'Una fila por mano de un encuentro introducido mano a mano en el panel: las marcas N/S y los IMP los calcula Bridge Scorer.',
  'teamsBoards.saved': 'Ronda {round}, mesa {table}: {boards} manos, {home} {homeImps}–{awayImps} {away}.',
  'teamsBoards.partial':
    'Ronda {round}, mesa {table}: {count} de {boards} manos tienen las dos mesas; el encuentro cuenta cuando todas las tengan.',
  'teamsBoards.cleared': 'Ronda {round}, mesa {table}: sus manos están borradas.',
  'refusal.teams-boards-row': 'fila {row} de «{sheet}»: {part}',
  'refusal.teams-boards-cell': 'no es una mano de un encuentro: déjela como estaba',
  'refusal.teams-boards-twice': 'la mano {board} de este encuentro ya está en una fila más arriba',
  'refusal.teams-boards-header': 'la fila 2 de «{sheet}» no tiene la columna {header}: vuelva a poner sus encabezados',
  'refusal.teams-boards-first': 'la primera mano es un número entero desde 1',
  'refusal.teams-boards-result': 'mano {board}, mesa {table}: {part}',
  'refusal.teams-boards-count': 'este encuentro tiene {boards} manos, no {count}: mire de nuevo',
  'refusal.teams-boards-changed': '«{sheet}» tiene ahora otras manos para este encuentro: mire antes de cambiarlas',
  'refusal.teams-boards-total':
    '«{sheet}» tiene un total de {held} escrito para este encuentro, y sus manos dan {made}: borre el total, o corrija las manos',
  'refusal.teams-boards-by-board':
    'la ronda {round}, mesa {table} se puntúa mano a mano en «{sheet}» ({boards} manos): no se toma un total encima; cambie sus manos en su lugar',
};

const PL: Words = {
  'teamsBoards.note':
    'Jeden wiersz na rozdanie meczu wpisanego rozdanie po rozdaniu w panelu: zapisy NS i IMP oblicza Bridge Scorer.',
  'teamsBoards.saved': 'Runda {round}, stół {table}: {boards} rozdań, {home} {homeImps}–{awayImps} {away}.',
  'teamsBoards.partial':
    'Runda {round}, stół {table}: {count} z {boards} rozdań ma oba stoły; mecz liczy się, gdy mają je wszystkie.',
  'teamsBoards.cleared': 'Runda {round}, stół {table}: rozdania wyczyszczono.',
  'refusal.teams-boards-row': 'wiersz {row} arkusza „{sheet}”: {part}',
  'refusal.teams-boards-cell': 'nie jest rozdaniem meczu: przywróć go',
  'refusal.teams-boards-twice': 'rozdanie {board} tego meczu jest też w wierszu wyżej',
  'refusal.teams-boards-header': 'wiersz 2 arkusza „{sheet}” nie ma kolumny {header}: przywróć nagłówki',
  'refusal.teams-boards-first': 'pierwsze rozdanie to liczba całkowita od 1',
  'refusal.teams-boards-result': 'rozdanie {board}, stół {table}: {part}',
  'refusal.teams-boards-count': 'ten mecz ma {boards} rozdań, nie {count}: sprawdź ponownie',
  'refusal.teams-boards-changed': '„{sheet}” zawiera teraz inne rozdania tego meczu: sprawdź, zanim je zmienisz',
  'refusal.teams-boards-total':
    '„{sheet}” zawiera wpisaną sumę {held} dla tego meczu, a jego rozdania dają {made}: wyczyść sumę albo popraw rozdania',
  'refusal.teams-boards-by-board':
    'runda {round}, stół {table} jest liczony rozdanie po rozdaniu w „{sheet}” ({boards} rozdań): suma nie jest na nie przyjmowana; zmień raczej rozdania',
};

const SV: Words = {
  'teamsBoards.note':
    'En rad per bricka i en match som matats in bricka för bricka i sidopanelen: NS-resultat och IMP räknar Bridge Scorer ut.',
  'teamsBoards.saved': 'Rond {round}, bord {table}: {boards} brickor, {home} {homeImps}–{awayImps} {away}.',
  'teamsBoards.partial':
    'Rond {round}, bord {table}: {count} av {boards} brickor har båda borden; matchen räknas när alla har det.',
  'teamsBoards.cleared': 'Rond {round}, bord {table}: dess brickor är raderade.',
  'refusal.teams-boards-row': 'rad {row} i ”{sheet}”: {part}',
  'refusal.teams-boards-cell': 'är ingen bricka i en match: återställ den',
  'refusal.teams-boards-twice': 'bricka {board} i den här matchen finns redan på en rad ovanför',
  'refusal.teams-boards-header': 'rad 2 i ”{sheet}” har ingen kolumn {header}: sätt tillbaka rubrikerna',
  'refusal.teams-boards-first': 'första brickan är ett heltal från 1',
  'refusal.teams-boards-result': 'bricka {board}, bord {table}: {part}',
  'refusal.teams-boards-count': 'den här matchen har {boards} brickor, inte {count}: titta igen',
  'refusal.teams-boards-changed': '”{sheet}” har nu andra brickor för den här matchen: titta innan du ändrar dem',
  'refusal.teams-boards-total':
    '”{sheet}” har en inskriven summa på {held} för den här matchen, och dess brickor ger {made}: radera summan, eller rätta brickorna',
  'refusal.teams-boards-by-board':
    'rond {round}, bord {table} räknas bricka för bricka i ”{sheet}” ({boards} brickor): en summa tas inte över dem; ändra brickorna i stället',
};

const DA: Words = {
  'teamsBoards.note':
    'Én række pr. spil i en kamp, der er indtastet spil for spil i sidepanelet: NS-scorer og IMP regner Bridge Scorer ud.',
  'teamsBoards.saved': 'Runde {round}, bord {table}: {boards} spil, {home} {homeImps}–{awayImps} {away}.',
  'teamsBoards.partial':
    'Runde {round}, bord {table}: {count} af {boards} spil har begge borde; kampen tæller, når alle har det.',
  'teamsBoards.cleared': 'Runde {round}, bord {table}: dens spil er slettet.',
  'refusal.teams-boards-row': 'række {row} i "{sheet}": {part}',
  'refusal.teams-boards-cell': 'er ikke et spil i en kamp: sæt det tilbage',
  'refusal.teams-boards-twice': 'spil {board} i denne kamp står allerede i en række ovenfor',
  'refusal.teams-boards-header': 'række 2 i "{sheet}" har ingen kolonne {header}: sæt overskrifterne tilbage',
  'refusal.teams-boards-first': 'første spil er et helt tal fra 1',
  'refusal.teams-boards-result': 'spil {board}, bord {table}: {part}',
  'refusal.teams-boards-count': 'denne kamp har {boards} spil, ikke {count}: se igen',
  'refusal.teams-boards-changed': '"{sheet}" har nu andre spil for denne kamp: se efter, før du ændrer dem',
  'refusal.teams-boards-total':
    '"{sheet}" har en indtastet sum på {held} for denne kamp, og dens spil giver {made}: slet summen, eller ret spillene',
  'refusal.teams-boards-by-board':
    'runde {round}, bord {table} scores spil for spil i "{sheet}" ({boards} spil): en sum tages ikke over dem; ret hellere dens spil',
};

/** Each language's words of a teams match entered board by board. */
export const TEAMS_BOARDS_WORDS = {
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

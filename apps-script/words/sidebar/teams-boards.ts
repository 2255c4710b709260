/**
 * The sidebar's words for a teams match entered board by board (sidebar/TeamsBoards.tsx), in every
 * language: kept apart from each language's dictionary, which spreads its own in.
 */

/** English, the source: its keys are every language's. */
const EN = {
  'teamsBoards.open': 'By board',
  'teamsBoards.title': 'Boards of table {table}: {home} against {away}',
  'teamsBoards.hint':
    '{home} sits N/S at table 1. Each table’s result: the contract, declarer and result, or the N/S score, such as {examples}.',
  'teamsBoards.first': 'First board',
  'teamsBoards.board': 'Board',
  'teamsBoards.table1': 'Table 1',
  'teamsBoards.table2': 'Table 2',
  'teamsBoards.imps': 'IMPs',
  'teamsBoards.cell': 'Board {board}, table {table}',
  'teamsBoards.in': '{count} of {boards} boards have both tables.',
} as const;

type Words = { readonly [K in keyof typeof EN]: string };

const FR: Words = {
  'teamsBoards.open': 'Donne par donne',
  'teamsBoards.title': 'Donnes de la table {table} : {home} contre {away}',
  'teamsBoards.hint':
    '{home} est en N/S à la table 1. Le résultat de chaque table : le contrat, le déclarant et le résultat, ou la marque N/S, comme {examples}.',
  'teamsBoards.first': 'Première donne',
  'teamsBoards.board': 'Donne',
  'teamsBoards.table1': 'Table 1',
  'teamsBoards.table2': 'Table 2',
  'teamsBoards.imps': 'IMP',
  'teamsBoards.cell': 'Donne {board}, table {table}',
  'teamsBoards.in': '{count} donnes sur {boards} ont leurs deux tables.',
};

const DE: Words = {
  'teamsBoards.open': 'Board für Board',
  'teamsBoards.title': 'Boards von Tisch {table}: {home} gegen {away}',
  'teamsBoards.hint':
    '{home} sitzt an Tisch 1 N/S. Das Ergebnis jedes Tisches: Kontrakt, Alleinspieler und Ergebnis, oder der N/S-Score, etwa {examples}.',
  'teamsBoards.first': 'Erstes Board',
  'teamsBoards.board': 'Board',
  'teamsBoards.table1': 'Tisch 1',
  'teamsBoards.table2': 'Tisch 2',
  'teamsBoards.imps': 'IMPs',
  'teamsBoards.cell': 'Board {board}, Tisch {table}',
  'teamsBoards.in': '{count} von {boards} Boards haben beide Tische.',
};

const NL: Words = {
  'teamsBoards.open': 'Per spel',
  'teamsBoards.title': 'Spellen van tafel {table}: {home} tegen {away}',
  'teamsBoards.hint':
    '{home} zit N/Z aan tafel 1. De uitslag van elke tafel: contract, leider en resultaat, of de N/Z-score, zoals {examples}.',
  'teamsBoards.first': 'Eerste spel',
  'teamsBoards.board': 'Spel',
  'teamsBoards.table1': 'Tafel 1',
  'teamsBoards.table2': 'Tafel 2',
  'teamsBoards.imps': 'IMP’s',
  'teamsBoards.cell': 'Spel {board}, tafel {table}',
  'teamsBoards.in': '{count} van {boards} spellen hebben beide tafels.',
};

const IT: Words = {
  'teamsBoards.open': 'Smazzata per smazzata',
  'teamsBoards.title': 'Smazzate del tavolo {table}: {home} contro {away}',
  'teamsBoards.hint':
    '{home} siede in N/S al tavolo 1. Il risultato di ogni tavolo: contratto, dichiarante e risultato, o il punteggio N/S, come {examples}.',
  'teamsBoards.first': 'Prima smazzata',
  'teamsBoards.board': 'Smazzata',
  'teamsBoards.table1': 'Tavolo 1',
  'teamsBoards.table2': 'Tavolo 2',
  'teamsBoards.imps': 'IMP',
  'teamsBoards.cell': 'Smazzata {board}, tavolo {table}',
  'teamsBoards.in': '{count} smazzate su {boards} hanno entrambi i tavoli.',
};

const ES: Words = {
  'teamsBoards.open': 'Mano a mano',
  'teamsBoards.title': 'Manos de la mesa {table}: {home} contra {away}',
  'teamsBoards.hint':
    '{home} se sienta en N/S en la mesa 1. El resultado de cada mesa: contrato, declarante y resultado, o la marca N/S, como {examples}.',
  'teamsBoards.first': 'Primera mano',
  'teamsBoards.board': 'Mano',
  'teamsBoards.table1': 'Mesa 1',
  'teamsBoards.table2': 'Mesa 2',
  'teamsBoards.imps': 'IMP',
  'teamsBoards.cell': 'Mano {board}, mesa {table}',
  'teamsBoards.in': '{count} de {boards} manos tienen las dos mesas.',
};

const PL: Words = {
  'teamsBoards.open': 'Rozdanie po rozdaniu',
  'teamsBoards.title': 'Rozdania stołu {table}: {home} przeciw {away}',
  'teamsBoards.hint':
    '{home} siedzi na NS przy stole 1. Wynik każdego stołu: kontrakt, rozgrywający i wynik albo zapis NS, np. {examples}.',
  'teamsBoards.first': 'Pierwsze rozdanie',
  'teamsBoards.board': 'Rozdanie',
  'teamsBoards.table1': 'Stół 1',
  'teamsBoards.table2': 'Stół 2',
  'teamsBoards.imps': 'IMP',
  'teamsBoards.cell': 'Rozdanie {board}, stół {table}',
  'teamsBoards.in': '{count} z {boards} rozdań ma oba stoły.',
};

const SV: Words = {
  'teamsBoards.open': 'Bricka för bricka',
  'teamsBoards.title': 'Brickor vid bord {table}: {home} mot {away}',
  'teamsBoards.hint':
    '{home} sitter NS vid bord 1. Varje bords resultat: kontrakt, spelförare och resultat, eller NS-resultatet, som {examples}.',
  'teamsBoards.first': 'Första brickan',
  'teamsBoards.board': 'Bricka',
  'teamsBoards.table1': 'Bord 1',
  'teamsBoards.table2': 'Bord 2',
  'teamsBoards.imps': 'IMP',
  'teamsBoards.cell': 'Bricka {board}, bord {table}',
  'teamsBoards.in': '{count} av {boards} brickor har båda borden.',
};

const DA: Words = {
  'teamsBoards.open': 'Spil for spil',
  'teamsBoards.title': 'Spil ved bord {table}: {home} mod {away}',
  'teamsBoards.hint':
    '{home} sidder NS ved bord 1. Hvert bords resultat: kontrakt, spilfører og resultat, eller NS-scoren, som {examples}.',
  'teamsBoards.first': 'Første spil',
  'teamsBoards.board': 'Spil',
  'teamsBoards.table1': 'Bord 1',
  'teamsBoards.table2': 'Bord 2',
  'teamsBoards.imps': 'IMP',
  'teamsBoards.cell': 'Spil {board}, bord {table}',
  'teamsBoards.in': '{count} af {boards} spil har begge borde.',
};

/** Each language's sidebar words of a teams match entered board by board. */
export const TEAMS_BOARDS_SIDEBAR = { en: EN, fr: FR, de: DE, nl: NL, it: IT, es: ES, pl: PL, sv: SV, da: DA } as const;

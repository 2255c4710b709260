/**
 * The add-on's own words in English, the source every other language's dictionary is typed after
 * (`Translation<typeof SHEET>`): its menu, its dialogs, the words its functions write into cells and
 * the framing of its messages. ICU messages (core/i18n/message.ts). The functions' help (JSDoc) is not
 * here: Sheets shows it as written, in English.
 */
export const SHEET = {
  'menu.evening': 'Run an evening (pairs or Progressive)',
  'menu.pbn': 'Import PBN results…',
  'menu.publish': 'Publish results…',
  'menu.cards': 'Movement cards…',
  'menu.results': 'Insert a results sheet',
  'menu.teams': 'Insert a teams match sheet',
  'menu.help': 'Function help',
  'menu.language': 'Language and notation…',
  'title.sidebar': 'Bridge Scorer evening',
  'title.help': 'Bridge Scorer functions',
  'title.publish': 'Publish results',
  'title.cards': 'Movement cards',
  'title.pbn': 'Import PBN results',
  'title.language': 'Language and notation',
  'language.intro':
    'The language of the add-on in this spreadsheet (menu, dialogs, messages, the words its functions write) and the notation contracts are typed in. The functions follow at their next recalculation; their help stays in English.',
  'language.language': 'Language',
  'language.notation': 'Notation',
  'language.locale': 'The spreadsheet’s locale ({name})',
  'language.same': 'The language’s',
  'language.save': 'Save',
  'language.saving': 'Saving…',
  'language.saved': 'Saved. Reload the spreadsheet to see the menu in its new language.',
  'pbn.failed': 'Not imported: {error}',
  'publish.failed': 'Not published: {error}',
  'dialog.notWritten': 'Not written: {error}',
  'language.failed': 'Not saved: {error}',
  'dialog.writing': 'Writing…',
  'help.intro':
    "Bridge Scorer adds these functions. Each takes a single value or a whole column, and fills one cell a row unless it says otherwise. Where decimals are written with a comma, use {semicolon} between arguments. The functions' names and examples are the ones Sheets takes in every language.",
  'help.outro':
    "{results} lays out a pairs evening of any number of rows (board, pairs, contract, declarer, result, N/S score, both sides' matchpoints and percentages) with the ranking beside it and the pairs' names to type; {teams} lays out both tables, IMPs, the total and VP, provisional until every board started has both tables' scores. Neither replaces a sheet of the same name. {publish} saves the active results sheet as a results page and a PBN file, and writes Ranking, Travellers and Score cards sheets to print.",
  'pbn.intro':
    'Choose a PBN file (.pbn). Its results go into a new sheet {results}, with the pairs and each board scored for both sides (matchpoints or IMPs, as the file says); its pairs and names into {pairs}, its ranking into {ranking}. When a sheet of the name already holds anything, they go into {results2}, and so on: no sheet is replaced.',
  'pbn.importing': 'Importing…',
  'publish.intro':
    "The results of this sheet as a club publishes them: a results page for the club's web site (ranking, travellers and score cards in one file) and the session as a PBN file, with its results. Or the Ranking, Travellers and Score cards as sheets to print.",
  'publish.reading': 'Reading the sheet…',
  'publish.html': 'Save the results page (.html)',
  'publish.pbn': 'Save the PBN file (.pbn)',
  'publish.sheets': 'Write the Ranking, Travellers and Score cards sheets',
  'cards.movement': 'Movement',
  'cards.pairs': 'Pairs',
  'cards.rounds': 'Rounds (blank: all)',
  'cards.boards': 'Boards a round (blank: about 24 in all)',
  'cards.arrow': 'Arrow-switch rounds (Mitchell)',
  'cards.leaves': 'A pair that leaves',
  'cards.leavesFrom': 'First round it misses',
  'cards.lateFrom': 'A late pair plays from round',
  'cards.write': 'Write the cards',
  'cards.html': 'Save the cards page (.html)',
  'status.dealSaved': 'Table {table}, deal {deal}: {what}, N/S {ns}, E/W {ew}.',
  'status.replaces': ' It replaces {what}.',
  'status.by': '{contract} by {declarer}',
  'status.passedOut': 'passed out',
  'status.roundSeated': 'Round {round} seated.',
  'status.recalculated': 'Recalculated from the Deals sheet.',
  'status.eveningSetUp': 'Evening set up: {tables, plural, one {# table} other {# tables}}, {players} players.',
  'status.boardEntered': 'Board {board}, table {table}: {what}.',
  'status.cleared': 'cleared',
  'status.honors': '{what}, honors {honors}',
  'conflict.cleared':
    'Not saved: table {table}, deal {deal} was cleared meanwhile (it showed {shown}). Save again to enter yours.',
  'conflict.entered':
    'Not saved: table {table}, deal {deal} was entered meanwhile as {now}. It is shown now; press Correct to replace it with yours.',
  'conflict.changed':
    'Not saved: table {table}, deal {deal} was changed meanwhile to {now}. It is shown now; press Correct to replace it with yours.',
  'conflict.boardHolds':
    'Not written: board {board} at table {table} now holds {now}, entered meanwhile. Check it, and enter again if it is wrong.',
  'conflict.nothing': 'nothing',
  'status.pairsSetUp':
    '{movement} set up: {tables, plural, one {# table} other {# tables}}, {rounds, plural, one {# round} other {# rounds}} of {boards} boards.',
  'status.pairLeaves': '{pair} leaves: from round {round}, the pairs it would meet sit out.',
  'status.latePair': "A late pair plays from round {round}, in the phantom's seat.",
  'replace.notOurs': '"{sheet}" (not made by Bridge Scorer)',
  'replace.dealsEntered': '"{sheet}" (an evening with deals entered)',
  'cell.sitOut': 'Sit out',
  'cell.pass': 'Pass',
  'cell.parBy': '{contract} by {seats}',
  'head.round': 'Round',
  'head.table': 'Table',
  'head.ns': 'N/S',
  'head.ew': 'E/W',
  'head.boards': 'Boards',
  'head.place': 'Place',
  'head.pair': 'Pair',
  'head.mps': 'MPs',
  'head.max': 'Max',
  'head.imps': 'IMPs',
  'head.impsABoard': 'IMPs a board',
  'head.names': 'Names',
  'head.sidePair': '{side} pair',
  'refusal.no-contract': 'Enter the contract and result, such as {examples_or}.',
  'refusal.no-result-or-score':
    'Enter the contract and result, such as {examples_or}, or an adjusted score such as 60/40.',
  'refusal.declarer-or-passed': 'the declarer must be {seats} or passed out',
  'refusal.round-over':
    'Round {round} is over; the evening is in round {current}. Correct earlier rounds in the Deals sheet, then Recalculate.',
  'refusal.no-such-deal': 'There is no deal {deal} at table {table} in round {round}.',
  'refusal.enter-earlier-first': 'Enter deal {deal} of table {table} first.',
  'refusal.not-at-table':
    'board {board} is not played at table {table} in round {round}: it plays {boards, select, none {nothing} other {boards {boards}}}',
  'refusal.pair-not-there':
    '{ns} and {ew} do not play board {board} at table {table} in round {round}: {seatedNs} and {seatedEw} do',
  'refusal.boards-to-come':
    '{count, plural, one {# board is} other {# boards are}} still to come, the first board {board} of round {round} at table {table}. Publish anyway?',
  'refusal.would-drop':
    'board {board} of round {round} at table {table} has a result, which the change would drop: clear it first if it was entered in error',
  'refusal.late-pair-twice': "a late pair already plays in the phantom's seat",
  'refusal.would-replace': 'These sheets would be replaced: {sheets}. Replace them?',
  'refusal.would-replace-evening':
    'The sheet "{sheet}" would be replaced: {why, select, others {it was not made by Bridge Scorer} unread {it cannot be read ({problem}), and may hold results} other {it holds {count, plural, one {# result} other {# results}}}}. Replace it?',
  'problem.row': 'row {row}: ',
  'problem.cell': '{cell}: ',
  'problem.argument': '{argument}: ',
  'problem.argumentOfBoard': '{argument} of board {board}: ',
} as const;

/** A key of the add-on's words: `menu.help`, `cell.sitOut`. */
export type SheetKey = keyof typeof SHEET;

/** The add-on's words in another language: every English key, each a message. */
export type SheetWords = { readonly [K in SheetKey]: string };

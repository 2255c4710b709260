import { EXCHANGE } from './exchange/en';
import { FEDERATION_SHEET } from './federation';
/**
 * The add-on's own words in English, the source every other language's dictionary is typed after
 * (`Translation<typeof SHEET>`): its menu, its dialogs, the words its functions write into cells and
 * the framing of its messages. ICU messages (core/i18n/message.ts). The functions' help (JSDoc) is not
 * here: Sheets shows it as written, in English.
 */
import { IMP_PUBLISH } from './imp-publish';
import { MEMBERS } from './members/en';
import { TABLE_LINK_WORDS } from './table-links';
import { TABLES } from './tables/en';
import { TEAMS } from './teams/en';
import { TEAMS_BOARDS_WORDS } from './teams-boards';
import { TEAMS_EVENING_WORDS } from './teams-evening';
import { TEAMS_REDRAW_WORDS } from './teams-redraw';
import { TEAMS_SETTINGS_WORDS } from './teams-settings';
import { TEAMS_TEMPLATE_WORDS } from './teams-template';
export const SHEET = {
  'menu.evening': 'Run an evening (pairs, teams or Progressive)',
  'menu.pbn': 'Import results (PBN, USEBIO)…',
  'menu.publish': 'Publish results…',
  'menu.cards': 'Movement cards…',
  'menu.results': 'Insert a results sheet',
  'menu.teams': 'Insert a teams match sheet',
  'menu.help': 'Function help',
  'menu.language': 'Language and notation…',
  'menu.solveRest': 'Solve the remaining boards',
  'title.sidebar': 'Bridge Scorer evening',
  'title.help': 'Bridge Scorer functions',
  'title.publish': 'Publish results',
  'title.cards': 'Movement cards',
  'title.pbn': 'Import results (PBN, USEBIO)',
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
    'Choose a results file: PBN (.pbn) or USEBIO (.xml). Its results go into a new sheet {results}, with the pairs and each board scored for both sides (matchpoints or IMPs, as the file says); its pairs and names into {pairs}, its ranking into {ranking}. When a sheet of the name already holds anything, they go into {results2}, and so on: no sheet is replaced.',
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
  'deals.row': 'Deals row {row}: {problem}',
  'deals.correct': '{problem}. Correct the Deals sheet, then Recalculate.',
  'deals.saveAgain': '{problem} The deal is not saved yet: save it again then.',
  'move.showFirst': 'Not seated: show the movement first; round {round} is seated as it shows.',
  'move.changed':
    'Not seated: Deals has changed since the movement was shown. The movement is shown again as the sheet has it now; check it, then seat round {round}.',
  'publish.noSheet': 'there is no sheet "{sheet}"',
  'status.kept':
    '{sheets} {count, plural, one {is left as it is} other {are left as they are}}: Bridge Scorer never replaces a sheet.',
  'kept.range': '"{first}" to "{last}"',
  'template.pairs':
    'Inserted the sheet "{sheet}": type the board, pairs, contract ({contract}, or with its result {made}, {doubled}), declarer ({seats}) and result (the tricks taken, 10; -1 for one down; \'+1 or \'= with the apostrophe, which keeps it as text) on each row, as many rows as the evening has; the scores, both sides\' matchpoints and percentages fill in, and the ranking in column N ranks the results in so far. Type each pair\'s names in U–W (pair, N/S or E/W for a Mitchell, names) and the ranking shows them, a Mitchell\'s N/S and E/W pairs ranked apart. For IMP pairs type "IMP total" or "Butler total" in X2 (MP, matchpoints, is the default): the ranking is then by total IMPs; the MPs and % columns stay matchpoints. Type nothing in the Vul, score, MPs and % columns or beside the ranking: each is one formula in its header that fills its columns. A cell typed there blocks its whole column and turns red: clear it.',
  'template.teams':
    "Inserted the sheet \"{sheet}\": type each table's contract ({contract}, or {made} with its result), declarer and result (the tricks taken, 10; -1 for one down; '+1 or '= with the apostrophe); the IMPs, total and VP fill in for the team sitting N/S at table 1. Boards 1–{boards} are numbered; number more in column A and they are scored too. Type the match's number of boards in N5: the VPs say \"provisional\" until that many boards are scored and every board with an entry at either table has both tables' scores.",
  'template.exists':
    'Not inserted: this spreadsheet already has a sheet "{sheet}", which is left as it is; rename it to insert a new one.',
  'flag.noContract': 'an N/S score of {score} without a contract',
  'flag.passedOut': 'a board passed out scores 0, not {score}',
  'flag.adjusted': 'the adjusted score "{contract}" and its N/S score {score} differ',
  'flag.unreadable': '"{entry}" cannot be read',
  'flag.scores': '{entry} scores {scored} for N/S, not {score}',
  'flag.blank': '(blank)',
  'flag.again': '{why}: enter the board again',
  'solveRest.none': 'No imported Results sheet has a board waiting for its par.',
  'solveRest.done':
    '{count, plural, one {# board} other {# boards}} solved in {sheets}: every board there has its par.',
  'solveRest.more':
    '{count, plural, one {# board} other {# boards}} solved in {sheets}; {left, plural, one {# board waits} other {# boards wait}} still: choose "{menu}" again.',
  'movement.name': '{kind, select, mitchell {Mitchell} skip {Mitchell skip} relay {Mitchell relay} other {Howell}}',
  'view.pairsTitle': '{movement}, {pairs} pairs at {tables} tables · {rounds} rounds of {boards} boards',
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
  'ranking.notRead':
    '{count, plural, one {# result not read: row {rows}} other {# results not read: rows {rows}}} ({first})',
  'ranking.rowsMore': '{rows} and {more} more',
  // Said after yes-or-board-1 in a hand row: sheets of an earlier template passed board numbers there.
  'hint.boardColumn': '(a column of board numbers: add vulnerability_is "board")',
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
    'The sheet "{sheet}" would be replaced: {why, select, others {it was not made by Bridge Scorer} unread {it cannot be read ({problem}), and may hold results} other {it holds {count, plural, one {# result} other {# results}}}}. To replace it, type {confirm_quoted} below.',
  'refusal.sheet-taken':
    'Nothing was written: the sheet "{sheet}" was not made by Bridge Scorer. Rename that sheet (or delete it, if nothing on it is wanted) and the add-on will make its own "{sheet}".',
  'refusal.not-ours': 'the sheet "{sheet}" was not made by Bridge Scorer',
  'refusal.deals-not-ours': 'the Deals sheet was not made by Bridge Scorer (its A1 is not its mark)',
  'refusal.no-evening': 'There is no evening yet: set one up first.',
  'refusal.round-no-table':
    'round {round} has no table {table}; the evening has {tables, plural, one {# table} other {# tables}}',
  'refusal.no-table-rows': 'Deals: round {round} has no rows for table {table}',
  'refusal.same-deal':
    'Deals rows {rows_and} are the same deal (round {round}, table {table}, deal {deal}): renumber or delete all but one',
  'refusal.no-deal-row': 'Deals: round {round}, table {table} has no row for deal {deal} (its rows are {rows_and})',
  'refusal.no-deals': 'the Deals sheet has no deals: set the evening up again',
  'refusal.missing-round': 'the Deals sheet has round {round} but no round {missing}',
  'refusal.no-deal-1': 'round {round}: a table has no row for deal 1',
  'refusal.not-a-player': "{name_quoted} is not one of the evening's players",
  'refusal.seat-changed': '{seat} is {name_quoted} here but {first_quoted} on deal 1 of the table',
  'refusal.earlier-not-entered': 'deal {deal} is entered but an earlier deal of table {table} is not',
  'refusal.no-column': 'Deals has no "{header}" column (row {row}); put it back or undo the change',
  'refusal.mark-moved':
    'Deals has a column before "Round": its mark belongs in A1 but is in {column}1; move that column after "Round", or undo the change',
  'refusal.no-label': 'Deals row 1 has no "{label}" label; put it back or undo the change',
  'refusal.deal-number': 'round, table and deal must be whole numbers (deal {min}–{max})',
  'refusal.dealer': 'the dealer must be {allowed_or}',
  'refusal.deals-declarer': 'the declarer must be N, E, S, W or "{passed}"',
  'refusal.evening-headers': 'row 2 of "{sheet}" lacks {missing}',
  'refusal.evening-row':
    'row {row} of "{sheet}" is not a board the movement seats (round, table, board and pairs): put it back as it was',
  'refusal.evening-twice':
    'rows {first} and {row} of "{sheet}" are both board {board} at table {table} in round {round}: delete one',
  'refusal.evening-missing':
    'the row of board {board} at table {table} in round {round} is missing from "{sheet}": put it back',
  'refusal.not-results':
    '"{sheet}" has no results to publish: its headers need Board, N/S pair, E/W pair and N/S score',
  'refusal.nothing-to-publish': 'there is no result with both its pairs to publish',
  'refusal.rubber-side': 'the declaring side must be We or They (or NS, EW)',
  'refusal.pair-cell': 'the {side} pair must be a number or a name',
  'refusal.no-pair': 'this row has a score but no {side} pair',
  'refusal.rank-needs-board': 'no board number on this row: its board says which scores it is compared with',
  'refusal.score-needs-board': 'this row has a score but no board number',
  'refusal.score-not-shown':
    'this row has a contract but no score: a value typed into the score column may be blocking its formula',
  'refusal.matchpoints-needs-board':
    'no board number on this row: its board says which scores it is matchpointed against',
  'refusal.par-needs-board': 'no board number, and no dealer and vulnerability: par needs them',
  'refusal.no-vulnerability': 'with the dealer, give the vulnerability too: None, NS, EW or All',
  'refusal.passed-out-honors': 'a passed-out hand has no honors; clear the honors or give the contract',
  'refusal.adjusted-result': 'an adjusted score takes no result: clear the result',
  'refusal.first-dealer': 'who deals first must be N, E, S or W',
  'refusal.evening-score': 'row {row} of the evening: {why}, before it is published',
  'refusal.whole-number':
    '{argument, select, pairs {the number of pairs} rounds {the number of rounds} boards_per_round {boards a round} leaves_from {the round it leaves from} other {the round the late pair starts}} must be a whole number',
  'refusal.no-pairs': 'the number of pairs is needed',
  'refusal.no-round': 'say the first round the pair misses',
  'refusal.premium': '{cell}: the part-score premium must be 50 or 100',
  'refusal.deals-honors': '{cell}: honors must be TRUE or FALSE',
  'refusal.progression': '{cell}: the progression must be {allowed}',
  'refusal.date-cell': 'Sheets read this cell as a date; type {meant} as text (start it with an apostrophe)',
  'refusal.one-cell': 'one cell, {meant}, not a range of {size}',
  'refusal.range-sizes': 'the ranges must be the same size: one is {size}, another {otherSize}',
  'refusal.argument-sizes': '{first} and {second} must be the same size: {first} is {size}, {second} {otherSize}',
  'refusal.one-deal': 'one deal a call, not a range of {size}: use one DDTABLE for each deal',
  'refusal.one-column': 'one column of deals, not a range of {size}: each deal fills 2 cells of a row',
  'refusal.names-columns': 'names is 2 columns (pair, names) or 3 (pair, direction, names), not {size}',
  'refusal.blank-entry': 'entry {entry} (for a bid of {bid}) is blank; fill it, or end the {argument} there',
  'refusal.seat-in-sides': 'this sheet scores sides, not seats: leave out the {seat}',
  'refusal.cell-not-a-number': '{meant} must be a number',
  'refusal.cell-out-of-range': '{meant} is out of range: a number here is at most {max} either way',
  'refusal.cell-separator':
    '{meant} could be a number with a thousands separator or with a decimal point; write it without the separator (1100), or with fewer than three decimals (1.1)',
  'refusal.dd-out-of-time':
    '{deals, select, one {not solved: the deal needs more than the 30 seconds Sheets allows a call} other {not solved: the call ran out of the 30 seconds Sheets allows it; the deals it solved are kept, so the next recalculation goes on from there (or split the column into several calls)}}',
  'size.range': '{rows, plural, one {# row} other {# rows}} by {columns, plural, one {# column} other {# columns}}',
  'size.cell': '1 cell',
  'meant.contract': 'the contract',
  'meant.result': 'a result such as -2',
  'meant.vulnerability': 'the vulnerability',
  'meant.declarer': 'the declarer',
  'meant.result-is': '"tricks" or "relative"',
  'meant.vulnerability-is': '"board" or "side"',
  'meant.board': 'a board number',
  'meant.round': 'a round',
  'meant.movement': 'the movement',
  'meant.pairs': 'the number of pairs',
  'meant.rounds': 'the number of rounds',
  'meant.boards-a-round': 'boards a round',
  'meant.leaver': 'the pair that leaves',
  'meant.leaves-from': 'the round it leaves from',
  'meant.late-from': 'the round the late pair starts',
  'meant.chart-entry': 'a chart entry',
  'meant.bid': 'a bid',
  'meant.tricks': 'the tricks taken',
  'meant.honors': 'the honors',
  'meant.yes-no': 'yes or no',
  'meant.deal': 'the deal',
  'meant.true-false': 'TRUE or FALSE',
  'meant.score': 'a score',
  'meant.imp-margin': 'an IMP margin',
  'meant.boards': 'the number of boards',
  'meant.pair-number': 'a pair number',
  'meant.scale-choice': '2 or 1',
  'meant.scale': 'the scale',
  'meant.scoring': '"MP", "IMP", "IMP total", "Butler" or "Butler total"',
  'refusal.evening-settings':
    'row 1 of "{sheet}" does not say {missing, select, movement {the movement} pairs {the pairs} design {a design it knows ("{change}" is neither balanced nor earlier)} other {what "{change}" changes}}: set the evening up again',
  'refusal.column-twice':
    'Deals has {count} "{header}" columns (row {row}, columns {more, plural, =0 {{columns_and}} other {{columns} and # more}}); rename or delete all but one',
  'refusal.unpublishable-row':
    'row {row} of "{sheet}" {fault, select, noBoard {has a score but no board number} onePair {has a score but not both pairs} other {is not a result to publish}}: fix it first',
  'refusal.passed-out-contract': 'choose "{passed}" as the declarer for a deal nobody bid',
  'refusal.progressive-count':
    '{count, plural, one {# player} other {# players}}: Progressive Bridge seats four a table; {ways, select, add {add {add}} other {add {add} or take {away} away}}',
  'refusal.no-players': 'Type the players, one per line: Progressive Bridge seats four a table.',
  'publish.noPbn': 'Not published: the PBN file cannot be written: {error}.',
  'refusal.convention':
    '{argument} must be {argument, select, result_is {"tricks" (a number is the tricks taken) or "relative" (0 made, 1 one overtrick, -1 one down)} other {"board" (the column holds board numbers, or None, NS, EW, All) or "side" (yes or no for the declaring side)}}, or blank',
  'refusal.deal': 'a deal is text: the first seat and a colon, then four hands (N:AKQ2.J5.T98.K43 …)',
  'refusal.not-a-score': 'a score must be a number, or an adjusted score such as 60/40 or Avg+',
  'refusal.scale': 'the scale is 2 (2 and 1) or 1 (1 and ½)',
  'refusal.scoring':
    'scoring must be "MP" (matchpoints), "IMP" or "IMP total" (cross-IMPs), "Butler" or "Butler total", or blank',
  'refusal.direction':
    '{ranked, select, yes {the direction must be N/S or E/W when pairs are ranked by direction} other {the direction must be NS or EW (N/S, E/W)}}',
  'refusal.named-twice': 'pair {label} is named on rows {earlier} and {row}; keep one',
  'refusal.no-scores': 'the board has no scores',
  'refusal.no-games': 'the file has no games.',
  'problem.row': 'row {row}: ',
  'problem.cell': '{cell}: ',
  'problem.argument': '{argument}: ',
  'problem.argumentOfBoard': '{argument} of board {board}: ',
  'status.wrote': 'Wrote {sheets}.',
  'status.results': 'The results of "{sheet}": {boards} boards, {pairs} pairs.',
  'page.sections': 'Sections',
  'page.ranking': 'Ranking',
  'page.travellers': 'Travellers',
  'page.scoreCards': 'Score cards',
  'page.rankingOf': 'Ranking, {pair}',
  'page.board': 'Board {board}',
  'page.scoreCardOf': 'Score card, {pair}',
  'page.place': 'Place {place}',
  'page.pair': 'pair {pair}',
  'page.sidePair': '{side} pair {pair}',
  'page.footer':
    'Scored by Bridge Scorer: matchpoints, 2 for each score beaten and 1 for each tie, Neuberg for a board played fewer times.',
  'col.contract': 'Contract',
  'col.by': 'By',
  'col.tricks': 'Tricks',
  'col.nsScore': 'N/S score',
  'col.nsMps': 'N/S MPs',
  'col.ewMps': 'E/W MPs',
  'col.nsPercent': 'N/S %',
  'col.ewPercent': 'E/W %',
  'col.board': 'Board',
  'col.sat': 'Sat',
  'col.against': 'Against',
  'col.score': 'Score',
  'card.title': '{movement} for {pairs} pairs',
  'card.meta': '{movement} · {pairs} pairs · {rounds} rounds of {boards} boards',
  'card.footer': 'Movement by Bridge Scorer.',
  'card.summary': 'Summary',
  'card.plan': 'Plan',
  'card.tableCards': 'Table cards',
  'card.guideCards': 'Guide cards',
  'card.table': 'Table {table}',
  'card.pair': 'Pair {pair}',
  'card.boardsGoTo': 'Boards go to',
  'card.seat': 'Seat',
  'card.pairSitsOut': '{pair} sits out',
  'card.notPlayed': '({boards} not played)',
  'card.shared': '{boards} (shared with table {table})',
  'card.toTables': '{count, plural, one {table {tables}} other {tables {tables}}}',
  'card.byeStand': 'bye stand, then {tables}',
  'card.aside': 'aside until round {round}, {tables}',
  'card.away': 'away',
  'card.sitsOut': 'sits out',
  'card.movementIs': '{movement}, {pairs} pairs at {tables, plural, one {# table} other {# tables}}',
  'card.rounds': 'Rounds',
  'card.boardsARound': 'Boards a round',
  'card.boardsAre': '1-{boards} ({sets, plural, one {# set} other {# sets}} of {size})',
  'card.eachBoardPlayed': 'Each board played',
  'card.times': '{count, plural, one {# time} other {# times}}',
  'card.timesSpan': '{span} times',
  'card.orNext': '{min} or {max}',
  'card.moves': 'Moves',
  'card.meetings': 'Meetings',
  'card.arrowSwitch': 'Arrow switch',
  'card.arrowRounds': "rounds {rounds}: every pair plays the other direction's cards",
  'card.sitOuts': 'Sit-outs',
  'card.howellStays': 'Pair {pair} stays N/S at table 1',
  'card.howellPhantom': 'Table 1 is the sit-out table (pair {pair} is the phantom)',
  'card.howellMoves': '{stays}; every other pair follows its guide card, and the boards go where the table cards say.',
  'card.mitchellStay': 'N/S stay at their tables; E/W move up one table (from the last to table 1)',
  'card.relayMoves':
    "{stay}. Tables 1 and {tables} share a set each round; the boards move down one (from table 1 to table {before}), and the set that rests waits on a bye stand between tables {low} and {high}: table {high}'s boards go to the stand, and the stand's to table {low}.",
  'card.mitchellMoves': '{stay}, the boards down one (from table 1 to the last).',
  'card.skipMoves': '{base} After round {round}, E/W skip a table: they move up two, once.',
  'card.meetsEveryHowell': 'every pair meets every other',
  'card.meetsEveryMitchell': 'every N/S pair meets every E/W pair',
  'card.meetsHowell': 'each pair meets {count} {max, plural, one {other pair} other {other pairs}}',
  'card.meetsMitchell':
    'each pair meets {count} {max, plural, one {pair of the other direction} other {pairs of the other direction}}',
  'card.leaves': '{pair} leaves: from round {round}, whoever it would meet sits out',
  'card.late': '{pair} comes late, for round {round}: until then, whoever it would meet sits out',
  'card.phantom': '{pair} is a phantom: whoever it would meet sits out',
  'card.absences': '{said} ({count, plural, one {# sit-out} other {# sit-outs}} in all)',
  // The evening's name and place
  'evening.replaceWord': 'replace',
  'evening.untitled': 'Untitled evening',
  'evening.untitledBefore': 'Untitled evening (set up before evenings had names)',
  'status.renamed': "The evening's name and place are saved.",
  'refusal.evening-about':
    "{given_quoted}: {part, select, name {the evening's name} date {the date} club {the club} clubNumber {the club number} other {the section}} {why, select, long {takes at most {most} characters} lines {is one line} other {is a day, written as 2026-12-03}}",

  // Board-by-board entry: a correction says what it replaced.
  'status.boardReplaced': 'Board {board}, table {table}: replaced {before} with {after}.',

  // Hand records in the pairs evening: the sheet, the answers and the pages
  'records.boardList': '{count, plural, one {board {boards}} other {boards {boards}}}',
  'records.noDeal': 'No deal: the hand records do not deal this board',
  'records.attached': 'Hand records attached: {count, plural, one {# board} other {# boards}} dealt.',
  'records.missing': 'The file has no deal for {boards}: {count, plural, one {it shows} other {they show}} no diagram.',
  'records.notPlayed': 'The file also deals {boards}, which this movement does not play: kept, not shown.',
  'records.none': 'No hand records are attached to the evening.',
  'records.solved': '{solved} of {dealt} boards dealt have their double-dummy table and par.',
  'records.more':
    '{solved} of {dealt} boards dealt have their double-dummy table and par; {boards} still wait: choose "{menu}" (in the add-on\'s menu or the sidebar) to go on.',
  'records.dealerMark': 'dealer',
  'records.dealer': 'Dealer {seat}',
  'records.vulnerable': 'Vul {vulnerability, select, None {None} NS {NS} EW {EW} other {All}}',
  'records.diagramOf': 'Board {board}: the four hands',
  'records.ddCaption': 'Tricks double dummy',
  'records.par': 'Par',
  'records.noDealOf': 'Board {board}: no deal, the hand records do not deal it.',
  'records.notSolvedYet': 'Double-dummy table not solved yet.',
  'records.pageTitle': '{title}: hand records',
  'records.count': '{count, plural, one {# board} other {# boards}}',
  'records.pageReady': 'The hand records page is ready to save.',
  'records.unlike':
    'The file gives {boards} another dealer or vulnerability than {count, plural, one {its number gives} other {their numbers give}}: the evening scores by the number.',
  'refusal.records-not-pbn': 'the file is not a PBN file: {problem}',
  'refusal.records-unreadable': "the file's deals could not be read: {problem}",
  'refusal.records-no-deal': 'the file has no deal of four full hands',
  'refusal.would-replace-records':
    'The sheet "{sheet}" would be replaced: {why, select, others {it was not made by Bridge Scorer} other {it holds the deals of {count, plural, one {# board} other {# boards}}, not those of this file}}. Replace it?',
  ...EXCHANGE,
  // Players and their national numbers (apps-script/members/)
  ...MEMBERS,
  ...TABLES,
  // A teams event's custom functions: apps-script/words/sheet/teams/
  ...TEAMS,
  // Publishing an IMP session (Butler or cross-IMPs): apps-script/words/sheet/imp-publish.ts
  ...IMP_PUBLISH.en,
  // An evening's details for the federation (USEBIO)
  ...FEDERATION_SHEET.en,
  // A table's link on its card: apps-script/words/sheet/table-links.ts
  ...TABLE_LINK_WORDS.en,
  // A teams evening run from the sidebar: apps-script/words/sheet/teams-evening.ts
  ...TEAMS_EVENING_WORDS.en,
  // A teams match entered board by board: apps-script/words/sheet/teams-boards.ts
  ...TEAMS_BOARDS_WORDS.en,
  ...TEAMS_SETTINGS_WORDS.en,
  ...TEAMS_TEMPLATE_WORDS.en,
  // A drawn round changed by the director: apps-script/words/sheet/teams-redraw.ts
  ...TEAMS_REDRAW_WORDS.en,
  // The USEBIO file in the Publish results dialog
  'publish.usebio': 'Save the USEBIO file (.xml)',
  'publish.anyway': 'Make the USEBIO file anyway',
} as const;

/** A key of the add-on's words: `menu.help`, `cell.sitOut`. */
export type SheetKey = keyof typeof SHEET;

/** The add-on's words in another language: every English key, each a message. */
export type SheetWords = { readonly [K in SheetKey]: string };

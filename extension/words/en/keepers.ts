/**
 * The keepers (rubber, Chicago, Bugger Bridge, team match), History, IMPs, and the print and records pages.
 * A message that names a kind of session takes its key, `{kind, select, rubber {…} chicago {…} bugger {…}
 * match {…} other {…}}` (`other`: a session this build does not keep), so each language words it with
 * its own gender and article.
 */
export const keepers = {
  // The kinds: tabs, titles, table captions, and the kind in a sentence.
  'rubber.caption': 'Hand by hand',
  'chicago.caption': 'Deal by deal',
  'bugger.caption': 'Round by round',
  'match.caption': 'Board by board',
  'imps.tab': 'IMPs',
  'keeper.short': '{kind, select, rubber {rubber} chicago {Chicago} bugger {game} match {match} other {session}}',

  // What every keeper shows: its buttons, seats, sides and columns.
  'keeper.passedOut': 'Passed out',
  'keeper.passedOutLower': 'passed out',
  'keeper.undo': 'Undo',
  'keeper.new': 'New {kind, select, rubber {rubber} chicago {Chicago} bugger {game} other {match}}',
  'keeper.startNew': 'Start a new {kind, select, rubber {rubber} chicago {Chicago} bugger {game} other {match}}?',
  'keeper.toHistory': 'This one goes to History.',
  'keeper.print': 'Print',
  'keeper.csv': 'CSV',
  'keeper.copy': 'Copy result',
  'keeper.printTitle': 'This {what} on a page of its own, to print',
  'keeper.csvTitle': 'This {what} as a CSV file, for a spreadsheet',
  'keeper.copyTitle': 'This {what}’s result as text, to paste into a message',
  'keeper.notPrintable': 'this kind of session cannot be printed or saved as CSV',
  'keeper.noResult': 'this kind of session has no result to copy',
  'keeper.notPrinted': 'Not printed',
  'keeper.notCsv': 'Not saved as CSV',
  'keeper.notCopied': 'Not copied',
  'keeper.notCopiedBecause': 'Not copied: {reason}',
  'keeper.resultText': '{title}{when}: {result}',
  'keeper.declarer': 'Declarer',
  // Tap entry: a contract's parts as groups of buttons under the field.
  'keeper.tap.level': 'Level',
  'keeper.tap.strain': 'Strain',
  'keeper.tap.doubling': 'Doubling',
  'keeper.tap.undoubled': 'Undoubled',
  'keeper.tap.result': 'Result',
  'keeper.total': 'Total',
  'keeper.vul': '{vul, select, None {None} NS {NS} EW {EW} All {All} other {{vul}}}',
  'keeper.col.dealer': 'Dealer',
  'keeper.col.vulnerable': 'Vulnerable',
  'keeper.col.contract': 'Contract',
  'keeper.col.honors': 'Honors',
  'keeper.pick.hand': 'hand',
  'keeper.pick.deal': 'deal',
  'keeper.reason.tricks': 'tricks',
  'keeper.reason.overtricks': 'overtricks',
  'keeper.reason.insult': 'insult',
  'keeper.reason.slam': 'slam',
  'keeper.reason.undertricks': 'undertricks',
  'keeper.reason.honors': 'honors',
  'keeper.level': '{line}; level',
  'keeper.winBy': '{line}; {side} win by {margin}',
  'keeper.unfinished': '(unfinished)',
  'keeper.notKept': 'a {kind} is not kept by this build',
  'keeper.reopened':
    'This {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}}, played {day}, is back from History: change what needs changing; starting a new one puts it back.',
  'keeper.unreadable':
    'Your saved {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}} could not be read ({problem}). It was set aside, not deleted, and a new one started.',
  'keeper.notPutAway':
    'Your {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}} could not be put away in History',
  'keeper.stillHere': '. It is still here; nothing new was started.',
  'keeper.reopenSetUp':
    '{kind, select, rubber {A rubber} chicago {A Chicago} bugger {A Bugger game} match {A team match} other {A session}} is set up in the {room} tab and not played yet: play it or start a new one there first, so that nothing set up there is lost.',
  'keeper.reopenTyped':
    'The {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}} in the {room} tab has cells typed that do not read yet: correct or clear them first, so that nothing typed there is lost.',
  'keeper.reopenEditing':
    'A change to the {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}} in the {room} tab is under way: save or cancel it there first.',
  'keeper.addedToNewer':
    'This {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}} was changed in another window meanwhile: what you entered was added to it as it now stands.',
  'keeper.notAdded':
    'Not added: this {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}} was changed in another window meanwhile, and what you entered no longer fits it ({reason}). Here it is as it now stands.',
  'keeper.overtaken':
    'Not stored: this {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}} was changed in another window meanwhile. Here it is as it now stands.',
  'keeper.notUndone':
    'Not undone: this {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}} was changed in another window meanwhile, and its last entry is no longer the one you saw. Here it is as it now stands.',
  'keeper.notChanged':
    'Not changed: this {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}} was changed in another window meanwhile, and the entry you picked is no longer there as you saw it. Here it is as it now stands.',
  'keeper.notStarted':
    'Nothing new was started: this {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}} was changed in another window meanwhile. Here it is as it now stands; start a new one again if you still mean to.',

  // Rubber.
  'rubber.we': 'We',
  'rubber.they': 'They',
  'rubber.pad': 'Score pad',
  'rubber.sideVul': '{side} (vul)',
  'rubber.editHand': 'Edit a hand',
  'rubber.entryTitle': 'hand {hand}: {reason}',
  'rubber.reason.rubber': 'rubber',
  'rubber.reason.unfinishedGame': 'game (unfinished)',
  'rubber.reason.unfinishedPart': 'part score (unfinished)',
  'rubber.games': 'Games: {we} {ours}, {they} {theirs}.',
  'rubber.vulnerable':
    '{who, select, none {Nobody vulnerable.} both {{we} and {they} vulnerable.} other {{side} vulnerable.}}',
  'rubber.settled': 'Rubber settled unfinished',
  'rubber.over': 'Rubber over',
  'rubber.levelAt': '{how}: level at {points}.',
  'rubber.won': '{how}: {side} win by {margin} ({totals}).',
  'rubber.honorsOff': 'Honors off.',
  'rubber.deals': '{dealer} deals.',
  'rubber.settle': 'Settle unfinished',
  'rubber.settledRow': 'Settled unfinished',
  'rubber.col.hand': 'Hand',
  'rubber.col.above': '{side} above',
  'rubber.col.below': '{side} below',

  // Chicago.
  'chicago.col.deal': 'Deal',
  'chicago.reason.game': 'game',
  'chicago.reason.partScore': 'part score',
  'chicago.reason.openPartScore': 'open part score',
  'chicago.next': 'Deal {deal} of 4: {dealer} deals, vulnerable: {vul}.',
  'chicago.levelAt': 'Chicago over: level at {points}.',
  'chicago.won': 'Chicago over: {side} win by {margin}.',
  'chicago.settings':
    'Deals 2 and 3: {vulnerability, select, dealer-side {dealer’s side} other {dealer’s opponents}} vulnerable; part scores {partScores, select, carry {carried} other {50 at once}}; honors {honors, select, on {on} other {off}}.',

  // Bugger Bridge.
  'bugger.playersHint': '3–7 players, in order round the table; the first deals first.',
  'bugger.player': 'Player {n}',
  'bugger.hook': 'The hook: the dealer may not make the bids add up',
  'bugger.start': 'Start the game',
  'bugger.allPlayed': 'Every round is played.',
  'bugger.notCount': "{name}'s {step, select, bids {bid} other {tricks}}: {text} must be a whole number, 0 or more",
  'bugger.roundForm': 'Round {round}: {cards, plural, one {# card} other {# cards}}',
  'bugger.editingHead':
    'Editing round {round}’s {step, select, bids {bids} other {tricks}}: {cards, plural, one {# card} other {# cards}}',
  'bugger.deals': ', {dealer} deals',
  'bugger.noTrump': 'Every card is dealt: no trump.',
  'bugger.trumpUp': 'Trump turned up',
  'bugger.suit': '{suit, select, S {Spades} H {Hearts} D {Diamonds} other {Clubs}}',
  'bugger.bids': '{name} bids',
  'bugger.took': '{name} took',
  // The − and + beside a bid or a tricks count, named for the player, as a screen reader says them.
  'bugger.less': '{step, select, bids {Lower bid for {name}} other {Fewer tricks for {name}}}',
  'bugger.more': '{step, select, bids {Higher bid for {name}} other {More tricks for {name}}}',
  'bugger.bid': 'bid {bid}',
  'bugger.bidTook': 'bid {bid}, took {took}',
  'bugger.bidSum': '{sum} bid for {cards}: {announced}',
  'bugger.trickSum': '{sum} of {cards, plural, one {# trick} other {# tricks}}',
  'bugger.recordBids': 'Record the bids',
  'bugger.recordTricks': 'Record the tricks',
  'bugger.announced': '{announcement, select, even {Even} over-bid {Over-bid} other {Under-bid}}',
  'bugger.nt': 'NT',
  'bugger.trump': '{trump, select, S {S} H {H} D {D} C {C} other {NT}}',
  'bugger.sheet': 'Score sheet',
  'bugger.leading': 'Leading: {leaders}',
  'bugger.roundHead': 'Round {round}:',
  'bugger.pick.bids': "round {round}'s bids:",
  'bugger.pick.round': "round {round}'s",
  'bugger.tricks': 'tricks',
  'bugger.cellHint':
    'Each cell: bid/took, then the total so far. A bid made exactly scores by the chart; one missed scores 0.',
  'bugger.result': '{line}; {leaders} {count, plural, one {wins} other {tie}}',
  'bugger.col.round': 'Round',
  'bugger.col.cards': 'Cards',
  'bugger.col.trump': 'Trump',
  'bugger.col.bid': '{name} bid',
  'bugger.col.tricks': '{name} tricks',
  'bugger.col.points': '{name} points',
  'bugger.col.total': '{name} total',

  // Team match.
  'match.team': 'Team {team}',
  'match.signedImps': '{sign}{count, plural, one {# IMP} other {# IMPs}}',
  'match.noBoard': 'No board scored yet; {missing, plural, one {# board} other {# boards}} to play.',
  'match.total': 'Total {imps} to {team} over {played, plural, one {# board} other {# boards}}',
  'match.inPlay':
    '{total}; {missing, plural, one {# board} other {# boards}} to play. {lead, select, no {Level} other {{leader} ahead}}.',
  'match.over': '{total}. {lead, select, no {A draw} other {{leader} wins}}. Victory Points: {a} {vpA}, {b} {vpB}.',
  'match.cellNamed': '{first, select, yes {Board} other {board}} {board} table {table} ({text})',
  'match.otherCells': '{count, plural, one {# other cell} other {# other cells}}',
  'match.cellsSetAside':
    '{cells} did not read; {count, plural, one {it was} other {they were}} set aside, not deleted.',
  'match.sheetUnreadable':
    'Your saved team match could not be read. It was set aside, not deleted, and a new match started.',
  'match.notStored': 'Not stored',
  'match.notRead': 'Not read',
  'match.boardRange': '{count, plural, one {board {first}} other {boards {first}–{last}}}',
  'match.sheetCaption': '{a} v {b}, {range}',
  'match.col.board': 'Board',
  'match.col.table': 'Table {table}',
  'match.col.tableNs': 'Table {table} N/S',
  'match.col.difference': 'Difference',
  'match.col.imps': 'IMPs {team}',
  'match.col.running': 'Running',
  'match.col.total': 'Total',
  'match.vp': 'Victory Points',
  'match.badLength': '{text}: a match has a whole number of boards from 1 to {max}',
  'match.goesToHistory': 'This one goes to History',
  'match.cellsAside':
    '{count, plural, one {# cell that does not read is set aside} other {# cells that do not read are set aside}}',
  'match.startQuestion': 'Start a new match? {parts}.',
  'match.length': 'Match length',
  'match.first': 'First board',
  'match.newLegend': 'New match',
  'match.start': 'Start a new match',
  'match.tableProblem': 'Table {table}: {problem}',
  'match.boardProblem': 'Board {board}: {text}',
  'match.cellLabel': 'Board {board} table {table}',
  'match.dealerLabel': 'Board {board} dealer',
  'match.vulLabel': 'Board {board} vulnerable',
  'match.hint':
    'Team A sits N/S at table 1 and E/W at table 2. Enter a contract with declarer and result (4S= N, 3NTX-2 W) or the N/S score.',

  // The IMPs tab's calculators.
  'imps.calculators': 'IMP and VP calculators',
  'imps.loadingMatch': 'Loading the team match…',
  'imps.enterDifference': 'Enter a difference, or both tables’ N/S scores.',
  'imps.scoreMeant': 'a score must be a whole number, such as 420 or -50',
  'imps.difference': 'Difference {difference} = {imps}',
  'imps.first': 'Table 1 N/S score or difference',
  'imps.second': 'Table 2 N/S score',
  'imps.enterMargin': 'Enter your IMP margin (negative if you lost) and the boards in the match.',
  'imps.marginMeant': 'an IMP margin is a number, such as 12 or -5',
  'imps.boardsMeant': 'the boards are a number, such as 16',
  'imps.outOfRange':
    '{what, select, score {a score} margin {an IMP margin} other {the number of boards}} is out of range: a number here is at most {max} either way',
  'imps.ambiguous':
    '{what, select, score {a score} margin {an IMP margin} other {the number of boards}} could be a number with a thousands separator or with a decimal point; write it without the separator (1100), or with fewer than three decimals (1.1)',
  'imps.vp':
    'Your team {ours} VP, opponents {theirs} VP (WBF scale; over {boards, plural, one {# board} other {# boards}} a blitz is {blitz, plural, one {# IMP} other {# IMPs}})',
  'imps.margin': 'IMP margin',
  'imps.boards': 'Boards',

  // History, its totals by name, and backups.
  'history.tab': 'History',
  // `called` is the kind's label (KindLabel.called); `kind` its key, for a language whose article it decides.
  'history.aKind': '{first, select, yes {A} other {a}} {kind, select, other {{called}}}',
  'history.undated': 'undated',
  'history.title': '{kind}, {when}',
  'history.notShown': 'cannot be shown by this build',
  'history.notDeleted': 'Not deleted',
  'history.notReopened': 'Not reopened',
  'history.back': '← All sessions',
  'history.reopen': 'Reopen to change',
  'history.resume': 'Resume',
  'history.reopenQuestion':
    '{finished, select, yes {Reopen} other {Resume}} this {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}} in the {room} tab? A {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}} played there goes to History first, and this one leaves History until a new one starts there.',
  'history.delete': 'Delete',
  'history.deleteQuestion':
    'Delete this {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}}?',
  'history.notRead': 'History could not be read',
  'history.setAside':
    '{count, plural, one {One session in History could not be read by this build: it was set aside, not deleted.} other {# sessions in History could not be read by this build: they were set aside, not deleted.}}',
  'history.empty': 'No sessions kept yet. {kinds} comes here when you start a new one.',
  'history.search': 'Search by name or date',
  'history.searchPlaceholder': 'Nora, 2026-12-01',
  'history.nothingFound': 'Nothing kept matches {search}.',
  'history.totals': 'Totals by name',
  'history.totalsCaption': '{title}: finished games{found, select, yes { found} other {}}',
  'history.col.name': 'Name',
  'history.col.played': 'Played',
  'history.col.won': 'Won',
  'history.col.margin': 'Margin',
  'history.col.points': 'Points',
  'backup.export': 'Export all',
  'backup.import': 'Import…',
  'backup.hint':
    'One file holds every session, kept, in play or only set up, with its names, and what was set aside; an import adds to what is here. Half-typed entries and options stay on this device.',
  'backup.nothingSaved': 'Nothing was saved',
  'backup.saved': 'Saved {file}.',
  'backup.notReadFile': 'it could not be read',
  'backup.notImported': '{file} was not imported: {reason}',
  'backup.tooLong': 'the file is {size} MB; a backup is at most 10 MB',
  'backup.oursUnreadable':
    'Your {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}} here could not be read ({problem}); it was set aside, not deleted.',
  'backup.leftInFile':
    'The file’s {kind, select, rubber {rubber} chicago {Chicago} bugger {Bugger game} match {team match} other {session}}, set up but not yet played, stays in the file: the one here was kept, and History keeps only what was played.',
  'backup.partlyStored': 'it was only partly stored',
  'backup.merged': '; the history was merged, and nothing here was deleted',
  'backup.notStored': 'it could not be stored',
  'backup.nothingChanged': '; nothing here was changed',
  'backup.imported': 'Imported {added, plural, one {# session} other {# sessions}}.',
  'backup.importedSome':
    'Imported {added, plural, one {# session} other {# sessions}}; {already, plural, one {# was} other {# were}} already here.',

  // The print page.
  'print.app': 'Bridge Scorer',
  'print.loading': 'Loading…',
  'print.nothing': 'Nothing to print: press Print under a score sheet in the Bridge Scorer popup.',
  'print.unreadable': 'The score sheet could not be printed: {problem}. Press Print in the popup again.',
  'print.notShown': 'The score sheet could not be printed: {problem}.',
  'print.notPrinted': 'The score sheet could not be printed',
  'print.pageTitle': '{title}: Bridge Scorer',
  'print.printed': 'Printed {printed}',
  'print.played': 'Played {played}, printed {printed}',

  // The hand records page.
  'records.title': 'Hand records',
  'records.pageTitle': '{title}: hand records',
  'records.boards': '{count, plural, one {# boards} other {# boards}}',
  'records.choose': 'Choose a PBN file…',
  'records.intro':
    "Choose a results or deal file in PBN (as BBO, a club's scoring program or a dealing machine writes it): each board is shown with its four hands, dealer and vulnerability, the tricks each seat takes double dummy, and par, ready to print and hand out.",
  'records.notPbn': 'Not a PBN file: {problem}',
  'records.unreadable': 'The file could not be read: {problem}',
  'records.noDeal': 'The file has no deal of four full hands: nothing to print.',
  'records.solving': 'Solving board {board}: {done} of {of} solved',
  'records.board': 'Board {board}',
  'records.pending': 'Solving…',
  'records.notSolved': 'Not solved: {reason}',
} as const;

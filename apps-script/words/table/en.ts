/**
 * The table page's words in English: the source every other language translates (its keys are the
 * type, words.ts). Keys by screen: `page.*` the page as a whole, `head.*` its top, `board.*` a board,
 * `step.*` the questions of an entry, `double.*` and `vul.*` their words, `confirm.*` the opponents'
 * check, `send.*` the outbox and the server's answers, `traveller.*` a board's results, `moves.*` the end
 * of a round. Messages are ICU (core/i18n/message.ts); `{problem}` is a message the server or the browser
 * gave, shown as given. Seats, sides and strains are the notation's letters, put in by the page.
 */
export const EN = {
  'page.title': 'Bridge Scorer: your table',
  'page.loading': 'Finding your table…',
  'page.noLink':
    'This page opens from your table’s own link: scan the QR code on your table, or ask the director for the link.',
  'page.unreachable': 'The server cannot be reached: {problem}. The page tries again by itself.',
  'page.key':
    'This link is not your table’s, or no longer: nothing was written. Scan the QR code on your table again, or ask the director.',
  'page.finished': 'All your boards are in, thank you!',

  'head.table': 'Table {table}',
  'head.round': 'Round {round} of {rounds}',
  'head.boards': 'Boards of this round',

  'board.title': 'Board {board}',
  'board.dealer': 'Dealer {seat}',
  'board.vulnerable': 'Vulnerable: {vulnerable}',
  'board.in': 'Entered',
  'board.waiting': 'Waiting',
  'board.toPlay': 'To play',
  'board.next': 'Next: board {board}',

  'step.declarer': 'Declarer',
  'step.passedOut': 'Passed out',
  'step.contract': 'Contract',
  'step.level': 'Level',
  'step.strain': 'Strain',
  'step.doubling': 'Doubled?',
  'step.typed': 'Or type the contract',
  'step.typedBad': '"{typed}" is not a contract: type it as {examples}',
  'step.lead': 'Opening lead',
  'step.leadSuit': 'Suit led',
  'step.leadRank': 'Card led',
  'step.noLead': 'No lead',
  'step.result': 'Result',
  'step.tricks': '{result}: {tricks, plural, one {# trick} other {# tricks}}',
  'step.next': 'Next',
  'step.back': 'Back',

  'double.none': 'Not doubled',
  'double.X': 'Doubled',
  'double.XX': 'Redoubled',
  'vul.None': 'None',
  'vul.All': 'All',

  'confirm.title': 'Check and accept',
  'confirm.by': 'by {seat}',
  'confirm.lead': 'Lead: {card}',
  'confirm.score': 'Score',
  'confirm.ask': '{side}: check the contract and the score, then accept.',
  'confirm.accept': '{side} accept',
  'confirm.change': 'Change',

  'send.waiting': '{count, plural, one {# result waiting to be sent} other {# results waiting to be sent}}',
  'send.now': 'Send now',
  'send.offline': 'No connection: the results stay on this phone and are sent as soon as the signal is back.',
  'send.unkept': 'This phone cannot keep the result: do not reload the page until it is sent.',
  'send.written': 'Board {board} is in.',
  'send.already': 'Board {board} was in already: {contract}.',
  'send.conflict': 'Board {board} holds another result: nothing was written.',
  'send.refused': 'Board {board} was not written: {problem}',
  'send.notAccepted': 'Not accepted',
  'send.holds': 'The board holds',
  'send.sent': 'You sent',
  'send.director': 'The director will settle it.',

  'traveller.title': 'Board {board} at every table so far',
  'traveller.pairs': 'Pairs',
  'traveller.contract': 'Contract',
  'traveller.lead': 'Lead',
  'traveller.score': 'Score {side}',
  'traveller.mine': 'you',
  'traveller.later': 'Every table’s result on this board shows here once yours is in.',

  'moves.title': 'Round {round} is over',
  'moves.pair': '{pair} goes to table {table}, {direction}',
  'moves.out': '{pair}: no table next round',
  'moves.boards': 'Boards {boards} go to table {table}',
  'moves.boardsRest':
    'Boards {boards} rest a round {where, select, stand {on the bye stand} other {aside}}, then go to table {table}',
  'moves.boardsOut': 'No table plays these boards next round: give them to the director.',
  'moves.next': 'Start round {round}',
};

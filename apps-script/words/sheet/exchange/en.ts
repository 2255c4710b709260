/** The words of files exchanged with other programs (PBN and USEBIO in and out), in English: the keys every language gives. */
export const EXCHANGE = {
  'import.handicaps':
    "The file's pairs carry handicaps, which its own figures include: they are not applied here, so those figures differ.",
  'import.unreadDeals':
    "The file's {count, plural, one {deal of board} other {deals of boards}} {boards} {count, plural, one {is} other {are}} not four full hands: left out.",
  'import.events': 'The file holds {count} events, each imported on its own and never scored with another.',
  'import.convention':
    "Ranked as {source, select, bbo {BBO ranks: each board among the results played on it, a pair's percentage the mean of its boards', a board not played average to both} ours {Bridge Scorer ranks: Neuberg to the most-played board} other {club programs rank: Neuberg to the most-played board}}.",
  'import.substitutes':
    '{count, plural, one {# partnership played} other {# partnerships played}} as a substitute for a pair: their boards are credited to that pair.',
  'import.windows1252':
    'Read as Windows-1252 (ISO-8859-1), since not UTF-8: {count, plural, one {line} other {# lines:}} {lines}.',
  'import.cut':
    '{count, plural, one {# cell was} other {# cells were}} longer than Sheets keeps (50,000 characters) and cut short with …: {cells}.',
  'import.done':
    'Imported {records, plural, one {# record} other {# records}} into "{sheet}"; {boards, plural, one {# board} other {# boards}} {scoring, select, matchpoints {matchpointed} butler {scored in Butler IMPs} other {scored in cross-IMPs}}.',
  'import.noCompare':
    'Imported {records, plural, one {# record} other {# records}} into "{sheet}". No board has two results to compare, so none is {scoring, select, matchpoints {matchpointed} butler {scored in Butler IMPs} other {scored in cross-IMPs}}.',
  'import.pairsInto': 'the pairs into "{sheet}"',
  'import.rankingInto': 'the ranking into "{sheet}"',
  'import.notRanked': 'Not ranked: {problem}.',
  'import.adjusted':
    '{count, plural, one {# adjusted score scored as the director gave it} other {# adjusted scores scored as the director gave them}}.',
  'import.unscored': '{count, plural, one {# record} other {# records}} had no score.',
  'import.differing':
    '{count, plural, one {# record} other {# records}} gave a score the rules do not: see the Note column.',
  'import.noPar':
    'No par for {count, plural, one {# board} other {# boards}} ({boards}): their deals took longer to solve than an import allows.',
  'import.solveRest': 'Choose "{menu}" in the add-on\'s menu to go on where the import stopped, as often as needed.',
  'import.agrees':
    "Every pair's {what, select, percentage {percentage} other {IMPs}} is the one the file gives ({count, plural, one {# pair} other {# pairs}}).",
  'import.differs':
    "{count, plural, one {# pair} other {# pairs}} of {total} differ from the file's own {what, select, percentage {percentage} other {IMPs}} ({pairs}): see the Ranking sheet.",
  'import.filePoints':
    "{count, plural, one {# line's points differ} other {# lines' points differ}} from the rules' by more than the file's rounding: kept as the file gives them, as the director's adjustments.",
  'publish.noNumbers': '{count, plural, one {# player has} other {# players have}} no national number: {players}.',
  'publish.blankNumbers':
    'The USEBIO file was made with {count, plural, one {# national number} other {# national numbers}} blank: {players}.',
  'publish.noUsebio': 'The USEBIO file cannot be written: {error}.',
} as const;

/** The exchange words' keys. */
export type ExchangeWords = { readonly [K in keyof typeof EXCHANGE]: string };

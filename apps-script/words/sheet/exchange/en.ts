/** The words of files exchanged with other programs (USEBIO in and out), in English: the keys every language gives. */
export const EXCHANGE = {
  'import.filePoints':
    "{count, plural, one {# line's points differ} other {# lines' points differ}} from the rules' by more than the file's rounding: kept as the file gives them, as the director's adjustments.",
  'publish.noNumbers': '{count, plural, one {# player has} other {# players have}} no national number: {players}.',
  'publish.blankNumbers':
    'The USEBIO file was made with {count, plural, one {# national number} other {# national numbers}} blank: {players}.',
  'publish.noUsebio': 'The USEBIO file cannot be written: {error}.',
} as const;

/** The exchange words' keys. */
export type ExchangeWords = { readonly [K in keyof typeof EXCHANGE]: string };

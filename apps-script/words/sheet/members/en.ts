/**
 * The words of players and their national numbers (apps-script/members/): the menu item that fills the
 * Pairs sheet's numbers from the Members sheet, its answer and its refusals. Merged at the end of each
 * language's dictionary (`...MEMBERS`), so that the feature's words live apart from the long files.
 */
export const MEMBERS = {
  'menu.members': 'Fill national numbers from Members',
  'members.filled': '{count, plural, one {Filled # national number.} other {Filled # national numbers.}}',
  'members.unknown':
    '{count, plural, one {# player has no member entry: {names}.} other {# players have no member entry: {names}.}}',
  'members.differs':
    '{count, plural, one {# number typed differs from the Members sheet and is kept as typed: {list}.} other {# numbers typed differ from the Members sheet and are kept as typed: {list}.}}',
  'members.lostZeros':
    '{count, plural, one {The {sheet} sheet holds the number in row {rows} as a number, so any leading zero it had is lost: format the Number column as plain text and type it again.} other {The {sheet} sheet holds the numbers in rows {rows} as numbers, so any leading zeros they had are lost: format the Number column as plain text and type them again.}}',
  'members.made':
    'There was no {sheet} sheet: one is made, with the headers Name, Number and Club and its Number column kept as text, so that leading zeros stay. Type your members there, then choose this again.',
  'members.headersAdded': 'The headers {headers} were added after Names in the {sheet} sheet.',
  'refusal.members-two': '{name} matches two members: {first} and {second}',
  'refusal.members-headers':
    'The {sheet} sheet needs a header row with Name and Number (Club if you like): none was found',
  'refusal.members-number': '{sheet} row {row}, {column}: {number} is not a national number (letters and digits only)',
  'refusal.members-no-pairs':
    '{why, select, missing {There is no {sheet} sheet} other {The {sheet} sheet has no header row with Pair and Names}}: no players to fill',
  'refusal.members-taken':
    'The headers {headers} would go after Names in the {sheet} sheet, but {cell} holds {text}: move it, or type those headers yourself',
} as const;

/** A key of the members' words. */
export type MembersKey = keyof typeof MEMBERS;

/** The members' words in another language: every English key, each a message. */
export type MembersWords = { readonly [K in MembersKey]: string };

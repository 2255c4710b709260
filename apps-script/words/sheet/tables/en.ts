/** The words of the table pages and the callers they let in, in English: the keys every language gives. */
export const TABLES = {
  'table.pageTitle': 'Table {table} · Bridge Scorer',
  'table.wrongKey':
    "This link does not open table {table} of this evening: its key is wrong, old or another table's. Nothing was written; ask the director for your table's link.",
  'table.noId': 'The result came without its id, so it could be written twice: reload the page and enter it again.',
  'table.badLead': '"{lead}" is not a card: a lead is a suit and a rank, such as ♥K or S10.',
  'table.notHere': 'Board {board} is not played at this table in round {round}: nothing written.',
  'table.written': 'Board {board}: {what}, entered.',
  'table.already': 'Board {board} was in already: {what}. Nothing written again.',
  'table.changedSince': 'Board {board} was entered from this table; the director has since made it {what}.',
  'table.clearedSince': 'Board {board} was entered from this table; the director has since cleared it.',
  'table.conflict': 'Board {board} already holds {holds}, not {sent}: nothing written. The director will settle it.',
  'table.noSpreadsheet':
    "The table pages cannot reach the evening's spreadsheet. Ask the director: the director opens the evening in the sidebar once, and the copy may need the scope docs/publishing.md names.",
  'table.noAdjusted':
    '"{typed}" is an adjusted score: the director gives those, from the sidebar. Enter the contract played, or call the director.',
  'table.otherEvening': 'Board {board} was typed for another evening: it is not written into this one.',
  'table.notYet': 'Board {board} of round {round} is not on this table yet: nothing written.',
  'table.noWebApp':
    'The table pages are not deployed yet: deploy this spreadsheet\'s script as a web app (see "Table pages" in the help) and ask again.',
  'table.keysIssued':
    '{count, plural, one {Table {tables} has} other {Tables {tables} have}} a new link; the old one opens nothing now.',
  'caller.notEditor':
    'Only an editor of this spreadsheet can do this, from the spreadsheet itself (its menu or sidebar).',
  'refusal.table-not-in-evening': 'there is no table {table} this evening: its tables are 1–{tables}',
  'refusal.evening-format':
    '"{sheet}" was set up by a later Bridge Scorer (format {format}); this copy reads formats up to {known}: use the copy that set it up, or update this one',
} as const;

type TablesKey = keyof typeof TABLES;
/** The table pages' words in another language: every English key, each a message. */
export type TablesWords = { readonly [K in TablesKey]: string };

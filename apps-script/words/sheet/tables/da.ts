import type { TablesWords } from './en';

export const TABLES: TablesWords = {
  'table.pageTitle': 'Bord {table} · Bridge Scorer',
  'table.wrongKey':
    'Dette link åbner ikke bord {table} i denne turnering: nøglen er forkert, gammel eller et andet bords. Intet blev skrevet; bed turneringslederen om jeres bords link.',
  'table.noId': 'Resultatet kom uden sit id og kunne blive skrevet to gange: genindlæs siden og indtast det igen.',
  'table.badLead': '"{lead}" er ikke et kort: et udspil er en farve og en værdi, som ♥K eller S10.',
  'table.notHere': 'Spil {board} spilles ikke ved dette bord i runde {round}: intet skrevet.',
  'table.written': 'Spil {board}: {what}, indtastet.',
  'table.already': 'Spil {board} var allerede indtastet: {what}. Intet skrevet igen.',
  'table.changedSince':
    'Spil {board} blev indtastet fra dette bord; turneringslederen har siden ændret det til {what}.',
  'table.clearedSince': 'Spil {board} blev indtastet fra dette bord; turneringslederen har siden slettet det.',
  'table.conflict':
    'Spil {board} indeholder allerede {holds}, ikke {sent}: intet skrevet. Turneringslederen afgør det.',
  'table.noSpreadsheet':
    'Bordsiderne kan ikke nå turneringens regneark. Sig det til turneringslederen: turneringen åbnes én gang i sidepanelet, og kopien kan have brug for den tilladelse, docs/publishing.md nævner.',
  'table.noAdjusted':
    '"{typed}" er en justeret score: den giver turneringslederen, i sidepanelet. Indtast den spillede kontrakt, eller tilkald turneringslederen.',
  'table.otherEvening': 'Spil {board} blev indtastet til en anden turnering: det skrives ikke ind i denne.',
  'table.notYet': 'Spil {board} i runde {round} er ikke ved dette bord endnu: intet skrevet.',
  'table.noWebApp':
    'Bordsiderne er ikke udrullet endnu: udrul regnearkets script som webapp (se "Bordsider" i hjælpen) og spørg igen.',
  'table.keysIssued':
    '{count, plural, one {Bord {tables} har} other {Bordene {tables} har}} et nyt link; det gamle åbner intet længere.',
  'caller.notEditor':
    'Kun en redaktør af dette regneark kan gøre dette, fra selve regnearket (dets menu eller sidepanel).',
  'refusal.table-not-in-evening': 'der er intet bord {table} i aften: bordene er 1–{tables}',
  'refusal.evening-format':
    '"{sheet}" blev oprettet af en nyere Bridge Scorer (format {format}); denne kopi læser formater til og med {known}: brug kopien, der oprettede det, eller opdater denne',
};

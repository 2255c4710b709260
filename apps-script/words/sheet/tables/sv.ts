import type { TablesWords } from './en';

export const TABLES: TablesWords = {
  'table.pageTitle': 'Bord {table} · Bridge Scorer',
  'table.wrongKey':
    'Den här länken öppnar inte bord {table} i den här tävlingen: nyckeln är fel, gammal eller ett annat bords. Inget skrevs; be tävlingsledaren om ert bords länk.',
  'table.noId': 'Resultatet kom utan sitt id och kunde skrivas två gånger: ladda om sidan och mata in det igen.',
  'table.badLead': '”{lead}” är inget kort: ett utspel är en färg och en valör, som ♥K eller S10.',
  'table.notHere': 'Giv {board} spelas inte vid det här bordet i rond {round}: inget skrevs.',
  'table.written': 'Giv {board}: {what}, inmatat.',
  'table.already': 'Giv {board} var redan inmatat: {what}. Inget skrevs igen.',
  'table.changedSince': 'Giv {board} matades in från det här bordet; tävlingsledaren har sedan ändrat det till {what}.',
  'table.clearedSince': 'Giv {board} matades in från det här bordet; tävlingsledaren har sedan raderat det.',
  'table.conflict': 'Giv {board} innehåller redan {holds}, inte {sent}: inget skrevs. Tävlingsledaren avgör.',
  'table.noSpreadsheet':
    'Bordssidorna når inte tävlingens kalkylark. Säg till tävlingsledaren: hen öppnar tävlingen en gång i sidopanelen, och kopian kan behöva behörigheten som docs/publishing.md nämner.',
  'table.noAdjusted':
    '”{typed}” är ett justerat resultat: det ger tävlingsledaren, i sidopanelen. Mata in det spelade kontraktet, eller kalla på tävlingsledaren.',
  'table.otherEvening': 'Giv {board} matades in för en annan tävling: det skrivs inte in i den här.',
  'table.notYet': 'Giv {board} i rond {round} är inte vid det här bordet än: inget skrevs.',
  'table.noWebApp':
    'Bordssidorna är inte driftsatta än: driftsätt kalkylarkets skript som webbapp (se ”Bordssidor” i hjälpen) och fråga igen.',
  'table.keysIssued':
    '{count, plural, one {Bord {tables} har} other {Borden {tables} har}} en ny länk; den gamla öppnar inget längre.',
  'caller.notEditor':
    'Bara den som får redigera kalkylarket kan göra detta, från kalkylarket självt (dess meny eller sidopanel).',
  'refusal.table-not-in-evening': 'det finns inget bord {table} i kväll: borden är 1–{tables}',
  'refusal.evening-format':
    '”{sheet}” lades upp av en nyare Bridge Scorer (format {format}); den här kopian läser format till och med {known}: använd kopian som lade upp det, eller uppdatera den här',
};

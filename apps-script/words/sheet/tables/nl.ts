import type { TablesWords } from './en';

export const TABLES: TablesWords = {
  'table.pageTitle': 'Tafel {table} · Bridge Scorer',
  'table.wrongKey':
    'Deze link opent tafel {table} van deze avond niet: de sleutel is fout, oud of van een andere tafel. Er is niets geschreven; vraag de wedstrijdleider om de link van uw tafel.',
  'table.noId':
    'De uitslag kwam zonder zijn kenmerk en zou twee keer geschreven kunnen worden: laad de pagina opnieuw en voer hem nogmaals in.',
  'table.badLead': '"{lead}" is geen kaart: een uitkomst is een kleur en een rang, zoals ♥H of S10.',
  'table.notHere': 'Spel {board} wordt in ronde {round} niet aan deze tafel gespeeld: niets geschreven.',
  'table.written': 'Spel {board}: {what}, ingevoerd.',
  'table.already': 'Spel {board} was al ingevoerd: {what}. Niets opnieuw geschreven.',
  'table.changedSince':
    'Spel {board} is vanaf deze tafel ingevoerd; de wedstrijdleider heeft het sindsdien gewijzigd in {what}.',
  'table.clearedSince': 'Spel {board} is vanaf deze tafel ingevoerd; de wedstrijdleider heeft het sindsdien gewist.',
  'table.conflict': 'Spel {board} bevat al {holds}, niet {sent}: niets geschreven. De wedstrijdleider beslist.',
  'table.noSpreadsheet':
    "De tafelpagina's bereiken de spreadsheet van de avond niet. Meld het de wedstrijdleider: die opent de avond één keer in de zijbalk, en de kopie heeft misschien de machtiging nodig die docs/publishing.md noemt.",
  'table.noAdjusted':
    '"{typed}" is een arbitrale score: die geeft de wedstrijdleider, in de zijbalk. Voer het gespeelde contract in, of roep de wedstrijdleider.',
  'table.otherEvening': 'Spel {board} is voor een andere avond ingevoerd: het wordt niet in deze geschreven.',
  'table.notYet': 'Spel {board} van ronde {round} ligt nog niet op deze tafel: niets geschreven.',
  'table.noWebApp':
    'De tafelpagina\'s zijn nog niet geïmplementeerd: implementeer het script van deze spreadsheet als web-app (zie "Tafelpagina\'s" in de hulp) en vraag het opnieuw.',
  'table.keysIssued':
    '{count, plural, one {Tafel {tables} heeft} other {Tafels {tables} hebben}} een nieuwe link; de oude opent niets meer.',
  'caller.notEditor':
    'Alleen een bewerker van deze spreadsheet kan dit doen, vanuit de spreadsheet zelf (het menu of de zijbalk).',
  'refusal.table-not-in-evening': 'er is vanavond geen tafel {table}: de tafels zijn 1–{tables}',
  'refusal.evening-format':
    '"{sheet}" is opgezet door een nieuwere Bridge Scorer (formaat {format}); deze kopie leest formaten tot {known}: gebruik de kopie die het opzette, of werk deze bij',
};

import type { TablesWords } from './en';

export const TABLES: TablesWords = {
  'table.pageTitle': 'Tisch {table} · Bridge Scorer',
  'table.wrongKey':
    'Dieser Link öffnet Tisch {table} dieses Turniers nicht: Sein Schlüssel ist falsch, veraltet oder der eines anderen Tisches. Nichts wurde geschrieben; bitten Sie die Turnierleitung um den Link Ihres Tisches.',
  'table.noId':
    'Das Ergebnis kam ohne seine Kennung und könnte doppelt geschrieben werden: Laden Sie die Seite neu und geben Sie es noch einmal ein.',
  'table.badLead': '„{lead}“ ist keine Karte: Ein Ausspiel ist eine Farbe und ein Rang, etwa ♥K oder P10.',
  'table.notHere': 'Board {board} wird in Runde {round} nicht an diesem Tisch gespielt: nichts geschrieben.',
  'table.written': 'Board {board}: {what}, eingetragen.',
  'table.already': 'Board {board} war schon eingetragen: {what}. Nichts erneut geschrieben.',
  'table.changedSince':
    'Board {board} wurde von diesem Tisch eingetragen; die Turnierleitung hat es seither in {what} geändert.',
  'table.clearedSince': 'Board {board} wurde von diesem Tisch eingetragen; die Turnierleitung hat es seither gelöscht.',
  'table.conflict':
    'Board {board} enthält schon {holds}, nicht {sent}: nichts geschrieben. Die Turnierleitung entscheidet.',
  'table.noSpreadsheet':
    'Die Tischseiten erreichen die Tabelle des Turniers nicht. Sagen Sie es der Turnierleitung: Sie öffnet das Turnier einmal in der Seitenleiste, und die Kopie braucht vielleicht die Berechtigung, die docs/publishing.md nennt.',
  'table.noAdjusted':
    '„{typed}“ ist ein berichtigtes Ergebnis: Das vergibt die Turnierleitung, in der Seitenleiste. Geben Sie den gespielten Kontrakt ein oder rufen Sie die Turnierleitung.',
  'table.otherEvening': 'Board {board} wurde für ein anderes Turnier eingegeben: Es wird nicht in dieses geschrieben.',
  'table.notYet': 'Board {board} der Runde {round} ist noch nicht an diesem Tisch: nichts geschrieben.',
  'table.noWebApp':
    'Die Tischseiten sind noch nicht bereitgestellt: Stellen Sie das Skript dieser Tabelle als Web-App bereit (siehe „Tischseiten“ in der Hilfe) und fragen Sie erneut.',
  'table.keysIssued':
    '{count, plural, one {Tisch {tables} hat} other {Die Tische {tables} haben}} einen neuen Link; der alte öffnet nichts mehr.',
  'caller.notEditor':
    'Nur wer diese Tabelle bearbeiten darf, kann das tun, und zwar in der Tabelle selbst (ihrem Menü oder der Seitenleiste).',
  'refusal.table-not-in-evening': 'Tisch {table} gibt es heute nicht: Die Tische sind 1–{tables}',
  'refusal.evening-format':
    '„{sheet}“ wurde von einem neueren Bridge Scorer eingerichtet (Format {format}); diese Kopie liest Formate bis {known}: Verwenden Sie die Kopie, die es eingerichtet hat, oder aktualisieren Sie diese',
};

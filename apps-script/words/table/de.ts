import type { Translation } from '../sidebar/words';
import type { EN as English } from './en';

export const DE: Translation<typeof English> = {
  'page.title': 'Bridge Scorer: Ihr Tisch',
  'page.loading': 'Ihr Tisch wird gesucht…',
  'page.noLink':
    'Diese Seite öffnet sich über den Link Ihres Tisches: Scannen Sie den QR-Code auf dem Tisch, oder fragen Sie den Turnierleiter nach dem Link.',
  'page.unreachable': 'Der Server ist nicht erreichbar: {problem}. Die Seite versucht es von selbst erneut.',
  'page.key':
    'Dieser Link gehört nicht (mehr) zu Ihrem Tisch: Nichts wurde eingetragen. Scannen Sie den QR-Code des Tisches erneut, oder fragen Sie den Turnierleiter.',
  'page.finished': 'Alle Ihre Boards sind eingetragen, danke!',

  'head.table': 'Tisch {table}',
  'head.round': 'Runde {round} von {rounds}',
  'head.boards': 'Boards dieser Runde',

  'board.title': 'Board {board}',
  'board.dealer': 'Geber {seat}',
  'board.vulnerable': 'Gefahr: {vulnerable}',
  'board.in': 'Eingetragen',
  'board.waiting': 'Wartet',
  'board.toPlay': 'Zu spielen',
  'board.next': 'Weiter: Board {board}',

  'step.declarer': 'Alleinspieler',
  'step.passedOut': 'Eingepasst',
  'step.contract': 'Kontrakt',
  'step.level': 'Stufe',
  'step.strain': 'Farbe',
  'step.doubling': 'Kontriert?',
  'step.typed': 'Oder den Kontrakt tippen',
  'step.typedBad': '"{typed}" ist kein Kontrakt: Schreiben Sie ihn etwa als {examples}',
  'step.lead': 'Ausspiel',
  'step.leadSuit': 'Ausgespielte Farbe',
  'step.leadRank': 'Ausgespielte Karte',
  'step.noLead': 'Kein Ausspiel',
  'step.result': 'Ergebnis',
  'step.tricks': '{result}: {tricks, plural, one {# Stich} other {# Stiche}}',
  'step.next': 'Weiter',
  'step.back': 'Zurück',

  'double.none': 'Nicht kontriert',
  'double.X': 'Kontriert',
  'double.XX': 'Rekontriert',
  'vul.None': 'Keiner',
  'vul.All': 'Alle',

  'confirm.title': 'Prüfen und bestätigen',
  'confirm.by': 'gespielt von {seat}',
  'confirm.lead': 'Ausspiel: {card}',
  'confirm.score': 'Ergebnis',
  'confirm.ask': '{side}: Prüfen Sie Kontrakt und Ergebnis, dann bestätigen Sie.',
  'confirm.accept': '{side} bestätigen',
  'confirm.change': 'Ändern',

  'send.waiting': '{count, plural, one {# Ergebnis wartet auf das Senden} other {# Ergebnisse warten auf das Senden}}',
  'send.now': 'Jetzt senden',
  'send.offline':
    'Keine Verbindung: Die Ergebnisse bleiben auf diesem Telefon und gehen hinaus, sobald das Netz zurück ist.',
  'send.unkept':
    'Dieses Telefon kann das Ergebnis nicht speichern: Laden Sie die Seite nicht neu, bevor es gesendet ist.',
  'send.written': 'Board {board} ist eingetragen.',
  'send.already': 'Board {board} war schon eingetragen: {contract}.',
  'send.conflict': 'Board {board} hat ein anderes Ergebnis: Nichts wurde eingetragen.',
  'send.refused': 'Board {board} wurde nicht eingetragen: {problem}',
  'send.notAccepted': 'Nicht angenommen',
  'send.holds': 'Das Board hat',
  'send.sent': 'Sie haben gesendet',
  'send.director': 'Der Turnierleiter entscheidet.',

  'traveller.title': 'Board {board} an allen Tischen bisher',
  'traveller.pairs': 'Paare',
  'traveller.contract': 'Kontrakt',
  'traveller.lead': 'Ausspiel',
  'traveller.score': 'Ergebnis {side}',
  'traveller.mine': 'Sie',
  'traveller.later': 'Die Ergebnisse aller Tische erscheinen hier, sobald Ihres eingetragen ist.',

  'moves.title': 'Runde {round} ist vorbei',
  'moves.pair': '{pair} geht an Tisch {table}, {direction}',
  'moves.out': '{pair}: kein Tisch in der nächsten Runde',
  'moves.boards': 'Die Boards {boards} gehen an Tisch {table}',
  'moves.boardsRest':
    'Die Boards {boards} ruhen eine Runde {where, select, stand {auf dem Ablagetisch} other {beiseite}}, dann gehen sie an Tisch {table}',
  'moves.boardsOut': 'Kein Tisch spielt diese Boards in der nächsten Runde: Geben Sie sie dem Turnierleiter.',
  'moves.next': 'Runde {round} beginnen',
};

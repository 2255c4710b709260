/**
 * The words of the popup's first view in German: its frame and tabs, the Score view, storage's messages and
 * the kinds' names. Only these are loaded before the popup first shows; the rest of the words
 * (views.ts, keepers.ts and the core's problems) come just after, before any other view or message needs them.
 */
import type { firstView as english } from '../en/first-view';
import type { Translation } from '../words';

/** A kind of session in a sentence, which the keepers' messages build on. */
export const CALLED =
  '{kind, select, rubber {Robber} chicago {Chicago} bugger {Bugger-Spiel} match {Teamkampf} other {Sitzung}}';

export const firstView: Translation<typeof english> = {
  'app.title': 'Bridge Scorer',
  'app.tab.score': 'Score',
  'app.tab.imps': 'IMPs',
  'app.tab.deal': 'Spiel',
  'app.tab.history': 'Verlauf',
  'app.tab.options': 'Optionen',
  'app.optionsNotRead': 'Optionen nicht gelesen, es gelten die Standardwerte',
  'app.optionsNotStored': 'Optionen nicht gespeichert',
  'common.storage.said': '{notDone}: Der Speicher des Browsers meldete „{said}“',
  'common.storage.plain': '{notDone}: {said}',
  'common.storage.after': '{notDone} ({said}){after}',
  'common.draftNotKept': 'Die Eingabe hier wird nicht gespeichert',
  'common.draftNotRead': 'Die Eingabe hier konnte nicht gelesen werden',
  'common.notLoaded': 'Dieser Teil konnte nicht geladen werden; bitte das Fenster schließen und neu öffnen.',
  'common.loading': 'Wird geladen…',
  'common.copied': 'Kopiert',
  'common.copyFailed': 'Kopieren fehlgeschlagen',
  'common.sides': 'N/S {ns} · O/W {ew}',
  'common.by': '{contract} {seat}',
  'score.contract': 'Kontrakt',
  'score.placeholder': '4PX-2 v, 3SA+1, 4P 10',
  'score.vulnerable': 'In Gefahr',
  'score.empty': 'Kontrakt mit Ergebnis eingeben oder unten einen wählen.',
  'score.copy': 'Score kopieren',
  'score.answer': '{contract}: {score}',
  'score.readAs': 'Gelesen als {contract}',
  'score.pass': 'Passe',
  'score.contracts': 'Kontrakte',
  'score.doubling': 'Kontra',
  'score.everyResult': '{contract}: alle Ergebnisse',
  'score.result': 'Ergebnis',
  'score.tricks': 'Stiche',
  'score.notVul': 'Ohne Gef.',
  'score.vul': 'In Gef.',
  'score.madeExactly': 'Genau erfüllt',
  'score.madeOver': 'Erfüllt {result}',
  'score.down': '{count} Faller',
  'rubber.tab': 'Robber',
  'rubber.title': 'Robber',
  'chicago.tab': 'Chicago',
  'chicago.title': 'Chicago',
  'bugger.tab': 'Bugger',
  'bugger.title': 'Bugger Bridge',
  'match.title': 'Teamkampf',
  'keeper.called': CALLED,
  'score.undoubled': 'Ohne Kontra',
  'score.doubled': 'Kontriert',
  'score.redoubled': 'Rekontriert',
};

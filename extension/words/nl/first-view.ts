/**
 * The words of the popup's first view in Dutch: its frame and tabs, the Score view, storage's messages and
 * the kinds' names. Only these are loaded before the popup first shows; the rest of the words
 * (views.ts, keepers.ts and the core's problems) come just after, before any other view or message needs them.
 */
import type { firstView as english } from '../en/first-view';
import type { Translation } from '../words';

/** A kind of session in a sentence, which the keepers' messages build on. */
export const CALLED =
  '{kind, select, rubber {robber} chicago {Chicago} bugger {Bugger-spel} match {teamwedstrijd} other {sessie}}';

export const firstView: Translation<typeof english> = {
  'app.title': 'Bridge Scorer',
  'app.tab.score': 'Score',
  'app.tab.imps': 'IMPs',
  'app.tab.deal': 'Spel',
  'app.tab.history': 'Historie',
  'app.tab.options': 'Opties',
  'app.optionsNotRead': 'Opties niet gelezen, de standaardwaarden gelden',
  'app.optionsNotStored': 'Opties niet opgeslagen',
  'common.storage.said': '{notDone}: de opslag van de browser meldde "{said}"',
  'common.storage.plain': '{notDone}: {said}',
  'common.storage.after': '{notDone} ({said}){after}',
  'common.draftNotKept': 'Wat hier getypt wordt, wordt niet bewaard',
  'common.draftNotRead': 'Wat hier getypt was, kon niet worden gelezen',
  'common.notLoaded': 'Dit deel kon niet worden geladen; sluit het venster en open het opnieuw.',
  'common.loading': 'Laden…',
  'common.copied': 'Gekopieerd',
  'common.copyFailed': 'Kopiëren mislukt',
  'common.sides': 'N/Z {ns} · O/W {ew}',
  'common.by': '{contract} door {seat}',
  'score.contract': 'Contract',
  'score.placeholder': '4SX-2 v, 3SA+1, 4S 10 door N',
  'score.vulnerable': 'Kwetsbaar',
  'score.empty': 'Typ een contract met resultaat, of kies er hieronder een.',
  'score.copy': 'Score kopiëren',
  'score.answer': '{contract}: {score}',
  'score.readAs': 'Gelezen als {contract}',
  'score.pass': 'Pas',
  'score.contracts': 'Contracten',
  'score.doubling': 'Doublet',
  'score.everyResult': '{contract}: alle resultaten',
  'score.result': 'Resultaat',
  'score.tricks': 'Slagen',
  'score.notVul': 'Niet kw.',
  'score.vul': 'Kw.',
  'score.madeExactly': 'Precies gemaakt',
  'score.madeOver': 'Gemaakt {result}',
  'score.down': '{count} down',
  'rubber.tab': 'Robber',
  'rubber.title': 'Robber',
  'chicago.tab': 'Chicago',
  'chicago.title': 'Chicago',
  'bugger.tab': 'Bugger',
  'bugger.title': 'Bugger Bridge',
  'match.title': 'Teamwedstrijd',
  'keeper.called': CALLED,
  'score.undoubled': 'Zonder doublet',
  'score.doubled': 'Gedoubleerd',
  'score.redoubled': 'Geredoubleerd',
};

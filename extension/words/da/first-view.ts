/**
 * The words of the popup's first view in Danish: its frame and tabs, the Score view, storage's messages and
 * the kinds' names. Only these are loaded before the popup first shows; the rest of the words
 * (views.ts, keepers.ts and the core's problems) come just after, before any other view or message needs them.
 */
import type { firstView as english } from '../en/first-view';
import type { Translation } from '../words';

/** A kind of session in a sentence, which the keepers' messages build on. */
export const CALLED =
  '{kind, select, rubber {robber} chicago {Chicago} bugger {Bugger-parti} match {holdkamp} other {session}}';

export const firstView: Translation<typeof english> = {
  'app.title': 'Bridge Scorer',
  'app.tab.score': 'Score',
  'app.tab.imps': 'IMPs',
  'app.tab.deal': 'Spil',
  'app.tab.history': 'Historik',
  'app.tab.options': 'Valg',
  'app.optionsNotRead': 'Indstillingerne blev ikke læst, standardværdierne bruges',
  'app.optionsNotStored': 'Indstillingerne blev ikke gemt',
  'common.storage.said': '{notDone}: browserens lager svarede "{said}"',
  'common.storage.plain': '{notDone}: {said}',
  'common.storage.after': '{notDone} ({said}){after}',
  'common.draftNotKept': 'Det, der skrives her, gemmes ikke',
  'common.draftNotRead': 'Det, der blev skrevet her, kunne ikke læses',
  'common.notLoaded': 'Denne del kunne ikke indlæses; luk vinduet og åbn det igen.',
  'common.loading': 'Indlæser…',
  'common.copied': 'Kopieret',
  'common.copyFailed': 'Kopiering mislykkedes',
  'common.sides': 'N/S {ns} · Ø/V {ew}',
  'common.by': '{contract} {seat}',
  'score.contract': 'Kontrakt',
  'score.placeholder': '4SX-2 z, 3NT+1, 4S 10',
  'score.vulnerable': 'I zonen',
  'score.empty': 'Skriv en kontrakt med resultat, eller vælg en nedenfor.',
  'score.copy': 'Kopiér score',
  'score.answer': '{contract}: {score}',
  'score.readAs': 'Læst som {contract}',
  'score.pass': 'Pas',
  'score.contracts': 'Kontrakter',
  'score.doubling': 'Dobling',
  'score.everyResult': '{contract}: alle resultater',
  'score.result': 'Resultat',
  'score.tricks': 'Stik',
  'score.notVul': 'Ej i zone',
  'score.vul': 'I zone',
  'score.madeExactly': 'Vundet præcis',
  'score.madeOver': 'Vundet {result}',
  'score.down': '{count} bet',
  'rubber.tab': 'Robber',
  'rubber.title': 'Robber',
  'chicago.tab': 'Chicago',
  'chicago.title': 'Chicago',
  'bugger.tab': 'Bugger',
  'bugger.title': 'Bugger Bridge',
  'match.title': 'Holdkamp',
  'keeper.called': CALLED,
  'score.undoubled': 'Udoblet',
  'score.doubled': 'Doblet',
  'score.redoubled': 'Redoblet',
};

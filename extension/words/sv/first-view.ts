/**
 * The words of the popup's first view in Swedish: its frame and tabs, the Score view, storage's messages and
 * the kinds' names. Only these are loaded before the popup first shows; the rest of the words
 * (views.ts, keepers.ts and the core's problems) come just after, before any other view or message needs them.
 */
import type { firstView as english } from '../en/first-view';
import type { Translation } from '../words';

/** A kind of session in a sentence, which the keepers' messages build on. */
export const CALLED =
  '{kind, select, rubber {robbert} chicago {Chicago} bugger {Bugger-parti} match {lagmatch} other {session}}';

export const firstView: Translation<typeof english> = {
  'app.title': 'Bridge Scorer',
  'app.tab.score': 'Score',
  'app.tab.imps': 'IMPs',
  'app.tab.deal': 'Giv',
  'app.tab.history': 'Historik',
  'app.tab.options': 'Alternativ',
  'app.optionsNotRead': 'Inställningarna lästes inte, standardvärdena används',
  'app.optionsNotStored': 'Inställningarna sparades inte',
  'common.storage.said': '{notDone}: webbläsarens lagring svarade "{said}"',
  'common.storage.plain': '{notDone}: {said}',
  'common.storage.after': '{notDone} ({said}){after}',
  'common.draftNotKept': 'Det som skrivs här sparas inte',
  'common.draftNotRead': 'Det som skrevs här kunde inte läsas',
  'common.notLoaded': 'Den här delen kunde inte laddas; stäng fönstret och öppna det igen.',
  'common.loading': 'Laddar…',
  'common.copied': 'Kopierat',
  'common.copyFailed': 'Kopieringen misslyckades',
  'common.sides': 'N/S {ns} · Ö/V {ew}',
  'common.by': '{contract} {seat}',
  'score.contract': 'Kontrakt',
  'score.placeholder': '4SX-2 z, 3NT+1, 4S 10',
  'score.vulnerable': 'I zonen',
  'score.empty': 'Skriv ett kontrakt med resultat, eller välj ett nedan.',
  'score.copy': 'Kopiera score',
  'score.answer': '{contract}: {score}',
  'score.readAs': 'Läst som {contract}',
  'score.pass': 'Pass',
  'score.contracts': 'Kontrakt',
  'score.doubling': 'Dubbling',
  'score.everyResult': '{contract}: alla resultat',
  'score.result': 'Resultat',
  'score.tricks': 'Stick',
  'score.notVul': 'Ej i zon',
  'score.vul': 'I zon',
  'score.madeExactly': 'Precis hem',
  'score.madeOver': 'Hem {result}',
  'score.down': '{count} straff',
  'rubber.tab': 'Robbert',
  'rubber.title': 'Robbert',
  'chicago.tab': 'Chicago',
  'chicago.title': 'Chicago',
  'bugger.tab': 'Bugger',
  'bugger.title': 'Bugger Bridge',
  'match.title': 'Lagmatch',
  'keeper.called': CALLED,
  'score.undoubled': 'Odubblat',
  'score.doubled': 'Dubblat',
  'score.redoubled': 'Redubblat',
};

/**
 * The words of the popup's first view in Polish: its frame and tabs, the Score view, storage's messages and
 * the kinds' names. Only these are loaded before the popup first shows; the rest of the words
 * (views.ts, keepers.ts and the core's problems) come just after, before any other view or message needs them.
 */
import type { firstView as english } from '../en/first-view';
import type { Translation } from '../words';

export const firstView: Translation<typeof english> = {
  'app.title': 'Bridge Scorer',
  'app.tab.score': 'Score',
  'app.tab.imps': 'IMPs',
  'app.tab.deal': 'Rozkład',
  'app.tab.history': 'Historia',
  'app.tab.options': 'Opcje',
  'app.optionsNotRead': 'Nie odczytano opcji, obowiązują domyślne',
  'app.optionsNotStored': 'Nie zapisano opcji',
  'common.storage.said': '{notDone}: pamięć przeglądarki zgłosiła „{said}”',
  'common.storage.plain': '{notDone}: {said}',
  'common.storage.after': '{notDone} ({said}){after}',
  'common.draftNotKept': 'To, co tu wpisano, nie jest zachowywane',
  'common.draftNotRead': 'Nie udało się odczytać tego, co tu wpisano',
  'common.notLoaded': 'Nie udało się wczytać tej części; zamknij okno i otwórz je ponownie.',
  'common.loading': 'Wczytywanie…',
  'common.copied': 'Skopiowano',
  'common.copyFailed': 'Nie skopiowano',
  'common.sides': 'N/S {ns} · E/W {ew}',
  'common.by': '{contract} {seat}',
  'score.contract': 'Kontrakt',
  'score.placeholder': '4PX-2 v, 3BA+1, 4P 10',
  'score.vulnerable': 'Po partii',
  'score.empty': 'Wpisz kontrakt z wynikiem albo wybierz go poniżej.',
  'score.copy': 'Kopiuj wynik',
  'score.answer': '{contract}: {score}',
  'score.readAs': 'Odczytano: {contract}',
  'score.pass': 'Pas',
  'score.contracts': 'Kontrakty',
  'score.doubling': 'Kontra',
  'score.everyResult': '{contract}: wszystkie wyniki',
  'score.result': 'Wynik',
  'score.tricks': 'Lewy',
  'score.notVul': 'Przed',
  'score.vul': 'Po',
  'score.madeExactly': 'Ugrany równo',
  'score.madeOver': 'Ugrany {result}',
  'score.down': '{count, plural, one {# wpadka} few {# wpadki} many {# wpadek} other {# wpadki}}',
  'rubber.tab': 'Robber',
  'rubber.title': 'Robber',
  'chicago.tab': 'Chicago',
  'chicago.title': 'Chicago',
  'bugger.tab': 'Bugger',
  'bugger.title': 'Bugger Bridge',
  'match.title': 'Mecz drużynowy',
  'keeper.called':
    '{kind, select, rubber {robber} chicago {Chicago} bugger {gra w Buggera} match {mecz drużynowy} other {sesja}}',
  'score.undoubled': 'Bez kontry',
  'score.doubled': 'Z kontrą',
  'score.redoubled': 'Z rekontrą',
};

/**
 * The words of the popup's first view in French: its frame and tabs, the Score view, storage's messages and
 * the kinds' names. Only these are loaded before the popup first shows; the rest of the words
 * (views.ts, keepers.ts and the core's problems) come just after, before any other view or message needs them.
 */
import type { firstView as english } from '../en/first-view';
import type { Translation } from '../words';

/** A kind of session in a sentence, which the keepers' messages build on. */
export const CALLED =
  '{kind, select, rubber {robre} chicago {Chicago} bugger {partie de Bugger} match {match par équipes} other {session}}';

export const firstView: Translation<typeof english> = {
  'app.title': 'Bridge Scorer',
  'app.tab.score': 'Score',
  'app.tab.imps': 'IMPs',
  'app.tab.deal': 'Donne',
  'app.tab.history': 'Historique',
  'app.tab.options': 'Options',
  'app.optionsNotRead': 'Options non lues, celles par défaut s’appliquent',
  'app.optionsNotStored': 'Options non enregistrées',
  'common.storage.said': '{notDone} : le stockage du navigateur a répondu « {said} »',
  'common.storage.plain': '{notDone} : {said}',
  'common.storage.after': '{notDone} ({said}){after}',
  'common.draftNotKept': 'La saisie ici n’est pas conservée',
  'common.draftNotRead': 'La saisie faite ici n’a pas pu être lue',
  'common.notLoaded': 'Cette partie n’a pas pu être chargée ; fermez la fenêtre et rouvrez-la.',
  'common.loading': 'Chargement…',
  'common.copied': 'Copié',
  'common.copyFailed': 'Échec de la copie',
  'common.sides': 'N/S {ns} · E/O {ew}',
  'common.by': '{contract} par {seat}',
  'score.contract': 'Contrat',
  'score.placeholder': '4PX-2 v, 3SA+1, 4P 10 par N',
  'score.vulnerable': 'Vulnérable',
  'score.empty': 'Tapez un contrat et son résultat, ou choisissez-en un ci-dessous.',
  'score.copy': 'Copier le score',
  'score.answer': '{contract} : {score}',
  'score.readAs': 'Lu : {contract}',
  'score.pass': 'Passe',
  'score.contracts': 'Contrats',
  'score.doubling': 'Contre',
  'score.everyResult': '{contract} : tous les résultats',
  'score.result': 'Résultat',
  'score.tricks': 'Levées',
  'score.notVul': 'Non vul.',
  'score.vul': 'Vul.',
  'score.madeExactly': 'Juste',
  'score.madeOver': 'Réussi {result}',
  'score.down': '{count} de chute',
  'rubber.tab': 'Robre',
  'rubber.title': 'Robre',
  'chicago.tab': 'Chicago',
  'chicago.title': 'Chicago',
  'bugger.tab': 'Bugger',
  'bugger.title': 'Bugger Bridge',
  'match.title': 'Match par équipes',
  'keeper.called': CALLED,
  'score.undoubled': 'Non contré',
  'score.doubled': 'Contré',
  'score.redoubled': 'Surcontré',
};

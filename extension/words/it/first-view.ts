/**
 * The words of the popup's first view in Italian: its frame and tabs, the Score view, storage's messages and
 * the kinds' names. Only these are loaded before the popup first shows; the rest of the words
 * (views.ts, keepers.ts and the core's problems) come just after, before any other view or message needs them.
 */
import type { firstView as english } from '../en/first-view';
import type { Translation } from '../words';

/** A kind of session in a sentence, which the keepers' messages build on. */
export const CALLED =
  '{kind, select, rubber {rubber} chicago {Chicago} bugger {partita di Bugger} match {incontro a squadre} other {sessione}}';

export const firstView: Translation<typeof english> = {
  'app.title': 'Bridge Scorer',
  'app.tab.score': 'Score',
  'app.tab.imps': 'IMPs',
  'app.tab.deal': 'Smazzata',
  'app.tab.history': 'Storico',
  'app.tab.options': 'Opzioni',
  'app.optionsNotRead': 'Opzioni non lette, valgono quelle predefinite',
  'app.optionsNotStored': 'Opzioni non salvate',
  'common.storage.said': '{notDone}: la memoria del browser ha risposto "{said}"',
  'common.storage.plain': '{notDone}: {said}',
  'common.storage.after': '{notDone} ({said}){after}',
  'common.draftNotKept': 'Quanto scritto qui non viene conservato',
  'common.draftNotRead': 'Quanto scritto qui non si è potuto leggere',
  'common.notLoaded': 'Questa parte non si è potuta caricare; chiudi la finestra e riaprila.',
  'common.loading': 'Caricamento…',
  'common.copied': 'Copiato',
  'common.copyFailed': 'Copia non riuscita',
  'common.sides': 'N/S {ns} · E/O {ew}',
  'common.by': '{contract} {seat}',
  'score.contract': 'Contratto',
  'score.placeholder': '4PX-2 v, 3SA+1, 4P 10',
  'score.vulnerable': 'In zona',
  'score.empty': 'Scrivi un contratto con il risultato, o scegline uno qui sotto.',
  'score.copy': 'Copia score',
  'score.answer': '{contract}: {score}',
  'score.readAs': 'Letto come {contract}',
  'score.pass': 'Passo',
  'score.contracts': 'Contratti',
  'score.doubling': 'Contro',
  'score.everyResult': '{contract}: tutti i risultati',
  'score.result': 'Risultato',
  'score.tricks': 'Prese',
  'score.notVul': 'In prima',
  'score.vul': 'In zona',
  'score.madeExactly': 'Mantenuto',
  'score.madeOver': 'Mantenuto {result}',
  'score.down': 'Sotto di {count}',
  'rubber.tab': 'Rubber',
  'rubber.title': 'Rubber',
  'chicago.tab': 'Chicago',
  'chicago.title': 'Chicago',
  'bugger.tab': 'Bugger',
  'bugger.title': 'Bugger Bridge',
  'match.title': 'Incontro a squadre',
  'keeper.called': CALLED,
  'score.undoubled': 'Senza contro',
  'score.doubled': 'Contrato',
  'score.redoubled': 'Surcontrato',
};

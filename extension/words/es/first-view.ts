/**
 * The words of the popup's first view in Spanish: its frame and tabs, the Score view, storage's messages and
 * the kinds' names. Only these are loaded before the popup first shows; the rest of the words
 * (views.ts, keepers.ts and the core's problems) come just after, before any other view or message needs them.
 */
import type { firstView as english } from '../en/first-view';
import type { Translation } from '../words';

/** A kind of session in a sentence, which the keepers' messages build on. */
export const CALLED =
  '{kind, select, rubber {rubber} chicago {Chicago} bugger {partida de Bugger} match {encuentro por equipos} other {sesión}}';

export const firstView: Translation<typeof english> = {
  'app.title': 'Bridge Scorer',
  'app.tab.score': 'Score',
  'app.tab.imps': 'IMPs',
  'app.tab.deal': 'Reparto',
  'app.tab.history': 'Historial',
  'app.tab.options': 'Opciones',
  'app.optionsNotRead': 'Opciones no leídas, se usan las predeterminadas',
  'app.optionsNotStored': 'Opciones no guardadas',
  'common.storage.said': '{notDone}: el almacenamiento del navegador dijo "{said}"',
  'common.storage.plain': '{notDone}: {said}',
  'common.storage.after': '{notDone} ({said}){after}',
  'common.draftNotKept': 'Lo escrito aquí no se guarda',
  'common.draftNotRead': 'Lo escrito aquí no se pudo leer',
  'common.notLoaded': 'Esta parte no se pudo cargar; cierre la ventana y vuelva a abrirla.',
  'common.loading': 'Cargando…',
  'common.copied': 'Copiado',
  'common.copyFailed': 'Error al copiar',
  'common.sides': 'N/S {ns} · E/O {ew}',
  'common.by': '{contract} por {seat}',
  'score.contract': 'Contrato',
  'score.placeholder': '4PX-2 v, 3ST+1, 4P 10 por N',
  'score.vulnerable': 'Vulnerable',
  'score.empty': 'Escriba un contrato con su resultado, o elija uno abajo.',
  'score.copy': 'Copiar score',
  'score.answer': '{contract}: {score}',
  'score.readAs': 'Leído como {contract}',
  'score.pass': 'Paso',
  'score.contracts': 'Contratos',
  'score.doubling': 'Doblo',
  'score.everyResult': '{contract}: todos los resultados',
  'score.result': 'Resultado',
  'score.tricks': 'Bazas',
  'score.notVul': 'No vul.',
  'score.vul': 'Vul.',
  'score.madeExactly': 'Cumplido justo',
  'score.madeOver': 'Cumplido {result}',
  'score.down': 'Multa de {count}',
  'rubber.tab': 'Rubber',
  'rubber.title': 'Rubber',
  'chicago.tab': 'Chicago',
  'chicago.title': 'Chicago',
  'bugger.tab': 'Bugger',
  'bugger.title': 'Bugger Bridge',
  'match.title': 'Encuentro por equipos',
  'keeper.called': CALLED,
  'score.undoubled': 'Sin doblar',
  'score.doubled': 'Doblado',
  'score.redoubled': 'Redoblado',
};

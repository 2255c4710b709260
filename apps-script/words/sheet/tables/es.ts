import type { TablesWords } from './en';

export const TABLES: TablesWords = {
  'table.pageTitle': 'Mesa {table} · Bridge Scorer',
  'table.wrongKey':
    'Este enlace no abre la mesa {table} de este torneo: su clave es errónea, antigua o de otra mesa. No se ha escrito nada; pida al director el enlace de su mesa.',
  'table.noId':
    'El resultado llegó sin su identificador y podría escribirse dos veces: recargue la página y vuelva a introducirlo.',
  'table.badLead': '"{lead}" no es una carta: una salida es un palo y un valor, como ♥R o P10.',
  'table.notHere': 'El tablero {board} no se juega en esta mesa en la ronda {round}: no se ha escrito nada.',
  'table.written': 'Tablero {board}: {what}, introducido.',
  'table.already': 'El tablero {board} ya estaba introducido: {what}. No se ha vuelto a escribir nada.',
  'table.changedSince': 'El tablero {board} se introdujo desde esta mesa; el director lo ha cambiado después a {what}.',
  'table.clearedSince': 'El tablero {board} se introdujo desde esta mesa; el director lo ha borrado después.',
  'table.conflict':
    'El tablero {board} ya contiene {holds}, no {sent}: no se ha escrito nada. El director lo resolverá.',
  'table.noSpreadsheet':
    'Las páginas de las mesas no llegan a la hoja del torneo. Avise al director: abre el torneo una vez en la barra lateral, y la copia puede necesitar el permiso que indica docs/publishing.md.',
  'table.noAdjusted':
    '"{typed}" es una puntuación ajustada: la da el director, desde la barra lateral. Introduzca el contrato jugado, o llame al director.',
  'table.otherEvening': 'El tablero {board} se introdujo para otro torneo: no se escribe en este.',
  'table.notYet': 'El tablero {board} de la ronda {round} aún no está en esta mesa: no se ha escrito nada.',
  'table.noWebApp':
    'Las páginas de las mesas aún no están implementadas: implemente el script de esta hoja como aplicación web (vea "Páginas de las mesas" en la ayuda) y vuelva a pedirlo.',
  'table.keysIssued':
    '{count, plural, one {La mesa {tables} tiene} other {Las mesas {tables} tienen}} un enlace nuevo; el antiguo ya no abre nada.',
  'caller.notEditor':
    'Solo un editor de esta hoja de cálculo puede hacerlo, desde la propia hoja (su menú o su barra lateral).',
  'refusal.table-not-in-evening': 'esta noche no hay mesa {table}: las mesas son 1–{tables}',
  'refusal.evening-format':
    '"{sheet}" lo preparó un Bridge Scorer más reciente (formato {format}); esta copia lee formatos hasta el {known}: use la copia que lo preparó, o actualice esta',
};

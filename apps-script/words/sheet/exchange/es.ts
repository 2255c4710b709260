import type { ExchangeWords } from './en';

/** The words of files exchanged with other programs, in this language. */
export const EXCHANGE: ExchangeWords = {
  'import.handicaps':
    'Las parejas del archivo llevan hándicap, que sus propias cifras incluyen: aquí no se aplica, así que esas cifras difieren.',
  'import.unreadDeals':
    '{count, plural, one {El reparto de la mano} other {Los repartos de las manos}} {boards} del archivo no {count, plural, one {tiene} other {tienen}} cuatro manos completas: se omite{count, plural, one {} other {n}}.',
  'import.events': 'El archivo contiene {count} torneos, cada uno importado por separado y nunca puntuado con otro.',
  'import.convention':
    'Clasificado como {source, select, bbo {BBO: cada board entre los resultados jugados en él, el porcentaje de una pareja la media de sus boards, un board no jugado media para ambos} ours {Bridge Scorer: Neuberg al board más jugado} other {los programas de club: Neuberg al board más jugado}}.',
  'import.substitutes':
    '{count, plural, one {# pareja jugó} other {# parejas jugaron}} como sustituta de otra: sus boards se abonan a esa pareja.',
  'import.windows1252':
    'Leído como Windows-1252 (ISO-8859-1), por no ser UTF-8: {count, plural, one {línea} other {# líneas:}} {lines}.',
  'import.cut':
    '{count, plural, one {# celda superaba} other {# celdas superaban}} lo que guarda Sheets (50.000 caracteres) y se {count, plural, one {cortó} other {cortaron}} con …: {cells}.',
  'import.done':
    '{records, plural, one {# registro importado} other {# registros importados}} en «{sheet}»; {boards, plural, one {# tablero puntuado} other {# tableros puntuados}} {scoring, select, matchpoints {a matchpoints} butler {en IMPs Butler} other {en cross-IMPs}}.',
  'import.noCompare':
    '{records, plural, one {# registro importado} other {# registros importados}} en «{sheet}». Ningún tablero tiene dos resultados que comparar, así que ninguno se puntúa {scoring, select, matchpoints {a matchpoints} butler {en IMPs Butler} other {en cross-IMPs}}.',
  'import.pairsInto': 'las parejas en «{sheet}»',
  'import.rankingInto': 'la clasificación en «{sheet}»',
  'import.notRanked': 'Sin clasificar: {problem}.',
  'import.adjusted':
    '{count, plural, one {# puntuación ajustada contada como la dio el director} other {# puntuaciones ajustadas contadas como las dio el director}}.',
  'import.unscored': '{count, plural, one {# registro no tenía} other {# registros no tenían}} puntuación.',
  'import.differing':
    '{count, plural, one {# registro daba} other {# registros daban}} una puntuación que las reglas no dan: vea la columna Note.',
  'import.noPar':
    'Sin par para {count, plural, one {# tablero} other {# tableros}} ({boards}): sus manos tardaban más en resolverse de lo que permite una importación.',
  'import.solveRest':
    'Elija «{menu}» en el menú del complemento para seguir donde se detuvo la importación, tantas veces como haga falta.',
  'import.agrees':
    'El valor ({what, select, percentage {porcentaje} other {IMPs}}) de cada pareja es el que da el archivo ({count, plural, one {# pareja} other {# parejas}}).',
  'import.differs':
    '{count, plural, one {# pareja} other {# parejas}} de {total} difieren del valor del archivo ({what, select, percentage {porcentaje} other {IMPs}}; {pairs}): vea la hoja Ranking.',
  'import.filePoints':
    'Los puntos de {count, plural, one {# línea difieren} other {# líneas difieren}} de los del reglamento en más que el redondeo del archivo: se conservan como los da el archivo, como ajustes del director.',
  'publish.noNumbers':
    '{count, plural, one {# jugador no tiene} other {# jugadores no tienen}} número de federado: {players}.',
  'publish.blankNumbers':
    'El archivo USEBIO se generó con {count, plural, one {# número de federado en blanco} other {# números de federado en blanco}}: {players}.',
  'publish.noUsebio': 'No se puede escribir el archivo USEBIO: {error}.',
};

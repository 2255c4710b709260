import type { SheetWords } from './en';
import { EXCHANGE } from './exchange/es';
import { FEDERATION_SHEET } from './federation';
import { IMP_PUBLISH } from './imp-publish';
import { MEMBERS } from './members/es';
import { TABLE_LINK_WORDS } from './table-links';
import { TABLES } from './tables/es';
import { TEAMS } from './teams/es';
import { TEAMS_BOARDS_WORDS } from './teams-boards';
import { TEAMS_EVENING_WORDS } from './teams-evening';
import { TEAMS_REDRAW_WORDS } from './teams-redraw';
import { TEAMS_SETTINGS_WORDS } from './teams-settings';
import { TEAMS_TEMPLATE_WORDS } from './teams-template';

export const SHEET: SheetWords = {
  'menu.evening': 'Dirigir un torneo (parejas, equipos o progresivo)',
  'menu.pbn': 'Importar resultados (PBN, USEBIO)…',
  'menu.publish': 'Publicar resultados…',
  'menu.cards': 'Tarjetas de movimiento…',
  'menu.results': 'Insertar una hoja de resultados',
  'menu.teams': 'Insertar una hoja de equipos',
  'menu.help': 'Ayuda de las funciones',
  'menu.language': 'Idioma y notación…',
  'menu.solveRest': 'Resolver los tableros restantes',
  'title.sidebar': 'Torneo Bridge Scorer',
  'title.help': 'Funciones de Bridge Scorer',
  'title.publish': 'Publicar resultados',
  'title.cards': 'Tarjetas de movimiento',
  'title.pbn': 'Importar resultados (PBN, USEBIO)',
  'title.language': 'Idioma y notación',
  'language.intro':
    'El idioma del complemento en esta hoja de cálculo (menú, diálogos, mensajes, las palabras que escriben sus funciones) y la notación en que se escriben los contratos. Las funciones lo siguen en el próximo recálculo; su ayuda sigue en inglés.',
  'language.language': 'Idioma',
  'language.notation': 'Notación',
  'language.locale': 'La configuración regional de la hoja ({name})',
  'language.same': 'La del idioma',
  'language.save': 'Guardar',
  'language.saving': 'Guardando…',
  'language.saved': 'Guardado. Vuelva a cargar la hoja para ver el menú en el nuevo idioma.',
  'pbn.failed': 'No importado: {error}',
  'publish.failed': 'No publicado: {error}',
  'dialog.notWritten': 'No escrito: {error}',
  'language.failed': 'No guardado: {error}',
  'dialog.writing': 'Escribiendo…',
  'help.intro':
    'Bridge Scorer añade estas funciones. Cada una toma un solo valor o una columna entera y llena una celda por fila, salvo que diga otra cosa. Donde los decimales se escriben con coma, separe los argumentos con {semicolon}. Los nombres de las funciones y los ejemplos son los que Sheets acepta en todos los idiomas.',
  'help.outro':
    '{results} prepara un torneo por parejas de tantas filas como haga falta (tablero, parejas, contrato, declarante, resultado, puntuación N/S, puntos de match y porcentajes de ambas líneas) con la clasificación al lado y los nombres de las parejas para escribir; {teams} prepara ambas mesas, los IMPs, el total y los PV, provisionales hasta que cada tablero empezado tenga las puntuaciones de ambas mesas. Ninguna reemplaza una hoja del mismo nombre. {publish} guarda la hoja de resultados activa como página de resultados y archivo PBN, y escribe las hojas Ranking, Travellers y Score cards para imprimir.',
  'pbn.intro':
    'Elija un archivo de resultados: PBN (.pbn) o USEBIO (.xml). Sus resultados van a una hoja nueva {results}, con las parejas y cada tablero puntuado para ambas líneas (puntos de match o IMPs, según el archivo); sus parejas y nombres a {pairs}, su clasificación a {ranking}. Si una hoja con ese nombre ya tiene algo, van a {results2}, y así sucesivamente: no se reemplaza ninguna hoja.',
  'pbn.importing': 'Importando…',
  'publish.intro':
    'Los resultados de esta hoja como los publica un club: una página de resultados para la web del club (clasificación, travellers y hojas de puntuación en un archivo) y la sesión como archivo PBN, con sus resultados. O bien Ranking, Travellers y Score cards como hojas para imprimir.',
  'publish.reading': 'Leyendo la hoja…',
  'publish.html': 'Guardar la página de resultados (.html)',
  'publish.pbn': 'Guardar el archivo PBN (.pbn)',
  'publish.sheets': 'Escribir las hojas Ranking, Travellers y Score cards',
  'cards.movement': 'Movimiento',
  'cards.pairs': 'Parejas',
  'cards.rounds': 'Rondas (vacío: todas)',
  'cards.boards': 'Tableros por ronda (vacío: unas 24 en total)',
  'cards.arrow': 'Rondas con flecha cambiada (Mitchell)',
  'cards.leaves': 'Una pareja que se va',
  'cards.leavesFrom': 'Primera ronda que no juega',
  'cards.lateFrom': 'Una pareja que llega tarde juega desde la ronda',
  'cards.write': 'Escribir las tarjetas',
  'cards.html': 'Guardar la página de tarjetas (.html)',
  'status.dealSaved': 'Mesa {table}, mano {deal}: {what}, N/S {ns}, E/O {ew}.',
  'status.replaces': ' Sustituye a {what}.',
  'status.by': '{contract} por {declarer}',
  'status.passedOut': 'pasada',
  'status.roundSeated': 'Ronda {round} sentada.',
  'status.recalculated': 'Recalculado desde la hoja Deals.',
  'status.eveningSetUp': 'Torneo preparado: {tables, plural, one {# mesa} other {# mesas}}, {players} jugadores.',
  'status.boardEntered': 'Tablero {board}, mesa {table}: {what}.',
  'status.cleared': 'borrado',
  'status.honors': '{what}, honores {honors}',
  'conflict.cleared':
    'No guardado: mesa {table}, la mano {deal} se borró mientras tanto (mostraba {shown}). Guarde de nuevo para introducir la suya.',
  'conflict.entered':
    'No guardado: mesa {table}, la mano {deal} se introdujo mientras tanto como {now}. Ahora se muestra; pulse Corregir para sustituirla por la suya.',
  'conflict.changed':
    'No guardado: mesa {table}, la mano {deal} se cambió mientras tanto a {now}. Ahora se muestra; pulse Corregir para sustituirla por la suya.',
  'conflict.boardHolds':
    'No escrito: el tablero {board} de la mesa {table} tiene ahora {now}, introducido mientras tanto. Compruébelo y vuelva a introducirlo si está mal.',
  'conflict.nothing': 'nada',
  'status.pairsSetUp':
    '{movement} preparado: {tables, plural, one {# mesa} other {# mesas}}, {rounds, plural, one {# ronda} other {# rondas}} de {boards} tableros.',
  'status.pairLeaves': '{pair} se va: desde la ronda {round}, las parejas que encontraría descansan.',
  'status.latePair': 'Una pareja que llega tarde juega desde la ronda {round}, en el puesto de la pareja fantasma.',
  'replace.notOurs': '«{sheet}» (no creada por Bridge Scorer)',
  'replace.dealsEntered': '«{sheet}» (un torneo con manos introducidas)',
  'deals.row': 'Deals, fila {row}: {problem}',
  'deals.correct': '{problem}. Corrija la hoja «Deals» y vuelva a calcular.',
  'deals.saveAgain': '{problem} La mano aún no está guardada: guárdela de nuevo después.',
  'move.showFirst': 'No sentada: muestre primero el movimiento; la ronda {round} se sienta como indica.',
  'move.changed':
    'No sentada: «Deals» ha cambiado desde que se mostró el movimiento. El movimiento se muestra de nuevo como está ahora en la hoja; compruébelo y luego siente la ronda {round}.',
  'publish.noSheet': 'no hay ninguna hoja «{sheet}»',
  'status.kept':
    '{sheets} {count, plural, one {se queda como está} other {se quedan como están}}: Bridge Scorer nunca sustituye una hoja.',
  'kept.range': 'de "{first}" a "{last}"',
  'template.pairs':
    'Hoja «{sheet}» insertada: escriba en cada fila el tablero, las parejas, el contrato ({contract}, o con su resultado {made}, {doubled}), el declarante ({seats}) y el resultado (las bazas hechas, 10; -1 para una multa; \'+1 o \'= con el apóstrofo, que lo mantiene como texto), tantas filas como tenga el torneo; las puntuaciones, los matchpoints y los porcentajes de ambos bandos se rellenan, y la clasificación de la columna N clasifica los resultados introducidos. Escriba los nombres de cada pareja en U–W (pareja, N/S o E/W en un Mitchell, nombres) y la clasificación los muestra, las parejas N/S y E/O de un Mitchell clasificadas aparte. Para parejas a IMPs, escriba "IMP total" o "Butler total" en X2 (MP, puntos de match, por defecto): la clasificación va entonces por el total de IMPs; las columnas MPs y % siguen en puntos de match. No escriba nada en las columnas Vul, score, MPs y % ni junto a la clasificación: cada una es una sola fórmula en su encabezado que rellena su columna. Una celda escrita ahí bloquea toda su columna y se vuelve roja: bórrela.',
  'template.teams':
    "Hoja «{sheet}» insertada: escriba el contrato de cada mesa ({contract}, o {made} con su resultado), el declarante y el resultado (las bazas hechas, 10; -1 para una multa; '+1 o '= con el apóstrofo); los IMPs, el total y los PV se rellenan para el equipo sentado N/S en la mesa 1. Los tableros 1–{boards} están numerados; numere más en la columna A y también se puntúan. Escriba el número de tableros del match en N5: los PV dicen «provisional» hasta que se puntúen tantos tableros y cada tablero con una entrada en alguna mesa tenga las puntuaciones de ambas mesas.",
  'template.exists':
    'No insertada: esta hoja de cálculo ya tiene una hoja «{sheet}», que se queda como está; cámbiele el nombre para insertar una nueva.',
  'flag.noContract': 'una puntuación N/S de {score} sin contrato',
  'flag.passedOut': 'un tablero pasado puntúa 0, no {score}',
  'flag.adjusted': 'la puntuación ajustada «{contract}» y su puntuación N/S {score} no coinciden',
  'flag.unreadable': '«{entry}» no se puede leer',
  'flag.scores': '{entry} puntúa {scored} para N/S, no {score}',
  'flag.blank': '(vacío)',
  'flag.again': '{why}: introduzca de nuevo el tablero',
  'solveRest.none': 'Ninguna hoja Results importada tiene un tablero a la espera de su par.',
  'solveRest.done':
    '{count, plural, one {# tablero resuelto} other {# tableros resueltos}} en {sheets}: cada tablero tiene allí su par.',
  'solveRest.more':
    '{count, plural, one {# tablero resuelto} other {# tableros resueltos}} en {sheets}; {left, plural, one {# tablero espera} other {# tableros esperan}} todavía: elija de nuevo «{menu}».',
  'movement.name':
    '{kind, select, mitchell {Mitchell} skip {Mitchell con salto} relay {Mitchell con relevo} other {Howell}}',
  'view.pairsTitle':
    '{movement}, {pairs} parejas en {tables, plural, one {# mesa} other {# mesas}} · {rounds, plural, one {# ronda} other {# rondas}} de {boards} tableros',
  'cell.sitOut': 'Descanso',
  'cell.pass': 'Paso',
  'cell.parBy': '{contract} por {seats}',
  'head.round': 'Ronda',
  'head.table': 'Mesa',
  'head.ns': 'N/S',
  'head.ew': 'E/O',
  'head.boards': 'Tableros',
  'head.place': 'Puesto',
  'head.pair': 'Pareja',
  'head.mps': 'MP',
  'head.max': 'Máx.',
  'head.imps': 'IMPs',
  'head.impsABoard': 'IMPs por tablero',
  'head.names': 'Nombres',
  'head.sidePair': 'Pareja {side}',
  'ranking.notRead':
    '{count, plural, one {# resultado no leído: fila {rows}} other {# resultados no leídos: filas {rows}}} ({first})',
  'ranking.rowsMore': '{rows} y {more} más',
  'hint.boardColumn': '(una columna de números de board: añada vulnerability_is "board")',
  'refusal.no-contract': 'Introduzca el contrato y el resultado, por ejemplo {examples_or}.',
  'refusal.no-result-or-score':
    'Introduzca el contrato y el resultado, por ejemplo {examples_or}, o una puntuación ajustada como 60/40.',
  'refusal.declarer-or-passed': 'el declarante debe ser {seats} o pasada',
  'refusal.round-over':
    'La ronda {round} ha terminado; el torneo está en la ronda {current}. Corrija las rondas anteriores en la hoja «Deals» y vuelva a calcular.',
  'refusal.no-such-deal': 'No hay mano {deal} en la mesa {table} en la ronda {round}.',
  'refusal.enter-earlier-first': 'Introduzca primero la mano {deal} de la mesa {table}.',
  'refusal.not-at-table':
    'el tablero {board} no se juega en la mesa {table} en la ronda {round}: {boards, select, none {allí no se juega nada} other {allí se juegan los tableros {boards}}}',
  'refusal.pair-not-there':
    '{ns} y {ew} no juegan el tablero {board} en la mesa {table} en la ronda {round}: lo juegan {seatedNs} y {seatedEw}',
  'refusal.boards-to-come':
    '{count, plural, one {Falta # tablero} other {Faltan # tableros}}, el primero el tablero {board} de la ronda {round} en la mesa {table}. ¿Publicar de todos modos?',
  'refusal.would-drop':
    'el tablero {board} de la ronda {round} en la mesa {table} tiene un resultado, que el cambio descartaría: bórrelo primero si se introdujo por error',
  'refusal.late-pair-twice': 'una pareja que llega tarde ya juega en el puesto de la pareja fantasma',
  'refusal.would-replace': 'Estas hojas se sustituirían: {sheets}. ¿Sustituirlas?',
  'refusal.would-replace-evening':
    'La hoja «{sheet}» se sustituiría: {why, select, others {no la creó Bridge Scorer} unread {no se puede leer ({problem}) y puede contener resultados} other {contiene {count, plural, one {# resultado} other {# resultados}}}}. Para sustituirla, escriba {confirm_quoted} abajo.',
  'refusal.sheet-taken':
    'No se escribió nada: la hoja «{sheet}» no la creó Bridge Scorer. Cambie el nombre de esa hoja (o elimínela, si nada de ella hace falta) y el complemento creará su propia «{sheet}».',
  'refusal.not-ours': 'la hoja «{sheet}» no la creó Bridge Scorer',
  'refusal.deals-not-ours': 'la hoja «Deals» no la creó Bridge Scorer (su A1 no lleva su marca)',
  'refusal.no-evening': 'Aún no hay torneo: prepare uno primero.',
  'refusal.round-no-table':
    'la ronda {round} no tiene mesa {table}; el torneo tiene {tables, plural, one {# mesa} other {# mesas}}',
  'refusal.no-table-rows': 'Deals: la ronda {round} no tiene filas para la mesa {table}',
  'refusal.same-deal':
    'las filas {rows_and} de Deals son la misma mano (ronda {round}, mesa {table}, mano {deal}): renumérelas o elimínelas todas menos una',
  'refusal.no-deal-row':
    'Deals: ronda {round}, la mesa {table} no tiene fila para la mano {deal} (sus filas son {rows_and})',
  'refusal.no-deals': 'la hoja «Deals» no tiene manos: prepare de nuevo el torneo',
  'refusal.missing-round': 'la hoja «Deals» tiene la ronda {round} pero no la ronda {missing}',
  'refusal.no-deal-1': 'ronda {round}: una mesa no tiene fila para la mano 1',
  'refusal.not-a-player': '{name_quoted} no es uno de los jugadores del torneo',
  'refusal.seat-changed': '{seat} es aquí {name_quoted} pero {first_quoted} en la mano 1 de la mesa',
  'refusal.earlier-not-entered': 'la mano {deal} está introducida pero una mano anterior de la mesa {table} no',
  'refusal.no-column': 'Deals no tiene columna «{header}» (fila {row}); vuelva a ponerla o deshaga el cambio',
  'refusal.mark-moved':
    'Deals tiene una columna antes de «Round»: su marca va en A1 pero está en {column}1; mueva esa columna detrás de «Round», o deshaga el cambio',
  'refusal.no-label': 'la fila 1 de Deals no tiene la etiqueta «{label}»; vuelva a ponerla o deshaga el cambio',
  'refusal.deal-number': 'ronda, mesa y mano deben ser números enteros (mano {min}–{max})',
  'refusal.dealer': 'el dador debe ser {allowed_or}',
  'refusal.deals-declarer': 'el declarante debe ser N, E, S, W o «{passed}»',
  'refusal.evening-headers': 'a la fila 2 de «{sheet}» le falta {missing}',
  'refusal.evening-row':
    'la fila {row} de «{sheet}» no es un tablero que el movimiento sienta (ronda, mesa, tablero y parejas): déjela como estaba',
  'refusal.evening-twice':
    'las filas {first} y {row} de «{sheet}» son ambas el tablero {board} de la mesa {table} en la ronda {round}: elimine una',
  'refusal.evening-missing':
    'falta en «{sheet}» la fila del tablero {board} de la mesa {table} en la ronda {round}: vuelva a ponerla',
  'refusal.not-results':
    '«{sheet}» no tiene resultados que publicar: sus encabezados deben tener Board, N/S pair, E/W pair y N/S score',
  'refusal.nothing-to-publish': 'no hay ningún resultado con sus dos parejas que publicar',
  'refusal.rubber-side': 'el bando del declarante debe ser We o They (o NS, EW)',
  'refusal.pair-cell': 'la pareja {side} debe ser un número o un nombre',
  'refusal.no-pair': 'esta fila tiene una puntuación pero ninguna pareja {side}',
  'refusal.rank-needs-board': 'no hay número de tablero en esta fila: su tablero dice con qué puntuaciones se compara',
  'refusal.score-needs-board': 'esta fila tiene una puntuación pero ningún número de tablero',
  'refusal.score-not-shown':
    'esta fila tiene un contrato pero ninguna puntuación: quizá un valor escrito en la columna de puntuaciones bloquea su fórmula',
  'refusal.matchpoints-needs-board':
    'no hay número de tablero en esta fila: su tablero dice contra qué puntuaciones recibe sus matchpoints',
  'refusal.par-needs-board': 'no hay número de tablero, ni dador ni vulnerabilidad: el par los necesita',
  'refusal.no-vulnerability': 'con el dador, indique también la vulnerabilidad: None, NS, EW o All',
  'refusal.passed-out-honors': 'una mano pasada no tiene honores; borre los honores o indique el contrato',
  'refusal.adjusted-result': 'una puntuación ajustada no lleva resultado: borre el resultado',
  'refusal.first-dealer': 'el primer dador debe ser N, E, S o W',
  'refusal.evening-score': 'fila {row} del torneo: {why}, antes de publicarlo',
  'refusal.whole-number':
    '{argument, select, pairs {el número de parejas} rounds {el número de rondas} boards_per_round {los tableros por ronda} leaves_from {la ronda desde la que se va} other {la ronda en que empieza la pareja que llega tarde}} debe ser un número entero',
  'refusal.no-pairs': 'hace falta el número de parejas',
  'refusal.no-round': 'indique la primera ronda que la pareja se pierde',
  'refusal.premium': '{cell}: la prima de parcial debe ser 50 o 100',
  'refusal.deals-honors': '{cell}: los honores deben ser TRUE o FALSE',
  'refusal.progression': '{cell}: la progresión debe ser {allowed}',
  'refusal.date-cell': 'Sheets leyó esta celda como una fecha; escriba {meant} como texto (empiece con un apóstrofo)',
  'refusal.one-cell': 'una celda, {meant}, no un rango de {size}',
  'refusal.range-sizes': 'los rangos deben tener el mismo tamaño: uno es de {size}, otro de {otherSize}',
  'refusal.argument-sizes':
    '{first} y {second} deben tener el mismo tamaño: {first} es de {size}, {second} de {otherSize}',
  'refusal.one-deal': 'un reparto por llamada, no un rango de {size}: use un DDTABLE por reparto',
  'refusal.one-column': 'una columna de repartos, no un rango de {size}: cada reparto ocupa 2 celdas de una fila',
  'refusal.names-columns': 'names tiene 2 columnas (pareja, nombres) o 3 (pareja, línea, nombres), no {size}',
  'refusal.blank-entry': 'la entrada {entry} (para una voz de {bid}) está vacía; rellénela, o termine {argument} ahí',
  'refusal.seat-in-sides': 'esta hoja anota bandos, no puestos: quite la {seat}',
  'refusal.cell-not-a-number': '{meant} debe ser un número',
  'refusal.cell-out-of-range': '{meant} está fuera de rango: aquí un número vale como mucho {max} en valor absoluto',
  'refusal.cell-separator':
    '{meant} podría ser un número con separador de miles o con punto decimal; escríbalo sin separador (1100), o con menos de tres decimales (1.1)',
  'refusal.dd-out-of-time':
    '{deals, select, one {sin resolver: el reparto necesita más de los 30 segundos que Sheets da a una llamada} other {sin resolver: la llamada agotó los 30 segundos que Sheets le da; los repartos resueltos se guardan y el próximo recálculo sigue desde ahí (o divida la columna en varias llamadas)}}',
  'size.range':
    '{rows, plural, one {# fila} other {# filas}} por {columns, plural, one {# columna} other {# columnas}}',
  'size.cell': '1 celda',
  'meant.contract': 'el contrato',
  'meant.result': 'un resultado como -2',
  'meant.vulnerability': 'la vulnerabilidad',
  'meant.declarer': 'el declarante',
  'meant.result-is': '"tricks" o "relative"',
  'meant.vulnerability-is': '"board" o "side"',
  'meant.board': 'un número de tablero',
  'meant.round': 'una ronda',
  'meant.movement': 'el movimiento',
  'meant.pairs': 'el número de parejas',
  'meant.rounds': 'el número de rondas',
  'meant.boards-a-round': 'los tableros por ronda',
  'meant.leaver': 'la pareja que se va',
  'meant.leaves-from': 'la ronda desde la que se va',
  'meant.late-from': 'la ronda en que empieza la pareja que llega tarde',
  'meant.chart-entry': 'una entrada de la tabla',
  'meant.bid': 'una voz',
  'meant.tricks': 'las bazas hechas',
  'meant.honors': 'los honores',
  'meant.yes-no': 'sí o no',
  'meant.deal': 'el reparto',
  'meant.true-false': 'TRUE o FALSE',
  'meant.score': 'una puntuación',
  'meant.imp-margin': 'una diferencia en IMPs',
  'meant.boards': 'el número de tableros',
  'meant.pair-number': 'un número de pareja',
  'meant.scale-choice': '2 o 1',
  'meant.scale': 'la escala',
  'meant.scoring': '"MP", "IMP", "IMP total", "Butler" o "Butler total"',
  'refusal.evening-settings':
    'la fila 1 de «{sheet}» no dice {missing, select, movement {el movimiento} pairs {las parejas} design {una variante conocida («{change}» no es ni balanced ni earlier)} other {qué cambia «{change}»}}: prepare de nuevo el torneo',
  'refusal.column-twice':
    'Deals tiene {count} columnas «{header}» (fila {row}, columnas {more, plural, =0 {{columns_and}} other {{columns} y # más}}); cambie el nombre o borre todas menos una',
  'refusal.unpublishable-row':
    'la fila {row} de «{sheet}» {fault, select, noBoard {tiene una puntuación pero ningún número de tablero} onePair {tiene una puntuación pero no ambas parejas} other {no es un resultado publicable}}: corríjala antes',
  'refusal.passed-out-contract': 'elija «{passed}» como declarante para una mano en la que nadie declaró',
  'refusal.progressive-count':
    '{count, plural, one {# jugador} other {# jugadores}}: el Progressive Bridge sienta a cuatro por mesa; {ways, select, add {añada {add}} other {añada {add} o quite {away}}}',
  'refusal.no-players': 'Escriba los jugadores, uno por línea: el Progressive Bridge sienta a cuatro por mesa.',
  'publish.noPbn': 'No publicado: no se puede escribir el archivo PBN: {error}.',
  'refusal.convention':
    '{argument} debe ser {argument, select, result_is {"tricks" (un número son las bazas hechas) o "relative" (0 cumplido, 1 una baza de más, -1 una multa)} other {"board" (la columna tiene números de tablero, o None, NS, EW, All) o "side" (sí o no para el bando del declarante)}}, o estar vacío',
  'refusal.deal': 'un reparto es texto: el primer puesto y dos puntos, luego cuatro manos (N:AKQ2.J5.T98.K43 …)',
  'refusal.not-a-score': 'una puntuación debe ser un número, o una puntuación ajustada como 60/40 o Avg+',
  'refusal.scale': 'la escala es 2 (2 y 1) o 1 (1 y ½)',
  'refusal.scoring':
    'scoring debe ser "MP" (puntos de match), "IMP" o "IMP total" (cross-IMPs), "Butler" o "Butler total", o estar vacío',
  'refusal.direction':
    '{ranked, select, yes {la línea debe ser N/S o E/W cuando las parejas se clasifican por línea} other {la línea debe ser NS o EW (N/S, E/W)}}',
  'refusal.named-twice': 'la pareja {label} aparece en las filas {earlier} y {row}; deje una',
  'refusal.no-scores': 'el tablero no tiene puntuaciones',
  'refusal.no-games': 'el archivo no tiene partidas.',
  'problem.row': 'fila {row}: ',
  'problem.cell': '{cell}: ',
  'problem.argument': '{argument}: ',
  'problem.argumentOfBoard': '{argument} del tablero {board}: ',
  'status.wrote': 'Escritas: {sheets}.',
  'status.results':
    'Los resultados de «{sheet}»: {boards, plural, one {# tablero} other {# tableros}}, {pairs, plural, one {# pareja} other {# parejas}}.',
  'page.sections': 'Secciones',
  'page.ranking': 'Clasificación',
  'page.travellers': 'Hojas viajeras',
  'page.scoreCards': 'Tarjetas de puntuación',
  'page.rankingOf': 'Clasificación, {pair}',
  'page.board': 'Tablero {board}',
  'page.scoreCardOf': 'Tarjeta de puntuación, {pair}',
  'page.place': 'Puesto {place}',
  'page.pair': 'pareja {pair}',
  'page.sidePair': 'pareja {side} {pair}',
  'page.footer':
    'Puntuado por Bridge Scorer: matchpoints, 2 por cada resultado superado y 1 por cada empate, Neuberg para un tablero jugado menos veces.',
  'col.contract': 'Contrato',
  'col.by': 'Por',
  'col.tricks': 'Bazas',
  'col.nsScore': 'Puntos N/S',
  'col.nsMps': 'MP N/S',
  'col.ewMps': 'MP E/O',
  'col.nsPercent': '% N/S',
  'col.ewPercent': '% E/O',
  'col.board': 'Tablero',
  'col.sat': 'Línea',
  'col.against': 'Contra',
  'col.score': 'Puntos',
  'card.title': '{movement} para {pairs} parejas',
  'card.meta': '{movement} · {pairs} parejas · {rounds} rondas de {boards} tableros',
  'card.footer': 'Movimiento de Bridge Scorer.',
  'card.summary': 'Resumen',
  'card.plan': 'Esquema',
  'card.tableCards': 'Tarjetas de mesa',
  'card.guideCards': 'Tarjetas de recorrido',
  'card.table': 'Mesa {table}',
  'card.pair': 'Pareja {pair}',
  'card.boardsGoTo': 'Los tableros van a',
  'card.seat': 'Línea',
  'card.pairSitsOut': '{pair} descansa',
  'card.notPlayed': '({boards} sin jugar)',
  'card.shared': '{boards} (compartidos con la mesa {table})',
  'card.toTables': '{count, plural, one {mesa {tables}} other {mesas {tables}}}',
  'card.byeStand': 'mesita de espera, luego {tables}',
  'card.aside': 'aparte hasta la ronda {round}, {tables}',
  'card.away': 'ausente',
  'card.sitsOut': 'descansa',
  'card.movementIs': '{movement}, {pairs} parejas en {tables, plural, one {# mesa} other {# mesas}}',
  'card.rounds': 'Rondas',
  'card.boardsARound': 'Tableros por ronda',
  'card.boardsAre': '1-{boards} ({sets, plural, one {# grupo} other {# grupos}} de {size})',
  'card.eachBoardPlayed': 'Cada tablero jugado',
  'card.times': '{count, plural, one {# vez} other {# veces}}',
  'card.timesSpan': '{span} veces',
  'card.orNext': '{min} o {max}',
  'card.moves': 'Movimientos',
  'card.meetings': 'Encuentros',
  'card.arrowSwitch': 'Cambio de flecha',
  'card.arrowRounds': 'rondas {rounds}: cada pareja juega las cartas de la otra línea',
  'card.sitOuts': 'Descansos',
  'card.howellStays': 'La pareja {pair} se queda N/S en la mesa 1',
  'card.howellPhantom': 'La mesa 1 es la mesa de descanso (la pareja {pair} es la fantasma)',
  'card.howellMoves':
    '{stays}; las demás parejas siguen su tarjeta de recorrido, y los tableros van adonde dicen las tarjetas de mesa.',
  'card.mitchellStay': 'N/S se quedan en sus mesas; E/O suben una mesa (de la última a la mesa 1)',
  'card.relayMoves':
    '{stay}. Las mesas 1 y {tables} comparten un grupo cada ronda; los tableros bajan una mesa (de la mesa 1 a la mesa {before}), y el grupo que descansa espera en una mesita entre las mesas {low} y {high}: los tableros de la mesa {high} van a la mesita, y los de la mesita a la mesa {low}.',
  'card.mitchellMoves': '{stay}, los tableros bajan una mesa (de la mesa 1 a la última).',
  'card.skipMoves': '{base} Tras la ronda {round}, E/O saltan una mesa: suben dos, una vez.',
  'card.meetsEveryHowell': 'cada pareja se enfrenta a todas las demás',
  'card.meetsEveryMitchell': 'cada pareja N/S se enfrenta a cada pareja E/O',
  'card.meetsHowell': 'cada pareja se enfrenta a {count} {max, plural, one {otra pareja} other {otras parejas}}',
  'card.meetsMitchell':
    'cada pareja se enfrenta a {count} {max, plural, one {pareja de la otra línea} other {parejas de la otra línea}}',
  'card.leaves': '{pair} se va: desde la ronda {round}, quien la encontraría descansa',
  'card.late': '{pair} llega tarde, para la ronda {round}: hasta entonces, quien la encontraría descansa',
  'card.phantom': '{pair} es una fantasma: quien la encontraría descansa',
  'card.absences': '{said} ({count, plural, one {# descanso} other {# descansos}} en total)',
  // The evening's name and place
  'evening.replaceWord': 'sustituir',
  'evening.untitled': 'Torneo sin nombre',
  'evening.untitledBefore': 'Torneo sin nombre (creado antes de que los torneos tuvieran nombre)',
  'status.renamed': 'El nombre y el lugar del torneo están guardados.',
  'refusal.evening-about':
    '{given_quoted}: {part, select, name {el nombre del torneo} date {la fecha} club {el club} clubNumber {el número del club} other {la sección}} {why, select, long {admite como mucho {most} caracteres} lines {es una sola línea} other {es un día, escrito como 2026-12-03}}',

  // Board-by-board entry: a correction says what it replaced.
  'status.boardReplaced': 'Tablero {board}, mesa {table}: {before} sustituido por {after}.',

  // Hand records in the pairs evening: the sheet, the answers and the pages
  'records.boardList': '{count, plural, one {el board {boards}} other {los boards {boards}}}',
  'records.noDeal': 'Sin reparto: los repartos no incluyen este board',
  'records.attached': 'Repartos adjuntados: {count, plural, one {# board} other {# boards}}.',
  'records.missing':
    'El archivo no tiene reparto para {boards}: {count, plural, one {aparece} other {aparecen}} sin diagrama.',
  'records.notPlayed': 'El archivo también reparte {boards}, que este movimiento no juega: se guardan, no se muestran.',
  'records.none': 'No hay repartos adjuntos a la velada.',
  'records.solved': '{solved} de {dealt} boards tienen su tabla a doble muerto y su par.',
  'records.more':
    '{solved} de {dealt} boards tienen su tabla a doble muerto y su par; {boards} aún esperan: elija «{menu}» (en el menú del complemento o en el panel) para seguir.',
  'records.dealerMark': 'dador',
  'records.dealer': 'Dador {seat}',
  'records.vulnerable': 'Vul. {vulnerability, select, None {nadie} NS {NS} EW {EO} other {todos}}',
  'records.diagramOf': 'Board {board}: las cuatro manos',
  'records.ddCaption': 'Bazas a doble muerto',
  'records.par': 'Par',
  'records.noDealOf': 'Board {board}: sin reparto, los repartos no lo incluyen.',
  'records.notSolvedYet': 'Tabla a doble muerto aún sin resolver.',
  'records.pageTitle': '{title}: repartos',
  'records.count': '{count, plural, one {# board} other {# boards}}',
  'records.pageReady': 'La página de repartos está lista para guardar.',
  'records.unlike':
    'El archivo da a {boards} otro dador o vulnerabilidad que los de {count, plural, one {su número} other {sus números}}: la velada puntúa según el número.',
  'refusal.records-not-pbn': 'el archivo no es un archivo PBN: {problem}',
  'refusal.records-unreadable': 'no se pudieron leer los repartos del archivo: {problem}',
  'refusal.records-no-deal': 'el archivo no tiene ningún reparto de cuatro manos completas',
  'refusal.would-replace-records':
    'La hoja «{sheet}» se reemplazaría: {why, select, others {no la creó Bridge Scorer} other {contiene los repartos de {count, plural, one {# board} other {# boards}}, no los de este archivo}}. ¿Reemplazarla?',
  ...EXCHANGE,
  // Players and their national numbers (apps-script/members/)
  ...MEMBERS,
  ...TABLES,
  // A teams event's custom functions: apps-script/words/sheet/teams/
  ...TEAMS,
  // Publishing an IMP session (Butler or cross-IMPs): apps-script/words/sheet/imp-publish.ts
  ...IMP_PUBLISH.es,
  // An evening's details for the federation (USEBIO)
  ...FEDERATION_SHEET.es,
  // A table's link on its card: apps-script/words/sheet/table-links.ts
  ...TABLE_LINK_WORDS.es,
  // A teams evening run from the sidebar: apps-script/words/sheet/teams-evening.ts
  ...TEAMS_EVENING_WORDS.es,
  // A teams match entered board by board: apps-script/words/sheet/teams-boards.ts
  ...TEAMS_BOARDS_WORDS.es,
  ...TEAMS_SETTINGS_WORDS.es,
  ...TEAMS_TEMPLATE_WORDS.es,
  // A drawn round changed by the director: apps-script/words/sheet/teams-redraw.ts
  ...TEAMS_REDRAW_WORDS.es,
  // The USEBIO file in the Publish results dialog
  'publish.usebio': 'Guardar el archivo USEBIO (.xml)',
  'publish.anyway': 'Crear el archivo USEBIO de todos modos',
};

import type { MembersWords } from './en';

export const MEMBERS: MembersWords = {
  'menu.members': 'Rellenar números de federado desde Members',
  'members.filled': '{count, plural, one {# número de federado rellenado.} other {# números de federado rellenados.}}',
  'members.unknown':
    '{count, plural, one {# jugador no figura entre los socios: {names}.} other {# jugadores no figuran entre los socios: {names}.}}',
  'members.differs':
    '{count, plural, one {# número escrito difiere de la hoja Members y se mantiene tal cual: {list}.} other {# números escritos difieren de la hoja Members y se mantienen tal cual: {list}.}}',
  'members.lostZeros':
    '{count, plural, one {La hoja {sheet} guarda el número de la fila {rows} como número, así que un cero inicial se ha perdido: dé a la columna Number formato de texto sin formato y escríbalo de nuevo.} other {La hoja {sheet} guarda los números de las filas {rows} como números, así que los ceros iniciales se han perdido: dé a la columna Number formato de texto sin formato y escríbalos de nuevo.}}',
  'members.made':
    'No había hoja {sheet}: se ha creado, con los encabezados Name, Number y Club y su columna Number guardada como texto, para que los ceros iniciales se conserven. Escriba allí a sus socios y vuelva a elegir esta opción.',
  'members.headersAdded': 'Se han añadido los encabezados {headers} después de Names en la hoja {sheet}.',
  'refusal.members-two': '{name} coincide con dos socios: {first} y {second}',
  'refusal.members-headers':
    'La hoja {sheet} necesita una fila de encabezados con Name y Number (y Club si quiere): no se encontró ninguna',
  'refusal.members-number':
    'hoja {sheet}, fila {row}, {column}: {number} no es un número de federado (solo letras y cifras)',
  'refusal.members-no-pairs':
    '{why, select, missing {No hay hoja {sheet}} other {La hoja {sheet} no tiene fila de encabezados con Pair y Names}}: no hay jugadores que rellenar',
  'refusal.members-taken':
    'Los encabezados {headers} irían después de Names en la hoja {sheet}, pero {cell} contiene {text}: muévalo, o escriba usted esos encabezados',
};

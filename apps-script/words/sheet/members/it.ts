import type { MembersWords } from './en';

export const MEMBERS: MembersWords = {
  'menu.members': 'Compila i numeri di tessera da Members',
  'members.filled': '{count, plural, one {# numero di tessera compilato.} other {# numeri di tessera compilati.}}',
  'members.unknown':
    '{count, plural, one {# giocatore non è tra i soci: {names}.} other {# giocatori non sono tra i soci: {names}.}}',
  'members.differs':
    '{count, plural, one {# numero digitato differisce dal foglio Members ed è tenuto come digitato: {list}.} other {# numeri digitati differiscono dal foglio Members e sono tenuti come digitati: {list}.}}',
  'members.lostZeros':
    '{count, plural, one {Il foglio {sheet} tiene il numero della riga {rows} come numero, quindi uno zero iniziale è perso: formatta la colonna Number come testo normale e digitalo di nuovo.} other {Il foglio {sheet} tiene i numeri delle righe {rows} come numeri, quindi gli zeri iniziali sono persi: formatta la colonna Number come testo normale e digitali di nuovo.}}',
  'members.made':
    'Non c’era un foglio {sheet}: è stato creato, con le intestazioni Name, Number e Club e la colonna Number tenuta come testo, perché gli zeri iniziali restino. Digita lì i tuoi soci, poi scegli di nuovo questo comando.',
  'members.headersAdded': 'Le intestazioni {headers} sono state aggiunte dopo Names nel foglio {sheet}.',
  'refusal.members-two': '{name} corrisponde a due soci: {first} e {second}',
  'refusal.members-headers':
    'Il foglio {sheet} deve avere una riga di intestazione con Name e Number (e Club, se vuoi): nessuna trovata',
  'refusal.members-number':
    'foglio {sheet}, riga {row}, {column}: {number} non è un numero di tessera (solo lettere e cifre)',
  'refusal.members-no-pairs':
    '{why, select, missing {Non c’è un foglio {sheet}} other {Il foglio {sheet} non ha una riga di intestazione con Pair e Names}}: nessun giocatore da compilare',
  'refusal.members-taken':
    'Le intestazioni {headers} andrebbero dopo Names nel foglio {sheet}, ma {cell} contiene {text}: spostalo, o digita tu quelle intestazioni',
};

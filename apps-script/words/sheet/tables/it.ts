import type { TablesWords } from './en';

export const TABLES: TablesWords = {
  'table.pageTitle': 'Tavolo {table} · Bridge Scorer',
  'table.wrongKey':
    'Questo link non apre il tavolo {table} di questo torneo: la sua chiave è errata, vecchia o di un altro tavolo. Non è stato scritto nulla; chiedete all’arbitro il link del vostro tavolo.',
  'table.noId':
    'Il risultato è arrivato senza il suo identificativo e potrebbe essere scritto due volte: ricaricate la pagina e inseritelo di nuovo.',
  'table.badLead': '"{lead}" non è una carta: un attacco è un seme e un valore, come ♥K o P10.',
  'table.notHere': 'La smazzata {board} non si gioca a questo tavolo nel turno {round}: nulla è stato scritto.',
  'table.written': 'Smazzata {board}: {what}, inserita.',
  'table.already': 'La smazzata {board} era già inserita: {what}. Nulla è stato riscritto.',
  'table.changedSince': 'La smazzata {board} è stata inserita da questo tavolo; l’arbitro l’ha poi cambiata in {what}.',
  'table.clearedSince': 'La smazzata {board} è stata inserita da questo tavolo; l’arbitro l’ha poi cancellata.',
  'table.conflict': 'La smazzata {board} contiene già {holds}, non {sent}: nulla è stato scritto. Deciderà l’arbitro.',
  'table.noSpreadsheet':
    'Le pagine dei tavoli non raggiungono il foglio del torneo. Avvisate l’arbitro: apre il torneo una volta nella barra laterale, e la copia può richiedere l’autorizzazione indicata in docs/publishing.md.',
  'table.noAdjusted':
    '"{typed}" è un punteggio arbitrale: lo assegna l’arbitro, dalla barra laterale. Inserite il contratto giocato, o chiamate l’arbitro.',
  'table.otherEvening': 'La smazzata {board} è stata inserita per un altro torneo: non viene scritta in questo.',
  'table.notYet': 'La smazzata {board} del turno {round} non è ancora a questo tavolo: nulla è stato scritto.',
  'table.noWebApp':
    'Le pagine dei tavoli non sono ancora pubblicate: pubblicate lo script di questo foglio come app web (vedi "Pagine dei tavoli" nella guida) e riprovate.',
  'table.keysIssued':
    '{count, plural, one {Il tavolo {tables} ha} other {I tavoli {tables} hanno}} un nuovo link; quello vecchio non apre più nulla.',
  'caller.notEditor': 'Solo un editor di questo foglio può farlo, dal foglio stesso (il suo menu o la barra laterale).',
  'refusal.table-not-in-evening': 'stasera non c’è il tavolo {table}: i tavoli sono 1–{tables}',
  'refusal.evening-format':
    '"{sheet}" è stato preparato da un Bridge Scorer più recente (formato {format}); questa copia legge i formati fino al {known}: usate la copia che l’ha preparato, o aggiornate questa',
};

/**
 * The outbox: every result the opponents accepted and the server has not yet taken. An entry is kept
 * on the phone before it is sent, and sent again, the same id each time, until the server answers that
 * it is in (or that the board holds another result): a phone that loses its signal loses nothing, and
 * the id makes a retry write once. One send at a time, in the order accepted; a call that fails (no
 * network) stops the round of sends, to be tried again on the next chance the page gives it.
 */
import type { TableAnswer, TableEntry } from '../tables/types';
import { keep, readKept, type StorageLike } from './kept';

/** The server's answer that took an entry, and one that did not. */
type Answered = Extract<TableAnswer, { ok: true }>;
type Refused = Extract<TableAnswer, { ok: false }>;

/** What became of one entry sent, or of a round of sends. */
export type Outcome =
  /** In the sheet now, or in it already: out of the outbox. */
  | { readonly kind: 'written'; readonly entry: TableEntry; readonly answer: Answered }
  | { readonly kind: 'already'; readonly entry: TableEntry; readonly answer: Answered }
  /** The board holds another result: out of the outbox (never resent), kept in sight for the director. */
  | { readonly kind: 'conflict'; readonly entry: TableEntry; readonly answer: Refused }
  /** Refused as it is (a field, or the board): out of the outbox, back in the form with the reason. */
  | { readonly kind: 'refused'; readonly entry: TableEntry; readonly answer: Refused }
  /** The link's key is not the table's, or the sheet is of another version: kept, and no more sends. */
  | { readonly kind: 'stopped'; readonly entry: TableEntry; readonly answer: Refused }
  /** Typed for another evening: out of the outbox, never written, and said. */
  | { readonly kind: 'stale'; readonly entry: TableEntry; readonly answer: Refused }
  /** The evening cannot be read just now: kept, to be sent again later, as after a lost call. */
  | { readonly kind: 'wait'; readonly entry: TableEntry; readonly answer: Refused }
  /** The call failed on the way: kept, to be sent again. */
  | { readonly kind: 'offline'; readonly entry: TableEntry; readonly error: Error };

export interface OutboxOptions {
  readonly storage: StorageLike;
  readonly table: number;
  /** Sends one entry to the server (enterTableResult); rejects when the call does not get through. */
  readonly send: (entry: TableEntry) => Promise<TableAnswer>;
  /** The entries waiting, whenever they change. */
  readonly onChange: (waiting: readonly TableEntry[]) => void;
  readonly onOutcome: (outcome: Outcome) => void;
}

export interface Outbox {
  /** The entries waiting, oldest first. */
  waiting(): readonly TableEntry[];
  /** Keeps the entry, then sends what waits; false when the phone could not keep it. */
  add(entry: TableEntry): boolean;
  /** Sends what waits, unless a round of sends is on already (it then goes on to anything added). */
  flush(): Promise<void>;
  /** Whether a key or format refusal stopped the sends for as long as the page is open. */
  stopped(): boolean;
}

/** What an answer means for the entry sent. */
function outcomeOf(entry: TableEntry, answer: TableAnswer): Outcome {
  if (answer.ok)
    return answer.status === 'already' ? { kind: 'already', entry, answer } : { kind: 'written', entry, answer };
  if (answer.reason === 'conflict') return { kind: 'conflict', entry, answer };
  if (answer.reason === 'key' || answer.reason === 'format') return { kind: 'stopped', entry, answer };
  if (answer.reason === 'stale') return { kind: 'stale', entry, answer };
  if (answer.reason === 'wait') return { kind: 'wait', entry, answer };
  return { kind: 'refused', entry, answer };
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { storage, table } = options;
  let entries = readKept(storage, table, 'outbox');
  let sending = false;
  let again = false;
  let halted = false;

  const store = (next: readonly TableEntry[]): boolean => {
    const kept = keep(storage, table, 'outbox', next);
    entries = next;
    options.onChange(entries);
    return kept;
  };

  async function flush(): Promise<void> {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    try {
      do {
        again = false;
        for (let entry = entries[0]; entry !== undefined && !halted; entry = entries[0]) {
          let answer: TableAnswer;
          try {
            answer = await options.send(entry);
          } catch (error) {
            options.onOutcome({ kind: 'offline', entry, error: error as Error });
            return;
          }
          const outcome = outcomeOf(entry, answer);
          // Kept as after a lost call, and this round of sends ends: tried again at the next chance.
          if (outcome.kind === 'wait') {
            options.onOutcome(outcome);
            return;
          }
          if (outcome.kind === 'stopped') halted = true;
          else {
            const sent = entry.id;
            store(entries.filter((waiting) => waiting.id !== sent));
          }
          options.onOutcome(outcome);
        }
      } while (again && !halted);
    } finally {
      sending = false;
    }
  }

  return {
    waiting: () => entries,
    add(entry) {
      // Kept first: a page closed, or a signal lost, while the call is out keeps the result.
      const kept = store([...entries.filter((waiting) => waiting.id !== entry.id), entry]);
      void flush();
      return kept;
    },
    flush,
    stopped: () => halted,
  };
}

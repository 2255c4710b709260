/**
 * The history as the History tab and a backup read it: every entry checked by its kind's engine.
 */
import { formatProblem, type KeptSession, readKeptSession, sortNewestFirst } from '../../core/index';
import { storedHistory } from '../storage/history';
import { historyItem } from '../storage/items';
import { setAsideAll, type Unreadable } from '../storage/set-aside';
import { enginesOf, loadKinds } from './load';

/** The history as a read found it: its entries newest first, and how many this read set aside. */
export interface HistoryRead {
  readonly history: KeptSession[];
  readonly setAside: number;
}

/**
 * The history, newest first, every entry checked by the core as a backup's are; the entries that cannot
 * be read are set aside with the reason and taken out of the list. One read and one write of each key
 * whatever their number, the set-aside written first: a pass stopped between the writes leaves every
 * entry in the history, and the next pass finds them set aside already (setAsideAll keeps one copy).
 */
export async function readHistoryAndAside(): Promise<HistoryRead> {
  const stored = await storedHistory();
  const engines = enginesOf(await loadKinds());
  const read: KeptSession[] = [];
  const unreadable: Unreadable[] = [];
  for (const [i, entry] of stored.entries()) {
    const kept = readKeptSession(entry, engines);
    if (kept.ok) read.push(kept.value);
    else
      unreadable.push({ key: historyItem.key, value: entry, problem: `entry ${i + 1}: ${formatProblem(kept.error)}` });
  }
  if (unreadable.length > 0) {
    await setAsideAll(unreadable);
    await historyItem.setValue(read);
  }
  return { history: sortNewestFirst(read), setAside: unreadable.length };
}

/** The history as readHistoryAndAside reads it, for a reader that says nothing of what was set aside (a backup). */
export const readHistory = async (): Promise<KeptSession[]> => (await readHistoryAndAside()).history;

export const writeHistory = (history: readonly KeptSession[]): Promise<void> =>
  historyItem.setValue(sortNewestFirst(history));

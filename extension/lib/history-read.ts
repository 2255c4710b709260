/**
 * The history as the History tab and a backup read it: every entry checked by its kind's engine.
 */
import { type KeptSession, readKeptSession, sortNewestFirst } from '../../core/index';
import { historyItem, setAside } from '../storage';
import { storedHistory } from './history';
import { KEPT_ENGINES } from './kept-engines';

/**
 * The history, newest first, every entry checked by the core as a backup's are; an entry that cannot
 * be read is set aside with the reason and taken out of the list.
 */
export async function readHistory(): Promise<KeptSession[]> {
  const stored = await storedHistory();
  const read: KeptSession[] = [];
  for (const [i, entry] of stored.entries()) {
    const kept = readKeptSession(entry, KEPT_ENGINES);
    if (kept.ok) read.push(kept.value);
    else await setAside(historyItem.key, entry, `entry ${i + 1}: ${kept.error}`);
  }
  if (read.length < stored.length) await historyItem.setValue(read);
  return sortNewestFirst(read);
}

export const writeHistory = (history: readonly KeptSession[]): Promise<void> =>
  historyItem.setValue(sortNewestFirst(history));

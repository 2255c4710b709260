/**
 * History's Reopen and Resume: a kept game goes back into its tab, the one room where its kind is
 * played and changed, and comes back to History when a new one starts. The tab's game in play goes to
 * History first, as New would put it; what is only set up there (a Bugger game's players, a match's
 * teams, a match's cells not yet read) would be lost, so then nothing is done and the player is told.
 */
import type { KeptSession } from '../../core/index';
import { editFieldDrafts, readDraft, writeDraft } from '../storage/drafts';
import { readInPlay, reopenKept } from '../storage/history';
import { withSessionLock } from '../storage/versioned';
import { t } from '../words/index';
import { type Kind, roomOf } from './kind';

/**
 * Null when `kept` is now in play in its tab; otherwise why it was not reopened. Looked at and made
 * holding the session's lock, so that no hand another window adds meanwhile is put away unseen.
 */
export const reopen = (kept: KeptSession, kind: Kind, finished: boolean): Promise<string | null> =>
  withSessionLock(kind.entry.item, () => reopenHeld(kept, kind, finished));

async function reopenHeld(kept: KeptSession, kind: Kind, finished: boolean): Promise<string | null> {
  const { entry, engine } = kind;
  const now = await readInPlay(entry.key, entry.item, engine);
  const room = roomOf(entry);
  if (now.status === 'unplayed' && kind.setUp !== undefined && kind.setUp(now.kept))
    return t('keeper.reopenSetUp', { kind: entry.key, room });
  if ((await kind.typed?.()) === true) return t('keeper.reopenTyped', { kind: entry.key, room });
  const { edit } = kind;
  if (edit !== undefined) {
    // A change to an earlier hand, half-typed in the tab, would be lost: the player finishes it first.
    if ((await readDraft(edit.index)) !== null) return t('keeper.reopenEditing', { kind: entry.key, room });
    // What an earlier change left typed for a hand must not open over the same hand of this one.
    const stored = now.status === 'kept' ? now.kept.session.events.length : 0;
    const hands = Math.max(stored, kept.session.events.length);
    const drafts = [edit.index, ...Array.from({ length: hands }, (_, i) => editFieldDrafts(edit, i)).flat()];
    await Promise.all(drafts.map((name) => writeDraft(name, null)));
  }
  await reopenKept(kept, entry.item, engine, finished);
  return null;
}

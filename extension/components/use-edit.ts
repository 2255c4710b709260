import { type Engine, nameEvent } from '../../core/index';
import { formatEnteredHand } from '../lib/hand-entry';
import { useDraft } from '../storage/drafts';
import { writeDraft } from '../storage/items';
import { type Editing, editDrafts } from './EntryForm';

/** What a keeper's view needs to know of its hands to change an earlier one. */
export interface HandKind<W extends string, E> {
  /** Names the drafts: `rubber` keeps `rubber-edit`. */
  readonly draft: string;
  /** The draft of who plays the next hand (`rubber-side`), kept apart from an edit's. */
  readonly whoDraft: string;
  /** The sides or seats a hand can be played by, the first the default. */
  readonly who: readonly W[];
  // biome-ignore lint/suspicious/noExplicitAny: a keeper's engine, whatever its settings and state.
  readonly engine: Engine<any, E, any>;
  /** Who played the event and its hand (contract and honors); undefined for a deal passed out. */
  played(event: E): { readonly who: W; readonly hand: Parameters<typeof formatEnteredHand>[0] } | undefined;
  /** The keeper's event of a deal nobody bid. */
  readonly passedOut: E;
}

/**
 * Who plays the hand being entered, and the earlier hand being changed if one is picked, for the rubber
 * and Chicago views alike. Both are drafts: a popup closed in the middle of a change opens on it again.
 */
export function useEditedHand<W extends string, E>(kind: HandKind<W, E>) {
  const first = kind.who[0] as W;
  const [draftWho, setDraftWho] = useDraft<W>(kind.whoDraft, first);
  // The index of the hand being changed (-1 for none) and who is chosen for it.
  const [edited, setEdited, clearEdited] = useDraft<readonly [number, string]>(`${kind.draft}-edit`, [-1, first]);
  return (events: readonly E[], setProblem: (problem: string | null) => void) => {
    const [index, editWho] = edited;
    const picked = index >= 0 ? events[index] : undefined;
    const chosen = picked === undefined ? undefined : (kind.who.find((w) => w === editWho) ?? draftWho);
    const played = picked === undefined ? undefined : kind.played(picked);
    const editing: Editing<E> | undefined =
      picked === undefined
        ? undefined
        : {
            index,
            // The engine's name, as the pad and the core's messages have it: `deal 2 (passed out)`.
            name: nameEvent(kind.engine, events, index),
            ...(played ? formatEnteredHand(played.hand) : { text: '', honors: '' }),
            passedOut: kind.passedOut,
            done: () => {
              setProblem(null);
              clearEdited();
            },
          };
    return {
      who: chosen ?? draftWho,
      setWho: (who: W) => (chosen === undefined ? setDraftWho(who) : setEdited([index, who])),
      editing,
      pick(at: number) {
        const event = events[at];
        setProblem(null);
        // Another hand picked: the change typed to this one is let go, as Cancel would, so that it cannot
        // come back over this hand (or this index of a later rubber) when it is picked again.
        if (index >= 0 && index !== at) for (const name of editDrafts(kind.draft, index)) void writeDraft(name, null);
        setEdited([at, (event === undefined ? undefined : kind.played(event)?.who) ?? draftWho]);
      },
    };
  };
}

/**
 * The one edit machine of every keeper's view: which earlier event is being changed (a draft, so that a
 * popup closed mid-edit opens on it again), picking another, leaving, and the change itself: stored,
 * refused, or held until the player chooses to drop the later events that no longer fit.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { type Engine, nameEvent } from '../../core/index';
import { formatEnteredHand } from '../lib/hand-entry';
import { type EditDrafts, editFieldDrafts, keepDraft, useDraft } from '../storage/drafts';
import type { EditOutcome, LaterImpossible } from './use-keeper';

/**
 * The event being changed, kept under the kind's edit draft as `value` (`indexOf` finds its index; -1
 * for none). Picking another lets go of the change typed to the one before, as Cancel would, so that it
 * cannot come back over that event (or that index of a later session) when it is picked again.
 */
export function useEdited<V>(edit: EditDrafts, none: V, indexOf: (value: V) => number) {
  const [value, set, clear] = useDraft<V>(edit.index, none);
  const index = indexOf(value);
  return {
    value,
    /** The index of the event being changed, or null. */
    index: index >= 0 ? index : null,
    set,
    pick(next: V) {
      if (index >= 0 && index !== indexOf(next)) for (const name of editFieldDrafts(edit, index)) keepDraft(name, null);
      set(next);
    },
    /** Leaves editing, on Cancel or once the change is stored. */
    done: clear,
  };
}

/** A change to an earlier event as a form makes it, and the choice it waits for when later events no longer fit. */
export interface Change<E> {
  readonly later: (LaterImpossible & { readonly event: E | null }) | null;
  /** Stores `event` in place of the one being changed (null takes it out); `dropLater` drops what no longer fits. */
  change(event: E | null, dropLater?: boolean): Promise<void>;
  /** The player kept the later events: nothing is stored, the form stays as typed. */
  keepLater(): void;
}

/** The change to the event at `index` (none while adding): `leave` once it is stored. */
export function useChange<E>(
  edit: (index: number, event: E | null, dropLater?: boolean) => Promise<EditOutcome>,
  index: number | undefined,
  leave: () => void,
): Change<E> {
  const [later, setLater] = useState<Change<E>['later']>(null);
  return {
    later,
    async change(event, dropLater) {
      if (index === undefined) return;
      const outcome = await edit(index, event, dropLater);
      if (outcome === 'stored') leave();
      else setLater(outcome === 'refused' ? null : { ...outcome, event });
    },
    keepLater: () => setLater(null),
  };
}

/** What a keeper's view needs to know of its hands to change an earlier one. */
export interface Hands<W extends string, E> {
  /** The draft of who plays the next hand (`rubber-side`), kept apart from an edit's. */
  readonly who: string;
  /** Where a change to an earlier hand is kept. */
  readonly edit: EditDrafts;
  /** The sides or seats a hand can be played by, the first the default. */
  readonly players: readonly W[];
  // biome-ignore lint/suspicious/noExplicitAny: a keeper's engine, whatever its settings and state.
  readonly engine: Engine<any, E, any>;
  /** Who played the event and its hand (contract and honors); undefined for a deal passed out. */
  played(event: E): { readonly who: W; readonly hand: Parameters<typeof formatEnteredHand>[0] } | undefined;
  /** The keeper's event of a deal nobody bid. */
  readonly passedOut: E;
}

/** An earlier hand being changed in the form instead of a new one added. */
export interface Editing<E> {
  readonly index: number;
  /** What the pad calls it: `hand 2`. */
  readonly name: string;
  /** The hand as it was: the field's text and the honors choice's value (empty for a passed-out deal). */
  readonly text: string;
  readonly honors: string;
  /** The event of a deal nobody bid, where the keeper has them. */
  readonly passedOut?: E;
  /** Leaves editing, on Cancel or once the change is stored; the form has cleared its drafts. */
  done(): void;
}

/**
 * Who plays the next hand unless the player chooses, and what that default belongs to (`for`: the deal,
 * the session): it is given again when that changes, not carried over from the hand before.
 */
export interface Default<W extends string> {
  readonly for: string;
  readonly who: W;
}

/**
 * Who plays the hand being entered, and the earlier hand being changed if one is picked, for the rubber
 * and Chicago views alike: the edit machine, with who played each hand.
 */
export function useEditedHand<W extends string, E>(hands: Hands<W, E>) {
  const first = hands.players[0] as W;
  const [draftWho, setDraftWho] = useDraft<W>(hands.who, first);
  // The index of the hand being changed (-1 for none) and who is chosen for it.
  const edited = useEdited<readonly [number, string]>(hands.edit, [-1, first], ([index]) => index);
  // The default the view last gave, and the deal (or session) it was for: when that changes the choice
  // goes back to the default, and a choice made for this deal stays, the popup closed and opened too.
  const given = useRef<Default<W> | null>(null);
  const seen = useRef<string | null>(null);
  // Before the screen shows the new deal, so that it never shows the last deal's choice.
  useLayoutEffect(() => {
    const now = given.current;
    if (now === null) return;
    if (seen.current !== null && seen.current !== now.for) setDraftWho(now.who);
    seen.current = now.for;
  });
  return (events: readonly E[], setProblem: (problem: string | null) => void, byDefault?: Default<W>) => {
    if (byDefault) given.current = byDefault;
    const [index, editWho] = edited.value;
    const picked = index >= 0 ? events[index] : undefined;
    const chosen = picked === undefined ? undefined : (hands.players.find((w) => w === editWho) ?? draftWho);
    const played = picked === undefined ? undefined : hands.played(picked);
    const editing: Editing<E> | undefined =
      picked === undefined
        ? undefined
        : {
            index,
            // The engine's name, as the pad and the core's messages have it: `deal 2 (passed out)`.
            name: nameEvent(hands.engine, events, index),
            ...(played ? formatEnteredHand(played.hand) : { text: '', honors: '' }),
            passedOut: hands.passedOut,
            done: () => {
              setProblem(null);
              edited.done();
            },
          };
    return {
      who: chosen ?? draftWho,
      setWho: (who: W) => (chosen === undefined ? setDraftWho(who) : edited.set([index, who])),
      editing,
      pick(at: number) {
        const event = events[at];
        setProblem(null);
        edited.pick([at, (event === undefined ? undefined : hands.played(event)?.who) ?? draftWho]);
      },
    };
  };
}

import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../words/index';
import { storageFailure } from './failures';
import { localItem } from './local-item';

/**
 * Half-typed form fields, one storage key each (`draft:<name>`), so that closing the popup in the middle
 * of an entry loses nothing. Each write leaves as the key is pressed, so a popup closed at once still
 * keeps the keystroke. A draft is cleared when its entry is stored.
 */
const draftItem = <T>(name: string) => localItem<T | null>(`draft:${name}`, null);

export const readDraft = <T>(name: string): Promise<T | null> => draftItem<T>(name).getValue();

export const writeDraft = <T>(name: string, value: T): Promise<void> => draftItem<T>(name).setValue(value);

/**
 * What storage last refused of a draft, for the popup's one line about it (useDraftFailure): said once,
 * however many keystrokes it refuses, and gone once a draft is stored again.
 */
let failure: string | null = null;
const shown = new Set<(failure: string | null) => void>();
const report = (next: string | null) => {
  if (next === failure) return;
  failure = next;
  for (const show of shown) show(next);
};

/** Stores a draft as it is typed; what storage refuses goes to useDraftFailure, the text stays on screen. */
export const keepDraft = <T>(name: string, value: T): void => {
  writeDraft(name, value).then(
    () => report(null),
    (refused: unknown) => report(storageFailure(t('common.draftNotKept'), refused)),
  );
};

/** What storage refused of the drafts, or null: for the one place the popup says it. */
export function useDraftFailure(): string | null {
  const [said, setSaid] = useState(failure);
  useEffect(() => {
    shown.add(setSaid);
    setSaid(failure);
    return () => {
      shown.delete(setSaid);
    };
  }, []);
  return said;
}

/** Where a view keeps a change to an earlier event: the event's index, and the fields typed for it. */
export interface EditDrafts {
  /** The draft of the index being changed (`rubber-edit`). */
  readonly index: string;
  /** What is typed for the change, one draft a field: `rubber-edit-2-contract`. */
  readonly fields: readonly string[];
}

/** The drafts that hold a change to the event at `index` as typed (`none` while adding). */
export const editFieldDrafts = (edit: EditDrafts, index: number | 'none'): string[] =>
  edit.fields.map((field) => `${edit.index}-${index}-${field}`);

/**
 * Whether a stored draft has the shape of the field's initial value: the same type, and for a list the
 * same length with items of the same type. Null stands for a text not typed yet, so a text fits it. Another
 * build or a hand-edit may have left anything there.
 */
function fits<T>(stored: unknown, initial: T): stored is T {
  if (!Array.isArray(initial)) return fitsOne(stored, initial);
  return (
    Array.isArray(stored) && stored.length === initial.length && stored.every((item, i) => fitsOne(item, initial[i]))
  );
}

const fitsOne = (stored: unknown, initial: unknown): boolean =>
  initial === null ? stored === null || typeof stored === 'string' : typeof stored === typeof initial;

/**
 * Like useState, but the value outlives the popup: it is written to storage as it changes. The stored
 * value arrives a moment after the popup opens; if the user has typed by then, what they typed wins.
 * `clear` goes back to `initial` and removes the stored draft, for once its entry is stored or given up.
 */
export function useDraft<T>(name: string, initial: T): [T, (value: T) => void, () => void] {
  const [value, setValue] = useState<T>(initial);
  const typed = useRef(false);
  useEffect(() => {
    let live = true;
    typed.current = false;
    void readDraft<unknown>(name).then(
      (stored) => {
        // A draft of another shape is a half-typed entry that cannot be read: the field starts blank.
        if (live && !typed.current && stored !== null && fits(stored, initial)) setValue(stored);
      },
      // A draft storage will not read starts blank too, and the popup says what storage refused.
      (refused: unknown) => report(storageFailure(t('common.draftNotRead'), refused)),
    );
    return () => {
      live = false;
    };
  }, [name]);
  const set = (next: T) => {
    typed.current = true;
    setValue(next);
    keepDraft(name, next);
  };
  const clear = () => {
    typed.current = true;
    setValue(initial);
    keepDraft(name, null);
  };
  return [value, set, clear];
}

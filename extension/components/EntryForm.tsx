import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { Seat } from '../../core/index';
import { type EnteredHand, honorsChoices, readEnteredHand } from '../lib/hand-entry';
import { useDraft } from '../lib/use-draft';
import type { UsedKeeper } from '../lib/use-keeper';

/** The field, the honors choice and the buttons shared by the rubber and Chicago keepers. */
export function EntryForm<Side extends string, E>(props: {
  /** Names the drafts kept for this form. */
  draft: string;
  keeper: Pick<UsedKeeper<unknown, E, unknown>, 'add' | 'problem' | 'setProblem' | 'starts'>;
  who: ComponentChildren;
  /** The declarer's seat chosen in `who`; absent where the declarer is a side (the rubber pad). */
  declarer?: Seat;
  honorsSides: readonly Side[];
  /** The keeper's event for a hand read from the form. */
  event: (hand: EnteredHand<Side>) => NoInfer<E>;
  disabled: boolean;
}) {
  const { keeper } = props;
  const [text, setText] = useDraft(`${props.draft}-contract`, '');
  const [honors, setHonors] = useDraft(`${props.draft}-honors`, '');
  const choices = honorsChoices(props.honorsSides);
  // A draft that names no choice offered here (none, or kept by an older build) reads as None.
  const held = choices.find((c) => c.value === honors);
  // A new rubber or Chicago starts with nobody holding honors, whatever was chosen before.
  useEffect(() => {
    if (keeper.starts > 0) setHonors('');
  }, [keeper.starts]);
  const submit = async (event: Event) => {
    event.preventDefault();
    const read = readEnteredHand(text, props.declarer, props.honorsSides, held?.honors);
    if (!read.ok) {
      keeper.setProblem(read.error);
      return;
    }
    // Only a stored hand clears the field: a refused one stays as typed, to be corrected.
    if (await keeper.add(props.event(read.value))) {
      setText('');
      setHonors('');
    }
  };
  return (
    <form class="stack" onSubmit={submit}>
      <div class="row">
        {props.who}
        <label class="field grow">
          Contract and result
          <input
            data-next
            value={text}
            placeholder="4HX-2, 3NT=, 2S+1"
            spellcheck={false}
            autocomplete="off"
            onInput={(e) => setText(e.currentTarget.value)}
            disabled={props.disabled}
          />
        </label>
      </div>
      <div class="row">
        <label class="field">
          Honors
          <select
            value={held?.value ?? ''}
            onChange={(e) => setHonors(e.currentTarget.value)}
            disabled={props.disabled}
          >
            <option value="">None</option>
            {choices.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={props.disabled}>
          Add hand
        </button>
      </div>
      <output aria-live="polite" class="status error">
        {keeper.problem}
      </output>
    </form>
  );
}

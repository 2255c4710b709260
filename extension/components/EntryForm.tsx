import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Seat } from '../../core/index';
import { type PlayedContract, showContract } from '../lib/contract-text';
import { focusNext } from '../lib/focus';
import { type EnteredHand, honorsChoices, parseEnteredHand } from '../lib/hand-entry';
import { type EditDrafts, editFieldDrafts, useDraft } from '../storage/drafts';
import { t } from '../words/index';
import { ConfirmButton } from './ConfirmButton';
import { EditActions } from './EditActions';
import { TapContract } from './TapContract';
import { type Editing, useChange } from './use-edit';
import type { UsedKeeper } from './use-keeper';

/** `4HX-2, 3NT=, 2S+1`: what the field takes, shown in the notation in force. */
const EXAMPLES: readonly PlayedContract[] = [
  { level: 4, strain: 'H', doubling: 'X', result: -2 },
  { level: 3, strain: 'NT', doubling: '', result: 0 },
  { level: 2, strain: 'S', doubling: '', result: 1 },
];

/** The field, the honors choice and the buttons shared by the rubber and Chicago keepers. */
export function EntryForm<Side extends string, E>(props: {
  /** The drafts kept for this form: the new hand's text and honors, and a change's (`edit`). */
  drafts: { readonly contract: string; readonly honors: string };
  edit: EditDrafts;
  keeper: Pick<UsedKeeper<unknown, E, unknown>, 'add' | 'edit' | 'problem' | 'setProblem' | 'starts'>;
  /** Changing an earlier hand: the form starts from it, and its drafts wait untouched until it is done. */
  editing?: Editing<NoInfer<E>>;
  who: ComponentChildren;
  /** The declarer's seat chosen in `who`; absent where the declarer is a side (the rubber pad). */
  declarer?: Seat;
  honorsSides: readonly Side[];
  /** The keeper's event for a hand read from the form. */
  event: (hand: EnteredHand<Side>) => NoInfer<E>;
  disabled: boolean;
}) {
  const { keeper, editing } = props;
  const drafts = [useDraft(props.drafts.contract, ''), useDraft(props.drafts.honors, '')] as const;
  // A change to an earlier hand is a draft too, apart from the new hand's, so a popup closed mid-edit
  // opens on it again; it goes once the change is stored or cancelled.
  const [editText = '', editHonors = ''] = editFieldDrafts(props.edit, editing?.index ?? 'none');
  const edits = [useDraft(editText, editing?.text ?? ''), useDraft(editHonors, editing?.honors ?? '')];
  const [[text, setText], [honors, setHonors]] = editing ? edits : drafts;
  const leave = () => {
    for (const [, , clear] of edits) clear();
    editing?.done();
  };
  // A change that would drop later hands waits here for the player's choice; nothing is stored meanwhile.
  const edited = useChange(keeper.edit, editing?.index, leave);
  const { change } = edited;
  useEffect(() => {
    if (editing) focusNext();
  }, []);
  const choices = honorsChoices(props.honorsSides);
  // A draft that names no choice offered here (none, or kept by an older build) reads as None.
  const held = choices.find((c) => c.value === honors);
  // A new rubber or Chicago starts with nobody holding honors, whatever was chosen before; a form
  // opened afresh (after editing a hand) keeps the draft.
  const starts = useRef(keeper.starts);
  useEffect(() => {
    if (keeper.starts !== starts.current) drafts[1][1]('');
    starts.current = keeper.starts;
  }, [keeper.starts]);
  const submit = async (event: Event) => {
    event.preventDefault();
    const read = parseEnteredHand(text, props.declarer, props.honorsSides, held?.honors);
    if (!read.ok) {
      keeper.setProblem(read.error);
      return;
    }
    if (editing) return change(props.event(read.value));
    // Only a stored hand clears the field: a refused one stays as typed, to be corrected.
    if (await keeper.add(props.event(read.value))) {
      setText('');
      setHonors('');
    }
  };
  return (
    <form
      class={editing ? 'stack editing' : 'stack'}
      onSubmit={submit}
      aria-label={editing && t('common.entry.editName', { name: editing.name })}
    >
      {editing && <p class="status">{t('common.entry.editing', { name: editing.name })}</p>}
      <div class="row">
        {props.who}
        <label class="field grow">
          {t('common.entry.contract')}
          <input
            data-next
            value={text}
            placeholder={EXAMPLES.map((example) => showContract(example, true)).join(', ')}
            spellcheck={false}
            autocomplete="off"
            onInput={(e) => setText(e.currentTarget.value)}
            disabled={props.disabled}
          />
        </label>
      </div>
      <TapContract text={text} onText={setText} disabled={props.disabled} />
      <div class="row">
        <label class="field">
          {t('common.entry.honors')}
          <select
            value={held?.value ?? ''}
            onChange={(e) => setHonors(e.currentTarget.value)}
            disabled={props.disabled}
          >
            <option value="">{t('common.entry.none')}</option>
            {choices.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {!editing && (
          <button type="submit" disabled={props.disabled}>
            {t('common.entry.add')}
          </button>
        )}
      </div>
      {editing && (
        <EditActions change={edited} leave={leave}>
          {editing.passedOut !== undefined && (
            <button type="button" onClick={() => change(editing.passedOut as E)}>
              {t('common.entry.passedOut')}
            </button>
          )}
          <ConfirmButton
            label={t('common.entry.delete')}
            confirm={t('common.entry.deleteName', { name: editing.name })}
            onConfirm={() => change(null)}
          />
        </EditActions>
      )}
      <output aria-live="polite" class="status error">
        {keeper.problem}
      </output>
    </form>
  );
}

import type { ComponentChildren } from 'preact';
import { formatContract, type Honors, type PlayedContract, parseContract, quoteText } from '../../core/index';
import { useDraft } from '../lib/use-draft';

export type HonorsChoice = '' | `${string}:${100 | 150}`;

/**
 * Reads the "contract and result" field of a keeper: the core's notation with a result, no declarer
 * (the keeper asks for the side or seat apart). Returns the contract or the message to show.
 */
export function readHandContract(
  text: string,
): { contract: PlayedContract & { result: number } } | { problem: string } {
  const parsed = parseContract(text);
  if (!parsed.ok) return { problem: parsed.error.message };
  if ('passedOut' in parsed.value)
    return { problem: `${quoteText(text)}: use the Passed out button for a deal nobody bid` };
  const { level, strain, doubling, result } = parsed.value;
  if (result === undefined) {
    return {
      problem: `${quoteText(text)}: add the result, as in ${formatContract({ level, strain, doubling })}= or ${formatContract({ level, strain, doubling })}-1`,
    };
  }
  return { contract: { level, strain, doubling, result } };
}

/** The field, the honors choice and the buttons shared by the rubber and Chicago keepers. */
export function EntryForm<Side extends string>(props: {
  /** Names the drafts kept for this form. */
  draft: string;
  who: ComponentChildren;
  honorsSides: readonly Side[];
  /** The hand read from the form; honors are absent when nobody held them. */
  onAdd: (hand: { contract: PlayedContract & { result: number }; honors?: Honors<Side> }) => Promise<boolean>;
  problem: string | null;
  setProblem: (problem: string | null) => void;
  disabled: boolean;
}) {
  const [text, setText] = useDraft(`${props.draft}-contract`, '');
  const [honors, setHonors] = useDraft<HonorsChoice>(`${props.draft}-honors`, '');
  const submit = async (event: Event) => {
    event.preventDefault();
    const read = readHandContract(text);
    if ('problem' in read) {
      props.setProblem(read.problem);
      return;
    }
    const [side, points] = honors === '' ? [] : honors.split(':');
    // The choice comes from this form's own options, so the side is one of honorsSides.
    const held = props.honorsSides.find((s) => s === side);
    const hand =
      held === undefined
        ? { contract: read.contract }
        : { contract: read.contract, honors: { side: held, points: Number(points) as 100 | 150 } };
    // Only a stored hand clears the field: a refused one stays as typed, to be corrected.
    if (await props.onAdd(hand)) {
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
            value={honors}
            onChange={(e) => setHonors(e.currentTarget.value as HonorsChoice)}
            disabled={props.disabled}
          >
            <option value="">None</option>
            {props.honorsSides.flatMap((side) => [
              <option key={`${side}100`} value={`${side}:100`}>
                {side}: 100 (four trump honors)
              </option>,
              <option key={`${side}150`} value={`${side}:150`}>
                {side}: 150 (five, or four aces at NT)
              </option>,
            ])}
          </select>
        </label>
        <button type="submit" disabled={props.disabled}>
          Add hand
        </button>
      </div>
      <output aria-live="polite" class="status error">
        {props.problem}
      </output>
    </form>
  );
}

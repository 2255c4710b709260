import { useEffect, useRef, useState } from 'preact/hooks';
// Straight from the modules, not core/index: the index drags every module's tables into the sidebar.
import { SIDES } from '../../core/base/vocabulary';
import { formatHonors } from '../../core/hand/honors';
import type { DealView, Names } from '../evening/view';
import { type Answer, type EveningView, server } from './server';

const SEATS = ['N', 'E', 'S', 'W'] as const;
// The choices are written as the server reads them back: formatHonors is parseHonors' pair.
const HONORS = ['', ...SIDES.flatMap((side) => ([100, 150] as const).map((points) => formatHonors({ side, points })))];

/** One deal: dealer and vulnerability shown; declarer, contract and result, honors taken. */
export function DealForm(props: {
  round: number;
  table: number;
  deal: DealView;
  names: Names;
  onSaved: (answer: Answer<EveningView>) => void;
  /** The evening as the sheet holds it, when another scorer changed this deal meanwhile. */
  onChanged: (view: EveningView) => void;
}) {
  const { deal, names } = props;
  const entered = deal.entered;
  // No declarer is assumed: a deal saved without choosing would be scored for the wrong side.
  const [declarer, setDeclarer] = useState<string>(entered?.declarer ?? '');
  const [contract, setContract] = useState(entered?.contract ?? '');
  const [honors, setHonors] = useState(entered?.honors ?? '');
  const [message, setMessage] = useState<{ text: string; field?: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // The entry the fields were filled from. When the sheet's entry changes under a form that holds
  // nothing unsaved (a correction by hand, or from another sidebar), the form shows the new entry, so
  // an old one is never left in sight; typing not yet saved is kept, to be saved or left on purpose.
  const filledFrom = useRef(entered);
  useEffect(() => {
    const before = filledFrom.current;
    filledFrom.current = entered;
    const fields = (e: typeof entered) => [e?.declarer ?? '', e?.contract ?? '', e?.honors ?? ''].join('\n');
    if (fields(before) === fields(entered) || [declarer, contract, honors].join('\n') !== fields(before)) return;
    setDeclarer(entered?.declarer ?? '');
    setContract(entered?.contract ?? '');
    setHonors(entered?.honors ?? '');
    setMessage(null);
  });
  const id = `t${props.table}d${deal.deal}`;
  const passed = declarer === 'passed';

  const save = async (event: Event) => {
    event.preventDefault();
    if (declarer === '') {
      setMessage({ text: 'Choose the declarer, or Passed out.', field: 'declarer', ok: false });
      return;
    }
    setBusy(true);
    try {
      const answer = await server.saveDeal({
        round: props.round,
        table: props.table,
        deal: deal.deal,
        declarer: declarer as 'N',
        contract: passed ? '' : contract,
        honors: passed ? '' : honors,
        // What this form showed: the server refuses if the sheet holds something else by now.
        shown:
          entered === null ? null : { declarer: entered.declarer, contract: entered.contract, honors: entered.honors },
      });
      // On a refusal the fields keep what was typed, and the message sits beside them; if the deal was
      // entered meanwhile, the form shows that entry too, to be corrected on purpose or left.
      if (!answer.ok) {
        if (answer.value !== undefined) props.onChanged(answer.value);
        setMessage(
          answer.field === undefined
            ? { text: answer.message, ok: false }
            : { text: answer.message, field: answer.field, ok: false },
        );
      } else {
        setMessage({ text: answer.message ?? 'Saved.', ok: true });
        props.onSaved(answer);
        document.getElementById(`t${props.table}d${deal.deal + 1}-declarer`)?.focus();
      }
    } catch (error) {
      // The server failed (a lock held too long, the network): say so, and keep what was typed.
      setMessage({ text: `Not saved: ${(error as Error).message}. Try again.`, ok: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class={`deal ${entered ? 'entered' : ''}`} onSubmit={save} aria-labelledby={`${id}-title`}>
      <div class="deal-head" id={`${id}-title`}>
        <strong>Deal {deal.deal}</strong> · {deal.dealer} deals ({names[deal.dealer as keyof Names]}) · vulnerable:{' '}
        {deal.vulnerable}
        {entered && (
          <span class="points">
            {' '}
            · N/S {entered.ns} · E/W {entered.ew}
          </span>
        )}
      </div>
      <div class="deal-fields">
        <label class="field">
          Declarer
          <select
            id={`${id}-declarer`}
            value={declarer}
            aria-invalid={message?.field === 'declarer'}
            onChange={(e) => setDeclarer(e.currentTarget.value)}
          >
            <option value="">Choose…</option>
            {SEATS.map((seat) => (
              <option key={seat} value={seat}>
                {seat} {names[seat]}
              </option>
            ))}
            <option value="passed">Passed out</option>
          </select>
        </label>
        <label class="field">
          Honors
          <select
            value={honors}
            disabled={passed}
            aria-invalid={message?.field === 'honors'}
            onChange={(e) => setHonors(e.currentTarget.value)}
          >
            {HONORS.map((h) => (
              <option key={h} value={h}>
                {h === '' ? 'None' : h}
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          Contract and result
          <input
            value={contract}
            disabled={passed}
            placeholder="4SX-2, 3NT="
            spellcheck={false}
            autocomplete="off"
            aria-invalid={message?.field === 'contract'}
            onInput={(e) => setContract(e.currentTarget.value)}
          />
        </label>
        <button type="submit" disabled={busy}>
          {entered ? 'Correct' : 'Save'}
        </button>
      </div>
      <output aria-live="polite" class={message?.ok === false ? 'problem' : 'note'}>
        {message?.text}
      </output>
    </form>
  );
}

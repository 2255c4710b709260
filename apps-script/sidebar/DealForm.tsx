import { useEffect, useRef, useState } from 'preact/hooks';
// Straight from the modules, not core/index: the index drags every module's tables into the sidebar.
import { SIDES } from '../../core/base/vocabulary';
import { formatHonors } from '../../core/hand/honors';
import type { DealView, Names } from '../evening/view';
import { dealExamples } from './notation';
import { type Answer, type EveningView, server } from './server';
import { t, vulnerability } from './words';

const SEATS = ['N', 'E', 'S', 'W'] as const;
// The choices' values are written as the server reads them back: formatHonors is parseHonors' pair.
const HONORS = ['', ...SIDES.flatMap((side) => ([100, 150] as const).map((points) => formatHonors({ side, points })))];
const SIDE_SEATS = { NS: ['N', 'S'], EW: ['E', 'W'] } as const;

/** An honors choice as the language shows it, `NS 100` with its seat letters (`OW 150` in German). */
const honorsShown = (value: string): string => {
  const [side, points] = value.split(' ') as [keyof typeof SIDE_SEATS, string];
  const seats = SIDE_SEATS[side];
  return seats === undefined ? value : `${t(`seat.${seats[0]}`)}${t(`seat.${seats[1]}`)} ${points}`;
};

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
      setMessage({ text: t('deal.chooseDeclarer'), field: 'declarer', ok: false });
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
        setMessage({ text: answer.message ?? t('common.saved'), ok: true });
        props.onSaved(answer);
        document.getElementById(`t${props.table}d${deal.deal + 1}-declarer`)?.focus();
      }
    } catch (error) {
      // The server failed (a lock held too long, the network): say so, and keep what was typed.
      setMessage({ text: t('common.notSaved', { problem: (error as Error).message }), ok: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class={`deal ${entered ? 'entered' : ''}`} onSubmit={save} aria-labelledby={`${id}-title`}>
      <div class="deal-head" id={`${id}-title`}>
        <strong>{t('deal.title', { deal: deal.deal })}</strong> ·{' '}
        {t('deal.dealer', { seat: t(`seat.${deal.dealer}`), name: names[deal.dealer as keyof Names] })} ·{' '}
        {t('common.vulnerable', { vulnerable: vulnerability(deal.vulnerable) })}
        {entered && <span class="points"> · {t('deal.points', { ns: entered.ns, ew: entered.ew })}</span>}
      </div>
      <div class="deal-fields">
        <label class="field">
          {t('common.declarer')}
          <select
            id={`${id}-declarer`}
            value={declarer}
            aria-invalid={message?.field === 'declarer'}
            onChange={(e) => setDeclarer(e.currentTarget.value)}
          >
            <option value="">{t('common.choose')}</option>
            {SEATS.map((seat) => (
              <option key={seat} value={seat}>
                {t(`seat.${seat}`)} {names[seat]}
              </option>
            ))}
            <option value="passed">{t('deal.passedOut')}</option>
          </select>
        </label>
        <label class="field">
          {t('deal.honors')}
          <select
            value={honors}
            disabled={passed}
            aria-invalid={message?.field === 'honors'}
            onChange={(e) => setHonors(e.currentTarget.value)}
          >
            {HONORS.map((h) => (
              <option key={h} value={h}>
                {h === '' ? t('common.none') : honorsShown(h)}
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          {t('common.contract')}
          <input
            value={contract}
            disabled={passed}
            placeholder={dealExamples()}
            spellcheck={false}
            autocomplete="off"
            aria-invalid={message?.field === 'contract'}
            onInput={(e) => setContract(e.currentTarget.value)}
          />
        </label>
        <button type="submit" disabled={busy}>
          {entered ? t('common.correct') : t('common.save')}
        </button>
      </div>
      <output aria-live="polite" class={message?.ok === false ? 'problem' : 'note'}>
        {message?.text}
      </output>
    </form>
  );
}

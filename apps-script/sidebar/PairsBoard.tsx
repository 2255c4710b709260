import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardView, PairsView } from '../pairs-evening/view';
import { boardExamples } from './notation';
import { type Answer, server } from './server';
import { t, vulnerability } from './words';

const SEATS = ['N', 'E', 'S', 'W'] as const;

/**
 * One board at one table: the movement names it; the scorer gives declarer and contract with result.
 * The table view heads it with the board; a traveller's line (PairsByBoard) with the round, table and
 * pairs, and moves on when it is saved.
 */
export function PairsBoard(props: {
  round: number;
  table: number;
  /** The pairs at the table, as the movement names them: the server checks they are the board's. */
  pairs: { ns: string; ew: string };
  board: BoardView;
  onSaved: (answer: Answer<PairsView>) => void;
  onChanged: (view: PairsView) => void;
  /** What heads the form and names it, in place of the board, its dealer and vulnerability. */
  heading?: ComponentChildren;
  /** The pairs at the table, on a line of their own under the heading (and in the form's name). */
  seats?: ComponentChildren;
  /** Called once the entry is written, after onSaved: a traveller moves the focus on. */
  onDone?: () => void;
}) {
  const { board } = props;
  const entered = board.entered;
  const [declarer, setDeclarer] = useState(entered?.declarer ?? '');
  const [contract, setContract] = useState(entered?.contract ?? '');
  const [message, setMessage] = useState<{ text: string; field?: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // As the Progressive deal form: an entry changed elsewhere replaces fields holding nothing unsaved.
  const filledFrom = useRef(entered);
  useEffect(() => {
    const before = filledFrom.current;
    filledFrom.current = entered;
    const fields = (e: typeof entered) => `${e?.declarer ?? ''}\n${e?.contract ?? ''}`;
    if (fields(before) === fields(entered) || `${declarer}\n${contract}` !== fields(before)) return;
    setDeclarer(entered?.declarer ?? '');
    setContract(entered?.contract ?? '');
    setMessage(null);
  });
  const id = `r${props.round}t${props.table}b${board.board}`;

  const save = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await server.enterPairsResult({
        round: props.round,
        table: props.table,
        board: board.board,
        declarer,
        contract,
        shown: entered,
        pairs: props.pairs,
      });
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
        props.onDone?.();
      }
    } catch (error) {
      setMessage({ text: t('common.notSaved', { problem: (error as Error).message }), ok: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class={`deal ${entered ? 'entered' : ''}`} onSubmit={save} aria-labelledby={`${id}-title`}>
      <div class="deal-head" id={`${id}-title`}>
        {props.heading ?? (
          <>
            <strong>{t('board.title', { board: board.board })}</strong> ·{' '}
            {t('common.dealer', { seat: t(`seat.${board.dealer}`) })} ·{' '}
            {t('common.vulnerable', { vulnerable: vulnerability(board.vulnerable) })}
          </>
        )}
        {entered && <span class="points"> · {t('board.points', { ns: entered.ns })}</span>}
        {props.seats && <span class="seats-line">{props.seats}</span>}
      </div>
      {board.problem && <p class="problem">{board.problem}</p>}
      <div class="deal-fields board-fields">
        <label class="field">
          {t('common.declarer')}
          <select
            id={`${id}-declarer`}
            value={declarer}
            aria-invalid={message?.field === 'declarer'}
            onChange={(e) => setDeclarer(e.currentTarget.value)}
          >
            <option value="">{t('common.none')}</option>
            {SEATS.map((seat) => (
              <option key={seat} value={seat}>
                {t(`seat.${seat}`)}
              </option>
            ))}
          </select>
        </label>
        <label class="field grow">
          {t('common.contract')}
          <input
            id={`${id}-contract`}
            value={contract}
            placeholder={boardExamples()}
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

import { useEffect, useRef, useState } from 'preact/hooks';
import { cardExamples } from './notation';
import { type Answer, type EveningView, type MovementView, server } from './server';
import { both, t } from './words';

/** How the partners' cards are drawn, with the words the choice is offered in. */
const drawings = () =>
  [
    ['random', t('move.drawRandom')],
    ['entered', t('move.drawEntered', { cards: cardExamples() })],
  ] as const;

type Decisions = { [table: number]: 'NS' | 'EW' };

/** The moves of a movement answer, to tell whether working it out again changed it. */
const movesOf = (answer: Answer<MovementView> | null) => JSON.stringify(answer?.ok ? answer.value.moves : answer);

/** The end of a round: who stays and who moves, ties for the director, the draws, then the next round. */
export function Movement(props: {
  view: Extract<EveningView, { stage: 'evening' }>;
  onSeated: (answer: Answer<EveningView>) => void;
  /** The evening as the sheet holds it, when Seat found the movement shown out of date. */
  onChanged: (view: EveningView) => void;
}) {
  const [decisions, setDecisions] = useState<Decisions>({});
  const [preview, setPreview] = useState<Answer<MovementView> | null>(null);
  const [draws, setDraws] = useState<{ [name: string]: string }>({});
  const [drawing, setDrawing] = useState<'random' | 'entered'>('random');
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  // The evening and decisions the movement shown was worked out from: once shown, it is worked out
  // again whenever either changes (a deal corrected, a tie decided), so it never announces old seats.
  const shownFor = useRef<{ view: EveningView; decisions: Decisions } | null>(null);
  const tied = props.view.tables.filter(
    (t) => t.totals.NS === t.totals.EW && props.view.settings.progression !== 'fixed-ns',
  );

  const look = async (again = false) => {
    shownFor.current = { view: props.view, decisions };
    try {
      const answer = await server.previewMovement({ decisions });
      setChanged(again && movesOf(preview) !== movesOf(answer));
      setPreview(answer);
      setProblem(null);
    } catch (error) {
      setProblem(t('move.notWorkedOut', { problem: (error as Error).message }));
    }
  };
  useEffect(() => {
    const shown = shownFor.current;
    if (shown === null || (shown.view === props.view && shown.decisions === decisions)) return;
    void look(true);
  });
  const seat = async () => {
    try {
      // The version of the movement shown: the server seats only by it, and otherwise answers with the
      // movement as the sheet now gives it.
      if (!preview?.ok) return;
      const { version } = preview.value;
      const answer = await server.seatNextRound(
        drawing === 'random'
          ? { decisions, version, seed: Math.floor(Math.random() * 2 ** 31) }
          : { decisions, version, draws },
      );
      if (answer.ok) props.onSeated(answer);
      else {
        if ('movement' in answer) {
          shownFor.current = { view: answer.value, decisions };
          setPreview(answer.movement);
          setChanged(false);
          props.onChanged(answer.value);
        }
        setProblem(answer.message);
      }
    } catch (error) {
      setProblem(t('move.notSeated', { problem: (error as Error).message }));
    }
  };

  return (
    <section class="stack movement" aria-labelledby="movement-title">
      <h2 id="movement-title" tabIndex={-1}>
        {t('move.over', { round: props.view.round })}
      </h2>
      {tied.map((at) => (
        <label class="field" key={at.table}>
          {t('move.tied', { table: at.table, score: at.totals.NS })}
          <select
            value={decisions[at.table] ?? ''}
            onChange={(e) => setDecisions({ ...decisions, [at.table]: e.currentTarget.value as 'NS' | 'EW' })}
          >
            <option value="">{t('common.choose')}</option>
            <option value="NS">{t('move.nsWon')}</option>
            <option value="EW">{t('move.ewWon')}</option>
          </select>
        </label>
      ))}
      <button type="button" onClick={() => void look()}>
        {t('move.show')}
      </button>
      {changed && (
        <output aria-live="polite" class="note">
          {t('move.changed')}
        </output>
      )}
      {preview && !preview.ok && (
        <p role="alert" class="problem">
          {preview.message}
        </p>
      )}
      {preview?.ok && (
        <>
          <ul>
            {preview.value.moves.map((m) => (
              <li key={m.table}>
                {t('move.line', { table: m.table, stayers: both(m.stayers), arrivals: both(m.arrivals) })}
              </li>
            ))}
          </ul>
          {preview.value.needsDraws && (
            <fieldset class="stack">
              <legend>{t('move.draws')}</legend>
              {drawings().map(([way, label]) => (
                <label class="check" key={way}>
                  <input type="radio" name="drawing" checked={drawing === way} onChange={() => setDrawing(way)} />
                  {label}
                </label>
              ))}
              {drawing === 'entered' && (
                <div class="row wrap">
                  {preview.value.moves.flatMap((m) =>
                    [...m.arrivals, ...m.stayers].map((name) => (
                      <label class="field narrow" key={name}>
                        {name}
                        <input
                          value={draws[name] ?? ''}
                          onInput={(e) => setDraws({ ...draws, [name]: e.currentTarget.value })}
                        />
                      </label>
                    )),
                  )}
                </div>
              )}
            </fieldset>
          )}
          <button type="button" onClick={() => void seat()}>
            {t('move.seat', { round: props.view.round + 1 })}
          </button>
        </>
      )}
      {problem && (
        <p role="alert" class="problem">
          {problem}
        </p>
      )}
    </section>
  );
}

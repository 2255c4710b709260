import { useState } from 'preact/hooks';
import type { TeamsView } from '../teams-evening/view';
import { type Answer, server } from './server';
import { type DraftDraw, type Seat, swapInto } from './swap';
import { t } from './words';

/**
 * A Swiss's next round: drawn by the server from the ranking, shown table by table, changed by the
 * director (a team chosen at a seat swaps with the one there) and written once the server has checked it.
 */
export function TeamsDraw(props: { view: TeamsView; onDrawn: (answer: Answer<TeamsView>) => void }) {
  const round = props.view.rounds.length + 1;
  const [draft, setDraft] = useState<DraftDraw | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const teams = props.view.ranking.map((line) => line.team);

  const preview = async () => {
    setBusy(true);
    try {
      const answer = await server.previewTeamsDraw();
      if (answer.ok) {
        setDraft(answer.value);
        setProblem(null);
      } else setProblem(answer.message);
    } catch (error) {
      setProblem(t('teams.notDone', { problem: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  const write = async () => {
    if (draft === null) return;
    setBusy(true);
    try {
      const answer = await server.drawTeamsRound({ round, ...draft });
      if (answer.ok) setDraft(null);
      else setProblem(answer.message);
      props.onDrawn(answer);
    } catch (error) {
      setProblem(t('teams.notDone', { problem: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  const choice = (label: string, seat: Seat, value: string, id: string) => (
    <label class="field" key={id}>
      {label}
      <select id={id} value={value} onChange={(e) => draft && setDraft(swapInto(draft, seat, e.currentTarget.value))}>
        {teams.map((team) => (
          <option key={team} value={team}>
            {team}
          </option>
        ))}
      </select>
    </label>
  );

  if (draft === null)
    return (
      <div class="stack">
        <button type="button" id="draw-next" disabled={busy} onClick={() => void preview()}>
          {t('teams.draw', { round })}
        </button>
        {problem && (
          <p role="alert" class="problem">
            {problem}
          </p>
        )}
      </div>
    );
  return (
    <section class="stack" aria-labelledby="draw-title">
      <h2 id="draw-title" tabIndex={-1}>
        {t('teams.drawTitle', { round })}
      </h2>
      <p class="note">{t('teams.drawHint')}</p>
      {draft.tables.map((table, i) => (
        <fieldset class="stack plain" key={`table-${i + 1}`}>
          <legend>{t('common.table', { table: i + 1 })}</legend>
          {choice(t('teams.home', { table: i + 1 }), { table: i, side: 'home' }, table.home, `draw-${i + 1}-home`)}
          {choice(t('teams.away', { table: i + 1 }), { table: i, side: 'away' }, table.away, `draw-${i + 1}-away`)}
        </fieldset>
      ))}
      {draft.bye !== undefined && choice(t('teams.byeTeam'), 'bye', draft.bye, 'draw-bye')}
      <div class="row wrap">
        <button type="button" id="write-draw" disabled={busy} onClick={() => void write()}>
          {t('teams.writeDraw')}
        </button>
        <button type="button" disabled={busy} onClick={() => setDraft(null)}>
          {t('teams.cancel')}
        </button>
      </div>
      {problem && (
        <p role="alert" class="problem">
          {problem}
        </p>
      )}
    </section>
  );
}

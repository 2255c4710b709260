import { useState } from 'preact/hooks';
import type { TeamsView } from '../teams-evening/view';
import { type Answer, server } from './server';
import { type DraftDraw, type Seat, swapInto } from './swap';
import { t } from './words';

/**
 * A draw's seats as the director changes them: each table's home and away and the bye a choice of team
 * (a team chosen at a seat swaps with the one there), then write and cancel. The one form for a Swiss's
 * next round and for a round already drawn (TeamsChange.tsx); `id` keeps their ids apart.
 */
export function DrawSeats(props: {
  id: string;
  title: string;
  hint: string;
  writeLabel: string;
  draft: DraftDraw;
  /** The teams in the order the choices list them: the ranking's. */
  order: readonly string[];
  busy: boolean;
  problem: string | null;
  onChange: (draft: DraftDraw) => void;
  onWrite: () => void;
  onCancel: () => void;
}) {
  const { id, draft } = props;
  const seated = new Set([...draft.tables.flatMap((table) => [table.home, table.away]), draft.bye ?? '']);
  const teams = [
    ...props.order.filter((team) => seated.has(team)),
    ...[...seated].filter((team) => team !== '' && !props.order.includes(team)),
  ];
  const choice = (label: string, seat: Seat, value: string, seatId: string) => (
    <label class="field" key={seatId}>
      {label}
      <select id={seatId} value={value} onChange={(e) => props.onChange(swapInto(draft, seat, e.currentTarget.value))}>
        {teams.map((team) => (
          <option key={team} value={team}>
            {team}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section class="stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {props.title}
      </h2>
      <p class="note">{props.hint}</p>
      {draft.tables.map((table, i) => (
        <fieldset class="stack plain" key={`table-${i + 1}`}>
          <legend>{t('common.table', { table: i + 1 })}</legend>
          {choice(t('teams.home', { table: i + 1 }), { table: i, side: 'home' }, table.home, `${id}-${i + 1}-home`)}
          {choice(t('teams.away', { table: i + 1 }), { table: i, side: 'away' }, table.away, `${id}-${i + 1}-away`)}
        </fieldset>
      ))}
      {draft.bye !== undefined && choice(t('teams.byeTeam'), 'bye', draft.bye, `${id}-bye`)}
      <div class="row wrap">
        <button type="button" id={`write-${id}`} disabled={props.busy} onClick={props.onWrite}>
          {props.writeLabel}
        </button>
        <button type="button" disabled={props.busy} onClick={props.onCancel}>
          {t('teams.cancel')}
        </button>
      </div>
      {props.problem && (
        <p role="alert" class="problem">
          {props.problem}
        </p>
      )}
    </section>
  );
}

/**
 * A Swiss's next round: drawn by the server from the ranking, shown table by table, changed by the
 * director (a team chosen at a seat swaps with the one there) and written once the server has checked it.
 */
export function TeamsDraw(props: { view: TeamsView; onDrawn: (answer: Answer<TeamsView>) => void }) {
  const round = props.view.rounds.length + 1;
  const [draft, setDraft] = useState<DraftDraw | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
    <DrawSeats
      id="draw"
      title={t('teams.drawTitle', { round })}
      hint={t('teams.drawHint')}
      writeLabel={t('teams.writeDraw')}
      draft={draft}
      order={props.view.ranking.map((line) => line.team)}
      busy={busy}
      problem={problem}
      onChange={setDraft}
      onWrite={() => void write()}
      onCancel={() => setDraft(null)}
    />
  );
}

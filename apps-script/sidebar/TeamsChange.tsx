import { useState } from 'preact/hooks';
import type { TeamsMatchView, TeamsView } from '../teams-evening/view';
import { type Answer, server } from './server';
import type { DraftDraw } from './swap';
import { DrawSeats } from './TeamsDraw';
import { t } from './words';

/**
 * Whether the director may change a round's draw: none of its matches has a result yet (nor a board
 * entered), and in a Swiss it is the last round drawn (later rounds are drawn from it). The server
 * checks again under the lock.
 */
const changeable = (view: TeamsView, round: number): boolean => {
  const shown = view.rounds[round - 1];
  const played = (match: TeamsMatchView) =>
    match.imps !== null || (match.boards ?? []).some((board) => board.table1 !== '' || board.table2 !== '');
  if (shown === undefined || shown.matches.some(played)) return false;
  return view.kind === 'round robin' || round === view.rounds.length;
};

/**
 * A drawn round changed by the director before it is played: the same seats as the next round's draw,
 * starting from the round as the sheet holds it, sent with what was shown so that a round changed
 * meanwhile (or a result entered) is refused rather than overwritten.
 */
export function TeamsChange(props: { view: TeamsView; round: number; onChanged: (answer: Answer<TeamsView>) => void }) {
  const [draft, setDraft] = useState<DraftDraw | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { round } = props;
  const held = props.view.rounds[round - 1];
  if (held === undefined || !changeable(props.view, round)) return null;
  const shown: DraftDraw = {
    tables: held.matches.map(({ home, away }) => ({ home, away })),
    ...(held.byes[0] === undefined ? {} : { bye: held.byes[0] }),
  };

  const write = async () => {
    if (draft === null) return;
    setBusy(true);
    try {
      const answer = await server.changeTeamsRound({ round, shown, draw: draft });
      // Refused with the sheet as it is now: the form closes on the round as it stands, the notice says why.
      if (answer.ok || answer.value !== undefined) {
        setDraft(null);
        setProblem(null);
      } else setProblem(answer.message);
      props.onChanged(answer);
    } catch (error) {
      setProblem(t('teams.notDone', { problem: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  if (draft === null)
    return (
      <button type="button" id="change-draw" onClick={() => setDraft(shown)}>
        {t('teamsChange.open', { round })}
      </button>
    );
  return (
    <DrawSeats
      id="change"
      title={t('teams.drawTitle', { round })}
      hint={props.view.kind === 'swiss' ? t('teamsChange.hintSwiss') : t('teamsChange.hintRobin')}
      writeLabel={t('teamsChange.write')}
      draft={draft}
      order={props.view.ranking.map((line) => line.team)}
      busy={busy}
      problem={problem}
      onChange={setDraft}
      onWrite={() => void write()}
      onCancel={() => {
        setDraft(null);
        setProblem(null);
      }}
    />
  );
}

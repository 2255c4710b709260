import { useState } from 'preact/hooks';
import type { TeamsView } from '../teams-evening/view';
import { type FieldProblem, fieldProblemOf, ProblemAlert, TextField } from './fields';
import { type Answer, server } from './server';
import { t } from './words';

/**
 * A team withdrawing during the evening, from a round still to draw: the server keeps it in the sheet
 * and draws the team no more. The teams that have withdrawn are listed; the form is offered only while
 * a round is left to draw.
 */
export function TeamsWithdraw(props: { view: TeamsView; onAnswer: (answer: Answer<TeamsView>) => void }) {
  const { view } = props;
  const staying = view.teams.filter((team) => team.leavesFrom === undefined);
  const gone = view.teams.filter((team) => team.leavesFrom !== undefined);
  const next = view.rounds.length + 1;
  const [team, setTeam] = useState('');
  const [round, setRound] = useState(String(next));
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [busy, setBusy] = useState(false);
  if (next > view.totalRounds && gone.length === 0) return null;

  const submit = async () => {
    setBusy(true);
    try {
      const answer = await server.withdrawTeam({ team, round });
      setProblem(answer.ok ? null : fieldProblemOf(answer));
      if (answer.ok) setTeam('');
      props.onAnswer(answer);
    } catch (error) {
      setProblem({ message: t('teams.notDone', { problem: (error as Error).message }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <details>
      <summary>{t('teams.withdrawTitle')}</summary>
      <div class="stack">
        {gone.map((left) => (
          <p class="note" key={left.name}>
            {t('teams.withdrawn', { team: left.name, round: left.leavesFrom ?? '' })}
          </p>
        ))}
        {next <= view.totalRounds && (
          <form
            class="stack"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <label class="field">
              {t('teams.withdrawTeam')}
              <select
                id="withdraw-team"
                value={team}
                onChange={(e) => setTeam(e.currentTarget.value)}
                aria-invalid={problem?.field === 'team'}
              >
                <option value="">{t('common.choose')}</option>
                {staying.map((s) => (
                  <option key={s.name} value={s.name}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              label={t('teams.withdrawRound')}
              id="withdraw-round"
              inputMode="numeric"
              narrow
              value={round}
              onInput={setRound}
              problem={problem}
              name="round"
            />
            <button type="submit" id="withdraw" disabled={busy}>
              {t('teams.withdraw')}
            </button>
            <ProblemAlert problem={problem} />
          </form>
        )}
      </div>
    </details>
  );
}

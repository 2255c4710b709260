import { useEffect, useState } from 'preact/hooks';
import type { TeamsView } from '../teams-evening/view';
import { type FieldProblem, fieldProblemOf, ProblemAlert, RadioGroup, TextField } from './fields';
import { type Answer, server } from './server';
import { t } from './words';

/**
 * A teams evening from the Teams sheet: a Swiss (its rounds) or a round robin (once or twice), the boards
 * a match, the VP scale (the WBF's, or the club's table pasted) and a bye's VPs; the server writes its
 * sheet and draws what can be drawn.
 */
export function TeamsSetup(props: { onDone: (answer: Answer<TeamsView>) => void }) {
  const [kind, setKind] = useState<'swiss' | 'round robin'>('swiss');
  const [rounds, setRounds] = useState('');
  const [boards, setBoards] = useState('');
  const [double, setDouble] = useState(false);
  const [bye, setBye] = useState('');
  const [scale, setScale] = useState<'wbf' | 'club'>('wbf');
  const [table, setTable] = useState('');
  const [replace, setReplace] = useState(false);
  const [named, setNamed] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    server.namedTeams().then(setNamed, () => setNamed([]));
  }, []);

  const submit = async () => {
    setBusy(true);
    try {
      const answer = await server.setUpTeamsEvening({
        kind,
        rounds,
        boards,
        double,
        bye: bye.trim() === '' ? 'average' : bye,
        scale: scale === 'wbf' ? 'WBF' : table,
        replace,
      });
      if (answer.ok) props.onDone(answer);
      else setProblem(fieldProblemOf(answer));
    } catch (error) {
      setProblem({ message: t('common.notSetUp', { problem: (error as Error).message }) });
    } finally {
      setBusy(false);
    }
  };
  const invalid = (field: string) => problem?.field === field;

  return (
    <form
      class="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h1>{t('teamsSetup.title')}</h1>
      <RadioGroup
        legend={t('teamsSetup.kind')}
        name="teams-kind"
        layout="row wrap"
        options={[
          ['swiss', t('teamsSetup.swiss')],
          ['round robin', t('teamsSetup.robin')],
        ]}
        value={kind}
        onChange={setKind}
      />
      {kind === 'swiss' ? (
        <TextField
          label={t('teamsSetup.rounds')}
          inputMode="numeric"
          value={rounds}
          onInput={setRounds}
          problem={problem}
          name="rounds"
        />
      ) : (
        <label class="check">
          <input type="checkbox" checked={double} onChange={(e) => setDouble(e.currentTarget.checked)} />
          {t('teamsSetup.double')}
        </label>
      )}
      <TextField
        label={t('teamsSetup.boards')}
        inputMode="numeric"
        value={boards}
        onInput={setBoards}
        problem={problem}
        name="boards"
      />
      <RadioGroup
        legend={t('teamsSetup.scaleLegend')}
        name="teams-scale"
        layout="stack"
        options={[
          ['wbf', t('teamsSetup.wbf')],
          ['club', t('teamsSetup.club')],
        ]}
        value={scale}
        onChange={setScale}
      >
        {scale === 'club' && (
          <label class="field">
            {t('teamsSetup.table')}
            <textarea
              id="teams-vp-table"
              rows={6}
              placeholder={'0 10-10\n1-2 11-9\n…\n28+ 20-0'}
              value={table}
              onInput={(e) => setTable(e.currentTarget.value)}
              aria-invalid={invalid('scale')}
            />
          </label>
        )}
      </RadioGroup>
      <TextField
        label={t('teamsSetup.bye')}
        inputMode="decimal"
        value={bye}
        onInput={setBye}
        problem={problem}
        name="bye"
      />
      <p class="note">{t('teamsSetup.carryOver')}</p>
      <p class="note" id="named-teams">
        {named === null
          ? t('teamsSetup.reading')
          : named.length === 0
            ? t('teamsSetup.noTeams')
            : t('teamsSetup.named', {
                count: named.length,
                names: `${named.slice(0, 4).join('; ')}${named.length > 4 ? '; …' : ''}`,
              })}
      </p>
      {problem?.field === 'replace' && (
        <label class="check">
          <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.currentTarget.checked)} />
          {t('teamsSetup.replace')}
        </label>
      )}
      <button type="submit" disabled={busy}>
        {t('common.setUp')}
      </button>
      <ProblemAlert problem={problem} />
    </form>
  );
}

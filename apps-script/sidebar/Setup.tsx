import { useState } from 'preact/hooks';
import { playerCountProblem } from '../evening/player-count';
import { type FieldProblem, fieldProblemOf, RadioGroup } from './fields';
import type { EveningView } from './server';
import { type Answer, server } from './server';
import { t } from './words';

/** The progressions, and the words they are offered in: radio buttons, whose words wrap at 300 px. */
const PROGRESSIONS = ['standard', 'pairs', 'fixed-ns'] as const;
const PROGRESSION_WORDS = { standard: 'setup.standard', pairs: 'setup.pairs', 'fixed-ns': 'setup.fixedNs' } as const;

/** The tables a count of players fills, or what is wrong with the count (the server refuses the same). */
function tablesFor(count: number): string {
  const wrong = playerCountProblem(count);
  if (wrong === null) return t('setup.tables', { players: count, tables: count / 4 });
  if (wrong.code === 'no-players') return t('setup.noPlayers');
  const add = 4 - (count % 4);
  return count < 4 ? t('setup.tooFew', { count, add }) : t('setup.playerCount', { count, add, away: count % 4 });
}

/** Players, seating and options; the server writes the sheets. */
export function Setup(props: { onDone: (answer: Answer<EveningView>) => void }) {
  const [names, setNames] = useState('');
  const [seating, setSeating] = useState<'listed' | 'random'>('listed');
  const [premium, setPremium] = useState<50 | 100>(50);
  const [honors, setHonors] = useState(true);
  const [progression, setProgression] = useState<(typeof PROGRESSIONS)[number]>('standard');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const players = names
    .split('\n')
    .map((n) => n.trim())
    .filter((n) => n !== '');

  const submit = async (replace: boolean) => {
    setBusy(true);
    try {
      const answer = await server.setUpEvening({
        players,
        seating,
        seed: Math.floor(Math.random() * 2 ** 31),
        partScorePremium: premium,
        honors,
        progression,
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

  return (
    <form
      class="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(false);
      }}
    >
      <h1>{t('setup.title')}</h1>
      <label class="field">
        {t('setup.players')}
        <textarea
          rows={9}
          value={names}
          onInput={(e) => setNames(e.currentTarget.value)}
          spellcheck={false}
          aria-describedby="player-count"
          aria-invalid={problem?.field === 'players'}
        />
      </label>
      <p id="player-count" class="note">
        {tablesFor(players.length)}
      </p>
      <RadioGroup
        legend={t('setup.seating')}
        name="seating"
        layout="stack"
        options={[
          ['listed', t('setup.listed')],
          ['random', t('setup.random')],
        ]}
        value={seating}
        onChange={setSeating}
      />
      <RadioGroup
        legend={t('setup.progression')}
        name="progression"
        layout="stack"
        options={PROGRESSIONS.map((way) => [way, t(PROGRESSION_WORDS[way])] as const)}
        value={progression}
        onChange={setProgression}
      />
      <RadioGroup
        legend={t('setup.premium')}
        name="premium"
        layout="row"
        options={[
          [50, '50'],
          [100, '100'],
        ]}
        value={premium}
        onChange={setPremium}
      />
      <label class="check">
        <input type="checkbox" checked={honors} onChange={(e) => setHonors(e.currentTarget.checked)} />
        {t('setup.honors')}
      </label>
      <button type="submit" disabled={busy}>
        {t('common.setUp')}
      </button>
      {problem && (
        <div role="alert" class="problem">
          {problem.message}
          {problem.field === 'replace' && (
            <button type="button" onClick={() => void submit(true)} disabled={busy}>
              {t('setup.replace')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}

import { useState } from 'preact/hooks';
import { tablesFor } from '../evening/player-count';
import type { EveningView } from './server';
import { type Answer, server } from './server';

/** The progressions, in the words they are offered in: radio buttons, whose words wrap at 300 px. */
const PROGRESSIONS = [
  ['standard', 'Standard: winners move up, partners change'],
  ['pairs', 'Pair contest: partnerships stay'],
  ['fixed-ns', 'N/S stay, E/W move one table'],
] as const;

/** Players, seating and options; the server writes the sheets. */
export function Setup(props: { onDone: (answer: Answer<EveningView>) => void }) {
  const [names, setNames] = useState('');
  const [seating, setSeating] = useState<'listed' | 'random'>('listed');
  const [premium, setPremium] = useState<50 | 100>(50);
  const [honors, setHonors] = useState(true);
  const [progression, setProgression] = useState<(typeof PROGRESSIONS)[number][0]>('standard');
  const [problem, setProblem] = useState<{ message: string; field?: string } | null>(null);
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
      else
        setProblem(
          answer.field === undefined ? { message: answer.message } : { message: answer.message, field: answer.field },
        );
    } catch (error) {
      setProblem({ message: `Not set up: ${(error as Error).message}. Try again.` });
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
      <h1>New Progressive Bridge evening</h1>
      <label class="field">
        Players, one per line
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
      <fieldset class="stack">
        <legend>Round 1 seating</legend>
        <label class="check">
          <input type="radio" name="seating" checked={seating === 'listed'} onChange={() => setSeating('listed')} />
          As listed: table 1 N, E, S, W, then table 2…
        </label>
        <label class="check">
          <input type="radio" name="seating" checked={seating === 'random'} onChange={() => setSeating('random')} />
          Drawn at random, like tally cards
        </label>
      </fieldset>
      <fieldset class="stack">
        <legend>Progression</legend>
        {PROGRESSIONS.map(([way, label]) => (
          <label class="check" key={way}>
            <input type="radio" name="progression" checked={progression === way} onChange={() => setProgression(way)} />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset class="row">
        <legend>Part-score premium</legend>
        {([50, 100] as const).map((p) => (
          <label class="check" key={p}>
            <input type="radio" name="premium" checked={premium === p} onChange={() => setPremium(p)} />
            {p}
          </label>
        ))}
      </fieldset>
      <label class="check">
        <input type="checkbox" checked={honors} onChange={(e) => setHonors(e.currentTarget.checked)} />
        Score honors
      </label>
      <button type="submit" disabled={busy}>
        Set up the evening
      </button>
      {problem && (
        <div role="alert" class="problem">
          {problem.message}
          {problem.field === 'replace' && (
            <button type="button" onClick={() => void submit(true)} disabled={busy}>
              Replace them
            </button>
          )}
        </div>
      )}
    </form>
  );
}

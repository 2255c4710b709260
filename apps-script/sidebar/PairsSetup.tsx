import { useEffect, useState } from 'preact/hooks';
import type { PairsView } from '../pairs-evening/view';
import { type Answer, server } from './server';

const KINDS = ['Mitchell', 'Mitchell skip', 'Mitchell relay', 'Howell'] as const;

/** The movement of a duplicate pairs evening; the server writes its sheet. */
export function PairsSetup(props: { onDone: (answer: Answer<PairsView>) => void }) {
  const [kind, setKind] = useState<string>('Mitchell');
  const [pairs, setPairs] = useState('');
  const [rounds, setRounds] = useState('');
  const [boards, setBoards] = useState('');
  const [arrow, setArrow] = useState('');
  const [problem, setProblem] = useState<{ message: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [named, setNamed] = useState<string[] | null>(null);
  useEffect(() => {
    server.namedPairs().then(setNamed, () => setNamed([]));
  }, []);

  const submit = async (replace: boolean) => {
    setBusy(true);
    try {
      const answer = await server.setUpPairsEvening({
        kind,
        pairs,
        rounds,
        boardsPerRound: boards,
        arrowSwitch: arrow,
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
  const invalid = (field: string) => problem?.field === field;

  return (
    <form
      class="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(false);
      }}
    >
      <h1>New duplicate pairs evening</h1>
      <label class="field">
        Movement
        <select value={kind} onChange={(e) => setKind(e.currentTarget.value)} aria-invalid={invalid('kind')}>
          {KINDS.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </select>
      </label>
      <label class="field">
        Pairs
        <input
          inputMode="numeric"
          value={pairs}
          onInput={(e) => setPairs(e.currentTarget.value)}
          aria-invalid={invalid('pairs')}
        />
      </label>
      <label class="field">
        Rounds (blank: all)
        <input
          inputMode="numeric"
          value={rounds}
          onInput={(e) => setRounds(e.currentTarget.value)}
          aria-invalid={invalid('rounds')}
        />
      </label>
      <label class="field">
        Boards a round (blank: about 24 in all)
        <input
          inputMode="numeric"
          value={boards}
          onInput={(e) => setBoards(e.currentTarget.value)}
          aria-invalid={invalid('boardsPerRound')}
        />
      </label>
      <label class="field">
        Arrow-switch rounds (Mitchell)
        <input
          value={arrow}
          placeholder="6, 7"
          onInput={(e) => setArrow(e.currentTarget.value)}
          aria-invalid={invalid('arrowSwitch')}
        />
      </label>
      <p class="note" id="named">
        {named === null
          ? 'Reading the Pairs sheet…'
          : named.length === 0
            ? 'No names: a Pairs sheet (Pair, Direction, Names) gives the pairs theirs; without one they are shown by number.'
            : `The Pairs sheet names ${named.length} ${named.length === 1 ? 'pair' : 'pairs'}: ${named.slice(0, 3).join('; ')}${named.length > 3 ? '; …' : ''}`}
      </p>
      <button type="submit" disabled={busy}>
        Set up the evening
      </button>
      {problem && (
        <div role="alert" class="problem">
          {problem.message}
          {problem.field === 'replace' && (
            <button type="button" onClick={() => void submit(true)} disabled={busy}>
              Replace it
            </button>
          )}
        </div>
      )}
    </form>
  );
}

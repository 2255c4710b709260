import { useEffect, useState } from 'preact/hooks';
import { DealForm } from './DealForm';
import { Movement } from './Movement';
import { Setup } from './Setup';
import { type Answer, type EveningView, server } from './server';

/** The sidebar: set up an evening, enter each table's deals, move between rounds. */
export function App() {
  const [view, setView] = useState<EveningView | null>(null);
  const [table, setTable] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [newEvening, setNewEvening] = useState(false);

  useEffect(() => {
    server.getEvening().then(setView, (e: Error) => setFailure(e.message));
  }, []);
  useEffect(() => {
    // Lets the benchmark see when the sidebar first shows something to work with.
    if (view !== null && performance.getEntriesByName('interactive').length === 0) performance.mark('interactive');
  }, [view]);
  const take = (answer: Answer<EveningView>) => {
    if (answer.ok) {
      setView(answer.value);
      setNotice(answer.message ?? null);
      setNewEvening(false);
    } else setNotice(answer.message);
  };
  const recalc = async () => {
    try {
      take(await server.recalculateEvening());
    } catch (error) {
      setNotice(`Not recalculated: ${(error as Error).message}. Try again.`);
    }
  };

  if (failure)
    return (
      <p role="alert" class="problem">
        The server could not be reached: {failure}
      </p>
    );
  if (view === null) return <p>Loading the evening…</p>;
  if (view.stage === 'setup' || newEvening) return <Setup onDone={take} />;
  if (view.stage === 'broken') {
    return (
      <div class="stack">
        <p role="alert" class="problem">
          {view.problem}
        </p>
        <p>Correct the Deals sheet, then recalculate.</p>
        <button type="button" onClick={() => void recalc()}>
          Recalculate
        </button>
        <button type="button" onClick={() => setNewEvening(true)}>
          Set up a new evening
        </button>
      </div>
    );
  }
  const current = view.tables.find((t) => t.table === table) ?? view.tables[0];
  return (
    <div class="stack">
      <h1>Round {view.round}</h1>
      {notice && (
        <output aria-live="polite" class="note">
          {notice}
        </output>
      )}
      <fieldset class="row wrap plain">
        <legend class="sr-only">Tables</legend>
        {view.tables.map((t) => (
          <button
            type="button"
            key={t.table}
            aria-pressed={t.table === current?.table}
            onClick={() => setTable(t.table)}
          >
            Table {t.table} {t.deals.every((d) => d.entered) ? '✓' : ''}
          </button>
        ))}
      </fieldset>
      {current && (
        <section class="stack" aria-label={`Table ${current.table}`}>
          <p class="seats">
            N {current.names.N} · S {current.names.S} <span class="vs">against</span> E {current.names.E} · W{' '}
            {current.names.W}
          </p>
          {current.deals.map((deal) => (
            <DealForm
              key={`${view.round}-${current.table}-${deal.deal}`}
              round={view.round}
              table={current.table}
              deal={deal}
              names={current.names}
              onSaved={take}
              onChanged={setView}
            />
          ))}
          <p class="totals">
            Table {current.table}: N/S {current.totals.NS} · E/W {current.totals.EW}
          </p>
        </section>
      )}
      {view.roundOver && <Movement view={view} onSeated={take} />}
      <details>
        <summary>Ranking</summary>
        {/* A table, not a numbered list: tied players share a rank, which a list would number again.
            Rows are keyed by place: keyed by name, Preact 11.2 dropped rows as the order changed
            (two of eight left after a round, in Chromium). */}
        <table class="ranking" aria-label="Ranking">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col">Net</th>
            </tr>
          </thead>
          <tbody>
            {view.ranking.map((r, place) => (
              <tr key={place}>
                <td>{r.rank}</td>
                <td>{r.name}</td>
                <td>{r.net > 0 ? `+${r.net}` : r.net}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <div class="row">
        <button type="button" onClick={() => void recalc()}>
          Recalculate from Deals
        </button>
        <button type="button" onClick={() => setNewEvening(true)}>
          New evening…
        </button>
      </div>
      <p class="note">
        Tallies update with every deal; Tally cards when a round's last deal is in, and on Recalculate.
      </p>
    </div>
  );
}

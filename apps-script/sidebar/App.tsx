import { useEffect, useRef, useState } from 'preact/hooks';
import type { PairsView } from '../pairs-evening/view';
import type { TeamsView } from '../teams-evening/view';
import { DealForm } from './DealForm';
import { Movement } from './Movement';
import { PairsApp } from './PairsApp';
import { PairsSetup } from './PairsSetup';
import { Setup } from './Setup';
import { type Answer, type EveningView, server } from './server';
import { TeamsApp } from './TeamsApp';
import { TeamsSetup } from './TeamsSetup';
import { t } from './words';

/** The kinds of evening the sidebar runs. */
type Mode = 'progressive' | 'pairs' | 'teams';

/** Which kind of evening a new one is: the choice the setup screens start with. */
function Choose(props: { mode: Mode; onChoose: (mode: Mode) => void }) {
  return (
    <fieldset class="row wrap">
      <legend>{t('app.evening')}</legend>
      {(
        [
          ['pairs', t('app.pairs')],
          ['teams', t('app.teams')],
          ['progressive', t('app.progressive')],
        ] as const
      ).map(([mode, label]) => (
        <label class="check" key={mode}>
          <input type="radio" name="mode" checked={props.mode === mode} onChange={() => props.onChoose(mode)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The sidebar: a duplicate pairs evening, or a Progressive one (see ProgressiveApp). `first` is the
 * pairs evening, asked for as the page opened (main.tsx); without it the App asks.
 */
export function App(props: { first?: Promise<PairsView | { stage: 'broken'; problem: string } | null> }) {
  const [pairs, setPairs] = useState<PairsView | { stage: 'broken'; problem: string } | null | undefined>(undefined);
  // A pairs evening in the spreadsheet opens first; otherwise the Progressive evening, as before.
  const [mode, setMode] = useState<Mode>('progressive');
  const [fresh, setFresh] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A teams evening, asked for beside the pairs one: it opens when there is no pairs evening.
  const [teams, setTeams] = useState<TeamsView | { stage: 'broken'; problem: string } | null>(null);
  const [freshTeams, setFreshTeams] = useState(false);
  useEffect(() => {
    server.getTeamsEvening().then(
      (found) => {
        setTeams(found);
        if (found !== null) setMode((now) => (now === 'progressive' ? 'teams' : now));
      },
      () => undefined,
    );
  }, []);
  useEffect(() => {
    (props.first ?? server.getPairsEvening()).then(
      (found) => {
        setPairs(found);
        if (found !== null) setMode('pairs');
      },
      (e: Error) => setFailure(e.message),
    );
  }, []);
  if (failure)
    return (
      <p role="alert" class="problem">
        {t('app.unreachable', { problem: failure })}
      </p>
    );
  if (pairs === undefined) return <p>{t('app.loading')}</p>;
  if (mode === 'teams' && teams?.stage === 'teams' && !freshTeams)
    return <TeamsApp view={teams} onNewEvening={() => setFreshTeams(true)} />;
  if (mode === 'teams' && teams?.stage === 'broken' && !freshTeams)
    return (
      <div class="stack">
        <p role="alert" class="problem">
          {t('app.teamsBroken', { problem: teams.problem })}
        </p>
        <button type="button" onClick={() => setFreshTeams(true)}>
          {t('app.setUpNew')}
        </button>
      </div>
    );
  if (mode === 'teams')
    return (
      <div class="stack">
        <Choose mode={mode} onChoose={setMode} />
        <TeamsSetup
          onDone={(answer) => {
            if (!answer.ok) return;
            setTeams(answer.value);
            setFreshTeams(false);
          }}
        />
      </div>
    );
  if (mode === 'pairs' && pairs?.stage === 'broken' && !fresh)
    return (
      <div class="stack">
        <p role="alert" class="problem">
          {t('app.pairsBroken', { problem: pairs.problem })}
        </p>
        <p>{t('app.pairsBrokenHint')}</p>
        <button type="button" onClick={() => setFresh(true)}>
          {t('app.setUpNew')}
        </button>
      </div>
    );
  if (mode === 'pairs' && pairs !== null && pairs.stage === 'pairs' && !fresh)
    return <PairsApp view={pairs} onNewEvening={() => setFresh(true)} />;
  if (mode === 'pairs' && (pairs === null || fresh))
    return (
      <div class="stack">
        <Choose mode={mode} onChoose={setMode} />
        <PairsSetup
          onDone={(answer) => {
            if (!answer.ok) return;
            setPairs(answer.value);
            setFresh(false);
          }}
        />
      </div>
    );
  return (
    <ProgressiveApp
      chooser={pairs === null || fresh ? <Choose mode={mode} onChoose={setMode} /> : null}
      onPairs={pairs === null ? undefined : () => setMode('pairs')}
    />
  );
}

/** The Progressive evening: set it up, enter each table's deals, move between rounds. */
function ProgressiveApp(props: { chooser: preact.ComponentChildren; onPairs: (() => void) | undefined }) {
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
  // Where the view goes once the answer is drawn (an element's id): the new round's heading, the
  // round-over panel, or the next table to enter. The first two sit at the top, so the view goes back
  // to the top for them, the notice in sight; a table button is brought into view where it is.
  const next = useRef<string | null>(null);
  useEffect(() => {
    const target = next.current === null ? null : document.getElementById(next.current);
    next.current = null;
    if (target === null) return;
    target.focus({ preventScroll: true });
    if (target.tagName === 'BUTTON') target.scrollIntoView({ block: 'nearest' });
    else window.scrollTo(0, 0);
  });
  const take = (answer: Answer<EveningView>) => {
    if (answer.ok) {
      const before = view?.stage === 'evening' && !newEvening ? view : null;
      const after = answer.value;
      if (after.stage === 'evening') {
        const done = (at: (typeof after.tables)[number]) => at.deals.every((d) => d.entered !== null);
        const waiting = after.tables.find((at) => !done(at));
        const here = after.tables.find((at) => at.table === table);
        if (before === null || after.round !== before.round) next.current = 'round-title';
        else if (after.roundOver && !before.roundOver) next.current = 'movement-title';
        // This table's last deal is in: on to a table still playing (the deal form has no next deal).
        else if (here !== undefined && done(here) && waiting !== undefined) next.current = `table-${waiting.table}`;
      }
      setView(after);
      setNotice(answer.message ?? null);
      setNewEvening(false);
    } else setNotice(answer.message);
  };
  const recalc = async () => {
    try {
      take(await server.recalculateEvening());
    } catch (error) {
      setNotice(t('progressive.notRecalculated', { problem: (error as Error).message }));
    }
  };

  if (failure)
    return (
      <p role="alert" class="problem">
        {t('app.unreachable', { problem: failure })}
      </p>
    );
  if (view === null) return <p>{t('app.loading')}</p>;
  if (view.stage === 'setup' || newEvening)
    return (
      <div class="stack">
        {props.chooser}
        <Setup onDone={take} />
      </div>
    );
  if (view.stage === 'broken') {
    return (
      <div class="stack">
        <p role="alert" class="problem">
          {view.problem}
        </p>
        <p>{t('progressive.brokenHint')}</p>
        <button type="button" onClick={() => void recalc()}>
          {t('progressive.recalculate')}
        </button>
        <button type="button" onClick={() => setNewEvening(true)}>
          {t('app.setUpNew')}
        </button>
      </div>
    );
  }
  const current = view.tables.find((at) => at.table === table) ?? view.tables[0];
  return (
    <div class="stack">
      <h1 id="round-title" tabIndex={-1}>
        {t('common.round', { round: view.round })}
      </h1>
      {notice && (
        <output aria-live="polite" class="note">
          {notice}
        </output>
      )}
      {/* When the round is over, moving on is the next thing to do: it comes first. */}
      {view.roundOver && <Movement view={view} onSeated={take} onChanged={setView} />}
      <fieldset class="row wrap plain">
        <legend class="sr-only">{t('common.tables')}</legend>
        {view.tables.map((at) => (
          <button
            type="button"
            key={at.table}
            id={`table-${at.table}`}
            aria-pressed={at.table === current?.table}
            onClick={() => setTable(at.table)}
          >
            {t('common.table', { table: at.table })} {at.deals.every((d) => d.entered) ? '✓' : ''}
          </button>
        ))}
      </fieldset>
      {current && (
        <section class="stack" aria-label={t('common.table', { table: current.table })}>
          <p class="seats">
            {t('seat.N')} {current.names.N} · {t('seat.S')} {current.names.S}{' '}
            <span class="vs">{t('common.against')}</span> {t('seat.E')} {current.names.E} · {t('seat.W')}{' '}
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
            {t('progressive.totals', { table: current.table, ns: current.totals.NS, ew: current.totals.EW })}
          </p>
        </section>
      )}
      <details>
        <summary>{t('progressive.ranking')}</summary>
        {/* A table, not a numbered list: tied players share a rank, which a list would number again.
            Rows are keyed by place: keyed by name, Preact 11.2 dropped rows as the order changed
            (two of eight left after a round, in Chromium). */}
        <table class="ranking" aria-label={t('progressive.ranking')}>
          <thead>
            <tr>
              <th scope="col">{t('progressive.rank')}</th>
              <th scope="col">{t('progressive.player')}</th>
              <th scope="col">{t('progressive.net')}</th>
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
      <div class="row wrap">
        <button type="button" onClick={() => void recalc()}>
          {t('progressive.recalculateAll')}
        </button>
        {props.onPairs && (
          <button type="button" onClick={props.onPairs}>
            {t('progressive.toPairs')}
          </button>
        )}
        <button type="button" onClick={() => setNewEvening(true)}>
          {t('common.newEvening')}
        </button>
      </div>
      <p class="note">{t('progressive.tallies')}</p>
    </div>
  );
}

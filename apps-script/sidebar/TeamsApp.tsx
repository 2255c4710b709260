import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import type { TeamsMatchView, TeamsView } from '../teams-evening/view';
import { fieldProblemOf } from './fields';
import { type Answer, server } from './server';
import { TeamsBoards } from './TeamsBoards';
import { TeamsChange } from './TeamsChange';
import { TeamsDraw } from './TeamsDraw';
import { TeamsFiles } from './TeamsFiles';
import { TeamsWithdraw } from './TeamsWithdraw';
import { t } from './words';

/** The round a director is most likely to want: the first with matches to come, else the last drawn. */
const roundToShow = (view: TeamsView): number =>
  view.rounds.find((round) => round.toCome > 0)?.round ?? view.rounds.length;

/** One match's IMPs, both sides', entered or corrected against what the sidebar showed. */
function MatchForm(props: { round: number; match: TeamsMatchView; onAnswer: (answer: Answer<TeamsView>) => void }) {
  const { match, round } = props;
  const [home, setHome] = useState(match.imps === null ? '' : String(match.imps.home));
  const [away, setAway] = useState(match.imps === null ? '' : String(match.imps.away));
  const [problem, setProblem] = useState<{ message: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `match-${round}-${match.table}`;
  const save = async () => {
    setBusy(true);
    try {
      const answer = await server.enterTeamsResult({
        round,
        table: match.table,
        home: match.home,
        away: match.away,
        homeImps: home,
        awayImps: away,
        shown: match.imps,
      });
      setProblem(answer.ok ? null : fieldProblemOf(answer));
      props.onAnswer(answer);
    } catch (error) {
      setProblem({ message: t('common.notSaved', { problem: (error as Error).message }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      class="stack"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id={`${id}-title`}>{t('teams.match', { table: match.table, home: match.home, away: match.away })}</h2>
      {match.imps !== null && (
        <p class="note">
          {`${match.home} ${match.imps.home}–${match.imps.away} ${match.away}`}
          {match.vps && ` · ${t('teams.vps')} ${match.vps.home.toFixed(2)}–${match.vps.away.toFixed(2)}`}
        </p>
      )}
      <div class="row wrap">
        <label class="field narrow">
          {t('teams.imps', { team: match.home })}
          <input
            id={`${id}-home`}
            inputMode="numeric"
            value={home}
            onInput={(e) => setHome(e.currentTarget.value)}
            aria-invalid={problem?.field === 'homeImps'}
          />
        </label>
        <label class="field narrow">
          {t('teams.imps', { team: match.away })}
          <input
            id={`${id}-away`}
            inputMode="numeric"
            value={away}
            onInput={(e) => setAway(e.currentTarget.value)}
            aria-invalid={problem?.field === 'awayImps'}
          />
        </label>
      </div>
      <button type="submit" id={`${id}-save`} disabled={busy}>
        {match.imps === null ? t('common.save') : t('common.correct')}
      </button>
      {problem && (
        <p role="alert" class="problem">
          {problem.message}
        </p>
      )}
    </form>
  );
}

/** The ranking as it stands: place, team, VPs, IMPs won and lost. */
function Ranking(props: { view: TeamsView }) {
  return (
    <section class="stack" aria-labelledby="teams-ranking">
      <h2 id="teams-ranking">{t('teams.ranking')}</h2>
      <table class="ranking">
        <thead>
          <tr>
            <th scope="col">{t('teams.place')}</th>
            <th scope="col">{t('teams.team')}</th>
            <th scope="col" class="num">
              {t('teams.vps')}
            </th>
            <th scope="col" class="num">
              {t('teams.impsFor')}
            </th>
            <th scope="col">{t('teams.impsAgainst')}</th>
          </tr>
        </thead>
        <tbody>
          {props.view.ranking.map((line) => (
            <tr key={line.team}>
              <td>{line.place}</td>
              <td>{line.team}</td>
              <td class="num">{line.vps.toFixed(2)}</td>
              <td class="num">{line.impsFor}</td>
              <td>{line.impsAgainst}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The end: the Teams ranking sheet written and the results page to save; asked first while matches are to come. */
function TeamsEnd(props: { onEnded: (view: TeamsView) => void }) {
  const [ending, setEnding] = useState<{
    message: string;
    anyway?: boolean;
    page?: string;
    fileName?: string;
    files?: Parameters<typeof TeamsFiles>[0]['files'];
  } | null>(null);
  const end = async (anyway: boolean) => {
    try {
      const answer = await server.endTeamsEveningNow(anyway);
      if (answer.ok) {
        const { page, fileName, files } = answer.value;
        setEnding({ message: answer.message ?? '', page, fileName, files });
        props.onEnded(answer.value.view);
      } else setEnding({ message: answer.message, anyway: answer.field === 'anyway' });
    } catch (error) {
      setEnding({ message: t('teams.notDone', { problem: (error as Error).message }) });
    }
  };
  return (
    <div class="stack">
      <button type="button" id="teams-end" onClick={() => void end(false)}>
        {t('teams.end')}
      </button>
      {ending && (
        <output aria-live="polite" class="note">
          {ending.message}
        </output>
      )}
      {ending?.anyway && (
        <button type="button" onClick={() => void end(true)}>
          {t('teams.endAnyway')}
        </button>
      )}
      {ending?.page && (
        <a
          href={URL.createObjectURL(new Blob([ending.page], { type: 'text/html' }))}
          download={ending.fileName ?? 'teams-results.html'}
        >
          {t('teams.savePage')}
        </a>
      )}
      {ending?.files && <TeamsFiles files={ending.files} fileName={ending.fileName ?? 'teams-results.html'} />}
    </div>
  );
}

/** A teams evening: each round's matches entered, the ranking as it stands, the next round's draw, the end. */
export function TeamsApp(props: { view: TeamsView; onNewEvening: () => void }) {
  const [view, setView] = useState(props.view);
  const [round, setRound] = useState(roundToShow(props.view));
  const [notice, setNotice] = useState<string | null>(null);
  const take = (answer: Answer<TeamsView>) => {
    const now = answer.value;
    if (now !== undefined) {
      setView(now);
      // A round drawn: it is shown at once.
      if (answer.ok && now.rounds.length > view.rounds.length) setRound(now.rounds.length);
    }
    // A refusal the form shows beside its fields is not said twice; one with the sheet's new state is.
    setNotice(answer.ok || now !== undefined ? (answer.message ?? null) : null);
  };
  const refresh = async () => {
    try {
      const now = await server.getTeamsEvening();
      if (now !== null && now.stage === 'teams') setView(now);
    } catch (error) {
      setNotice(t('teams.notDone', { problem: (error as Error).message }));
    }
  };
  const shown = view.rounds.find((r) => r.round === round) ?? view.rounds.at(-1);
  return (
    <div class="stack">
      <h1 id="round-title" tabIndex={-1}>
        {shown ? t('teams.round', { round: shown.round, rounds: view.totalRounds }) : t('app.teams')}
      </h1>
      {notice && (
        <output aria-live="polite" class="note">
          {notice}
        </output>
      )}
      <fieldset class="row wrap plain">
        <legend class="sr-only">{t('teams.rounds')}</legend>
        {view.rounds.map((r) => (
          <button type="button" key={r.round} aria-pressed={r.round === shown?.round} onClick={() => setRound(r.round)}>
            {r.round}
          </button>
        ))}
      </fieldset>
      {view.canDraw && <TeamsDraw view={view} onDrawn={take} />}
      {shown && (
        <section class="stack" aria-labelledby="round-title">
          <p class="note">{t('teams.toCome', { count: shown.toCome })}</p>
          <TeamsChange key={shown.round} view={view} round={shown.round} onChanged={take} />
          {shown.byes.map((team) => (
            <p class="note" key={team}>
              {t('teams.bye', { team })}
            </p>
          ))}
          {shown.matches.map((match) => (
            <Fragment key={`${shown.round}-${match.table}`}>
              <MatchForm
                key={`${match.imps?.home ?? ''}-${match.imps?.away ?? ''}`}
                round={shown.round}
                match={match}
                onAnswer={take}
              />
              <TeamsBoards key={JSON.stringify(match.boards ?? [])} round={shown} match={match} onAnswer={take} />
            </Fragment>
          ))}
        </section>
      )}
      {view.finished && <p class="note">{t('teams.finished')}</p>}
      <Ranking view={view} />
      <TeamsWithdraw key={view.rounds.length} view={view} onAnswer={take} />
      <TeamsEnd onEnded={setView} />
      <div class="row wrap">
        <button type="button" onClick={() => void refresh()}>
          {t('teams.refresh')}
        </button>
        <button type="button" onClick={props.onNewEvening}>
          {t('common.newEvening')}
        </button>
      </div>
    </div>
  );
}

import { useEffect, useRef, useState } from 'preact/hooks';
import { firstToCome } from '../pairs-evening/by-board';
import type { PairsView } from '../pairs-evening/view';
import { EveningHeader } from './EveningHeader';
import { HandRecords } from './HandRecords';
import { NewEveningOffer } from './NewEvening';
import { PairsBoard } from './PairsBoard';
import { type EntryView, EntryViewChoice, PairsByBoard } from './PairsByBoard';
import { type Answer, server } from './server';
import { TablePages } from './TablePages';

type TableConflicts = Parameters<typeof TablePages>[0]['conflicts'];

import { percent, t } from './words';

type Files = { html: string; pbn: string; fileName: string; usebio?: string; unnumbered: readonly string[] };
/** Players' names quoted, the first ten, as the server's messages list them: "Ann Bee", "Bob Lee", …. */
const listed = (names: readonly string[]): string =>
  names
    .slice(0, 10)
    .map((name) => `"${name}"`)
    .join(', ') + (names.length > 10 ? ', …' : '');

/**
 * A duplicate pairs evening: enter by round and table, or a board's traveller at once (PairsByBoard),
 * the ranking as it happens, changes, the end.
 */
/** How often the sidebar asks for the evening while the tables enter results from their phones. */
const REFRESH_MS = 30_000;

export function PairsApp(props: { view: PairsView; onNewEvening: () => void }) {
  const [view, setView] = useState(props.view);
  const [round, setRound] = useState(props.view.current);
  const [table, setTable] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [leaver, setLeaver] = useState('');
  const [leaveFrom, setLeaveFrom] = useState('');
  const [lateFrom, setLateFrom] = useState('');
  const [ending, setEnding] = useState<{ message: string; anyway?: boolean; files?: Files } | null>(null);
  const [offering, setOffering] = useState(false);
  // By table or by board, and the board chosen: kept as the round and table are, across answers and Refresh.
  const [entryView, setEntryView] = useState<EntryView>('table');
  const [board, setBoard] = useState<number | undefined>(undefined);
  const chooseView = (chosen: EntryView) => {
    setEntryView(chosen);
    if (chosen === 'board' && board === undefined) setBoard(firstToCome(view.rounds));
  };
  // A round's last board in: the next round's heading is brought into view and takes the focus.
  const toHeading = useRef(false);
  useEffect(() => {
    if (!toHeading.current) return;
    toHeading.current = false;
    const heading = document.getElementById('round-title');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  });

  const take = (answer: Answer<PairsView>) => {
    if (answer.ok) {
      const before = view;
      setView(answer.value);
      setNotice(answer.message ?? null);
      // The round's last board in: on to the next round, as the tables move, its heading in view.
      const shown = answer.value.rounds.find((r) => r.round === round);
      if (entryView === 'table' && shown?.toCome === 0 && before.rounds.find((r) => r.round === round)?.toCome !== 0) {
        setRound(answer.value.current);
        setTable(1);
        toHeading.current = true;
      }
    } else setNotice(answer.message);
  };
  const [cards, setCards] = useState<{ message: string; html?: string; fileName?: string } | null>(null);
  const printCards = async () => {
    try {
      const answer = await server.pairsEveningCards();
      setCards(answer.ok ? { message: answer.message ?? '', ...answer.value } : { message: answer.message });
    } catch (error) {
      setCards({ message: t('pairs.notWritten', { problem: (error as Error).message }) });
    }
  };
  const run = async (work: () => Promise<Answer<PairsView>>) => {
    try {
      const answer = await work();
      take(answer);
      setChangeSaid(answer.message ?? null);
      if (answer.ok) {
        setLeaver('');
        setLeaveFrom('');
        setLateFrom('');
      }
    } catch (error) {
      setNotice(t('pairs.notDone', { problem: (error as Error).message }));
    }
  };
  // Other scorers' entries show on every answer; Refresh fetches them without entering anything.
  const refresh = async () => {
    try {
      const now = await server.getPairsEvening();
      if (now !== null && now.stage === 'pairs') setView(now);
    } catch (error) {
      setNotice(t('pairs.notRefreshed', { problem: (error as Error).message }));
    }
  };
  // The tables' phones enter results too: the view refreshes itself every half minute while the
  // sidebar is in sight, one call at a time, so the ranking grows as they come in.
  const refreshing = useRef(false);
  useEffect(() => {
    const every = setInterval(() => {
      if (document.visibilityState !== 'visible' || refreshing.current) return;
      refreshing.current = true;
      void refresh().finally(() => {
        refreshing.current = false;
      });
    }, REFRESH_MS);
    return () => clearInterval(every);
    // Set once: refresh only sets state, so the first render's is as good as any.
  }, []);
  // While players lack a national number the USEBIO file waits; the director may make it all the same.
  const usebioAnyway = async () => {
    try {
      const answer = (await server.eveningFiles(true)) as Answer<Files>;
      if (answer.ok) setEnding({ message: answer.message ?? t('pairs.published'), files: answer.value });
      else setEnding({ message: answer.message });
    } catch (error) {
      setEnding({ message: t('pairs.notPublished', { problem: (error as Error).message }) });
    }
  };
  const [changeSaid, setChangeSaid] = useState<string | null>(null);
  const end = async (anyway: boolean) => {
    try {
      const answer = (await server.endPairsEvening(anyway)) as Answer<Files>;
      if (answer.ok) setEnding({ message: answer.message ?? t('pairs.published'), files: answer.value });
      else setEnding({ message: answer.message, anyway: answer.field === 'anyway' });
    } catch (error) {
      setEnding({ message: t('pairs.notPublished', { problem: (error as Error).message }) });
    }
  };
  const shown = view.rounds.find((r) => r.round === round) ?? view.rounds[0];
  const byBoard = entryView === 'board' ? board : undefined;
  const current = shown?.tables.find((t) => t.table === table) ?? shown?.tables[0];
  const href = (text: string, type: string) => URL.createObjectURL(new Blob([text], { type }));

  return (
    <div class="stack">
      <EveningHeader view={view} onChanged={(answer) => answer.ok && setView(answer.value)} />
      <h1 id="round-title" tabIndex={-1}>
        {byBoard ? t('board.title', { board: byBoard }) : t('common.round', { round: shown?.round })}
      </h1>
      <p class="note">{view.title}</p>
      {notice && (
        <output id="notice" aria-live="polite" class="note">
          {notice}
        </output>
      )}
      <p class="note" id="progress">
        {!byBoard && <>{shown?.toCome === 0 ? t('pairs.allIn') : t('pairs.toCome', { count: shown?.toCome })} · </>}
        {t('pairs.entered', { entered: view.entered, total: view.total })}{' '}
        <button type="button" class="link" onClick={() => void refresh()}>
          {t('pairs.refresh')}
        </button>
      </p>
      <EntryViewChoice view={entryView} onChoose={chooseView} />
      {byBoard !== undefined && (
        <PairsByBoard view={view} board={byBoard} onBoard={setBoard} onSaved={take} onChanged={setView} />
      )}
      <div class="field" hidden={byBoard !== undefined}>
        <label for="round-choice">{t('pairs.round')}</label>
        <select id="round-choice" value={round} onChange={(e) => setRound(Number(e.currentTarget.value))}>
          {view.rounds.map((r) => (
            <option key={r.round} value={r.round}>
              {t('common.round', { round: r.round })}
              {r.toCome === 0 ? ' ✓' : ''}
            </option>
          ))}
        </select>
      </div>
      <fieldset class="row wrap plain" hidden={byBoard !== undefined}>
        <legend class="sr-only">{t('common.tables')}</legend>
        {shown?.tables.map((at) => (
          <button
            type="button"
            key={at.table}
            id={`table-${at.table}`}
            aria-pressed={at.table === current?.table}
            onClick={() => setTable(at.table)}
          >
            {t('common.table', { table: at.table })} {at.boards.every((b) => b.entered) ? '✓' : ''}
          </button>
        ))}
      </fieldset>
      {!byBoard && shown && shown.sitOut.length > 0 && (
        <p class="note">{t('pairs.sittingOut', { pairs: shown.sitOut.join(', ') })}</p>
      )}
      {!byBoard && current && shown && (
        <section class="stack" aria-label={t('common.table', { table: current.table })}>
          <p class="seats">
            {current.ns} <span class="vs">{t('common.against')}</span> {current.ew}
          </p>
          {current.boards.map((board) => (
            <PairsBoard
              key={`${shown.round}-${current.table}-${board.board}`}
              round={shown.round}
              table={current.table}
              pairs={current.pairs}
              board={board}
              onSaved={take}
              onChanged={setView}
            />
          ))}
        </section>
      )}
      <details open>
        <summary>{t('pairs.rankingSoFar')}</summary>
        {view.ranking.length === 0 && <p class="note">{t('pairs.noResult')}</p>}
        {view.ranking.map((block) => (
          <table class="ranking" aria-label={t('pairs.ranking', { heading: block.heading })} key={block.heading}>
            <caption>{block.heading}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pairs.place')}</th>
                <th scope="col">{t('pairs.pair')}</th>
                <th scope="col">%</th>
              </tr>
            </thead>
            <tbody>
              {block.lines.map((line, i) => (
                <tr key={i}>
                  <td>{line.place}</td>
                  <td>
                    {line.pair}
                    {line.names ? ` · ${line.names}` : ''}
                  </td>
                  <td>{percent(line.percent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </details>
      <details>
        <summary>{t('pairs.changes')}</summary>
        <form
          class="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => server.pairLeavesFrom({ pair: leaver, round: Number(leaveFrom) }));
          }}
        >
          <label class="field">
            {t('pairs.leaver')}
            <select value={leaver} onChange={(e) => setLeaver(e.currentTarget.value)}>
              <option value="">{t('common.choose')}</option>
              {view.playing.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </select>
          </label>
          <label class="field">
            {t('pairs.firstMissed')}
            <input inputMode="numeric" value={leaveFrom} onInput={(e) => setLeaveFrom(e.currentTarget.value)} />
          </label>
          <button type="submit">{t('pairs.takeOut')}</button>
        </form>
        <output aria-live="polite" class="note" id="change-said">
          {changeSaid}
        </output>
        {view.lateSeat && (
          <form
            class="stack"
            onSubmit={(e) => {
              e.preventDefault();
              void run(() => server.latePairFrom({ round: Number(lateFrom) }));
            }}
          >
            <label class="field">
              {t('pairs.lateFrom')}
              <input inputMode="numeric" value={lateFrom} onInput={(e) => setLateFrom(e.currentTarget.value)} />
            </label>
            <button type="submit">{t('pairs.seatLate')}</button>
          </form>
        )}
      </details>
      <TablePages tables={view.tables} conflicts={'conflicts' in view ? (view.conflicts as TableConflicts) : []} />
      <HandRecords />
      <div class="stack">
        <button type="button" onClick={() => void printCards()}>
          {t('pairs.cards')}
        </button>
        {cards && (
          <p class="note" id="cards">
            {cards.message}{' '}
            {cards.html && (
              <a href={href(cards.html, 'text/html')} download={`${cards.fileName}.html`}>
                {t('pairs.saveCards')}
              </a>
            )}
          </p>
        )}
      </div>
      <div class="row wrap">
        <button type="button" onClick={() => void end(false)}>
          {t('pairs.end')}
        </button>
        <button
          type="button"
          onClick={() => (view.entered > 0 ? setOffering(true) : props.onNewEvening())}
          aria-expanded={offering}
        >
          {t('common.newEvening')}
        </button>
      </div>
      {offering && (
        <NewEveningOffer
          view={view}
          onEnd={() => {
            setOffering(false);
            void end(false);
          }}
          onNew={props.onNewEvening}
          onKeep={() => setOffering(false)}
        />
      )}
      {ending && (
        <div class="stack" role="status" id="ending">
          <p>{ending.message}</p>
          {ending.anyway && (
            <button type="button" onClick={() => void end(true)}>
              {t('pairs.anyway')}
            </button>
          )}
          {ending.files && (
            <p class="row wrap">
              <a href={href(ending.files.html, 'text/html')} download={`${ending.files.fileName}.html`}>
                {t('pairs.saveResults')}
              </a>
              <a href={href(ending.files.pbn, 'application/octet-stream')} download={`${ending.files.fileName}.pbn`}>
                {t('pairs.savePbn')}
              </a>
              {ending.files.usebio !== undefined && (
                <a href={href(ending.files.usebio, 'application/xml')} download={`${ending.files.fileName}.xml`}>
                  {t('pairs.saveUsebio')}
                </a>
              )}
            </p>
          )}
          {ending.files && ending.files.usebio === undefined && ending.files.unnumbered.length > 0 && (
            <>
              <p>
                {t('pairs.noNumbers', {
                  count: ending.files.unnumbered.length,
                  players: listed(ending.files.unnumbered),
                })}
              </p>
              <button type="button" onClick={() => void usebioAnyway()}>
                {t('pairs.usebioAnyway')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

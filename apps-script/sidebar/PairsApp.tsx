import { useState } from 'preact/hooks';
import type { PairsView } from '../pairs-evening/view';
import { PairsBoard } from './PairsBoard';
import { type Answer, server } from './server';

type Files = { html: string; pbn: string; fileName: string };

/** A duplicate pairs evening: enter by round and table, the ranking as it happens, changes, the end. */
export function PairsApp(props: { view: PairsView; onNewEvening: () => void }) {
  const [view, setView] = useState(props.view);
  const [round, setRound] = useState(props.view.current);
  const [table, setTable] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [leaver, setLeaver] = useState('');
  const [leaveFrom, setLeaveFrom] = useState('');
  const [lateFrom, setLateFrom] = useState('');
  const [ending, setEnding] = useState<{ message: string; anyway?: boolean; files?: Files } | null>(null);

  const take = (answer: Answer<PairsView>) => {
    if (answer.ok) {
      const before = view;
      setView(answer.value);
      setNotice(answer.message ?? null);
      // The round's last board in: on to the next round, as the tables move.
      const shown = answer.value.rounds.find((r) => r.round === round);
      if (shown?.toCome === 0 && before.rounds.find((r) => r.round === round)?.toCome !== 0) {
        setRound(answer.value.current);
        setTable(1);
      }
    } else setNotice(answer.message);
  };
  const [cards, setCards] = useState<{ message: string; html?: string; fileName?: string } | null>(null);
  const printCards = async () => {
    try {
      const answer = await server.pairsEveningCards();
      setCards(answer.ok ? { message: answer.message ?? '', ...answer.value } : { message: answer.message });
    } catch (error) {
      setCards({ message: `Not written: ${(error as Error).message}. Try again.` });
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
      setNotice(`Not done: ${(error as Error).message}. Try again.`);
    }
  };
  // Other scorers' entries show on every answer; Refresh fetches them without entering anything.
  const refresh = async () => {
    try {
      const now = await server.getPairsEvening();
      if (now !== null && now.stage === 'pairs') setView(now);
    } catch (error) {
      setNotice(`Not refreshed: ${(error as Error).message}. Try again.`);
    }
  };
  const [changeSaid, setChangeSaid] = useState<string | null>(null);
  const end = async (anyway: boolean) => {
    try {
      const answer = (await server.endPairsEvening(anyway)) as Answer<Files>;
      if (answer.ok) setEnding({ message: answer.message ?? 'Published.', files: answer.value });
      else setEnding({ message: answer.message, anyway: answer.field === 'anyway' });
    } catch (error) {
      setEnding({ message: `Not published: ${(error as Error).message}. Try again.` });
    }
  };
  const shown = view.rounds.find((r) => r.round === round) ?? view.rounds[0];
  const current = shown?.tables.find((t) => t.table === table) ?? shown?.tables[0];
  const href = (text: string, type: string) => URL.createObjectURL(new Blob([text], { type }));

  return (
    <div class="stack">
      <h1 id="round-title" tabIndex={-1}>
        Round {shown?.round}
      </h1>
      <p class="note">{view.title}</p>
      {notice && (
        <output id="notice" aria-live="polite" class="note">
          {notice}
        </output>
      )}
      <p class="note" id="progress">
        {shown?.toCome === 0
          ? 'Every board of this round is in'
          : `${shown?.toCome} ${shown?.toCome === 1 ? 'board' : 'boards'} of this round to come`}{' '}
        · {view.entered} of {view.total} entered{' '}
        <button type="button" class="link" onClick={() => void refresh()}>
          Refresh
        </button>
      </p>
      <div class="field">
        <label for="round-choice">Round</label>
        <select id="round-choice" value={round} onChange={(e) => setRound(Number(e.currentTarget.value))}>
          {view.rounds.map((r) => (
            <option key={r.round} value={r.round}>
              Round {r.round}
              {r.toCome === 0 ? ' ✓' : ''}
            </option>
          ))}
        </select>
      </div>
      <fieldset class="row wrap plain">
        <legend class="sr-only">Tables</legend>
        {shown?.tables.map((t) => (
          <button
            type="button"
            key={t.table}
            id={`table-${t.table}`}
            aria-pressed={t.table === current?.table}
            onClick={() => setTable(t.table)}
          >
            Table {t.table} {t.boards.every((b) => b.entered) ? '✓' : ''}
          </button>
        ))}
      </fieldset>
      {shown && shown.sitOut.length > 0 && <p class="note">Sitting out: {shown.sitOut.join(', ')}</p>}
      {current && shown && (
        <section class="stack" aria-label={`Table ${current.table}`}>
          <p class="seats">
            {current.ns} <span class="vs">against</span> {current.ew}
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
        <summary>Ranking so far</summary>
        {view.ranking.length === 0 && <p class="note">No result is in yet.</p>}
        {view.ranking.map((block) => (
          <table class="ranking" aria-label={`Ranking ${block.heading}`} key={block.heading}>
            <caption>{block.heading}</caption>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Pair</th>
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
                  <td>{line.percent.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </details>
      <details>
        <summary>A pair leaves, a late pair</summary>
        <form
          class="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => server.pairLeavesFrom({ pair: leaver, round: Number(leaveFrom) }));
          }}
        >
          <label class="field">
            Pair that leaves
            <select value={leaver} onChange={(e) => setLeaver(e.currentTarget.value)}>
              <option value="">Choose…</option>
              {view.playing.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </select>
          </label>
          <label class="field">
            First round it misses
            <input inputMode="numeric" value={leaveFrom} onInput={(e) => setLeaveFrom(e.currentTarget.value)} />
          </label>
          <button type="submit">Take the pair out</button>
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
              A late pair plays from round
              <input inputMode="numeric" value={lateFrom} onInput={(e) => setLateFrom(e.currentTarget.value)} />
            </label>
            <button type="submit">Seat the late pair</button>
          </form>
        )}
      </details>
      <div class="stack">
        <button type="button" onClick={() => void printCards()}>
          Write the table and guide cards
        </button>
        {cards && (
          <p class="note" id="cards">
            {cards.message}{' '}
            {cards.html && (
              <a href={href(cards.html, 'text/html')} download={`${cards.fileName}.html`}>
                Save the cards page (.html)
              </a>
            )}
          </p>
        )}
      </div>
      <div class="row wrap">
        <button type="button" onClick={() => void end(false)}>
          End the evening and publish
        </button>
        <button type="button" onClick={props.onNewEvening}>
          New evening…
        </button>
      </div>
      {ending && (
        <div class="stack" role="status" id="ending">
          <p>{ending.message}</p>
          {ending.anyway && (
            <button type="button" onClick={() => void end(true)}>
              Publish anyway
            </button>
          )}
          {ending.files && (
            <p class="row wrap">
              <a href={href(ending.files.html, 'text/html')} download={`${ending.files.fileName}.html`}>
                Save the results page (.html)
              </a>
              <a href={href(ending.files.pbn, 'application/octet-stream')} download={`${ending.files.fileName}.pbn`}>
                Save the PBN file (.pbn)
              </a>
            </p>
          )}
        </div>
      )}
    </div>
  );
}

import { useEffect, useState } from 'preact/hooks';
import type { TableEntry, TableView } from '../tables/types';
import { BoardDone } from './BoardDone';
import { BoardEntry } from './BoardEntry';
import { Confirm } from './Confirm';
import { type Draft, draftOfEntry, entryOf, newDraft, newId, stepBy } from './draft';
import { BoardKeys, Header } from './Header';
import { type Kept, keep, readKept, type StorageLike } from './kept';
import type { Place } from './place';
import { RoundOver } from './RoundOver';
import { Sending } from './Sending';
import { server as realServer, type TableServer } from './server';
import { useTable } from './useTable';
import { currentNotation, seatShown, t, vulnerability } from './words';

/** The table page: its table's link read, or a message that the page needs one. */
export function App(props: { place: Place | null; server?: TableServer; storage?: StorageLike }) {
  if (props.place === null)
    return (
      <div class="stack">
        <h1>{t('page.title')}</h1>
        <p role="alert" class="problem">
          {t('page.noLink')}
        </p>
      </div>
    );
  return (
    <Table place={props.place} server={props.server ?? realServer} storage={props.storage ?? globalThis.localStorage} />
  );
}

/** A board's state at this table in the round shown: entered in the sheet, waiting on the phone, or to play. */
function stateOf(view: TableView, waiting: readonly TableEntry[], board: number): 'in' | 'waiting' | 'toPlay' {
  if (waiting.some((entry) => entry.round === view.round && entry.board === board)) return 'waiting';
  return view.boards.find((b) => b.board === board)?.entered ? 'in' : 'toPlay';
}

function Table(props: { place: Place; server: TableServer; storage: StorageLike }) {
  const { place, storage } = props;
  const { table } = place;
  const [drafts, setDrafts] = useState<Kept['drafts']>(() => readKept(storage, table, 'drafts'));
  const [shownRound, setShownRound] = useState<number | null>(() => readKept(storage, table, 'round'));
  const [onScreen, setOnScreen] = useState<number | null>(null);
  const [unkept, setUnkept] = useState(false);

  // Only the round's drafts are kept: a board of a round gone by is never entered from the page.
  const saveDraft = (draft: Draft) =>
    setDrafts((now) => {
      const kept = Object.fromEntries(Object.entries(now).filter(([, d]) => d.round === draft.round));
      const next = { ...kept, [draft.board]: draft };
      keep(storage, table, 'drafts', next);
      return next;
    });
  const dropDraft = (board: number) =>
    setDrafts((now) => {
      const { [board]: _, ...next } = now;
      keep(storage, table, 'drafts', next);
      return next;
    });
  const showRound = (round: number) => {
    setShownRound(round);
    keep(storage, table, 'round', round);
    setOnScreen(null);
  };

  const state = useTable(place, {
    server: props.server,
    storage,
    onRefused: (entry, field, message) => {
      saveDraft(draftOfEntry(entry, currentNotation(), { field, message }));
      setOnScreen(entry.board);
    },
  });
  const { view, waiting } = state;

  // The round shown is kept, so that a reload after the round's end still shows where everyone goes.
  const movedOn = view !== null && shownRound !== null && view.round > shownRound && view.moves?.round === shownRound;
  useEffect(() => {
    if (view !== null && !movedOn && shownRound !== view.round) showRound(view.round);
  }, [view, movedOn, shownRound]);

  if (state.trouble !== null) {
    const { kind, message } = state.trouble;
    return (
      <div class="stack">
        <h1>{t('page.title')}</h1>
        <p role="alert" class="problem">
          {kind === 'key'
            ? t('page.key')
            : kind === 'unreachable'
              ? t('page.unreachable', { problem: message })
              : message}
        </p>
        {waiting.length > 0 && <p class="waiting-count">{t('send.waiting', { count: waiting.length })}</p>}
      </div>
    );
  }
  if (view === null)
    return (
      <div class="stack">
        <h1>{t('page.title')}</h1>
        <p role="status" class="note">
          {t('page.loading')}
        </p>
      </div>
    );

  const sending = (
    <Sending notice={state.notice} waiting={waiting} notAccepted={state.notAccepted} onSend={state.sendNow} />
  );
  if (movedOn && view.moves !== null)
    return (
      <div class="stack">
        <Header view={view} round={view.round} />
        {sending}
        <RoundOver
          moves={view.moves}
          next={view.round}
          played={view.played}
          leads={view.leads}
          onNext={() => showRound(view.round)}
        />
      </div>
    );

  const keys = view.boards.map((b) => ({ board: b.board, state: stateOf(view, waiting, b.board) }));
  const toPlay = keys.find((key) => key.state === 'toPlay')?.board ?? null;
  const shown = view.boards.find((b) => b.board === onScreen) ?? view.boards.find((b) => b.board === toPlay);
  const draftOf = (board: number): Draft => {
    const kept = drafts[board];
    return kept !== undefined && kept.round === view.round ? kept : newDraft(view.round, board);
  };
  const accept = (draft: Draft) => {
    const made = entryOf(draft, newId(), currentNotation());
    if (made === null) return;
    // Sent with the evening it was typed for: never written into another.
    const entry = { ...made, evening: view.evening };
    setUnkept(!state.accept(entry));
    dropDraft(draft.board);
    setOnScreen(draft.board);
  };

  const board = (() => {
    if (shown === undefined) return null;
    const boardState = stateOf(view, waiting, shown.board);
    const meta = (
      <p class="meta">
        {t('board.dealer', { seat: seatShown(shown.dealer) })} ·{' '}
        {t('board.vulnerable', { vulnerable: vulnerability(shown.vulnerable) })}
      </p>
    );
    const draft = draftOf(shown.board);
    const body =
      boardState !== 'toPlay' ? (
        <BoardDone
          board={shown}
          waiting={waiting.find((entry) => entry.round === view.round && entry.board === shown.board)}
          leads={view.leads}
          nextBoard={toPlay}
          onNext={() => setOnScreen(toPlay)}
        />
      ) : draft.step === 'confirm' ? (
        <Confirm
          board={shown}
          draft={draft}
          onAccept={() => accept(draft)}
          onChange={() => saveDraft({ ...draft, step: stepBy(draft, view.leads, -1) })}
        />
      ) : (
        <BoardEntry board={shown} draft={draft} leads={view.leads} onChange={saveDraft} />
      );
    return (
      <section class="board stack" aria-labelledby="board-title">
        <h2 id="board-title">{t('board.title', { board: shown.board })}</h2>
        {meta}
        {body}
      </section>
    );
  })();

  return (
    <div class="stack">
      <Header view={view} round={view.round} />
      {sending}
      {unkept && (
        <p role="alert" class="problem">
          {t('send.unkept')}
        </p>
      )}
      {view.finished && waiting.length === 0 && <h2 class="finished">{t('page.finished')}</h2>}
      <BoardKeys boards={keys} onScreen={shown?.board ?? null} onChoose={setOnScreen} />
      {board}
    </div>
  );
}

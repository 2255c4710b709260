import { useEffect, useRef } from 'preact/hooks';
import { boardsPlayed, toCome, travellerOf } from '../pairs-evening/by-board';
import type { PairsView } from '../pairs-evening/view';
import { PairsBoard } from './PairsBoard';
import type { Answer } from './server';
import { t, vulnerability } from './words';

/** The two ways a pairs evening's results are entered: a table's boards, or a board's tables. */
export type EntryView = 'table' | 'board';

/** The choice of view, by table or by board: radio buttons, as the evening's kind is chosen. */
export function EntryViewChoice(props: { view: EntryView; onChoose: (view: EntryView) => void }) {
  return (
    <fieldset class="row wrap">
      <legend>{t('byBoard.enter')}</legend>
      {(
        [
          ['table', t('byBoard.byTable')],
          ['board', t('byBoard.byBoard')],
        ] as const
      ).map(([view, label]) => (
        <label class="check" key={view}>
          <input
            type="radio"
            name="entry-view"
            id={`by-${view}`}
            checked={props.view === view}
            onChange={() => props.onChoose(view)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** Where a line's form starts: its Declarer choice, as PairsBoard names it. */
const declarerOf = (round: number, table: number, board: number) =>
  document.getElementById(`r${round}t${table}b${board}-declarer`);

/**
 * A board's traveller: every table that plays the board, by round then table, with the pairs there (by
 * name where the Pairs sheet names them), each line a form of its own, entered as the table view enters
 * it. Enter saves a line and moves to the next; after the last, to the next board's button. The board
 * is the evening's heading meanwhile (PairsApp).
 */
export function PairsByBoard(props: {
  view: PairsView;
  board: number;
  onBoard: (board: number) => void;
  onSaved: (answer: Answer<PairsView>) => void;
  onChanged: (view: PairsView) => void;
}) {
  const { view, board } = props;
  const boards = boardsPlayed(view.rounds);
  const lines = travellerOf(view.rounds, board);
  const left = lines.filter(toCome).length;
  const next = boards[boards.indexOf(board) + 1];
  const first = lines[0]?.board;
  // The next board chosen by its button: the focus goes to its first line once it is shown.
  const startNext = useRef(false);
  useEffect(() => {
    if (!startNext.current) return;
    startNext.current = false;
    const line = lines[0];
    if (line) declarerOf(line.round, line.table, board)?.focus();
  }, [board]);
  const moveOn = (i: number) => {
    const line = lines[i + 1];
    if (line) declarerOf(line.round, line.table, board)?.focus();
    else (document.getElementById(next === undefined ? 'board-choice' : 'next-board') as HTMLElement | null)?.focus();
  };

  return (
    <section class="stack" aria-label={t('board.title', { board })}>
      <div class="field">
        <label for="board-choice">{t('byBoard.board')}</label>
        <select id="board-choice" value={board} onChange={(e) => props.onBoard(Number(e.currentTarget.value))}>
          {boards.map((b) => (
            <option key={b} value={b}>
              {t('board.title', { board: b })}
              {travellerOf(view.rounds, b).some(toCome) ? '' : ' ✓'}
            </option>
          ))}
        </select>
      </div>
      <p class="note" id="board-progress">
        {first && (
          <>
            {t('common.dealer', { seat: t(`seat.${first.dealer}`) })} ·{' '}
            {t('common.vulnerable', { vulnerable: vulnerability(first.vulnerable) })} ·{' '}
          </>
        )}
        {left === 0 ? t('byBoard.allIn') : t('byBoard.toCome', { count: left })}
      </p>
      {lines.map((line, i) => (
        <PairsBoard
          key={`${line.round}-${line.table}-${board}`}
          round={line.round}
          table={line.table}
          pairs={line.pairs}
          board={line.board}
          onSaved={props.onSaved}
          onChanged={props.onChanged}
          onDone={() => moveOn(i)}
          heading={<strong>{t('byBoard.line', { round: line.round, table: line.table })}</strong>}
          seats={
            <>
              {line.ns} <span class="vs">{t('common.against')}</span> {line.ew}
            </>
          }
        />
      ))}
      {next !== undefined && (
        <button
          type="button"
          id="next-board"
          onClick={() => {
            startNext.current = true;
            props.onBoard(next);
          }}
        >
          {t('byBoard.next', { board: next })}
        </button>
      )}
    </section>
  );
}

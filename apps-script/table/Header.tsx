import type { TableView } from '../tables/types';
import { t } from './words';

/** The evening, the round and the table, and the two pairs with their names, at the top of the page. */
export function Header(props: { view: TableView; round: number }) {
  const { view } = props;
  return (
    <header class="head">
      <h1>{view.heading}</h1>
      {view.headingLine !== '' && <p class="note">{view.headingLine}</p>}
      <p class="where">
        <strong>{t('head.table', { table: view.table })}</strong> ·{' '}
        {t('head.round', { round: props.round, rounds: view.rounds })}
      </p>
      <ul class="pairs">
        <li>{view.ns}</li>
        <li>{view.ew}</li>
      </ul>
    </header>
  );
}

/** The boards of the round, one key each: the one on screen current, each marked entered, waiting or to play. */
export function BoardKeys(props: {
  boards: readonly { board: number; state: 'in' | 'waiting' | 'toPlay' }[];
  onScreen: number | null;
  onChoose: (board: number) => void;
}) {
  return (
    <nav aria-label={t('head.boards')}>
      <ul class="board-keys">
        {props.boards.map(({ board, state }) => (
          <li key={board}>
            <button
              type="button"
              class={`key board-key ${state}`}
              aria-current={props.onScreen === board ? 'true' : undefined}
              onClick={() => props.onChoose(board)}
            >
              {board}
              <span class="under">{t(`board.${state}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

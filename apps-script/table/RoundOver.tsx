import { useEffect, useRef } from 'preact/hooks';
import type { TableBoard, TableMoves } from '../tables/types';
import { Traveller } from './Traveller';
import { sideShown, t } from './words';

/** The round is over at this table: where each pair and the boards go, then the next round. */
export function RoundOver(props: {
  moves: TableMoves;
  next: number;
  /** The round's boards: the last one's traveller is read here, the round over. */
  played: readonly TableBoard[];
  leads: boolean;
  onNext: () => void;
}) {
  const last = props.played.at(-1);
  const { moves } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const pair = (going: TableMoves['ns'], named: string) =>
    going === null ? (
      <li>{t('moves.out', { pair: named })}</li>
    ) : (
      <li>{t('moves.pair', { pair: going.pair, table: going.table, direction: sideShown(going.direction) })}</li>
    );
  return (
    <section class="round-over stack" aria-labelledby="round-over">
      <h2 id="round-over" tabIndex={-1} ref={heading}>
        {t('moves.title', { round: moves.round })}
      </h2>
      <ul class="moves">
        {pair(moves.ns, sideShown('NS'))}
        {pair(moves.ew, sideShown('EW'))}
        {moves.boards.map((go) => (
          <li key={go.boards}>
            {go.tables.length === 0
              ? t('moves.boardsOut')
              : go.rests !== undefined
                ? t('moves.boardsRest', { boards: go.boards, where: go.rests, table: go.tables.join(' & ') })
                : t('moves.boards', { boards: go.boards, table: go.tables.join(' & ') })}
          </li>
        ))}
      </ul>
      {last?.traveller && <Traveller board={last.board} lines={last.traveller} leads={props.leads} />}
      <button type="button" class="key primary wide" onClick={props.onNext}>
        {t('moves.next', { round: props.next })}
      </button>
    </section>
  );
}

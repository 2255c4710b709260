import type { TableBoard, TableEntry } from '../tables/types';
import { draftOfEntry, nsScoreOf } from './draft';
import { Suited } from './Suited';
import { Traveller } from './Traveller';
import {
  currentNotation,
  keptContractShown,
  keptSeatShown,
  leadShown,
  sideShown,
  signed,
  t,
  typedContractShown,
} from './words';

/**
 * A board this table has entered: its result, and every table's once the server has it; or the result
 * on the phone, waiting to be sent. Then on to the next board.
 */
export function BoardDone(props: {
  board: TableBoard;
  /** The entry waiting in the outbox for this board, if it waits. */
  waiting: TableEntry | undefined;
  leads: boolean;
  nextBoard: number | null;
  onNext: () => void;
}) {
  const { board, waiting } = props;
  const line = (() => {
    if (waiting !== undefined) {
      const ns = nsScoreOf(draftOfEntry(waiting, currentNotation(), undefined), currentNotation());
      const by = waiting.declarer === '' ? '' : ` ${keptSeatShown(waiting.declarer)}`;
      const lead = waiting.lead === undefined ? '' : ` · ${leadShown(waiting.lead)}`;
      return `${typedContractShown(waiting.contract)}${by}${lead} · ${sideShown('NS')} ${ns === null ? '' : signed(ns)}`;
    }
    const entered = board.entered;
    if (entered === null) return '';
    const by = entered.declarer === '' ? '' : ` ${keptSeatShown(entered.declarer)}`;
    const lead = board.lead === '' ? '' : ` · ${leadShown(board.lead)}`;
    const ns = typeof entered.ns === 'number' ? signed(entered.ns) : entered.ns;
    return `${keptContractShown(entered.contract)}${by}${lead} · ${sideShown('NS')} ${ns}`;
  })();
  return (
    <div class="stack">
      <p class="result-line">
        <strong>
          <Suited text={line} />
        </strong>
        <span class={waiting === undefined ? 'in' : 'waiting'}>
          {' '}
          · {waiting === undefined ? t('board.in') : t('board.waiting')}
        </span>
      </p>
      {board.traveller !== null && waiting === undefined ? (
        <Traveller board={board.board} lines={board.traveller} leads={props.leads} />
      ) : (
        <p class="note">{t('traveller.later')}</p>
      )}
      {props.nextBoard !== null && (
        <button type="button" class="key primary wide" onClick={props.onNext}>
          {t('board.next', { board: props.nextBoard })}
        </button>
      )}
    </div>
  );
}

import { useEffect, useRef } from 'preact/hooks';
import type { TableBoard } from '../tables/types';
import { contractOf, type Draft, leadText, nsScoreOf } from './draft';
import { Suited } from './Suited';
import { contractShown, currentNotation, leadShown, seatName, sideShown, signed, t } from './words';

/**
 * The result as the opponents check it on the same phone: the contract, the declarer and both sides'
 * scores, large, scored by the core as the server will score it. E/W accept it, or it goes back.
 */
export function Confirm(props: { board: TableBoard; draft: Draft; onAccept: () => void; onChange: () => void }) {
  const { draft } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const contract = contractOf(draft);
  const ns = nsScoreOf(draft, currentNotation());
  const lead = leadText(draft);
  return (
    <section class="confirm stack" aria-labelledby="confirm-title">
      <h3 id="confirm-title" tabIndex={-1} ref={heading}>
        {t('confirm.title')}
      </h3>
      <p class="big-contract" id="confirm-contract">
        <Suited text={contract === null ? '' : contractShown(contract)} />
      </p>
      {draft.declarer !== null && !draft.passedOut && (
        <p class="by">{t('confirm.by', { seat: seatName(draft.declarer) })}</p>
      )}
      {lead !== '' && (
        <p class="by">
          <Suited text={t('confirm.lead', { card: leadShown(lead) })} />
        </p>
      )}
      {ns !== null && (
        <dl class="scores" aria-label={t('confirm.score')}>
          <div>
            <dt>{sideShown('NS')}</dt>
            <dd id="score-ns">{signed(ns)}</dd>
          </div>
          <div>
            <dt>{sideShown('EW')}</dt>
            <dd id="score-ew">{signed(0 - ns)}</dd>
          </div>
        </dl>
      )}
      <p class="note">{t('confirm.ask', { side: sideShown('EW') })}</p>
      <button type="button" class="key primary wide" disabled={ns === null} onClick={props.onAccept}>
        {t('confirm.accept', { side: sideShown('EW') })}
      </button>
      <button type="button" class="key wide" onClick={props.onChange}>
        {t('confirm.change')}
      </button>
    </section>
  );
}

import { useEffect, useRef } from 'preact/hooks';
import type { Problem } from '../../core/index';
import { sayReason, t } from '../words/index';
import type { LaterImpossible } from './use-keeper';

/** The event as the pad names it, at the start of a sentence: `Hand 5`. */
const capitalised = (name: string): string => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/**
 * The problem as a sentence on its own, composed from its parts: the event it names (`where.named`),
 * then its reason: `Hand 5 can no longer be scored: … .`
 */
const sentence = (problem: Problem): string => {
  const named = problem.where?.named;
  return `${named === undefined ? '' : `${capitalised(named)} `}${sayReason(problem)}.`;
};

/**
 * A change held back because a later event no longer fits: which one, and the two ways on. Nothing is
 * stored until the player picks one. Cancel takes the focus, so a second Enter drops nothing (as
 * ConfirmButton asks).
 */
export function LaterChoice(props: { later: LaterImpossible; onDrop: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div class="stack" role="alert">
      <p class="error">{sentence(props.later.problem)}</p>
      <p class="hint">{t('common.laterHint')}</p>
      <div class="row actions">
        <button type="button" onClick={props.onDrop}>
          {t('common.drop', { what: props.later.dropping })}
        </button>
        <button type="button" ref={cancel} onClick={props.onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}

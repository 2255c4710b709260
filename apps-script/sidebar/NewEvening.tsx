import type { PairsView } from '../pairs-evening/view';
import { t } from './words';

/**
 * "New evening…" on an evening that holds results: first the offer to end and publish it, then, only if
 * the director goes on, the setup form (which asks for the evening's name typed before it replaces it).
 */
export function NewEveningOffer(props: { view: PairsView; onEnd: () => void; onNew: () => void; onKeep: () => void }) {
  return (
    <fieldset class="stack plain" id="new-evening">
      <legend>{t('pairs.newHolds', { count: props.view.entered })}</legend>
      <div class="row wrap">
        <button type="button" onClick={props.onEnd}>
          {t('pairs.end')}
        </button>
        <button type="button" onClick={props.onNew}>
          {t('pairs.newAnyway')}
        </button>
        <button type="button" onClick={props.onKeep}>
          {t('pairs.keep')}
        </button>
      </div>
    </fieldset>
  );
}

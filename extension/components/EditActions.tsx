import type { ComponentChildren } from 'preact';
import { t } from '../words/index';
import { LaterChoice } from './LaterChoice';
import type { Change } from './use-edit';

/**
 * Save and Cancel under a change to an earlier event (with the kind's own buttons between them), or,
 * when the change would drop later events, the choice it waits for.
 */
export function EditActions<E>(props: { change: Change<E>; leave: () => void; children?: ComponentChildren }) {
  const { later, change, keepLater } = props.change;
  if (later) return <LaterChoice later={later} onDrop={() => change(later.event, true)} onCancel={keepLater} />;
  return (
    <div class="row actions">
      <button type="submit">{t('common.save')}</button>
      {props.children}
      <button type="button" onClick={props.leave}>
        {t('common.cancel')}
      </button>
    </div>
  );
}

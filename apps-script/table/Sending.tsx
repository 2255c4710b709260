import type { TableEntry } from '../tables/types';
import type { NotAccepted } from './kept';
import type { Notice } from './useTable';
import { keptSeatShown, t, typedContractShown } from './words';

/**
 * What the page says of its sends, in one live region: the last answer, and the results waiting on the
 * phone (with a key to send them now); then the results the server would not take, kept in sight.
 */
export function Sending(props: {
  notice: Notice | null;
  waiting: readonly TableEntry[];
  notAccepted: readonly NotAccepted[];
  onSend: () => void;
}) {
  const count = props.waiting.length;
  return (
    <>
      <div class="sending" role="status">
        {props.notice && <p class={props.notice.ok ? 'ok' : 'problem'}>{props.notice.text}</p>}
        {count > 0 && (
          <p class="waiting-count" id="waiting-count">
            {t('send.waiting', { count })}
          </p>
        )}
      </div>
      {count > 0 && (
        <button type="button" class="key wide" onClick={props.onSend}>
          {t('send.now')}
        </button>
      )}
      {props.notAccepted.length > 0 && (
        <section class="not-accepted" aria-labelledby="not-accepted">
          <h2 id="not-accepted">{t('send.notAccepted')}</h2>
          <ul>
            {props.notAccepted.map(({ entry, holds, sent, message }) => (
              <li key={entry.id}>
                <strong>{t('board.title', { board: entry.board })}</strong>
                {holds === '' ? (
                  // The server said both in its message, without them apart: its words, and what was sent.
                  <>
                    <p class="conflict-message">{message}</p>
                    <dl>
                      <dt>{t('send.sent')}</dt>
                      <dd class="sent">
                        {typedContractShown(entry.contract)}
                        {entry.declarer !== '' && ` ${keptSeatShown(entry.declarer)}`}
                      </dd>
                    </dl>
                  </>
                ) : (
                  <>
                    <dl>
                      <dt>{t('send.holds')}</dt>
                      <dd class="holds">{holds}</dd>
                      <dt>{t('send.sent')}</dt>
                      <dd class="sent">{sent}</dd>
                    </dl>
                    <p class="note">{t('send.director')}</p>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

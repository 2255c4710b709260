/**
 * A read or write the browser's storage refused (the quota full, a browser shutting down), worded in one
 * place for every view: what was not done, then the browser's own words (which stay as the browser gave
 * them), in the reader's language.
 */
import { t } from '../words/index';

/** The browser's words for a failure: an Error's message, else the value as text. */
const storageSaid = (failure: unknown): string => (failure instanceof Error ? failure.message : String(failure));

/**
 * How a sentence takes the browser's words, where it does not end on them quoted: `{ after }` in brackets,
 * the sentence going on after them; `plain` after a colon, for a line that already says what failed.
 */
export type StorageWords = { readonly after: string } | 'plain';

/**
 * `Not stored: the browser's storage said "QUOTA_BYTES quota exceeded"`; with `{ after: '; nothing here
 * was changed' }`, `it could not be stored (QUOTA_BYTES quota exceeded); nothing here was changed`.
 * `notDone` and `after` come worded by the caller.
 */
export function storageFailure(notDone: string, failure: unknown, words?: StorageWords): string {
  const said = storageSaid(failure);
  if (words === undefined) return t('common.storage.said', { notDone, said });
  return words === 'plain'
    ? t('common.storage.plain', { notDone, said })
    : t('common.storage.after', { notDone, said, after: words.after });
}

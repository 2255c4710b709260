/**
 * A read or write the browser's storage refused (the quota full, a browser shutting down), worded in one
 * place for every view: what was not done, then the browser's own words.
 */

/** The browser's words for a failure: an Error's message, else the value as text. */
export const storageSaid = (failure: unknown): string => (failure instanceof Error ? failure.message : String(failure));

/** `Not stored: the browser's storage said "QUOTA_BYTES quota exceeded"`. */
export const storageFailure = (notDone: string, failure: unknown): string =>
  `${notDone}: the browser's storage said "${storageSaid(failure)}"`;

/**
 * The view the popup was left on, kept in the page's own synchronous localStorage rather than in
 * browser.storage: the popup opens on it at once. Waiting for browser.storage before the first render
 * put the first score at ~170 ms; reading it afterwards would flash the Score view first.
 */
const VIEW_KEY = 'bridge-scorer:view';

export function readLastView(): string | null {
  try {
    return globalThis.localStorage?.getItem(VIEW_KEY) ?? null;
  } catch {
    // A page whose localStorage is switched off simply opens on the Score view.
    return null;
  }
}

export function writeLastView(view: string): void {
  try {
    globalThis.localStorage?.setItem(VIEW_KEY, view);
  } catch {
    // Nothing to lose: the popup then opens on the Score view next time.
  }
}

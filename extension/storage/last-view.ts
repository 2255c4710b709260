/**
 * The view the popup was left on (and, for a view of two parts, the part: `imps`; and the colour scheme
 * it was shown in: `scheme`), kept in the page's own synchronous localStorage rather than in
 * browser.storage: the popup opens on it at once. Waiting for browser.storage before the first render
 * put the first score at ~170 ms; reading it afterwards would flash the Score view first.
 */
const viewKey = (of: string) => `bridge-scorer:${of}`;

export function readLastView(of = 'view'): string | null {
  try {
    return globalThis.localStorage?.getItem(viewKey(of)) ?? null;
  } catch {
    // A page whose localStorage is switched off simply opens on the Score view.
    return null;
  }
}

export function writeLastView(view: string, of = 'view'): void {
  try {
    globalThis.localStorage?.setItem(viewKey(of), view);
  } catch {
    // Nothing to lose: the popup then opens on the Score view next time.
  }
}

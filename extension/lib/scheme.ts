/**
 * The colour scheme chosen in Options, put on the page's root (`data-scheme`), where the style sheet
 * makes it win over the system's. Options come from browser.storage a moment after the first paint, so
 * the choice is also kept in the page's synchronous localStorage: the popup paints in it from the start,
 * with no flash of the system's scheme.
 */
import { SCHEMES, type Scheme } from '../storage/items';

const SCHEME_KEY = 'bridge-scorer:scheme';

/** Shows the page in `scheme` and keeps it for the next opening. */
export function showScheme(scheme: Scheme): void {
  document.documentElement.dataset.scheme = scheme;
  try {
    globalThis.localStorage?.setItem(SCHEME_KEY, scheme);
  } catch {
    // Only the first paint of the next opening may then follow the system: the options correct it.
  }
}

/** Shows the page in the scheme last shown, before anything is drawn. */
export function showLastScheme(): void {
  let kept: string | null = null;
  try {
    kept = globalThis.localStorage?.getItem(SCHEME_KEY) ?? null;
  } catch {
    // A page whose localStorage is switched off follows the system until the options are read.
  }
  document.documentElement.dataset.scheme = SCHEMES.find((scheme) => scheme === kept) ?? 'system';
}

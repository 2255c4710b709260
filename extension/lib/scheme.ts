/**
 * The colour scheme chosen in Options, put on the page's root (`data-scheme`), where the style sheet
 * makes it win over the system's. Options come from browser.storage a moment after the first paint, so
 * the choice is also kept in the page's synchronous localStorage: the popup paints in it from the start,
 * with no flash of the system's scheme.
 */
import { SCHEMES, type Scheme } from '../storage/items';
import { readLastView, writeLastView } from '../storage/last-view';

/** Shows the page in `scheme` and keeps it for the next opening. */
export function showScheme(scheme: Scheme): void {
  document.documentElement.dataset.scheme = scheme;
  writeLastView(scheme, 'scheme');
}

/** Shows the page in the scheme last shown, before anything is drawn. */
export function showLastScheme(): void {
  const kept = readLastView('scheme');
  document.documentElement.dataset.scheme = SCHEMES.find((scheme) => scheme === kept) ?? 'system';
}

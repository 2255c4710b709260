/**
 * Opening one of the app's other pages (the print page, the hand records) in a tab of its own: the one
 * seam between the views and the place they run, as storage/area.ts is for storage. The extension opens
 * its own pages through the extension API (browser-pages.ts); the web app opens the same-origin page.
 */

/** The pages a view may open, by the name of their HTML file. */
export type PageName = 'print' | 'records';

/** Opens a page in a tab of its own. */
export type PageOpener = (page: PageName) => Promise<void>;

let current: PageOpener | undefined;

/** Sets how pages open: a page does it once, before anything is rendered. */
export function setPageOpener(opener: PageOpener): void {
  current = opener;
}

/** Opens `page` as the place the app runs in opens it. Opening before an opener is set is the page's mistake. */
export function openPage(page: PageName): Promise<void> {
  if (current === undefined) throw new Error('no page opener: the page must call setPageOpener first');
  return current(page);
}

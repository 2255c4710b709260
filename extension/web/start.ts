/**
 * What every page of the web app does before it renders: the page's own localStorage as the storage
 * area, and the app's other pages opened beside it. Nothing here needs an extension API. The extension
 * pages' twin is lib/extension-page.ts.
 */
import { setPageOpener } from '../lib/pages';
import { setStorageArea } from '../storage/area';
import { webArea } from '../storage/web-area';
import { webPages } from './web-pages';

export function startWebPage(): void {
  setStorageArea(webArea(localStorage, window));
  setPageOpener(webPages);
}

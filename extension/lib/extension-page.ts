/**
 * What every page of the extension does before it renders: the browser's `storage.local` as the storage
 * area, and the extension's other pages opened in tabs of their own. The web app's twin is
 * web/start.ts; a page of either calls its one start and nothing else of the kind.
 */
import { setStorageArea } from '../storage/area';
import { browserArea } from '../storage/browser-area';
import { browserPages } from './browser-pages';
import { setPageOpener } from './pages';

export function startExtensionPage(): void {
  setStorageArea(browserArea);
  setPageOpener(browserPages);
}

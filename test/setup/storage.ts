// The extension's views and storage are run in tests as the extension's pages run them: over the
// browser's storage area, here WXT's in-memory fakeBrowser, and opening pages through its tabs.
import { browserPages } from '../../extension/lib/browser-pages';
import { setPageOpener } from '../../extension/lib/pages';
import { setStorageArea } from '../../extension/storage/area';
import { browserArea } from '../../extension/storage/browser-area';

setStorageArea(browserArea);
setPageOpener(browserPages);

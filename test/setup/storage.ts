// The extension's views and storage are run in tests as the extension's pages run them: over the
// browser's storage area, here WXT's in-memory fakeBrowser.
import { setStorageArea } from '../../extension/storage/area';
import { browserArea } from '../../extension/storage/browser-area';

setStorageArea(browserArea);

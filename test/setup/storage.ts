// The extension's views and storage are run in tests as the extension's pages run them: over the
// browser's storage area, here WXT's in-memory fakeBrowser, and opening pages through its tabs.
import { startExtensionPage } from '../../extension/lib/extension-page';

startExtensionPage();

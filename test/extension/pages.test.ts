// The other pages' one seam (issue 51): print opens the page through whatever opener the page set, so
// the web app, which has no extension API, opens its own print page instead.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { newRubber } from '../../core/index';
import { openPrint } from '../../extension/kinds/print';
import { browserPages } from '../../extension/lib/browser-pages';
import { type PageName, setPageOpener } from '../../extension/lib/pages';
import { printJobItem } from '../../extension/storage/items';
import { webPages } from '../../extension/web/web-pages';

afterEach(() => {
  setPageOpener(browserPages);
  vi.unstubAllGlobals();
  fakeBrowser.reset();
});

const kept = { id: 'r1', kind: 'rubber' as const, names: ['Ann', 'Bob', 'Cy', 'Di'], session: newRubber() };

describe('opening another page', () => {
  it('stores the print job, then opens the print page through the opener set, not the extension API', async () => {
    const opened: PageName[] = [];
    setPageOpener(async (page) => {
      opened.push(page);
    });
    const tabs = await fakeBrowser.tabs.query({});
    await openPrint(kept);
    expect(opened).toEqual(['print']);
    expect(await printJobItem.getValue()).toEqual(kept);
    expect(await fakeBrowser.tabs.query({})).toEqual(tabs);
  });

  it('opens the web app’s page beside the app, wherever on the host the app is served', async () => {
    const open = vi.fn();
    vi.stubGlobal('window', { open, location: { href: 'https://example.org/bridge/index.html?x=1' } });
    await webPages('records');
    expect(open).toHaveBeenCalledWith('https://example.org/bridge/records.html', '_blank');
  });
});

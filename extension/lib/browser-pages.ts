/** The extension's way to open its own pages: a new tab on the page's address inside the extension. */
import { browser } from 'wxt/browser';
import type { PageOpener } from './pages';

export const browserPages: PageOpener = async (page) => {
  await browser.tabs.create({ url: browser.runtime.getURL(`/${page}.html`) });
};

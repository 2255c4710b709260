/**
 * The web app's way to open its other pages: a new tab (or window) on the page beside the app's own,
 * relative to it, so the app works from whatever folder of a host it is served.
 */
import type { PageOpener } from '../lib/pages';

export const webPages: PageOpener = async (page) => {
  window.open(new URL(`${page}.html`, window.location.href).href, '_blank');
};

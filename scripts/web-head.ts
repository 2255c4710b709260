// The head every page of the web app shares (index, print, records), written once: a change to the
// content security policy is made here, for all of them. Each page's HTML keeps only what is its own
// (its title, its colour schemes). Vite puts these tags first in the head, before any script or style
// of the build, so the policy is in force before anything loads.
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The app's colour, for the browser's bar (theme-color) and the installed app's manifest. */
export const THEME_COLOR = '#1b6b3a';

/**
 * Nothing but the app's own files runs or is fetched: no remote code, no inline script (issue 51).
 * Images may be data: and blob: URLs (a deal's picture, a QR code); the service worker is the app's own.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

const first = (tag: string, attrs: Record<string, string>): HtmlTagDescriptor => ({
  tag,
  attrs,
  injectTo: 'head-prepend',
});

/** The shared head's tags, in the order they are written: the character set first, then the policy. */
export const SHARED_HEAD: readonly HtmlTagDescriptor[] = [
  first('meta', { charset: 'UTF-8' }),
  first('meta', { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }),
  // `viewport-fit=cover` makes the safe-area insets real, which the phone's tab bar stands above.
  first('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1.0, viewport-fit=cover' }),
  first('meta', { name: 'theme-color', content: THEME_COLOR }),
  first('link', { rel: 'icon', href: './icon/32.png', sizes: '32x32', type: 'image/png' }),
  first('link', { rel: 'apple-touch-icon', href: './icon/192.png' }),
];

/** Vite's plugin that writes the shared head into every HTML page it builds or serves. */
export function webHead(): Plugin {
  return {
    name: 'bridge-scorer-web-head',
    transformIndexHtml: { order: 'pre', handler: () => [...SHARED_HEAD] },
  };
}

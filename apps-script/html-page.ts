/**
 * The pages the add-on offers to save (a results page, a movement's cards): one self-contained HTML
 * file each, its style inline, no script, nothing fetched, every text escaped, in the sheet's language.
 */
import { speaks } from './cells';

const ESCAPES: { readonly [c: string]: string } = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text as HTML shows it, never read as markup. */
export const escapeHtml = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** The pages' one style: readable on a phone, printed without the navigation, a card never split (`.card`). */
const STYLE = `
body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:12px;color:#1f1f1f;background:#fff}
h1{font-size:1.4em;margin:0 0 4px}h2{font-size:1.15em;margin:24px 0 8px;border-bottom:2px solid #1a5d3a;padding-bottom:2px}
h3{font-size:1em;margin:16px 0 4px}.meta{color:#555;margin:0 0 12px}
nav a{margin-right:12px;color:#1a5d3a}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;max-width:100%}.scroll:focus{outline:2px solid #1a5d3a}
table{border-collapse:collapse;margin:0 0 8px;font-variant-numeric:tabular-nums}
th,td{padding:4px 8px;border-bottom:1px solid #ddd;text-align:left;white-space:nowrap}
th{background:#eef5f0;font-weight:600}td.n,th.n{text-align:right}
tr:nth-child(even) td{background:#fafafa}
@media (max-width:480px){body{padding:8px;font-size:14px}th,td{padding:3px 5px}}
@media print{nav{display:none}h2{break-after:avoid}table{break-inside:auto}.card{break-inside:avoid}}
.card{margin:0 0 16px}.wrap td,.wrap th{white-space:normal}.wrap th{width:9em}
`;

/**
 * A table in a box of its own that scrolls sideways on a narrow screen: a named region a keyboard can
 * reach (tabindex), so that its hidden columns can be scrolled to without a mouse.
 */
export function tableOf(
  label: string,
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  numeric: ReadonlySet<number>,
): string {
  const cell = (tag: 'th' | 'td', value: string | number, c: number) =>
    `<${tag}${numeric.has(c) ? ' class="n"' : ''}${tag === 'th' ? ' scope="col"' : ''}>${escapeHtml(value)}</${tag}>`;
  const head = header.map((h, c) => cell('th', h, c)).join('');
  const body = rows.map((row) => `<tr>${row.map((value, c) => cell('td', value, c)).join('')}</tr>`).join('');
  return `<div class="scroll" role="region" tabindex="0" aria-label="${escapeHtml(label)}"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

/** The parts of a page: its title, a line under it, the sections' links, the body and a closing line. */
export interface PageParts {
  readonly title: string;
  readonly meta?: string;
  readonly nav: string;
  readonly main: string;
  readonly footer: string;
  /** Style of the page's own, after the pages' one style. */
  readonly style?: string;
}

/** A whole page from its parts: `title`, `meta` and `footer` are text (escaped here), `nav` and `main` markup. */
export function htmlDocument(parts: PageParts): string {
  const { title, meta, nav, main, footer, style = '' } = parts;
  return `<!doctype html>
<html lang="${speaks().language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}${style}</style></head>
<body><header><h1>${escapeHtml(title)}</h1>${meta ? `<p class="meta">${escapeHtml(meta)}</p>` : ''}
${nav}</header>
<main>${main}</main>
<footer><p class="meta">${escapeHtml(footer)}</p></footer>
</body></html>
`;
}

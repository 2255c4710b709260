/**
 * The results page a club puts on its web site: one self-contained HTML file (its style inline, no
 * script, nothing fetched) with the ranking, every board's traveller and every pair's score card. Every
 * text from the sheet is escaped: a name is shown, never read as markup.
 */
import { type SessionResult, SIDE_NAMES, toHundredths } from '../../core/index';
import { nameOf, rankingCells } from '../ranking-cells';
import { cardHeading, contractColumns, figureOf, type Publication } from './publication';

const ESCAPES: { readonly [c: string]: string } = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string | number): string => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

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
@media print{nav{display:none}h2{break-after:avoid}table{break-inside:auto}}
`;

/**
 * A table in a box of its own that scrolls sideways on a narrow screen: a named region a keyboard can
 * reach (tabindex), so that its hidden columns can be scrolled to without a mouse.
 */
function tableOf(
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

/** A percentage as a published page shows it: always two decimals, 50.10. */
const percent = (value: number | undefined): string => (value === undefined ? '' : toHundredths(value).toFixed(2));

/** The page: a title, the ranking, the travellers and the score cards, each a section with its own anchor. */
export function resultsPage(publication: Publication, title: string): string {
  const { session, ranking, scores } = publication;
  const rankingRows = rankingCells(ranking, { names: publication.names });
  const blocks: string[] = [];
  let current: (string | number)[][] = [];
  let header: string[] = [];
  for (const line of rankingRows) {
    if (line[0] === 'Place') {
      if (current.length > 0) blocks.push(tableOf(`Ranking, ${header[1]}`, header, current, new Set([0, 2, 3, 4])));
      header = line.map(String);
      current = [];
    } else if (line.some((cell) => cell !== ''))
      current.push(
        line.map((cell, c) =>
          c === 4 && typeof cell === 'number' && ranking.scoring === 'matchpoints' ? cell.toFixed(2) : cell,
        ),
      );
  }
  if (header.length > 0) blocks.push(tableOf(`Ranking, ${header[1]}`, header, current, new Set([0, 2, 3, 4])));

  const travellers = publication.travellers.map(({ board, results }) => {
    const rows = results.map((i) => {
      const result = session.results[i] as SessionResult;
      const score = scores[i];
      const [contract, by, tricks] = contractColumns(result);
      const points = score?.scoring === 'matchpoints' ? score : undefined;
      return [
        result.ns ?? '',
        result.ew ?? '',
        contract,
        by,
        tricks,
        result.score ?? '',
        figureOf(points?.ns),
        figureOf(points?.ew),
        percent(points?.nsPercent),
        percent(points?.ewPercent),
      ];
    });
    const head = ['N/S', 'E/W', 'Contract', 'By', 'Tricks', 'N/S score', 'N/S MPs', 'E/W MPs', 'N/S %', 'E/W %'];
    return `<h3 id="board-${board}">Board ${board}</h3>${tableOf(`Board ${board}`, head, rows, new Set([4, 5, 6, 7, 8, 9]))}`;
  });

  const cards = publication.cards.map(({ pair, lines }) => {
    const named = nameOf(publication.names, pair);
    const rows = lines.map((line) => {
      const [contract, by, tricks] = contractColumns(line.result);
      return [
        line.result.board ?? '',
        SIDE_NAMES[line.side],
        line.opponents,
        contract,
        by,
        tricks,
        line.score ?? '',
        figureOf(line.points),
        percent(line.percent),
      ];
    });
    const head = ['Board', 'Sat', 'Against', 'Contract', 'By', 'Tricks', 'Score', 'MPs', '%'];
    const summary = `${escapeHtml(pair.place)}: ${toHundredths(pair.percent ?? 0)} %`;
    const heading = cardHeading(pair);
    const table = tableOf(`Score card, ${heading}`, head, rows, new Set([0, 5, 6, 7, 8]));
    return `<h3>${escapeHtml(heading)}${named ? ` · ${escapeHtml(named)}` : ''}</h3><p class="meta">${summary}</p>${table}`;
  });

  const when = [session.event === title ? undefined : session.event, session.date]
    .filter((part) => part !== undefined && part !== '')
    .join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(title)}</h1>${when ? `<p class="meta">${escapeHtml(when)}</p>` : ''}
<nav aria-label="Sections"><a href="#ranking">Ranking</a><a href="#travellers">Travellers</a><a href="#cards">Score cards</a></nav></header>
<main><h2 id="ranking">Ranking</h2>${blocks.join('')}
<h2 id="travellers">Travellers</h2>${travellers.join('')}
<h2 id="cards">Score cards</h2>${cards.join('')}</main>
<footer><p class="meta">Scored by Bridge Scorer: matchpoints, 2 for each score beaten and 1 for each tie, Neuberg for a board played fewer times.</p></footer>
</body></html>
`;
}

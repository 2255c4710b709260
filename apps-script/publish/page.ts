/**
 * The results page a club puts on its web site: one self-contained HTML file (its style inline, no
 * script, nothing fetched) with the ranking, every board's traveller and every pair's score card. Every
 * text from the sheet is escaped: a name is shown, never read as markup.
 */
import { type SessionResult, SIDE_NAMES, toHundredths } from '../../core/index';
import { escapeHtml, htmlDocument, tableOf } from '../html-page';
import { nameOf, rankingCells } from '../ranking-cells';
import { cardHeading, contractColumns, figureOf, type Publication } from './publication';

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
  const nav = `<nav aria-label="Sections"><a href="#ranking">Ranking</a><a href="#travellers">Travellers</a><a href="#cards">Score cards</a></nav>`;
  const main = `<h2 id="ranking">Ranking</h2>${blocks.join('')}
<h2 id="travellers">Travellers</h2>${travellers.join('')}
<h2 id="cards">Score cards</h2>${cards.join('')}`;
  return htmlDocument({
    title,
    meta: when,
    nav,
    main,
    footer:
      'Scored by Bridge Scorer: matchpoints, 2 for each score beaten and 1 for each tie, Neuberg for a board played fewer times.',
  });
}

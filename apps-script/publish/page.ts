/**
 * The results page a club puts on its web site: one self-contained HTML file (its style inline, no
 * script, nothing fetched) with the ranking, every board's traveller and every pair's score card. Every
 * text from the sheet is escaped: a name is shown, never read as markup.
 */
import { type SessionResult, toHundredths } from '../../core/index';
import { say } from '../cells';
import { escapeHtml, htmlDocument, tableOf } from '../html-page';
import { nameOf, rankingCells, sheetRankingWords } from '../ranking-cells';
import {
  cardHeading,
  cardSummary,
  contractColumns,
  figureOf,
  inImps,
  lineFigures,
  namedPair,
  type Publication,
  scoreCardHeader,
  travellerHeader,
} from './publication';

/** A percentage as a published page shows it: always two decimals, 50.10. */
const percent = (value: number | undefined): string => (value === undefined ? '' : toHundredths(value).toFixed(2));

/** A block of the ranking (a direction's, or the whole), named by its pair column's header. */
const rankingTable = (header: readonly string[], rows: readonly (string | number)[][]): string =>
  tableOf(say('page.rankingOf', { pair: header[1] ?? '' }), header, rows, new Set([0, 2, 3, 4]));

/** Each board's deal shown above its traveller (hand-records-page.ts), and the style it needs. */
export interface BoardDeals {
  readonly style: string;
  readonly of: (board: number) => string;
}

/**
 * The page: a title, the ranking, the travellers and the score cards, each a section with its own anchor;
 * with `deals`, each board's deal, double-dummy table and par above its traveller.
 */
export function resultsPage(publication: Publication, title: string, deals?: BoardDeals): string {
  const { session, ranking, scores } = publication;
  const imps = inImps(publication);
  const words = sheetRankingWords();
  const rankingRows = rankingCells(ranking, { names: publication.names, words });
  const blocks: string[] = [];
  let current: (string | number)[][] = [];
  let header: string[] = [];
  for (const line of rankingRows) {
    if (line[0] === words.place) {
      if (current.length > 0) blocks.push(rankingTable(header, current));
      header = line.map(String);
      current = [];
    } else if (line.some((cell) => cell !== ''))
      current.push(
        line.map((cell, c) =>
          c === 4 && typeof cell === 'number' && ranking.scoring === 'matchpoints' ? cell.toFixed(2) : cell,
        ),
      );
  }
  if (header.length > 0) blocks.push(rankingTable(header, current));

  const travellers = publication.travellers.map(({ board, results }) => {
    const rows = results.map((i) => {
      const result = session.results[i] as SessionResult;
      const score = scores[i];
      const [contract, by, tricks] = contractColumns(result);
      const points = score?.scoring === 'matchpoints' ? score : undefined;
      return [
        namedPair(publication, result.ns, 'NS'),
        namedPair(publication, result.ew, 'EW'),
        contract,
        by,
        tricks,
        result.score ?? '',
        ...(imps
          ? lineFigures(publication, i)
          : [figureOf(points?.ns), figureOf(points?.ew), percent(points?.nsPercent), percent(points?.ewPercent)]),
      ];
    });
    const named = say('page.board', { board });
    const figures = new Set(imps ? [4, 5, 6, 7] : [4, 5, 6, 7, 8, 9]);
    return `<h3 id="board-${board}">${escapeHtml(named)}</h3>${deals?.of(board) ?? ''}${tableOf(named, travellerHeader(imps), rows, figures)}`;
  });

  const cards = publication.cards.map(({ pair, lines }) => {
    const named = nameOf(publication.names, pair);
    const rows = lines.map((line) => {
      const [contract, by, tricks] = contractColumns(line.result);
      return [
        line.result.board ?? '',
        say(line.side === 'NS' ? 'head.ns' : 'head.ew'),
        namedPair(publication, line.opponents, line.side === 'NS' ? 'EW' : 'NS'),
        contract,
        by,
        tricks,
        line.score ?? '',
        figureOf(line.points),
        ...(imps ? [] : [percent(line.percent)]),
      ];
    });

    const summary = `${escapeHtml(pair.place)}: ${escapeHtml(cardSummary(publication, pair))}`;
    const heading = cardHeading(pair);
    const table = tableOf(
      say('page.scoreCardOf', { pair: heading }),
      scoreCardHeader(imps),
      rows,
      new Set(imps ? [0, 5, 6, 7] : [0, 5, 6, 7, 8]),
    );
    return `<h3>${escapeHtml(heading)}${named ? ` · ${escapeHtml(named)}` : ''}</h3><p class="meta">${summary}</p>${table}`;
  });

  // The title names the event and its date; the line beneath, where it was played.
  const when = session.site ?? '';
  const [sections, rankingTitle, travellersTitle, cardsTitle] = [
    say('page.sections'),
    say('page.ranking'),
    say('page.travellers'),
    say('page.scoreCards'),
  ].map(escapeHtml);
  const nav = `<nav aria-label="${sections}"><a href="#ranking">${rankingTitle}</a><a href="#travellers">${travellersTitle}</a><a href="#cards">${cardsTitle}</a></nav>`;
  const main = `<h2 id="ranking">${rankingTitle}</h2>${blocks.join('')}
<h2 id="travellers">${travellersTitle}</h2>${travellers.join('')}
<h2 id="cards">${cardsTitle}</h2>${cards.join('')}`;
  return htmlDocument({
    title,
    meta: when,
    nav,
    main,
    footer: say('page.footer'),
    ...(deals === undefined ? {} : { style: deals.style }),
  });
}

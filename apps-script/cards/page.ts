/**
 * A movement's cards as one page to print or put on the club's site, in the results page's style: the
 * summary, the whole plan, then a card a table and a card a pair, none split across printed pages. A
 * table's card with a link shows it as a QR code beside the table, the address in small print under it.
 */
import type { Movement } from '../../core/index';
import { say } from '../cells';
import { escapeHtml, htmlDocument, tableOf } from '../html-page';
import { movementHeader, movementName } from '../movement-cells';
import { type Card, forEvening, guideCardsOf, planRows, summaryRows, tableCardsOf } from './card-rows';
import { qrSvg } from './qr';

/**
 * The code beside the card's table, wrapping under it on a narrow screen, where the table (shrinking to
 * scroll) keeps to the screen's width. About 4 cm a side printed: 0.65 mm a module for a 190-character link.
 */
const LINK_STYLE = `
.linked{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:flex-start}.linked>.scroll{flex:0 1 auto;min-width:0}
.qr{margin:0 0 8px;width:42mm}.qr svg{display:block;width:42mm;height:42mm}
.qr figcaption{font-size:8px;line-height:1.3;color:#333;overflow-wrap:anywhere}
`;

const cardHtml = (card: Card, numeric: ReadonlySet<number>): string => {
  const table = tableOf(card.heading, card.header, card.rows, numeric);
  if (card.link === undefined) return table;
  const { url } = card.link;
  const code = qrSvg(url, say('card.qrCode', { table: card.link.table }));
  return `<div class="linked">${table}<figure class="qr">${code}<figcaption>${escapeHtml(url)}</figcaption></figure></div>`;
};

const cardsHtml = (cards: readonly Card[], numeric: ReadonlySet<number>): string =>
  cards
    .map((card) => `<section class="card"><h3>${escapeHtml(card.heading)}</h3>${cardHtml(card, numeric)}</section>`)
    .join('');

/**
 * The page: a title, the summary, the plan, the table cards and the guide cards, each with its anchor;
 * each table's link (by its number) on its card, where `links` has one.
 */
export function cardsPage(movement: Movement, title: string, event = '', links?: ReadonlyMap<number, string>): string {
  const tableCards = forEvening(tableCardsOf(movement, links), event);
  const summary = summaryRows(movement)
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const [sections, plan, tables, guides] = [
    say('page.sections'),
    say('card.plan'),
    say('card.tableCards'),
    say('card.guideCards'),
  ].map(escapeHtml);
  const summaryTitle = escapeHtml(say('card.summary'));
  const nav = `<nav aria-label="${sections}"><a href="#summary">${summaryTitle}</a><a href="#plan">${plan}</a><a href="#tables">${tables}</a><a href="#guides">${guides}</a></nav>`;
  const main = `<h2 id="summary">${summaryTitle}</h2><div class="scroll wrap" role="region" tabindex="0" aria-label="${summaryTitle}"><table><tbody>${summary}</tbody></table></div>
<h2 id="plan">${plan}</h2>${tableOf(say('card.plan'), movementHeader(), planRows(movement), new Set([0, 1, 2, 3]))}
<h2 id="tables">${tables}</h2>${cardsHtml(tableCards, new Set([0]))}
<h2 id="guides">${guides}</h2>${cardsHtml(forEvening(guideCardsOf(movement), event), new Set([0, 1]))}`;
  return htmlDocument({
    title,
    meta: say('card.meta', {
      movement: movementName(movement.kind),
      pairs: movement.pairs,
      rounds: movement.rounds,
      boards: movement.boardsPerRound,
    }),
    nav,
    main,
    footer: say('card.footer'),
    ...(tableCards.some((card) => card.link !== undefined) ? { style: LINK_STYLE } : {}),
  });
}

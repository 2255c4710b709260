/**
 * A movement's cards as one page to print or put on the club's site, in the results page's style: the
 * summary, the whole plan, then a card a table and a card a pair, none split across printed pages.
 */
import { MOVEMENT_NAMES, type Movement } from '../../core/index';
import { escapeHtml, htmlDocument, tableOf } from '../html-page';
import { MOVEMENT_HEADER } from '../movement-cells';
import { type Card, guideCardsOf, planRows, summaryRows, tableCardsOf } from './card-rows';

const cardsHtml = (cards: readonly Card[], numeric: ReadonlySet<number>): string =>
  cards
    .map(
      (card) =>
        `<section class="card"><h3>${escapeHtml(card.heading)}</h3>${tableOf(card.heading, card.header, card.rows, numeric)}</section>`,
    )
    .join('');

/** The page: a title, the summary, the plan, the table cards and the guide cards, each with its anchor. */
export function cardsPage(movement: Movement, title: string): string {
  const summary = summaryRows(movement)
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const nav = `<nav aria-label="Sections"><a href="#summary">Summary</a><a href="#plan">Plan</a><a href="#tables">Table cards</a><a href="#guides">Guide cards</a></nav>`;
  const main = `<h2 id="summary">Summary</h2><div class="scroll wrap" role="region" tabindex="0" aria-label="Summary"><table><tbody>${summary}</tbody></table></div>
<h2 id="plan">Plan</h2>${tableOf('Plan', MOVEMENT_HEADER, planRows(movement), new Set([0, 1, 2, 3]))}
<h2 id="tables">Table cards</h2>${cardsHtml(tableCardsOf(movement), new Set([0]))}
<h2 id="guides">Guide cards</h2>${cardsHtml(guideCardsOf(movement), new Set([0, 1]))}`;
  return htmlDocument({
    title,
    meta: `${MOVEMENT_NAMES[movement.kind]} · ${movement.pairs} pairs · ${movement.rounds} rounds of ${movement.boardsPerRound} boards`,
    nav,
    main,
    footer: 'Movement by Bridge Scorer.',
  });
}

/**
 * A movement's cards as one page to print or put on the club's site, in the results page's style: the
 * summary, the whole plan, then a card a table and a card a pair, none split across printed pages.
 */
import type { Movement } from '../../core/index';
import { say } from '../cells';
import { escapeHtml, htmlDocument, tableOf } from '../html-page';
import { movementHeader, movementName } from '../movement-cells';
import { type Card, forEvening, guideCardsOf, planRows, summaryRows, tableCardsOf } from './card-rows';

const cardsHtml = (cards: readonly Card[], numeric: ReadonlySet<number>): string =>
  cards
    .map(
      (card) =>
        `<section class="card"><h3>${escapeHtml(card.heading)}</h3>${tableOf(card.heading, card.header, card.rows, numeric)}</section>`,
    )
    .join('');

/** The page: a title, the summary, the plan, the table cards and the guide cards, each with its anchor. */
export function cardsPage(movement: Movement, title: string, event = ''): string {
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
<h2 id="tables">${tables}</h2>${cardsHtml(forEvening(tableCardsOf(movement), event), new Set([0]))}
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
  });
}

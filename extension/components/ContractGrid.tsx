import { type Bid, LEVELS, STRAINS } from '../../core/index';
import { showBid } from '../lib/contract-text';
import { t } from '../words/index';

/** The grid's bids, row by row: a pick is kept as its index here. */
export const BIDS: readonly Bid[] = LEVELS.flatMap((level) => STRAINS.map((strain) => ({ level, strain })));
/** Right and Left move a column, Down and Up a row (one level). */
const STEP: { readonly [key: string]: number } = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 5, ArrowUp: -5 };

/**
 * The 35 contracts as one radio group: one Tab stop, the arrows move (and pick) within it, as the ARIA
 * radio group pattern has it, so the keyboard reaches what follows the grid in a press or two.
 */
export function ContractGrid(props: { at: number; onPick: (index: number) => void }) {
  const { at } = props;
  const move = (event: KeyboardEvent) => {
    const to = at + (STEP[event.key] ?? Number.NaN);
    if (!BIDS[to]) return;
    event.preventDefault();
    props.onPick(to);
    const grid = event.currentTarget as HTMLElement;
    setTimeout(() => grid.querySelector<HTMLElement>('[tabindex="0"]')?.focus());
  };
  return (
    <div role="radiogroup" aria-label={t('score.contracts')} class="grid" onKeyDown={move}>
      {BIDS.map((bid, i) => {
        const label = showBid(bid);
        return (
          // biome-ignore lint/a11y/useSemanticElements: bid buttons, as players know them; Up and Down move a row, which native radios cannot.
          <button
            type="button"
            role="radio"
            key={label}
            class={`strain-${bid.strain}`}
            aria-checked={i === at}
            tabIndex={i === at ? 0 : -1}
            onClick={() => props.onPick(i)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}

/** An entry's first field: where the cursor goes after an action. */
const NEXT = '[data-next]:not(:disabled)';
/** A button that asks before it acts (ConfirmButton): New rubber, New Chicago, New game. */
const ASKS = '[data-asks]:not(:disabled)';

/**
 * After an action, the cursor goes where the next entry goes: the first enabled element marked
 * `data-next`. It waits for the render the action caused, as the element may only exist after it.
 * When there is none, the entry is closed (the rubber, the Chicago or the game is over) and what a
 * player does next is start another: the cursor goes to the first button that asks before it acts,
 * which a second Enter only opens the question of (its No takes the focus).
 */
export const focusNext = (): void => {
  setTimeout(() => (document.querySelector<HTMLElement>(NEXT) ?? document.querySelector<HTMLElement>(ASKS))?.focus());
};

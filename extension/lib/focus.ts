/** An entry's first field: where the cursor goes after an action. */
const NEXT = '[data-next]:not(:disabled)';
/** A button that asks before it acts (ConfirmButton): New rubber, New Chicago, New game. */
const ASKS = '[data-asks]:not(:disabled)';
/** Where a player types or picks. */
const FIELD = 'input, select, textarea';

/**
 * After an action, the cursor goes where the next entry goes: the first enabled element marked
 * `data-next`. It waits for the render the action caused, as the element may only exist after it.
 * When there is none, the entry is closed (the rubber, the Chicago or the game is over) and what a
 * player does next is start another: the cursor goes to the first button that asks before it acts,
 * which a second Enter only opens the question of (its No takes the focus).
 *
 * A player who has already put the cursor in another field by then (clicked into the second one, say)
 * keeps it there: moving it under them would send what they type next into the wrong field. A button
 * that took the focus meanwhile (ConfirmButton handing it back after Yes) is no such choice.
 */
export const focusNext = (): void => {
  const before = document.activeElement;
  setTimeout(() => {
    const now = document.activeElement;
    if (now !== before && now?.matches(FIELD)) return;
    (document.querySelector<HTMLElement>(NEXT) ?? document.querySelector<HTMLElement>(ASKS))?.focus();
  });
};

/** An entry's first field: where the cursor goes after an action. */
const NEXT = '[data-next]:not(:disabled)';
/** A button that asks before it acts (ConfirmButton): New rubber, New Chicago, New game. */
const ASKS = '[data-asks]:not(:disabled)';
/** Where a player types or picks. */
const FIELD = 'input, select, textarea';
/** A field that brings up a phone's on-screen keyboard when it takes the cursor. */
const TYPED = 'textarea, input:not([type="radio"]):not([type="checkbox"]):not([type="button"]):not([type="submit"])';

/**
 * Whether the player has a keyboard at hand: not on a touch screen (a coarse pointer), where putting the
 * cursor in a text field raises the on-screen keyboard over the taps the player was about to use.
 */
export const keyboardAtHand = (): boolean => !fingerPointer();

/** Whether the page's pointer is a finger (`pointer: coarse`): a phone, or Firefox for Android's popup. */
export const fingerPointer = (): boolean => globalThis.matchMedia?.('(pointer: coarse)').matches === true;

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
 * On a touch screen the cursor goes to no text field, which would raise the on-screen keyboard over the
 * taps the next entry is made with; the field is only brought into sight (an earlier hand picked low on
 * the pad opens the form above it).
 */
export const focusNext = (): void => {
  const before = document.activeElement;
  setTimeout(() => {
    const now = document.activeElement;
    if (now !== before && now?.matches(FIELD)) return;
    const next = document.querySelector<HTMLElement>(NEXT) ?? document.querySelector<HTMLElement>(ASKS);
    if (next?.matches(TYPED) && !keyboardAtHand()) next.scrollIntoView?.({ block: 'nearest' });
    else next?.focus();
  });
};

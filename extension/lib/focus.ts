/**
 * After an action, the cursor goes where the next entry goes: the first enabled element marked
 * `data-next`. It waits for the render the action caused, as the element may only exist after it.
 */
export const focusNext = (): void => {
  setTimeout(() => document.querySelector<HTMLElement>('[data-next]:not(:disabled)')?.focus());
};

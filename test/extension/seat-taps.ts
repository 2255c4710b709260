// The Chicago form's declarer as taps: a radio group named by its legend (Declarer, or its word in the
// language shown), one radio a seat, named by the seat's letter in the notation in force.
import { fireEvent, screen, within } from '@testing-library/preact';

const seats = (group: string | RegExp) =>
  within(screen.getByRole('group', { name: group })).getAllByRole('radio') as HTMLInputElement[];

/** The seat letters offered, in order. */
export const seatLetters = (group: string | RegExp = 'Declarer'): string[] =>
  seats(group).map((radio) => radio.closest('label')?.textContent ?? '');

/** The seat chosen, by its letter. */
export const chosenSeat = (group: string | RegExp = 'Declarer'): string | undefined =>
  seats(group)
    .find((radio) => radio.checked)
    ?.closest('label')?.textContent ?? undefined;

/** Taps a seat. */
export const pickSeat = (letter: string, group: string | RegExp = 'Declarer'): void => {
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: letter }));
};

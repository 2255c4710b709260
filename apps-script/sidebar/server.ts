/// <reference types="google.script.client-side" />
/**
 * The sidebar's calls to the server, as promises. In Sheets they go through google.script.run; in the
 * real-browser test, a stand-in with the same shape calls the built Code.js.
 */
import type { Answer } from '../evening/answer';
import type { DealEntry } from '../evening/deal-entry';
import type { MovementInput, MovementView, StaleMovement } from '../evening/next-round';
import type { SetupForm } from '../evening/setup';
import type { EveningView } from '../evening/view';

function call<T>(name: string, ...args: unknown[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const runner = google.script.run
      .withSuccessHandler((value: unknown) => resolve(value as T))
      .withFailureHandler((error: Error) => reject(error)) as unknown as Record<string, (...a: unknown[]) => void>;
    const fn = runner[name];
    if (fn === undefined) reject(new Error(`no server function ${name}`));
    else fn(...args);
  });
}

export const server = {
  getEvening: () => call<EveningView>('getEvening'),
  setUpEvening: (form: SetupForm) => call<Answer>('setUpEvening', form),
  saveDeal: (entry: DealEntry) => call<Answer>('saveDeal', entry),
  previewMovement: (input: MovementInput) => call<Answer<MovementView>>('previewMovement', input),
  seatNextRound: (input: MovementInput) => call<Answer | StaleMovement>('seatNextRound', input),
  recalculateEvening: () => call<Answer>('recalculateEvening'),
};

export type { Answer, DealEntry, EveningView, MovementInput, MovementView, SetupForm };

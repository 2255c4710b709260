/// <reference types="google.script.client-side" />
/**
 * The sidebar's calls to the server, as promises. In Sheets they go through google.script.run; in the
 * real-browser test, a stand-in with the same shape calls the built Code.js. Their names and types are
 * evening-api's own functions, imported as types only, so no server code enters the sidebar.
 */
import type { Answer } from '../evening/answer';
import type { DealEntry } from '../evening/deal-entry';
import type { MovementInput, MovementView } from '../evening/next-round';
import type { SetupForm } from '../evening/setup';
import type { EveningView } from '../evening/view';
import type * as Api from '../evening-api';

type Functions = typeof Api;
/** Each server function as the sidebar calls it: the same parameters, its answer as a promise. */
export type Server = {
  readonly [Name in keyof Functions]: (...args: Parameters<Functions[Name]>) => Promise<ReturnType<Functions[Name]>>;
};

function call(name: string, args: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const runner = google.script.run
      .withSuccessHandler((value: unknown) => resolve(value))
      .withFailureHandler((error: Error) => reject(error)) as unknown as Record<string, (...a: unknown[]) => void>;
    const fn = runner[name];
    if (fn === undefined) reject(new Error(`no server function ${name}`));
    else fn(...args);
  });
}

// A proxy, so that no name is written here a second time: server.saveDeal(entry) runs saveDeal. It has
// no `then`, so that it is never taken for a promise.
export const server = new Proxy({} as Server, {
  get: (_, name) => (name === 'then' ? undefined : (...args: unknown[]) => call(String(name), args)),
});

export type { Answer, DealEntry, EveningView, MovementInput, MovementView, SetupForm };

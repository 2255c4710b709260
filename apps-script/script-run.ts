/// <reference types="google.script.client-side" />
/**
 * A page's calls to the server, as promises: through google.script.run in Apps Script, through a
 * stand-in of the same shape in the real-browser tests. The sidebar and the table page both call the
 * server this way, each over its own functions' types, so no server code enters either page.
 *
 * Importing nothing, it is run by both pages (test/core/core-boundary.test.ts, SHARED).
 */

/** Each function as a page calls it: the same parameters, its answer as a promise. */
export type Promised<Functions> = {
  readonly [Name in keyof Functions]: Functions[Name] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<R>
    : never;
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

/**
 * The server's functions through a proxy, so that no name is written twice: `server.tableView(3, key)`
 * runs tableView. It has no `then`, so that it is never taken for a promise.
 */
export const scriptRun = <Functions>(): Promised<Functions> =>
  new Proxy({} as Promised<Functions>, {
    get: (_, name) => (name === 'then' ? undefined : (...args: unknown[]) => call(String(name), args)),
  });

/// <reference types="google.script.client-side" />
/**
 * The table page's calls to the server, as promises: through google.script.run in Apps Script, through
 * a stand-in of the same shape in the real-browser test. The page imports the server's types only, so
 * that no server code enters it.
 */
import type * as Api from '../table-api';

/** The two calls the page makes (doGet serves the page itself). */
type Functions = Pick<typeof Api, 'tableView' | 'enterTableResult'>;
/**
 * The table family's functions (apps-script/table-api.ts) as the page calls them, the same parameters,
 * each answer as a promise: the table's view, and one result entered. The table and its key come from
 * the page's own address.
 */
export type TableServer = {
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

// A proxy, as the sidebar's: server.tableView(3, key) runs tableView. It has no `then`, so that it is
// never taken for a promise.
export const server = new Proxy({} as TableServer, {
  get: (_, name) => (name === 'then' ? undefined : (...args: unknown[]) => call(String(name), args)),
});

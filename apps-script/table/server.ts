/**
 * The table page's calls to the server: the table family's functions (apps-script/table-api.ts), each
 * answer as a promise. The page imports the server's types only, so that no server code enters it.
 */
import { type Promised, scriptRun } from '../script-run';
import type * as Api from '../table-api';

/** The two calls the page makes (doGet serves the page itself); the table and its key come from its address. */
type Functions = Pick<typeof Api, 'tableView' | 'enterTableResult'>;
export type TableServer = Promised<Functions>;

export const server = scriptRun<Functions>();

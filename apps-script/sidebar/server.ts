/**
 * The sidebar's calls to the server, as promises (script-run.ts). Their names and types are
 * evening-api's own functions, imported as types only, so no server code enters the sidebar.
 */
import type { Answer } from '../evening/answer';
import type { DealEntry } from '../evening/deal-entry';
import type { MovementInput, MovementView } from '../evening/next-round';
import type { SetupForm } from '../evening/setup';
import type { EveningView } from '../evening/view';
import type * as Api from '../evening-api';
import { type Promised, scriptRun } from '../script-run';

/** Each server function as the sidebar calls it: the same parameters, its answer as a promise. */
export type Server = Promised<typeof Api>;

export const server = scriptRun<typeof Api>();

export type { Answer, DealEntry, EveningView, MovementInput, MovementView, SetupForm };

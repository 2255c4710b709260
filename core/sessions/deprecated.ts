/**
 * Names of earlier releases, kept for one release so that code calling them keeps working: the per-kind
 * loaders the generic session API replaced, and readers of typed text renamed `parse…` (see the rule in
 * core/index.ts).
 */
import { parseDecimal, parseNumber } from '../base/decimal.js';
import { parseHandRow } from '../hand/row.js';
import { buggerEngine } from './bugger.js';
import { chicagoEngine } from './chicago.js';
import { progressiveEngine } from './progressive/engine.js';
import { rubberEngine } from './rubber.js';
import { loadSession } from './session.js';

/** @deprecated use `loadSession(rubberEngine, input)`; removed in the next release. */
export const loadRubber = (input: unknown) => loadSession(rubberEngine, input);
/** @deprecated use `loadSession(chicagoEngine, input)`; removed in the next release. */
export const loadChicago = (input: unknown) => loadSession(chicagoEngine, input);
/** @deprecated use `loadSession(buggerEngine, input)`; removed in the next release. */
export const loadBugger = (input: unknown) => loadSession(buggerEngine, input);
/** @deprecated use `loadSession(progressiveEngine, input)`; removed in the next release. */
export const loadProgressive = (input: unknown) => loadSession(progressiveEngine, input);
/** @deprecated use `parseNumber`, as it reads text a player typed; removed in the next release. */
export const readNumber = parseNumber;
/** @deprecated use `parseDecimal`, as it reads text a player typed; removed in the next release. */
export const readDecimal = parseDecimal;
/** @deprecated use `parseHandRow`, as it reads the fields a player typed; removed in the next release. */
export const readHandRow = parseHandRow;

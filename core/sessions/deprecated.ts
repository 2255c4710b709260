/**
 * The per-kind loaders the README named before one generic session API replaced them, kept for one
 * release so that code calling them keeps working. Each is `loadSession` with its kind's engine.
 */
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

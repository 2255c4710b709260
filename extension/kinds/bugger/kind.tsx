/**
 * The Bugger Bridge keeper: the core's engine stored under its item. Apart from the other keepers
 * because it is loaded with its view, only when the Bugger tab is opened (see the popup's App).
 */
import { type BuggerEvent, type BuggerSettings, type BuggerState, buggerEngine } from '../../../core/index';
import { createKeeper, type Keeper } from '../../lib/keeper';
import { buggerItem } from '../../storage/items';

export type BuggerKeeper = Keeper<BuggerSettings, BuggerEvent, BuggerState>;

/** A Bugger Bridge game needs its players before it can start: until then there is nothing to keep. */
export const buggerKeeper = (item = buggerItem): BuggerKeeper =>
  createKeeper(item, { label: 'Bugger Bridge game', kept: 'bugger', engine: buggerEngine, fresh: () => null });

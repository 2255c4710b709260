/** The three score keepers of the popup, each a core engine stored under its own item. */
import {
  type BuggerEvent,
  type BuggerSettings,
  type BuggerState,
  buggerEngine,
  type ChicagoEvent,
  type ChicagoSettings,
  type ChicagoState,
  chicagoEngine,
  newChicago,
  newRubber,
  type RubberEvent,
  type RubberSettings,
  type RubberState,
  rubberEngine,
} from '../../core/index';
import { buggerItem, chicagoItem, type Options, rubberItem } from '../storage';
import { createKeeper, type Keeper } from './keeper';

export type RubberKeeper = Keeper<RubberSettings, RubberEvent, RubberState>;
export type ChicagoKeeper = Keeper<ChicagoSettings, ChicagoEvent, ChicagoState>;
export type BuggerKeeper = Keeper<BuggerSettings, BuggerEvent, BuggerState>;

export const rubberKeeper = (options: Options, item = rubberItem): RubberKeeper =>
  createKeeper(item, { label: 'rubber', engine: rubberEngine, fresh: () => newRubber({ honors: options.honors }) });

export const chicagoKeeper = (options: Options, item = chicagoItem): ChicagoKeeper =>
  createKeeper(item, {
    label: 'Chicago',
    engine: chicagoEngine,
    fresh: () =>
      newChicago({
        honors: options.honors,
        vulnerability: options.chicagoVulnerability,
        partScores: options.chicagoPartScores,
      }),
  });

/** A Bugger Bridge game needs its players before it can start: until then there is nothing to keep. */
export const buggerKeeper = (item = buggerItem): BuggerKeeper =>
  createKeeper(item, { label: 'Bugger Bridge game', engine: buggerEngine, fresh: () => null });

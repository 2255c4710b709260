/** The three score keepers of the popup, each a core engine stored under its own item. */
import {
  addBuggerEvent,
  addChicagoEvent,
  addRubberEvent,
  type BuggerEvent,
  type BuggerSettings,
  type BuggerState,
  buggerState,
  type ChicagoEvent,
  type ChicagoSettings,
  type ChicagoState,
  chicagoState,
  loadBugger,
  loadChicago,
  loadRubber,
  newChicago,
  newRubber,
  type RubberEvent,
  type RubberSettings,
  type RubberState,
  rubberState,
} from '../../core/index';
import { buggerItem, chicagoItem, type Options, rubberItem } from '../storage';
import { createKeeper, type Keeper } from './keeper';

export type RubberKeeper = Keeper<RubberSettings, RubberEvent, RubberState>;
export type ChicagoKeeper = Keeper<ChicagoSettings, ChicagoEvent, ChicagoState>;
export type BuggerKeeper = Keeper<BuggerSettings, BuggerEvent, BuggerState>;

export const rubberKeeper = (options: Options, item = rubberItem): RubberKeeper =>
  createKeeper(item, {
    label: 'rubber',
    load: loadRubber,
    add: addRubberEvent,
    fresh: () => newRubber({ honors: options.honors }),
    stateOf: rubberState,
  });

export const chicagoKeeper = (options: Options, item = chicagoItem): ChicagoKeeper =>
  createKeeper(item, {
    label: 'Chicago',
    load: loadChicago,
    add: addChicagoEvent,
    fresh: () =>
      newChicago({
        honors: options.honors,
        vulnerability: options.chicagoVulnerability,
        partScores: options.chicagoPartScores,
      }),
    stateOf: chicagoState,
  });

/** A Bugger Bridge game needs its players before it can start: until then there is nothing to keep. */
export const buggerKeeper = (item = buggerItem): BuggerKeeper =>
  createKeeper(item, {
    label: 'Bugger Bridge game',
    load: loadBugger,
    add: addBuggerEvent,
    fresh: () => null,
    stateOf: buggerState,
  });

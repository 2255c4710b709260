/**
 * The rubber and Chicago keepers of the popup, each a core engine stored under its own item (the
 * Bugger Bridge keeper is in bugger-keeper.ts, loaded with its view).
 */
import {
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
} from '../../../core/index';
import { createKeeper, type Keeper } from '../../lib/keeper';
import { chicagoItem, type Options, rubberItem } from '../../storage/items';

export type RubberKeeper = Keeper<RubberSettings, RubberEvent, RubberState>;
export type ChicagoKeeper = Keeper<ChicagoSettings, ChicagoEvent, ChicagoState>;

export const rubberKeeper = (options: Options, item = rubberItem): RubberKeeper =>
  createKeeper(item, {
    label: 'rubber',
    kept: 'rubber',
    engine: rubberEngine,
    fresh: () => newRubber({ honors: options.honors }),
  });

export const chicagoKeeper = (options: Options, item = chicagoItem): ChicagoKeeper =>
  createKeeper(item, {
    label: 'Chicago',
    kept: 'chicago',
    engine: chicagoEngine,
    fresh: () =>
      newChicago({
        honors: options.honors,
        vulnerability: options.chicagoVulnerability,
        partScores: options.chicagoPartScores,
      }),
  });

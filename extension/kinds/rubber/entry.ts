/** A rubber (docs/rules.md, Rubber bridge) as the registry lists it. */
import { localItem } from '../../storage/local-item';
import type { KindEntry } from '../kind';

export const rubberItem = localItem<unknown>('rubber', null);

export const rubber: KindEntry = {
  key: 'rubber',
  label: { tab: 'Rubber', title: 'Rubber', called: 'rubber', short: 'rubber' },
  item: rubberItem,
  load: () => import('./kind').then((m) => m.kind),
  view: () => import('./RubberView').then((m) => m.RubberTab),
};

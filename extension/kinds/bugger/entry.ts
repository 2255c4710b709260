/** A Bugger Bridge game (docs/rules.md, Bugger Bridge) as the registry lists it. */
import { localItem } from '../../storage/local-item';
import type { KindEntry } from '../kind';

export const buggerItem = localItem<unknown>('bugger', null);

export const bugger: KindEntry = {
  key: 'bugger',
  label: { tab: 'Bugger', title: 'Bugger Bridge', called: 'Bugger game', short: 'game' },
  item: buggerItem,
  load: () => import('./kind').then((m) => m.kind),
  view: () => import('./BuggerView').then((m) => m.BuggerTab),
};

/** A Bugger Bridge game (docs/rules.md, Bugger Bridge) as the registry lists it. */
import { localItem } from '../../storage/local-item';
import type { KindEntry } from '../kind';

export const buggerItem = localItem<unknown>('bugger', null);

export const bugger = {
  key: 'bugger',
  label: { tab: 'Bugger', title: 'Bugger Bridge', called: 'Bugger game', short: 'game' },
  item: buggerItem,
  drafts: {
    names: 'bugger-names',
    hook: 'bugger-hook',
    setupProblem: 'bugger-setup-problem',
    bids: 'bugger-bids',
    tricks: 'bugger-tricks',
    trump: 'bugger-trump',
  },
  edit: { index: 'bugger-edit', fields: ['counts', 'trump'] },
  load: () => import('./kind').then((m) => m.kind),
  view: () => import('./BuggerView').then((m) => m.BuggerTab),
} as const satisfies KindEntry;

/** A Bugger Bridge game (docs/rules.md, Bugger Bridge) as the registry lists it. */
import { localItem } from '../../storage/local-item';
import { t } from '../../words/index';
import type { KindEntry } from '../kind';

export const buggerItem = localItem<unknown>('bugger', null);

export const bugger: KindEntry = {
  key: 'bugger',
  label: {
    get tab() {
      return t('bugger.tab');
    },
    get called() {
      return t('keeper.called', { kind: 'bugger' });
    },
    get title() {
      return t('bugger.title');
    },
  },
  item: buggerItem,
  load: () => import('./kind').then((m) => m.kind),
  view: () => import('./BuggerView').then((m) => m.BuggerTab),
};

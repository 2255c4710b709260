/**
 * A team match (docs/rules.md, IMPs and team matches) as the registry lists it. It has no tab of its
 * own: it is under the IMP and VP calculators, in the IMPs tab.
 */
import { localItem } from '../../storage/local-item';
import { t } from '../../words/index';
import type { KindEntry } from '../kind';

export const matchItem = localItem<unknown>('match', null);

export const match: KindEntry = {
  key: 'match',
  label: {
    get called() {
      return t('keeper.called', { kind: 'match' });
    },
    get title() {
      return t('match.title');
    },
  },
  item: matchItem,
  load: () => import('./kind').then((m) => m.kind),
};

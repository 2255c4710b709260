/** A rubber (docs/rules.md, Rubber bridge) as the registry lists it. */
import { localItem } from '../../storage/local-item';
import { t } from '../../words/index';
import type { KindEntry } from '../kind';

export const rubberItem = localItem<unknown>('rubber', null);

export const rubber: KindEntry = {
  key: 'rubber',
  label: {
    get tab() {
      return t('rubber.tab');
    },
    get called() {
      return t('keeper.called', { kind: 'rubber' });
    },
    get title() {
      return t('rubber.title');
    },
  },
  item: rubberItem,
  load: () => import('./kind').then((m) => m.kind),
  view: () => import('./RubberView').then((m) => m.RubberTab),
};

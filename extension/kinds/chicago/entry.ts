/** A Chicago of four deals (docs/rules.md, Chicago) as the registry lists it. */
import { localItem } from '../../storage/local-item';
import { t } from '../../words/index';
import type { KindEntry } from '../kind';

export const chicagoItem = localItem<unknown>('chicago', null);

export const chicago: KindEntry = {
  key: 'chicago',
  label: {
    get tab() {
      return t('chicago.tab');
    },
    get called() {
      return t('keeper.called', { kind: 'chicago' });
    },
    get title() {
      return t('chicago.title');
    },
  },
  item: chicagoItem,
  load: () => import('./kind').then((m) => m.kind),
  view: () => import('./ChicagoView').then((m) => m.ChicagoTab),
};

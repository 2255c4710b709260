/** A Chicago of four deals (docs/rules.md, Chicago) as the registry lists it. */
import { localItem } from '../../storage/local-item';
import type { KindEntry } from '../kind';

export const chicagoItem = localItem<unknown>('chicago', null);

export const chicago: KindEntry = {
  key: 'chicago',
  label: { tab: 'Chicago', title: 'Chicago', called: 'Chicago', short: 'Chicago' },
  item: chicagoItem,
  load: () => import('./kind').then((m) => m.kind),
  view: () => import('./ChicagoView').then((m) => m.ChicagoTab),
};

/** A Chicago of four deals (docs/rules.md, Chicago) as the registry lists it. */
import { localItem } from '../../storage/local-item';
import type { KindEntry } from '../kind';

export const chicagoItem = localItem<unknown>('chicago', null);

export const chicago = {
  key: 'chicago',
  label: { tab: 'Chicago', title: 'Chicago', called: 'Chicago', short: 'Chicago' },
  item: chicagoItem,
  drafts: { contract: 'chicago-contract', honors: 'chicago-honors', who: 'chicago-declarer' },
  edit: { index: 'chicago-edit', fields: ['contract', 'honors'] },
  load: () => import('./kind').then((m) => m.kind),
  view: () => import('./ChicagoView').then((m) => m.ChicagoTab),
} as const satisfies KindEntry;

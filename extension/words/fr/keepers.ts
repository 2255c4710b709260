import type { keepers as english } from '../en/keepers';
import type { Translation } from '../words';

export const keepers: Translation<typeof english> = {
  'history.tab': 'History',
};

import type { popup as english } from '../en/popup';
import type { Translation } from '../words';

export const popup: Translation<typeof english> = {
  'app.title': 'Bridge Scorer',
};

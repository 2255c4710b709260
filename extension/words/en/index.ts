/** The English dictionary: the source every other language translates, bundled with each page. */
import { keepers } from './keepers';
import { popup } from './popup';

export const EN = { ...popup, ...keepers } as const;

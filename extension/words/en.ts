/** The English dictionary: the source every other language translates, bundled with each page. */
import { keepers } from './en/keepers';
import { popup } from './en/popup';

export const EN = { ...popup, ...keepers } as const;

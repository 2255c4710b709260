/**
 * The English dictionary: the source every other language translates. Its first view is bundled with
 * each page; the rest is loaded, as another language's is, when a view needs it.
 */
import { firstView } from './en/first-view';
import { keepers } from './en/keepers';
import { views } from './en/views';

export const EN = { ...firstView, ...views, ...keepers } as const;

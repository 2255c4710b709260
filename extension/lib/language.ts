/**
 * The language the popup speaks and the notation it reads, from the options: the browser's languages
 * decide what the options leave to them.
 */
import { type Language, languageOfTags } from '../../core/index';
import type { Options } from '../storage/items';

/** The browser's preferred languages, most wanted first. */
const browserTags = (): readonly string[] => {
  const nav = globalThis.navigator;
  return nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
};

/** The language the words are in: the one chosen, or the first of the browser's that we speak. */
export const languageOf = (chosen: Options['language']): Language =>
  chosen === undefined || chosen === 'browser' ? languageOfTags(browserTags()) : chosen;

/** The notation contracts are read and shown in: the one chosen, or the language's. */
export const notationOf = (options: Pick<Options, 'language' | 'notation'>): Language =>
  options.notation === undefined || options.notation === 'language' ? languageOf(options.language) : options.notation;

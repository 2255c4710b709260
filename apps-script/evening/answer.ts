/**
 * What every sidebar call answers: its value (the evening as the sidebar shows it, unless said
 * otherwise) with a message, or a refusal saying what is wrong and, where it can, next to which field.
 * The sidebar imports this type; the server builds it.
 */
import type { EveningView } from './view';

export type Answer<T = EveningView> =
  | { readonly ok: true; readonly value: T; readonly message?: string }
  | { readonly ok: false; readonly message: string; readonly field?: string };

export const refuse = (message: string, field?: string): Answer<never> =>
  field === undefined ? { ok: false, message } : { ok: false, message, field };

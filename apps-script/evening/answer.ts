/**
 * What every sidebar call answers: its value (the evening as the sidebar shows it, unless said
 * otherwise) with a message, or a refusal saying what is wrong and, where it can, next to which field
 * (and, when what the sidebar showed is out of date, the evening as the sheet holds it now).
 * The sidebar imports this type; the server builds it.
 */
import type { Problem } from '../../core/base/problem';
import { sayReason } from '../cells';
import type { EveningView } from './view';

export type Answer<T = EveningView> =
  | { readonly ok: true; readonly value: T; readonly message?: string }
  | {
      readonly ok: false;
      readonly message: string;
      readonly field?: string;
      /** Set when the refusal is that the sheet changed meanwhile: the evening as it is now. */
      readonly value?: T;
    };

/**
 * A refusal: a problem in the core's shape, its words beside its field (`where.field`), the sidebar
 * showing the place its own way, in the spreadsheet's language; or words already composed, with the
 * field they belong beside.
 */
export function refuse(found: Problem | string, field?: string): Answer<never> {
  const message = typeof found === 'string' ? found : sayReason(found);
  const beside = typeof found === 'string' ? field : found.where?.field;
  return beside === undefined ? { ok: false, message } : { ok: false, message, field: beside };
}

/** A refusal passed on from a step that answers with another kind of value: its words and field only. */
export const passOn = (answer: { readonly message: string; readonly field?: string }): Answer<never> =>
  refuse(answer.message, answer.field);

// Helpers shared by the tests of a Progressive evening: a deal event from contract text, a new evening
// that must start, and events played in turn.
import {
  formatProblem,
  newProgressive,
  type ProgressiveEvent,
  type ProgressiveSettings,
  progressiveEngine,
  type Seat,
} from '../../../../core/index';
import type { ProgressiveSession } from '../../../../core/sessions/progressive/index';
import { contractOf, playEvents } from '../../../support';

export const deal = (table: number, declarer: Seat, text: string): ProgressiveEvent => ({
  type: 'deal',
  table,
  declarer,
  contract: contractOf(text),
});

export const start = (
  settings: Pick<ProgressiveSettings, 'players'> & Partial<ProgressiveSettings>,
): ProgressiveSession => {
  const session = newProgressive(settings);
  if (!session.ok) throw new Error(formatProblem(session.error));
  return session.value;
};
export const play = (session: ProgressiveSession, events: readonly ProgressiveEvent[]) =>
  playEvents(progressiveEngine, session, events);
export const FOUR = ['Ann', 'Bob', 'Cat', 'Dan'];

// @vitest-environment happy-dom
// The choice a change waits for when a later event no longer fits: its sentence composed from the
// problem's parts (the event as the pad names it, the reason), never from the core's message cut up.
import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../core/index';
import { LaterChoice } from '../../extension/components/LaterChoice';

describe('LaterChoice', () => {
  it('names the event as the pad does, capitalised, with the reason and what dropping drops', () => {
    // A reason worded as the core words it; the place is only in `where`, so a face that words the
    // sentence from formatProblem and one that composes it from the parts read alike.
    const problem: Problem = {
      code: 'later-impossible',
      reason: 'can no longer be scored: the rubber is over; start a new one',
      params: { named: 'hand 5' },
      where: { event: 4, named: 'hand 5' },
    };
    render(<LaterChoice later={{ problem, dropping: 'hand 5' }} onDrop={() => {}} onCancel={() => {}} />);
    expect(screen.getByText(/can no longer be scored/).textContent).toBe(
      'Hand 5 can no longer be scored: the rubber is over; start a new one.',
    );
    expect(screen.getByRole('button', { name: 'Drop hand 5' })).toBeTruthy();
  });
});

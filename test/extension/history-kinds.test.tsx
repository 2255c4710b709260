// @vitest-environment happy-dom
// History's empty list names the kinds the registry lists, whatever they are: a kind added to the
// registry is named there with no other change.
import { render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { HistoryView } from '../../extension/views/HistoryView';

vi.mock('../../extension/kinds/registry', async (importOriginal) => {
  const { KINDS } = await importOriginal<typeof import('../../extension/kinds/registry')>();
  const rubber = KINDS[0] as (typeof KINDS)[number];
  // A fifth kind, as the registry would list it: only its label matters here.
  return { KINDS: [...KINDS, { ...rubber, label: { ...rubber.label, called: 'duplicate' } }] };
});

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

describe('an empty History', () => {
  it('names every kind of the registry', async () => {
    render(<HistoryView />);
    expect((await screen.findByText(/No sessions kept yet/)).textContent).toBe(
      'No sessions kept yet. A rubber, a Chicago, a Bugger game, a team match or a duplicate comes here when you start a new one.',
    );
  });
});

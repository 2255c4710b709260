// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_OPTIONS, type Options } from '../../extension/storage/items';
import { OptionsView } from '../../extension/views/OptionsView';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

describe('OptionsView: the Chicago variants', () => {
  it('shows each variant chosen, and a click changes that one option only', () => {
    const changes: Options[] = [];
    render(<OptionsView options={DEFAULT_OPTIONS} onChange={(next) => changes.push(next)} />);
    const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
    expect(radio('the dealer’s opponents are vulnerable').checked).toBe(true);
    expect(radio('the dealer’s side is vulnerable').checked).toBe(false);
    expect(radio('carried until a side makes game').checked).toBe(true);
    fireEvent.click(radio('the dealer’s side is vulnerable'));
    fireEvent.click(radio('50 at once, nothing carried'));
    expect(changes).toEqual([
      { ...DEFAULT_OPTIONS, chicagoVulnerability: 'dealer-side' },
      { ...DEFAULT_OPTIONS, chicagoPartScores: 'fifty-at-once' },
    ]);
  });
});

describe('OptionsView: light or dark', () => {
  it('follows the system at first, and a click chooses light or dark and changes nothing else', () => {
    const changes: Options[] = [];
    render(<OptionsView options={DEFAULT_OPTIONS} onChange={(next) => changes.push(next)} />);
    const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
    expect(radio('System').checked).toBe(true);
    fireEvent.click(radio('Dark'));
    fireEvent.click(radio('Light'));
    expect(changes).toEqual([
      { ...DEFAULT_OPTIONS, scheme: 'dark' },
      { ...DEFAULT_OPTIONS, scheme: 'light' },
    ]);
  });
});

describe('OptionsView: the Bugger Bridge chart', () => {
  it.each(['', '0x10', '1e3', '-5', '2.5'])('refuses %j, keeping it in the field with the reason', async (text) => {
    const changes: Options[] = [];
    render(<OptionsView options={DEFAULT_OPTIONS} onChange={(next) => changes.push(next)} />);
    const field = screen.getByRole('textbox', { name: 'Bid 3' }) as HTMLInputElement;
    fireEvent.input(field, { target: { value: text } });
    expect(changes).toEqual([]);
    expect(field.value).toBe(text);
    expect(document.querySelector('output.error')?.textContent).toBe(
      `Bid 3: ${JSON.stringify(text)} must be a whole number of points, 0 or more`,
    );
  });

  it('takes whole points as they are typed, with no need to leave the field', () => {
    const changes: Options[] = [];
    render(<OptionsView options={DEFAULT_OPTIONS} onChange={(next) => changes.push(next)} />);
    fireEvent.input(screen.getByRole('textbox', { name: 'Bid 3' }), { target: { value: '25' } });
    // The default chart is 10 + bid: only bid 3 changes.
    expect(changes[0]?.buggerChart?.slice(0, 5)).toEqual([10, 11, 12, 25, 14]);
  });

  it('a half-typed entry comes back when the popup is opened again (issue 22, 14)', async () => {
    const field = () => screen.getByRole('textbox', { name: 'Bid 3' }) as HTMLInputElement;
    render(<OptionsView options={DEFAULT_OPTIONS} onChange={() => {}} />);
    fireEvent.input(field(), { target: { value: '2O' } });
    await waitFor(async () => expect(await fakeBrowser.storage.local.get('draft:chart-typed')).not.toEqual({}));
    // The popup closed: the view is gone, only storage is left.
    cleanup();
    render(<OptionsView options={DEFAULT_OPTIONS} onChange={() => {}} />);
    await waitFor(() => expect(field().value).toBe('2O'));
    expect(document.querySelector('output.error')?.textContent).toBe(
      'Bid 3: "2O" must be a whole number of points, 0 or more',
    );
    expect((screen.getByRole('textbox', { name: 'Bid 2' }) as HTMLInputElement).value).toBe('12');
  });
});

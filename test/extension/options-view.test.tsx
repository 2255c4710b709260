// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, type Options } from '../../extension/storage';
import { OptionsView } from '../../extension/views/OptionsView';

beforeEach(() => {
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

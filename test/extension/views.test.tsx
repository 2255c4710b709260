// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { rubberKeeper } from '../../extension/lib/keepers';
import { DEFAULT_OPTIONS } from '../../extension/storage';
import { RubberView } from '../../extension/views/RubberView';
import { ScoreView } from '../../extension/views/ScoreView';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

describe('ScoreView', () => {
  it('shows the score and its arithmetic as the contract is typed, and keeps a bad entry as typed', () => {
    render(<ScoreView />);
    const field = screen.getByRole('textbox', { name: /Contract/ }) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '4SX-2 v' } });
    const status = screen.getAllByRole('status')[0] as HTMLElement;
    expect(status.textContent).toContain('4♠X-2: −500');
    expect(status.textContent).toContain('200 + 300 = 500 to the defenders');
    fireEvent.input(field, { target: { value: '4S+4' } });
    expect(status.textContent).toBe('"4S+4": 4S can make at most 3 overtricks');
    expect(field.value).toBe('4S+4');
  });

  it('one click on a contract lists every result, with the doubling switch', () => {
    render(<ScoreView />);
    fireEvent.click(screen.getByRole('button', { name: '3NT' }));
    const made = screen.getByRole('row', { name: /Made exactly/ });
    expect(made.textContent).toContain('+400');
    expect(made.textContent).toContain('+600');
    expect(screen.getAllByRole('row')).toHaveLength(15);
    fireEvent.click(screen.getByRole('radio', { name: 'Doubled' }));
    // 3NTX=: 200 + 300 + 50 = 550 not vulnerable; 200 + 500 + 50 = 750 vulnerable.
    expect(screen.getByRole('row', { name: /Made exactly/ }).textContent).toMatch(/\+550.*\+750/);
  });
});

describe('RubberView', () => {
  it('scores honors for the side that held them', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
    fireEvent.change(screen.getByRole('combobox', { name: 'Honors' }), { target: { value: 'They:150' } });
    fireEvent.input(field, { target: { value: '3NT=' } });
    fireEvent.submit(field.form as HTMLFormElement);
    // We make 3NT (100, a game); They held the four aces: 150 above the line for They.
    await waitFor(() => expect(document.querySelector('table.pad tfoot')?.textContent).toBe('100150'));
  });

  it('adds a hand to the pad and refuses one without a result, keeping the text', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '4H' } });
    fireEvent.submit(field.form as HTMLFormElement);
    await waitFor(() => expect(document.body.textContent).toContain('"4H": add the result, as in 4H= or 4H-1'));
    expect(field.value).toBe('4H');
    fireEvent.input(field, { target: { value: '4H=' } });
    fireEvent.submit(field.form as HTMLFormElement);
    await waitFor(() => expect(document.querySelector('table.pad tfoot')?.textContent).toBe('1200'));
    expect(screen.getAllByRole('status')[0]?.textContent).toContain('We vulnerable');
  });
});

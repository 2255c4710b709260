// @vitest-environment happy-dom
// The keepers' entry form: a declarer typed in the text obeys the core's one rule for a declarer given
// twice, in the core's own words; honors read as the core writes them.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatProblem, parseHandRow } from '../../core/index';
import { ChicagoView } from '../../extension/kinds/chicago/ChicagoView';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { honorsChoices, parseEnteredHand } from '../../extension/lib/hand-entry';
import { DEFAULT_OPTIONS } from '../../extension/storage/items';
import { pickSeat } from './seat-taps';

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

const TWICE = '"4S= E": the contract says declarer E but the declarer given is N; make them agree';

/** Types `text` in the keeper's field and adds the hand. */
async function addHand(text: string): Promise<HTMLInputElement> {
  const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
  fireEvent.input(field, { target: { value: text } });
  fireEvent.submit(field.form as HTMLFormElement);
  return field;
}

const problem = () => document.querySelector('output.error')?.textContent;
const totals = () => document.querySelector('table tfoot')?.textContent;

describe('the Chicago keeper: a declarer chosen apart and one typed in the text', () => {
  it('refuses a seat in the text that disagrees with the chosen seat, in the core’s words, keeping the text', async () => {
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    const field = await addHand('4S= E');
    await waitFor(() => expect(problem()).toBe(TWICE));
    // The very words the core gives for the same two seats.
    const core = parseHandRow({ contract: '4S= E', declarer: 'N' });
    expect(core.ok || formatProblem(core.error)).toBe(TWICE);
    expect(field.value).toBe('4S= E');
    expect(totals()).toBe('Total00');
  });

  it('uses the seat when the two agree: deal 1, nobody vulnerable, 4♠ by E is 420 to E/W', async () => {
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    await screen.findByRole('group', { name: 'Declarer' });
    pickSeat('E');
    const field = await addHand('4S= E');
    await waitFor(() => expect(totals()).toBe('Total0420'));
    expect(field.value).toBe('');
    expect(problem()).toBe('');
  });

  it('uses the chosen seat when the text gives none: 4♠ by N is 420 to N/S', async () => {
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    await addHand('4S=');
    await waitFor(() => expect(totals()).toBe('Total4200'));
  });
});

describe('the rubber keeper: the declarer is a side, so a seat in the text is refused, not ignored', () => {
  it('says why and keeps the text; without the seat the hand is scored', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const field = await addHand('4S= E');
    await waitFor(() =>
      expect(problem()).toBe(
        '"4S= E": this pad scores sides, not seats: choose We or They as declarer and leave out the E',
      ),
    );
    expect(field.value).toBe('4S= E');
    expect(totals()).toBe('Total 0Total 0');
    await addHand('4S=');
    await waitFor(() => expect(totals()).toBe('Total 120Total 0'));
  });

  it('labels honors as the core writes them, then what they mean', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const honors = await screen.findByRole('combobox', { name: 'Honors' });
    expect([...honors.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'None',
      'We 100 (four trump honors)',
      'We 150 (five, or four aces at NT)',
      'They 100 (four trump honors)',
      'They 150 (five, or four aces at NT)',
    ]);
  });
});

describe('parseEnteredHand', () => {
  const [, ns150] = honorsChoices(['NS', 'EW'] as const).map((c) => c.honors);

  it('keeps the core’s message for text that is not a hand, and sends a passed-out deal to its button', () => {
    expect(parseEnteredHand('4H', 'N', ['NS', 'EW'], undefined)).toEqual({
      ok: false,
      error: '"4H": no result: add it to the contract (4H=, 4H-1) or give the tricks taken',
    });
    expect(parseEnteredHand('pass', 'N', ['NS', 'EW'], undefined)).toEqual({
      ok: false,
      error: '"pass": use the Passed out button for a deal nobody bid',
    });
  });

  it('takes the tricks taken, as the Score field and BRIDGESCORE do (issue: "4S 10" was refused here)', () => {
    // Ten tricks in 4♠ is made exactly; eight is two down.
    expect(parseEnteredHand('4S 10', undefined, ['We', 'They'], undefined)).toEqual({
      ok: true,
      value: { contract: { level: 4, strain: 'S', doubling: '', result: 0 } },
    });
    expect(parseEnteredHand('3NTX 7 by E', 'E', ['NS', 'EW'], undefined)).toMatchObject({
      ok: true,
      value: { contract: { level: 3, strain: 'NT', doubling: 'X', result: -2, declarer: 'E' } },
    });
  });

  it('refuses a vulnerability typed in the field: the pad says who is vulnerable', () => {
    expect(parseEnteredHand('4S= v', undefined, ['We', 'They'], undefined)).toEqual({
      ok: false,
      error: '"4S= v": leave the vulnerability out: the pad says who is vulnerable',
    });
    // A board's N/S vulnerability is refused for the same reason, not as wanting a declarer.
    expect(parseEnteredHand('4S= NS', undefined, ['We', 'They'], undefined)).toEqual({
      ok: false,
      error: '"4S= NS": leave the vulnerability out: the pad says who is vulnerable',
    });
  });

  it('gives the hand its agreed seat and the honors held', () => {
    expect(parseEnteredHand('6H= by n', 'N', ['NS', 'EW'], ns150)).toEqual({
      ok: true,
      value: {
        contract: { level: 6, strain: 'H', doubling: '', result: 0, declarer: 'N' },
        honors: { side: 'NS', points: 150 },
      },
    });
    expect(parseEnteredHand('2C-1', 'W', ['NS', 'EW'], undefined)).toEqual({
      ok: true,
      value: { contract: { level: 2, strain: 'C', doubling: '', result: -1, declarer: 'W' } },
    });
  });
});

// @vitest-environment happy-dom
// The players' names where a player would write them: the pads' column heads and the status lines.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  type ChicagoEvent,
  newChicago,
  newRubber,
  type PlayedHand,
  parseHandLine,
  type RubberEvent,
} from '../../core/index';
import { ChicagoView } from '../../extension/kinds/chicago/ChicagoView';
import { chicagoItem } from '../../extension/kinds/chicago/entry';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { rubberItem } from '../../extension/kinds/rubber/entry';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { writeAbout } from '../../extension/storage/history';
import { DEFAULT_OPTIONS } from '../../extension/storage/items';

const played = (text: string): PlayedHand => {
  const read = parseHandLine(text);
  if (!read.ok || !('result' in read.value.hand)) throw new Error(`not a played hand: ${text}`);
  return read.value.hand;
};

const hand = (side: 'We' | 'They', text: string, aces = false): RubberEvent => ({
  type: 'hand',
  side,
  contract: played(text),
  ...(aces ? { honors: { side, points: 150 } } : {}),
});

// docs/rules.md, "A worked rubber": seven hands, We 1,830 and They 510; We win by 1,320.
const WORKED: RubberEvent[] = [
  hand('We', '3S+1'),
  hand('They', '4HX-2'),
  hand('We', '2C='),
  hand('They', '3NT=', true),
  hand('We', '4SX-1'),
  hand('They', '2H='),
  hand('We', '6D='),
];

// docs/rules.md, Chicago, the defaults: NS 60 (2♠=), a redeal, NS 100 (4♥X−1 by E), NS 100 + 300 for the
// game (3NT=), EW 60 + 100 honors + 100 for the open part score (2♦+1): NS 560, EW 260; NS win by 300.
const CHICAGO: ChicagoEvent[] = [
  { type: 'deal', declarer: 'N', contract: played('2S=') },
  { type: 'passed-out' },
  { type: 'deal', declarer: 'E', contract: played('4HX-1') },
  { type: 'deal', declarer: 'S', contract: played('3NT=') },
  { type: 'deal', declarer: 'W', contract: played('2D+1'), honors: { side: 'EW', points: 100 } },
];

const status = () => screen.getAllByRole('status')[0]?.textContent ?? '';
const heads = (table: string) => [...document.querySelectorAll(`table.${table} thead th`)].map((th) => th.textContent);

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

describe('a rubber with its players named', () => {
  it('heads the pad and words the status line with the names', async () => {
    await writeAbout('rubber', { id: 'r', names: ['Nora & Sam', 'Tom & Uma'] });
    await rubberItem.setValue({ ...newRubber(), events: WORKED });
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    await waitFor(() =>
      expect(status()).toContain('Rubber over: Nora & Sam win by 1320 (Nora & Sam 1830, Tom & Uma 510).'),
    );
    // Both sides hold a game: both are vulnerable.
    expect(heads('pad')).toEqual(['Nora & Sam (vul)', 'Tom & Uma (vul)']);
  });

  it('follows the names as they are typed, and says We and They where none is given', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '4H=' } });
    fireEvent.submit(field.form as HTMLFormElement);
    // 4♥= is 120 below: a game, and We are vulnerable.
    await waitFor(() => expect(status()).toContain('Games: We 1, They 0. We vulnerable.'));
    fireEvent.input(await screen.findByRole('textbox', { name: 'We' }), { target: { value: 'Nora & Sam' } });
    await waitFor(() => expect(status()).toContain('Games: Nora & Sam 1, They 0. Nora & Sam vulnerable.'));
    expect(heads('pad')).toEqual(['Nora & Sam (vul)', 'They']);
  });
});

describe('a Chicago with its players named', () => {
  it('says who won by the winners’ names, as History does, and heads the sides’ columns', async () => {
    await writeAbout('chicago', { id: 'c', names: ['Nora', 'Tom', 'Sam', 'Uma'] });
    await chicagoItem.setValue({ ...newChicago(), events: CHICAGO });
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    await waitFor(() => expect(status()).toBe('Chicago over: Nora & Sam win by 300.'));
    expect(heads('chicago')).toEqual(['Deal', 'Nora & Sam', 'Tom & Uma']);
  });

  it('calls a side NS or EW while either of its players has no name', async () => {
    await writeAbout('chicago', { id: 'c', names: ['Nora', 'Tom', '', 'Uma'] });
    await chicagoItem.setValue({ ...newChicago(), events: CHICAGO });
    render(<ChicagoView keeper={chicagoKeeper(DEFAULT_OPTIONS)} />);
    await waitFor(() => expect(heads('chicago')).toEqual(['Deal', 'NS', 'Tom & Uma']));
    expect(status()).toBe('Chicago over: NS win by 300.');
  });
});

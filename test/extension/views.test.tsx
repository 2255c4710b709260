// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { RubberView } from '../../extension/kinds/rubber/RubberView';
import { DEFAULT_OPTIONS } from '../../extension/storage/items';
import { ImpsView } from '../../extension/views/ImpsView';
import { ScoreView } from '../../extension/views/ScoreView';

beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('ScoreView', () => {
  it('shows the score and its arithmetic as the contract is typed, and keeps a bad entry as typed', async () => {
    render(<ScoreView />);
    const field = screen.getByRole('textbox', { name: /Contract/ }) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '4SX-2 v' } });
    const status = screen.getAllByRole('status')[0] as HTMLElement;
    // The reader is loaded just after the view first renders.
    await waitFor(() => expect(status.textContent).toContain('4♠X-2: −500'));
    expect(status.textContent).toContain('200 + 300 = 500 to the defenders');
    fireEvent.input(field, { target: { value: '4S+4' } });
    expect(status.textContent).toBe('"4S+4": 4S can make at most 3 overtricks');
    expect(field.value).toBe('4S+4');
  });

  it('one click on a contract lists every result, with the doubling switch', () => {
    render(<ScoreView />);
    fireEvent.click(screen.getByRole('radio', { name: '3NT' }));
    const made = screen.getByRole('row', { name: /Made exactly/ });
    expect(made.textContent).toContain('+400');
    expect(made.textContent).toContain('+600');
    expect(screen.getAllByRole('row')).toHaveLength(15);
    // Made exactly and the overtricks first, then down 1 to down 9: what a player looks up first.
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Made exactly',
      'Made +1',
      'Made +2',
      'Made +3',
      'Made +4',
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `Down ${n}`),
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Doubled' }));
    // 3NTX=: 200 + 300 + 50 = 550 not vulnerable; 200 + 500 + 50 = 750 vulnerable.
    expect(screen.getByRole('row', { name: /Made exactly/ }).textContent).toMatch(/\+550.*\+750/);
  });
});

describe('ScoreView: the grid, the doubling and the box follow what is typed (issue #32)', () => {
  const field = () => screen.getByRole('textbox', { name: /Contract/ }) as HTMLInputElement;
  const box = () => screen.getByRole('checkbox', { name: 'Vulnerable' }) as HTMLInputElement;
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
  const status = () => screen.getAllByRole('status')[0] as HTMLElement;

  it('shows 6♥ doubled, vulnerable for 6♥X-3 v, and the player’s choices again once the text is cleared', async () => {
    render(<ScoreView />);
    fireEvent.input(field(), { target: { value: '6♥X-3 v' } });
    // Down 3 doubled vulnerable: 200 + 300 + 300 = 800 (Law 77).
    await waitFor(() => expect(status().textContent).toContain('6♥X-3: −800'));
    expect(radio('6♥').getAttribute('aria-checked')).toBe('true');
    expect(radio('4♠').getAttribute('aria-checked')).toBe('false');
    expect(radio('Doubled').checked).toBe(true);
    expect(radio('Redoubled').checked).toBe(false);
    expect(box().checked).toBe(true);
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('6♥X: every result');
    fireEvent.input(field(), { target: { value: '' } });
    expect(radio('4♠').getAttribute('aria-checked')).toBe('true');
    expect(radio('Undoubled').checked).toBe(true);
    expect(box().checked).toBe(false);
  });

  it('scores 3nt+1 nv not vulnerable over a ticked box, says so, and gives the box back after', async () => {
    render(<ScoreView />);
    fireEvent.click(box());
    expect(box().checked).toBe(true);
    fireEvent.input(field(), { target: { value: '3nt+1 nv' } });
    await waitFor(() => expect(status().textContent).toContain('3NT+1: +430'));
    expect(status().textContent).toContain('Scored not vulnerable as typed ("nv"); the box said vulnerable.');
    expect(box().checked).toBe(false);
    // The typed nv decides the score: the box cannot say otherwise while it is there.
    expect(box().disabled).toBe(true);
    expect(field().value).toBe('3nt+1 nv');
    fireEvent.input(field(), { target: { value: '3nt+1' } });
    // 3NT+1 vulnerable: 100 + 500 + 30 = 630.
    await waitFor(() => expect(status().textContent).toContain('3NT+1: +630'));
    expect(status().textContent).not.toContain('as typed');
    expect(box().checked).toBe(true);
    expect(box().disabled).toBe(false);
  });

  it('keeps the typed contract while the text is being changed and does not read for a moment', async () => {
    render(<ScoreView />);
    fireEvent.input(field(), { target: { value: '6HX' } });
    await waitFor(() => expect(radio('6♥').getAttribute('aria-checked')).toBe('true'));
    fireEvent.input(field(), { target: { value: '6HX-' } });
    expect(status().className).toContain('error');
    expect(radio('6♥').getAttribute('aria-checked')).toBe('true');
    expect(radio('Doubled').checked).toBe(true);
  });

  it('a click on the grid over a typed contract shows the one clicked, keeping the text and its score', async () => {
    render(<ScoreView />);
    fireEvent.input(field(), { target: { value: '6♥X-3 v' } });
    await waitFor(() => expect(radio('6♥').getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(radio('6♠'));
    expect(radio('6♠').getAttribute('aria-checked')).toBe('true');
    // From the contract shown: still doubled.
    expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe('6♠X: every result');
    expect(field().value).toBe('6♥X-3 v');
    expect(status().textContent).toContain('6♥X-3: −800');
    // The text changed: the grid follows it again.
    fireEvent.input(field(), { target: { value: '2D=' } });
    await waitFor(() => expect(radio('2♦').getAttribute('aria-checked')).toBe('true'));
    expect(radio('Undoubled').checked).toBe(true);
    // Cleared: the player's last click is theirs.
    fireEvent.input(field(), { target: { value: '' } });
    expect(radio('6♠').getAttribute('aria-checked')).toBe('true');
    expect(radio('Doubled').checked).toBe(true);
  });
});

describe('ScoreView: Copy score', () => {
  it('copies the number with a plain minus, and says Copied only while the score is the one copied', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    render(<ScoreView />);
    const field = screen.getByRole('textbox', { name: /Contract/ }) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '4SX-2 v' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Copy score' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy score' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy());
    expect(copied).toEqual(['-500']);
    fireEvent.input(field, { target: { value: '4SX-1 v' } });
    expect(screen.getByRole('button', { name: 'Copy score' })).toBeTruthy();
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
    await waitFor(() => expect(document.querySelector('table.pad tfoot')?.textContent).toBe('Total 100Total 150'));
  });

  it('adds a hand to the pad and refuses one without a result, keeping the text', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const field = (await screen.findByRole('textbox', { name: 'Contract and result' })) as HTMLInputElement;
    fireEvent.input(field, { target: { value: '4H' } });
    fireEvent.submit(field.form as HTMLFormElement);
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        '"4H": no result: add it to the contract (4H=, 4H-1) or give the tricks taken',
      ),
    );
    expect(field.value).toBe('4H');
    fireEvent.input(field, { target: { value: '4H=' } });
    fireEvent.submit(field.form as HTMLFormElement);
    await waitFor(() => expect(document.querySelector('table.pad tfoot')?.textContent).toBe('Total 120Total 0'));
    expect(screen.getAllByRole('status')[0]?.textContent).toContain('We vulnerable');
  });
});

describe('starting again', () => {
  it('a new rubber starts with nobody holding honors', async () => {
    render(<RubberView keeper={rubberKeeper(DEFAULT_OPTIONS)} />);
    const honors = (await screen.findByRole('combobox', { name: 'Honors' })) as HTMLSelectElement;
    fireEvent.change(honors, { target: { value: 'They:150' } });
    expect(honors.value).toBe('They:150');
    fireEvent.click(screen.getByRole('button', { name: 'New rubber' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(honors.value).toBe(''));
  });

  it('asks before starting a new match over one with results, and No keeps every entry', async () => {
    render(<ImpsView />);
    const cell = (await screen.findByRole('textbox', { name: 'Board 1 table 1' })) as HTMLInputElement;
    fireEvent.input(cell, { target: { value: '4S= N' } });
    await waitFor(() => expect(document.body.textContent).toContain('+420'));
    fireEvent.click(screen.getByRole('button', { name: 'Start a new match' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(cell.value).toBe('4S= N');
    fireEvent.input(screen.getByRole('textbox', { name: 'Match length' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start a new match' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Board 12 table 2' })).toBeTruthy());
    expect((screen.getByRole('textbox', { name: 'Board 1 table 1' }) as HTMLInputElement).value).toBe('');
  });
});

describe('ImpsView: Victory Points', () => {
  // The calculators are the IMPs tab's second part, a click away from the team match.
  const calculators = () => {
    const shown = render(<ImpsView />);
    fireEvent.click(screen.getByRole('tab', { name: 'IMP and VP calculators' }));
    return shown;
  };
  const type = (name: string, value: string) =>
    fireEvent.input(screen.getByRole('textbox', { name }), { target: { value } });
  const vpStatus = () =>
    screen.getAllByRole('status').find((s) => /VP|margin|boards/.test(s.textContent ?? '')) as HTMLElement;

  // Hand-worked from the WBF formula (see test/vp.test.ts): over 16 boards X = 60, and a margin of
  // X/3 = 20 is 15.00 exactly, 2X/3 = 40 is 18.09.
  it('turns a margin and a match length into both teams’ VPs, with the blitz', () => {
    calculators();
    type('IMP margin', '20');
    type('Boards', '16');
    expect(vpStatus().textContent).toBe(
      'Your team 15.00 VP, opponents 5.00 VP (WBF scale; over 16 boards a blitz is 60 IMPs)',
    );
    type('IMP margin', '−40');
    expect(vpStatus().textContent).toMatch(/^Your team 1\.91 VP, opponents 18\.09 VP/);
  });

  it('says what is wrong with a margin or a length, quoting it, and keeps the text', () => {
    calculators();
    type('Boards', '16');
    type('IMP margin', '12.5');
    expect(vpStatus().textContent).toBe('"12.5": an IMP margin is a whole number, such as 12 or -5');
    expect((screen.getByRole('textbox', { name: 'IMP margin' }) as HTMLInputElement).value).toBe('12.5');
    type('IMP margin', '12');
    type('Boards', '0');
    expect(vpStatus().textContent).toBe('"0": a match has a whole number of boards from 1 to 1000');
    type('Boards', 'sixteen');
    expect(vpStatus().textContent).toBe('"sixteen": the boards are a number, such as 16');
  });

  it('refuses a number beyond the safe range as such, quoting its head', () => {
    calculators();
    type('Boards', '16');
    type('IMP margin', '9'.repeat(50));
    expect(vpStatus().textContent).toBe(
      `"${'9'.repeat(40)}…": an IMP margin is out of range: a number here is at most 9007199254740991 either way`,
    );
  });

  it('keeps what was typed in both calculators for the next opening of the popup', async () => {
    const first = calculators();
    type('IMP margin', '7');
    type('Boards', '24');
    type('Table 1 N/S score or difference', '420');
    first.unmount();
    render(<ImpsView />);
    const value = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
    await waitFor(() => expect(value('Boards')).toBe('24'));
    expect(value('IMP margin')).toBe('7');
    expect(value('Table 1 N/S score or difference')).toBe('420');
  });

  it('keeps what the user typed when the stored draft arrives after it', async () => {
    await fakeBrowser.storage.local.set({ 'draft:vp-boards': '24' });
    calculators();
    type('Boards', '16');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((screen.getByRole('textbox', { name: 'Boards' }) as HTMLInputElement).value).toBe('16');
    expect(await fakeBrowser.storage.local.get('draft:vp-boards')).toEqual({ 'draft:vp-boards': '16' });
  });

  it('gives the four-board match its VPs once every board is scored', async () => {
    render(<ImpsView />);
    // Board 1 (none vulnerable): 4S= by N is +420 at table 1, 3S+1 by S +170 at table 2: 250 → 6 IMPs to A.
    // Boards 2–4 score the same at both tables. Over 4 boards X = 30, so +6 is
    // 10 + 10(1 − τ^(18/30))/(1 − τ³) = 13.28, and team B has 6.72.
    const cells = [
      ['4S= N', '3S+1 S'],
      ['100', '100'],
      ['-50', '-50'],
      ['620', '620'],
    ];
    await waitFor(() => screen.getByRole('textbox', { name: 'Board 1 table 1' }));
    cells.forEach(([t1, t2], i) => {
      type(`Board ${i + 1} table 1`, t1 as string);
      if (i < 3) expect(screen.queryByText(/Victory Points:/)).toBeNull();
      type(`Board ${i + 1} table 2`, t2 as string);
    });
    await waitFor(() =>
      expect(screen.getByText(/Total \+6 IMPs to Team A over 4 boards/).textContent).toContain(
        'Victory Points: Team A 13.28, Team B 6.72.',
      ),
    );
  });
});

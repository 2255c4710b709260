// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  formatProblem,
  type KeptSession,
  newBugger,
  newChicago,
  newRubber,
  type PlayedHand,
  parseHandLine,
  type RubberEvent,
} from '../../core/index';
import { PrintPage } from '../../extension/entrypoints/print/PrintPage';
import { csvFileName, csvOf, downloadCsv, keptInPlay, openPrint } from '../../extension/kinds/print';
import { writeAbout } from '../../extension/storage/history';
import { historyItem, printJobItem } from '../../extension/storage/items';
import { localItem } from '../../extension/storage/local-item';
import { NAMED_CHICAGO, NAMED_RUBBER, PLAYED_BUGGER, PLAYED_MATCH } from './played-sessions';

const played = (text: string): PlayedHand => {
  const read = parseHandLine(text);
  if (!read.ok || !('result' in read.value.hand)) throw new Error(`not a played hand: ${text}`);
  return read.value.hand;
};

// Two hands of docs/rules.md's worked rubber: We 3♠+1 (90 below, 30 above), They 4♥X−2 (300 to We).
const events: RubberEvent[] = [
  { type: 'hand', side: 'We', contract: played('3S+1') },
  { type: 'hand', side: 'They', contract: played('4HX-2') },
];
const rubber: KeptSession = {
  id: 'r1',
  kind: 'rubber',
  started: new Date(2026, 10, 29, 20, 0).toISOString(),
  ended: new Date(2026, 10, 30, 0, 30).toISOString(),
  names: ['Ann and Bob', 'Cat and Dan'],
  session: { ...newRubber(), events },
};

beforeEach(() => {
  fakeBrowser.reset();
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('keeping the current session', () => {
  it('makes a KeptSession of a keeper’s session: its kind from its format, its id and names as kept', async () => {
    await writeAbout('chicago', {
      id: 'in-play',
      started: '2026-11-30T10:00:00.000Z',
      names: ['Ann', 'Bob', 'Cy', 'Di'],
    });
    const kept = await keptInPlay(newChicago());
    expect(kept).toEqual({
      id: 'in-play',
      kind: 'chicago',
      started: '2026-11-30T10:00:00.000Z',
      names: ['Ann', 'Bob', 'Cy', 'Di'],
      session: newChicago(),
    });
    expect(await keptInPlay({ format: 'bridge-scorer/progressive', version: 1, settings: {}, events: [] })).toBeNull();
  });
});

describe('openPrint', () => {
  it('stores the session as the print job, then opens print.html in a new tab', async () => {
    await openPrint(rubber);
    expect(await printJobItem.getValue()).toEqual(rubber);
    const tabs = await fakeBrowser.tabs.query({});
    expect(tabs.map((tab) => tab.url)).toContain('chrome-extension://test-extension-id/print.html');
  });
});

describe('the CSV file', () => {
  it('is named by the kind, the day and the time the session started on this device', () => {
    // The issue's own: a rubber of 1 December 2026 started at 21:30.
    expect(csvFileName(NAMED_RUBBER)).toBe('rubber-2026-12-01-2130.csv');
    // Started 29 November at 20:00, put away after midnight: still the name it had in play.
    expect(csvFileName(rubber)).toBe('rubber-2026-11-29-2000.csv');
    const { started: _, ...ended } = rubber;
    expect(csvFileName(ended)).toBe('rubber-2026-11-30-0030.csv');
    const { ended: __, ...undated } = ended;
    expect(csvFileName({ ...undated, kind: 'bugger' }, [], new Date(2027, 0, 2, 9, 5))).toBe(
      'bugger-2027-01-02-0905.csv',
    );
  });

  it('is never the name of another session: one of the same minute takes -2, -3, in the order they started', () => {
    const at = (id: string, second: number, kind: KeptSession['kind'] = 'rubber') => ({
      id,
      kind,
      started: new Date(2026, 11, 1, 21, 30, second).toISOString(),
    });
    const [first, second, third] = [at('b', 5), at('a', 20), at('c', 40)];
    const all = [first, second, third];
    expect(all.map((kept) => csvFileName(kept, all))).toEqual([
      'rubber-2026-12-01-2130.csv',
      'rubber-2026-12-01-2130-2.csv',
      'rubber-2026-12-01-2130-3.csv',
    ]);
    // Another minute, or another kind, is another name already.
    expect(csvFileName(at('d', 5), [at('e', 5, 'chicago'), at('f', 60)])).toBe('rubber-2026-12-01-2130.csv');
  });

  it('takes -2 when History holds another session of that kind started in that minute', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    // Put away a few seconds into 21:30; the one in play started later in that minute.
    const earlier = { ...NAMED_RUBBER, id: 'earlier', started: new Date(2026, 11, 1, 21, 30, 2).toISOString() };
    await historyItem.setValue([earlier]);
    const inPlay = { ...NAMED_RUBBER, id: 'in-play', started: new Date(2026, 11, 1, 21, 30, 50).toISOString() };
    await writeAbout('rubber', { id: 'in-play', started: inPlay.started });
    expect(await downloadCsv(inPlay)).toEqual({ ok: true, value: 'rubber-2026-12-01-2130-2.csv' });
    expect(await downloadCsv(earlier)).toEqual({ ok: true, value: 'rubber-2026-12-01-2130.csv' });
  });

  it('is downloaded through an <a download>, UTF-8 with a byte-order mark, the table as CSV', async () => {
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:test';
    });
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    expect(await downloadCsv(rubber)).toEqual({ ok: true, value: 'rubber-2026-11-29-2000.csv' });
    expect(clicked).toEqual([{ download: 'rubber-2026-11-29-2000.csv', href: 'blob:test' }]);
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Hand,Dealer,Declarer,Contract,Honors,Ann and Bob above,Ann and Bob below,Cat and Dan above,Cat and Dan below,Ann and Bob,Cat and Dan\r\n' +
        '1,N,Ann and Bob,3S+1,,30,90,,,120,\r\n' +
        '2,E,Cat and Dan,4HX-2,,300,,,,300,\r\n' +
        'Total,,,,,330,90,0,0,420,0\r\n',
    );
    // Nothing is left in the page.
    expect(document.querySelector('a')).toBeNull();
  });

  it('is refused, in words, for a session that cannot be read, and nothing is downloaded', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const bad = { ...rubber, session: { ...rubber.session, events: [{ type: 'settle' }, { type: 'settle' }] } };
    expect(await downloadCsv(bad)).toEqual({ ok: false, error: 'event 2: the rubber was settled; start a new one' });
    expect(click).not.toHaveBeenCalled();
    expect((await csvOf({ ...rubber, kind: 'match' })).ok).toBe(false);
  });
});

describe('the print page', () => {
  const job = (value: unknown) => {
    const item = localItem<unknown>('print-job', null);
    void item.setValue(value);
    return item;
  };

  it('shows the title, the dates, the names, the pad with its totals and the rows', async () => {
    render(<PrintPage job={job(rubber)} now={new Date(2026, 11, 1)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rubber' })).toBeTruthy();
    expect(document.body.textContent).toContain('We: Ann and Bob · They: Cat and Dan');
    expect(document.body.textContent).toMatch(/Played .*2026.*, printed .*2026/);
    expect(document.querySelector('table.pad tfoot')?.textContent).toBe('Total 420Total 0');
    // The pad's columns and the rows' sides, as the players were named.
    expect([...document.querySelectorAll('table.pad thead th')].map((th) => th.textContent)).toEqual([
      'Ann and Bob',
      'Cat and Dan',
    ]);
    const rows = screen.getAllByRole('row').filter((row) => row.closest('table.rows'));
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      [
        'Hand',
        'Dealer',
        'Declarer',
        'Contract',
        'Honors',
        'Ann and Bob above',
        'Ann and Bob below',
        'Cat and Dan above',
        'Cat and Dan below',
        'Ann and Bob',
        'Cat and Dan',
      ],
      ['1', 'N', 'Ann and Bob', '3S+1', '', '30', '90', '', '', '120', ''],
      ['2', 'E', 'Cat and Dan', '4HX-2', '', '300', '', '', '', '300', ''],
      ['Total', '', '', '', '', '330', '90', '0', '0', '420', '0'],
    ]);
    await waitFor(() => expect(document.title).toBe('Rubber: Bridge Scorer'));
  });

  it('prints with the Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<PrintPage job={job(rubber)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows a Chicago and a Bugger game with their own pads', async () => {
    const chicago: KeptSession = { id: 'c', kind: 'chicago', session: newChicago() };
    render(<PrintPage job={job(chicago)} />);
    expect(await screen.findByRole('heading', { name: 'Chicago' })).toBeTruthy();
    expect(document.querySelector('table.chicago')).not.toBeNull();
    expect(document.body.textContent).toMatch(/^Chicago\s*Printed /);
    document.body.innerHTML = '';
    const game = newBugger({ players: ['Ann', 'Bob', 'Cat'] });
    if (!game.ok) throw new Error(formatProblem(game.error));
    render(<PrintPage job={job({ id: 'b', kind: 'bugger', session: game.value })} />);
    expect(await screen.findByRole('heading', { name: 'Bugger Bridge' })).toBeTruthy();
    expect(document.querySelector('table.sheet')).not.toBeNull();
  });

  it.each([
    [null, 'Nothing to print: press Print under a score sheet in the Bridge Scorer popup.'],
    ['text', 'The score sheet could not be printed: a kept session must be an object, not "text".'],
    [{ ...rubber, kind: 'poker' }, 'its kind must be rubber, chicago, bugger, match, not "poker"'],
    [
      { ...rubber, session: { ...rubber.session, events: [{ type: 'settle' }, { type: 'settle' }] } },
      'The score sheet could not be printed: event 2: the rubber was settled; start a new one.',
    ],
    [{ ...rubber, kind: 'match' }, 'this is a "bridge-scorer/rubber" session, not "bridge-scorer/team-match"'],
    [{ ...rubber, names: [7, 'Cat and Dan'] }, 'each name must be a text of at most 60 characters, not 7'],
  ])('says in words what is wrong with the job %j', async (stored, words) => {
    render(<PrintPage job={job(stored)} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(words));
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it.each([
    // Worded as History's result line: the totals, then who won (docs/rules.md's worked sessions).
    [NAMED_RUBBER, 'Nora & Sam 1830, Tom & Uma 510; Nora & Sam win by 1320'],
    [NAMED_CHICAGO, 'Nora & Sam 560, Tom & Uma 260; Nora & Sam win by 300'],
    [PLAYED_BUGGER, 'Ann 31, Bob 21, Cat 10; Ann wins'],
    [PLAYED_MATCH, 'Total +10 IMPs to Team A over 4 boards. Team A wins. Victory Points: Team A 15.00, Team B 5.00.'],
    // Two hands of a rubber: its totals so far, and that it was not played out.
    [rubber, 'Ann and Bob 420, Cat and Dan 0 (unfinished)'],
  ])('says who won under the title: %#', async (kept, line) => {
    render(<PrintPage job={job(kept)} />);
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('header .result')?.textContent).toBe(line);
  });

  it('writes a match’s VPs with two decimals in its rows, as its summary does, and right-aligned', async () => {
    render(<PrintPage job={job(PLAYED_MATCH)} />);
    await screen.findByRole('heading', { name: 'Team match' });
    // Said once, under the title, as for every kind: not again under the sheet.
    expect(document.body.textContent?.split('Victory Points: Team A 15.00, Team B 5.00.')).toHaveLength(2);
    const vp = [...document.querySelectorAll('table.rows tfoot tr')].at(-1);
    expect([...(vp?.children ?? [])].map((cell) => [cell.textContent, cell.className])).toEqual([
      ['Victory Points', ''],
      ['', 'text'],
      ['', 'text'],
      ['Team A', 'text'],
      ['15.00', ''],
      ['Team B', 'text'],
      ['5.00', ''],
      ['', 'text'],
      ['', 'text'],
      ['', 'text'],
    ]);
  });

  it('shows the names the players gave, by who they name', async () => {
    render(<PrintPage job={job({ ...rubber, names: ['', 'Cat and Dan'] })} />);
    await screen.findByRole('heading', { name: 'Rubber' });
    expect(document.body.textContent).toContain('They: Cat and Dan');
    expect(document.body.textContent).not.toContain('We:');
  });
});

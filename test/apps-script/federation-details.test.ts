// What a federation's results file (USEBIO) asks of an evening, through the built Code.js on the fake
// spreadsheet: event id, masterpoint scale and type, charge, contact and USEBIO version kept as labelled
// cells in row 1, refused when they cannot be kept (quoted, beside their field, nothing written), the
// club's own remembered for the next evening; and federationDetails for the lead's writer, for the
// evening's sheet and for a sheet imported from a PBN file.
import { beforeEach, describe, expect, it } from 'vitest';
import { readAboutCells } from '../../apps-script/pairs-evening/about';
import { federationDetails, isoDay } from '../../apps-script/pairs-evening/federation';
import { setupPairsEvening } from '../../apps-script/pairs-evening/setup';
import { importPbnResults } from '../../apps-script/pbn-import';
import { fakePropertiesService } from './fake-properties';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';
import { loadCode } from './load';
import { speak, unspeak } from './speaking-fixture';

let book: FakeSpreadsheet;
const properties = new Map<string, string>();
const { global: code } = loadCode({
  SpreadsheetApp: { getActiveSpreadsheet: () => book },
  LockService: { getDocumentLock: () => new FakeLock() },
  PropertiesService: fakePropertiesService(properties),
});
type Answer = { ok: boolean; message: string; field?: string; value?: { about: Record<string, string> | null } };
const call = <T = Answer>(name: string, ...args: unknown[]) => (code[name] as (...a: unknown[]) => T)(...args);
/** The document properties as federationDetails reads them, over the same map Code.js writes. */
const documentProperties = () => fakePropertiesService(properties).getDocumentProperties();

const MOVEMENT = { kind: 'Mitchell', pairs: '10', boardsPerRound: '2' };
const FEDERATION = {
  eventId: 'EX-2026-49',
  masterpointScale: 'EBU 2',
  masterpointType: 'Blue',
  charge: '12.5',
  contact: 'Jo Scorer, jo@example.org',
  usebioVersion: '1.3',
};
const TUESDAY = {
  ...MOVEMENT,
  name: 'Tuesday Pairs',
  date: '2026-12-01',
  club: 'Exeter BC',
  clubNumber: '1234',
  section: 'A',
  ...FEDERATION,
};
const row1 = () => book.values('Pairs evening')[0] ?? [];

beforeEach(() => {
  book = new FakeSpreadsheet();
  properties.clear();
});

describe("the federation's details of an evening", () => {
  it('are kept in row 1 after the name and place, a labelled cell each, and read back as given', () => {
    const answer = call('setUpPairsEvening', TUESDAY);
    expect(answer.ok).toBe(true);
    expect(row1().slice(2, 13)).toEqual([
      'Event: Tuesday Pairs',
      'Date: 2026-12-01',
      'Club: Exeter BC',
      'Club number: 1234',
      'Section: A',
      'Event id: EX-2026-49',
      'MP scale: EBU 2',
      'MP type: Blue',
      'Charge: 12.5',
      'Contact: Jo Scorer, jo@example.org',
      'USEBIO: 1.3',
    ]);
    const { kind: _, pairs: __, boardsPerRound: ___, ...about } = TUESDAY;
    expect(answer.value?.about).toEqual(about);
    expect(call<{ about: unknown }>('getPairsEvening').about).toEqual(about);
  });

  it('take a charge code of letters, one of digits, and 1.2 when no version is said', () => {
    for (const [charge, usebioVersion, cells] of [
      ['A3', '', ['Charge: A3', 'USEBIO: 1.2']],
      ['15', ' 1.2 ', ['Charge: 15', 'USEBIO: 1.2']],
      ['', '1.3', ['Charge:', 'USEBIO: 1.3']],
    ] as const) {
      book = new FakeSpreadsheet();
      expect(call('setUpPairsEvening', { ...TUESDAY, charge, usebioVersion }).ok).toBe(true);
      expect(row1().slice(10, 13)).toEqual([cells[0], 'Contact: Jo Scorer, jo@example.org', cells[1]]);
    }
  });

  it('refuse what cannot be kept, quoting it, beside its field, and write nothing', () => {
    const refused = (change: object) => call('setUpPairsEvening', { ...TUESDAY, ...change });
    expect(refused({ charge: '12,5' })).toEqual({
      ok: false,
      message: `"12,5": the charge is the federation’s charge code: a number (10, 12.5) or letters and digits (A3)`,
      field: 'charge',
    });
    expect(refused({ charge: 'A-3' })).toMatchObject({ ok: false, field: 'charge' });
    expect(refused({ charge: '12.505' })).toMatchObject({ ok: false, field: 'charge' });
    expect(refused({ usebioVersion: '2.0' })).toEqual({
      ok: false,
      message: '"2.0": the USEBIO version is 1.2 or 1.3',
      field: 'usebioVersion',
    });
    expect(refused({ usebioVersion: '1.21' })).toMatchObject({ ok: false, field: 'usebioVersion' });
    // 31 characters: one more than an event id takes.
    expect(refused({ eventId: 'E'.repeat(31) })).toEqual({
      ok: false,
      message: `"${'E'.repeat(31)}": the event id takes at most 30 characters`,
      field: 'eventId',
    });
    expect(refused({ masterpointType: 'Blue\nGreen' })).toEqual({
      ok: false,
      message: '"Blue\\nGreen": the masterpoint type is one line',
      field: 'masterpointType',
    });
    expect(refused({ masterpointScale: 'x'.repeat(21) })).toMatchObject({ ok: false, field: 'masterpointScale' });
    // A page of text pasted: refused with a short quote, not echoed whole.
    const long = refused({ contact: 'y'.repeat(50_000) });
    expect(long).toMatchObject({ ok: false, field: 'contact' });
    expect(long.message).toMatch(/^"y{20,80}…": the contact takes at most 100 characters$/);
    expect(long.message.length).toBeLessThan(200);
    expect(refused({ contact: 'Jo\r\nScorer' })).toMatchObject({ ok: false, field: 'contact' });
    expect(book.getSheetByName('Pairs evening')).toBeNull();
    expect(properties.size).toBe(0);
  });

  it('are refused in the spreadsheet’s language', () => {
    speak('de_DE');
    try {
      expect(setupPairsEvening(book, new FakeLock(), { ...TUESDAY, usebioVersion: '2.0' })).toEqual({
        ok: false,
        message: '"2.0": die USEBIO-Version ist 1.2 oder 1.3',
        field: 'usebioVersion',
      });
    } finally {
      unspeak();
    }
  });

  it('of an evening set up before them read blank, and a rename puts them in blank cells, never over a note', () => {
    // Row 1 as an evening set up before: the mark and settings, then the name and place alone.
    const before = [
      'Bridge Scorer · Pairs evening',
      'x',
      'Event: Old',
      'Date:',
      'Club: Exeter BC',
      'Club number:',
      'Section:',
    ];
    expect(readAboutCells(before)).toEqual({
      name: 'Old',
      date: '',
      club: 'Exeter BC',
      clubNumber: '',
      section: '',
      eventId: '',
      masterpointScale: '',
      masterpointType: '',
      charge: '',
      contact: '',
      usebioVersion: '',
    });
    expect(call('setUpPairsEvening', TUESDAY).ok).toBe(true);
    // Now as an older evening: its federation cells gone, a note of the director's in the first of them.
    book
      .getSheetByName('Pairs evening')
      ?.getRange(1, 8, 1, 6)
      .setValues([['my note', '', '', '', '', '']]);
    const renamed = call('renameEvening', { ...TUESDAY, eventId: 'EX-50', charge: 'B1' });
    expect(renamed.ok).toBe(true);
    expect(row1().slice(2, 14)).toEqual([
      'Event: Tuesday Pairs',
      'Date: 2026-12-01',
      'Club: Exeter BC',
      'Club number: 1234',
      'Section: A',
      'my note',
      'Event id: EX-50',
      'MP scale: EBU 2',
      'MP type: Blue',
      'Charge: B1',
      'Contact: Jo Scorer, jo@example.org',
      'USEBIO: 1.3',
    ]);
    // And a rename writes its own cells only, where they are.
    expect(call('renameEvening', { ...TUESDAY, masterpointType: 'Green', usebioVersion: '' }).ok).toBe(true);
    expect(row1().slice(7, 14)).toEqual([
      'my note',
      'Event id: EX-2026-49',
      'MP scale: EBU 2',
      'MP type: Green',
      'Charge: 12.5',
      'Contact: Jo Scorer, jo@example.org',
      'USEBIO: 1.2',
    ]);
  });
});

describe("the club's own details", () => {
  it('are remembered for the next evening, the event id not; a blank part forgets nothing', () => {
    expect(call('setUpPairsEvening', TUESDAY).ok).toBe(true);
    const remembered = {
      club: 'Exeter BC',
      clubNumber: '1234',
      masterpointScale: 'EBU 2',
      masterpointType: 'Blue',
      charge: '12.5',
      contact: 'Jo Scorer, jo@example.org',
      usebioVersion: '1.3',
    };
    expect(call('eveningClub')).toEqual(remembered);
    // The next evening's form left the charge and contact blank: what was known stays known.
    book = new FakeSpreadsheet();
    expect(
      call('setUpPairsEvening', { ...MOVEMENT, name: 'Friday', charge: '', contact: '', masterpointType: 'Green' }).ok,
    ).toBe(true);
    expect(call('eveningClub')).toEqual({ ...remembered, masterpointType: 'Green', usebioVersion: '1.2' });
  });

  it('stand in for the cells an older evening lacks, in the form; a part left blank stays blank', () => {
    expect(call('setUpPairsEvening', { ...TUESDAY, charge: '' }).ok).toBe(true);
    book
      .getSheetByName('Pairs evening')
      ?.getRange(1, 8, 1, 2)
      .setValues([['', '']]);
    // Event id and MP scale cells gone: the scale is the club's; the event id is no club's. Charge: is blank.
    const about = call<{ about: Record<string, string> }>('getPairsEvening').about;
    expect(about).toMatchObject({ eventId: '', masterpointScale: 'EBU 2', charge: '' });
  });
});

describe('federationDetails', () => {
  const evening = {
    clubName: 'Exeter BC',
    clubNumber: '1234',
    eventName: 'Tuesday Pairs',
    eventId: 'EX-2026-49',
    date: '2026-12-01',
    masterpointScale: 'EBU 2',
    masterpointType: 'Blue',
    charge: '12.5',
    contact: 'Jo Scorer, jo@example.org',
    usebioVersion: '1.3',
    section: 'A',
  };

  it("gives the evening's own from its row 1, as plain JSON", () => {
    expect(call('setUpPairsEvening', TUESDAY).ok).toBe(true);
    // Another club remembered since: the evening's row 1 is what it was played as.
    properties.set('bridgeScorer.club', 'Other BC');
    const details = federationDetails(book, 'Pairs evening', documentProperties());
    expect(details).toEqual(evening);
    expect(JSON.parse(JSON.stringify(details))).toEqual(details);
  });

  it('gives an imported sheet the remembered club with the event and date of its file', () => {
    expect(call('setUpPairsEvening', TUESDAY).ok).toBe(true);
    const pbn = [
      '[Event "Club Pairs"]\n[Date "2026.11.24"]\n[Board "1"]\n[Vulnerable "None"]\n[Dealer "N"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "10"]',
      '[Event "Club Pairs"]\n[Date "2026.11.24"]\n[Board "1"]\n[Vulnerable "None"]\n[Dealer "N"]\n[Declarer "N"]\n[Contract "4S"]\n[Result "11"]',
    ].join('\n\n');
    expect(importPbnResults(book, new FakeLock(), pbn).ok).toBe(true);
    expect(federationDetails(book, 'Results', documentProperties())).toEqual({
      ...evening,
      eventName: 'Club Pairs',
      eventId: '',
      date: '2026-11-24',
      section: '',
    });
  });

  it('gives a typed sheet, a sheet not there and an unknown day the club alone; 1.2 by default', () => {
    expect(federationDetails(book, 'Nowhere', documentProperties())).toEqual({
      clubName: '',
      clubNumber: '',
      eventName: '',
      eventId: '',
      date: '',
      masterpointScale: '',
      masterpointType: '',
      charge: '',
      contact: '',
      usebioVersion: '1.2',
      section: '',
    });
    properties.set('bridgeScorer.club', 'Exeter BC');
    book
      .insertSheet('Pairs results')
      .getRange(1, 1, 1, 3)
      .setValues([['Board', 'Vul', 'N/S pair']]);
    expect(federationDetails(book, 'Pairs results', documentProperties())).toMatchObject({
      clubName: 'Exeter BC',
      eventName: '',
      date: '',
    });
    book
      .insertSheet('Results')
      .getRange(1, 1, 2, 4)
      .setValues([
        ['Bridge Scorer · Results', 'Club Pairs', '2026.??.??', ''],
        ['Board', 'N/S pair', 'E/W pair', 'N/S score'],
      ]);
    // A sheet published from another (Ranking) has its mark and a title line, but no results' headers.
    book
      .insertSheet('Ranking')
      .getRange(1, 1, 2, 3)
      .setValues([
        ['Bridge Scorer · Ranking', 'Club Pairs · 2026.11.24', '2026.11.24'],
        ['Place', 'Pair', 'Names'],
      ]);
    expect(federationDetails(book, 'Ranking', documentProperties())).toMatchObject({ eventName: '', date: '' });
    expect(federationDetails(book, 'Results', documentProperties())).toMatchObject({
      eventName: 'Club Pairs',
      date: '',
    });
    expect([isoDay('2026.02.29'), isoDay('2028.02.29'), isoDay('2026-12-01'), isoDay('1/12/2026')]).toEqual([
      '',
      '2028-02-29',
      '2026-12-01',
      '',
    ]);
  });
});

// PENDING the NOTATION merge (parseHandRow(fields, { notation })): move to
// test/apps-script/notation-language.test.ts once the core reads a notation. Contracts in the
// spreadsheet's notation, through the built Code.js; expected scores from the Laws' scoring table.
import { describe, expect, it } from 'vitest';
import { loadCode } from './load';

function spreadsheetIn(locale: string, properties: Record<string, string> = {}) {
  const { global } = loadCode({
    SpreadsheetApp: { getActiveSpreadsheet: () => ({ getSpreadsheetLocale: () => locale }) },
    PropertiesService: { getDocumentProperties: () => ({ getProperty: (key: string) => properties[key] ?? null }) },
  });
  return (name: string, ...args: unknown[]) => (global[name] as (...a: unknown[]) => unknown)(...args);
}

describe('BRIDGESCORE reads the spreadsheet’s notation', () => {
  it('French: 4P= 420, 3SA+1 430', () => {
    const call = spreadsheetIn('fr_FR');
    expect(call('BRIDGESCORE', '4P=', '', false)).toBe(420);
    expect(call('BRIDGESCORE', '3SA+1', '', false)).toBe(430);
  });
  it('German: 4P= 420, 5K= v 600', () => {
    const call = spreadsheetIn('de_DE');
    expect(call('BRIDGESCORE', '4P=', '', false)).toBe(420);
    expect(call('BRIDGESCORE', '5K= v')).toBe(600);
  });
  it('Dutch: 3R= 110, 3SA+1 430; Italian 5Q= v 600', () => {
    expect(spreadsheetIn('nl_NL')('BRIDGESCORE', '3R=', '', false)).toBe(110);
    expect(spreadsheetIn('nl_NL')('BRIDGESCORE', '3SA+1', '', false)).toBe(430);
    expect(spreadsheetIn('it_IT')('BRIDGESCORE', '5Q= v')).toBe(600);
  });
  it('the setting overrides the locale: an English notation in a French spreadsheet reads 4S', () => {
    expect(spreadsheetIn('fr_FR', { 'bridgeScorer.notation': 'en' })('BRIDGESCORE', '4S=', '', false)).toBe(420);
    expect(spreadsheetIn('en_US', { 'bridgeScorer.notation': 'fr' })('BRIDGESCORE', '4P=', '', false)).toBe(420);
  });
  it('a refusal is worded in French (once core/i18n/problems/fr.ts words the code)', () => {
    const call = spreadsheetIn('fr_FR');
    expect(() => call('BRIDGESCORE', '8P=', '', false)).toThrow(/^"8P=" : /);
    // The message's words come from PROBLEMS.fr; not the English "level must be".
    expect(() => call('BRIDGESCORE', '8P=', '', false)).not.toThrow(/must be/);
  });
});

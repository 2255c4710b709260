// The import dialog's file as its bytes come (issue 45, item 12): decoded line by line, and nothing
// longer than a Sheets cell written.
import { describe, expect, it } from 'vitest';
import { importPbnBytes, importPbnResults } from '../../apps-script/pbn-import';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';

const game = (board: number, north: string, contract: string, tricks: number) =>
  [
    `[Board "${board}"]`,
    `[North "${north}"]`,
    '[South "Bjørg"]',
    '[East "Åse"]',
    '[West "Per"]',
    '[Dealer "N"]',
    '[Vulnerable "None"]',
    '[Declarer "N"]',
    `[Contract "${contract}"]`,
    `[Result "${tricks}"]`,
  ].join('\r\n');

/** Text as a page hands it over: UTF-8 bytes, one character a byte, but the lines given as Latin-1. */
function binaryOf(lines: readonly string[], latin1Lines: readonly number[]): string {
  return lines
    .map((line, i) => {
      const bytes = latin1Lines.includes(i + 1)
        ? Array.from(line, (char) => char.charCodeAt(0))
        : Array.from(new TextEncoder().encode(line));
      return String.fromCharCode(...bytes);
    })
    .join('\r\n');
}

describe('a file decoded line by line', () => {
  it('keeps the UTF-8 names of a file whose one line is Latin-1, and names that line', () => {
    const lines = [game(1, 'Ljønes', '4S', 10), '', game(1, 'Øygard', '4S', 9)].join('\r\n').split('\r\n');
    const latin = lines.indexOf('[North "Øygard"]') + 1;
    const ss = new FakeSpreadsheet();
    const answer = importPbnBytes(ss, new FakeLock(), binaryOf(lines, [latin]));
    expect(answer.ok).toBe(true);
    expect(answer.message).toContain(`Read as Windows-1252 (ISO-8859-1), since not UTF-8: line ${latin}.`);
    const names = ss.values('Pairs').map((row) => row[2]);
    // Read whole as Latin-1 (as before), every UTF-8 ø and Å would come out as two characters.
    expect(names).toEqual(expect.arrayContaining(['Ljønes - Bjørg', 'Øygard - Bjørg', 'Åse - Per']));
  });

  it('says nothing of the decoding of a file that is UTF-8 throughout', () => {
    const binary = binaryOf([game(1, 'Ljønes', '4S', 10)], []);
    const answer = importPbnBytes(new FakeSpreadsheet(), new FakeLock(), binary);
    expect(answer.ok).toBe(true);
    expect(answer.message).not.toContain('Windows-1252');
  });
});

describe('a cell longer than Sheets keeps', () => {
  it('is cut with an ellipsis, the rest of the import written, and the answer names it', () => {
    const long = 'x'.repeat(60_000);
    const ss = new FakeSpreadsheet();
    const answer = importPbnResults(
      ss,
      new FakeLock(),
      [game(1, long, '4S', 10), game(1, 'Ann', '4S', 9)].join('\r\n\r\n'),
    );
    expect(answer.ok, answer.message).toBe(true);
    const cell = String(ss.values('Pairs').find((row) => String(row[2]).startsWith('xxx'))?.[2]);
    expect(cell.length).toBeLessThanOrEqual(50_000);
    expect(cell.endsWith('…')).toBe(true);
    expect(answer.message).toMatch(
      /1 cell was longer than Sheets keeps \(50,000 characters\) and cut short with …: Pairs!C\d+\./,
    );
    // Every record is there: the write did not stop part-way.
    expect(ss.values('Results').slice(2)).toHaveLength(2);
  });
});

describe('a deal the solver refuses', () => {
  it('says in the Par cell why its board has no par: a hand of 14 cards and one of 12', () => {
    // North 14 cards, East 12: one card of East's dealt to North.
    const deal = 'N:AKQJ.AKQ.AK.AKQ92 T987.JT9.QJT.JT 6543.876.987.876 2.5432.65432.543';
    const text = [
      '[Board "1"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      `[Deal "${deal}"]`,
      '[North "Ann"]',
      '[South "Bob"]',
      '[East "Cat"]',
      '[West "Dan"]',
      '[Declarer "N"]',
      '[Contract "7S"]',
      '[Result "13"]',
    ].join('\n');
    const ss = new FakeSpreadsheet();
    const answer = importPbnResults(ss, new FakeLock(), text);
    expect(answer.ok, answer.message).toBe(true);
    const [head, row] = ss.values('Results').slice(1);
    const par = String(row?.[(head as unknown[]).indexOf('Par')]);
    expect(par).not.toBe('');
    expect(par).toMatch(/14 cards/);
  });
});

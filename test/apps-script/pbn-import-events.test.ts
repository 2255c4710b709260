// The import of a file holding two sessions (issue 45, item 4): each event its own sheets, said.
import { describe, expect, it } from 'vitest';
import { importPbnResults } from '../../apps-script/pbn-import';
import { FakeLock, FakeSpreadsheet } from './fake-spreadsheet';

const game = (event: string, deal: string, contract: string, tricks: number, north: string) =>
  [
    `[Event "${event}"]`,
    '[Date "2024.06.03"]',
    '[Board "1"]',
    `[North "${north}"]`,
    '[South "bob"]',
    '[East "cat"]',
    '[West "dan"]',
    '[Dealer "N"]',
    '[Vulnerable "None"]',
    `[Deal "${deal}"]`,
    '[Declarer "N"]',
    `[Contract "${contract}"]`,
    `[Result "${tricks}"]`,
  ].join('\n');
const DEAL_A = 'N:AKQJ.AKQ.AK.AKQ2 T987.JT9.QJT.JT9 6543.876.987.876 2.5432.65432.543';
const DEAL_B = 'N:2.5432.65432.543 AKQJ.AKQ.AK.AKQ2 T987.JT9.QJT.JT9 6543.876.987.876';

describe('a file of two events', () => {
  it('imports each into its own Results sheet and says so, never matchpointing one against the other', () => {
    const ss = new FakeSpreadsheet();
    const text = [
      game('Afternoon', DEAL_A, '1S', 7, 'ann'),
      game('Afternoon', DEAL_A, '1S', 8, 'eve'),
      game('Evening', DEAL_B, '7S', 13, 'ann'),
      game('Evening', DEAL_B, '7S', 12, 'eve'),
    ].join('\n\n');
    const answer = importPbnResults(ss, new FakeLock(), text);
    expect(answer.ok).toBe(true);
    expect(answer.message).toMatch(/^The file holds 2 events, each imported on its own/);
    expect(answer.message).toContain('"Afternoon, 2024.06.03": Imported 2 records into "Results"');
    expect(answer.message).toContain('"Evening, 2024.06.03": Imported 2 records into "Results 2"');
    // Each board 1 against its own deal's results: 1S+1 beats 1S= (2 of 2), 7S= beats 7S-1.
    const nsPercents = (sheet: string) =>
      ss
        .values(sheet)
        .slice(2)
        .map((row) => row[11]);
    expect(nsPercents('Results')).toEqual([0, 100]);
    expect(nsPercents('Results 2')).toEqual([100, 0]);
  });
});

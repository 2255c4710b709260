import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextSeat } from '../../../core/base/index';
import {
  boardToPbn,
  checkAuction,
  countTricks,
  formatContract,
  formatPbn,
  formatProblem,
  isPassedOut,
  type PbnBoard,
  parsePbn,
  playOrderFromRows,
  readPbnBoard,
  scoreTable,
} from '../../../core/index';
import { type PbnGame, pbnTag } from '../../../core/table/pbn/index';
import { BBO } from '../../fixtures/paths';
import { worded } from '../../support';

interface Record {
  readonly where: string;
  readonly game: PbnGame;
  readonly board: PbnBoard;
}

const records: Record[] = readdirSync(BBO)
  .filter((name) => name.endsWith('.pbn'))
  .sort()
  .flatMap((name) => {
    const parsed = parsePbn(readFileSync(join(BBO, name), 'utf8'));
    if (!parsed.ok) throw new Error(`${name}: ${formatProblem(parsed.error)}`);
    return parsed.value.map((game) => {
      const board = readPbnBoard(game);
      if (!board.ok) throw new Error(`${name}: ${formatProblem(board.error)}`);
      return { where: `${name} line ${game.line}`, game, board: board.value };
    });
  });

describe('the BBO tournament records', () => {
  it('read a board passed out with BBO\'s [Result "0"] as passed out (the hand-row reader refuses a result beside a pass)', () => {
    const passed = records.filter((r) => pbnTag(r.game, 'Contract') === 'Pass' && pbnTag(r.game, 'Result') === '0');
    expect(passed.length).toBeGreaterThan(0);
    for (const { board } of passed) expect(board.contract !== undefined && isPassedOut(board.contract)).toBe(true);
  });

  it('are all read: 296 records, 294 with a score', () => {
    expect(records).toHaveLength(296);
    expect(records.filter((r) => r.board.score !== undefined)).toHaveLength(294);
  });

  it('each auction yields the recorded contract and declarer', () => {
    const wrong: string[] = [];
    for (const { where, game, board } of records) {
      const auction = board.auction;
      if (auction === undefined || board.contract === undefined) {
        wrong.push(`${where}: no auction or contract`);
        continue;
      }
      const outcome = checkAuction(auction.dealer, auction.calls);
      if (!outcome.ok) {
        wrong.push(`${where}: ${formatProblem(outcome.error)}`);
        continue;
      }
      const recorded = pbnTag(game, 'Contract');
      if (outcome.value.status === 'open') wrong.push(`${where}: auction still open, recorded ${recorded}`);
      else if (outcome.value.status === 'passed-out') {
        if (!isPassedOut(board.contract)) wrong.push(`${where}: passed out, recorded ${recorded}`);
      } else {
        const { level, strain, doubling, declarer } = outcome.value.contract;
        const got = `${formatContract({ level, strain, doubling })} by ${declarer}`;
        const want = `${recorded} by ${pbnTag(game, 'Declarer')}`;
        if (got !== want) wrong.push(`${where}: auction gives ${got}, recorded ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('each auction starts with the recorded dealer', () => {
    for (const { board } of records) expect(board.auction?.dealer).toBe(board.dealer);
  });

  it('the play is legal, starts left of declarer, and where complete its tricks equal [Result]', () => {
    const wrong: string[] = [];
    let complete = 0;
    for (const { where, board } of records) {
      const { contract, deal, play } = board;
      if (contract === undefined || isPassedOut(contract) || deal === undefined || play === undefined) continue;
      if (contract.declarer === undefined || contract.result === undefined) {
        wrong.push(`${where}: no declarer or result`);
        continue;
      }
      if (play.leader !== nextSeat(contract.declarer))
        wrong.push(`${where}: ${play.leader} led, declarer ${contract.declarer}`);
      const order = playOrderFromRows(play.leader, contract.strain, play.rows);
      const counted = countTricks(deal, contract.declarer, contract.strain, order);
      if (!counted.ok) {
        wrong.push(`${where}: ${formatProblem(counted.error)}`);
        continue;
      }
      const side = contract.declarer === 'N' || contract.declarer === 'S' ? 'NS' : 'EW';
      const taken = counted.value.tricks[side];
      const recorded = contract.level + 6 + contract.result;
      if (counted.value.complete) {
        complete++;
        if (taken !== recorded) wrong.push(`${where}: play gives ${taken} tricks, recorded ${recorded}`);
      } else if (taken > recorded || counted.value.tricks[side === 'NS' ? 'EW' : 'NS'] > 13 - recorded) {
        wrong.push(`${where}: a claim for ${recorded} after ${JSON.stringify(counted.value.tricks)} cannot stand`);
      }
    }
    expect(wrong).toEqual([]);
    // Most records were played out; the rest stop at a claim.
    expect(complete).toBeGreaterThan(100);
  });

  it('the score of the recorded contract and result equals the recorded [Score], all 294', () => {
    const wrong: string[] = [];
    let matched = 0;
    for (const { where, board } of records) {
      if (board.score === undefined) continue;
      if (board.contract === undefined || board.vulnerability === undefined) {
        wrong.push(`${where}: no contract or vulnerability`);
        continue;
      }
      const table = scoreTable(board.contract, board.vulnerability);
      if (!table.ok) wrong.push(`${where}: ${formatProblem(table.error)}`);
      else if (table.value.ns !== board.score) {
        wrong.push(
          `${where}: ${formatContract(board.contract)} ${board.vulnerability} scores ${table.value.ns}, recorded ${board.score}`,
        );
      } else matched++;
    }
    expect(wrong).toEqual([]);
    expect(matched).toBe(294);
  });
});

const withoutLines = (game: PbnGame) => game.tags.map(({ name, value, section }) => ({ name, value, section }));

describe('writing PBN', () => {
  it('formatPbn then parsePbn gives every BBO file’s games back, tag by tag', () => {
    for (const name of readdirSync(BBO).filter((n) => n.endsWith('.pbn'))) {
      const read = parsePbn(readFileSync(join(BBO, name), 'utf8'));
      if (!read.ok) throw new Error(formatProblem(read.error));
      const again = parsePbn(formatPbn(read.value));
      if (!again.ok) throw new Error(`${name}: ${formatProblem(again.error)}`);
      // The same tags, values and sections; only the line numbers, which say where a tag stood, move.
      expect(again.value.map(withoutLines)).toEqual(read.value.map(withoutLines));
    }
  });

  it('boardToPbn writes a board that readPbnBoard reads back the same, for all 296 records', () => {
    for (const { where, board } of records) {
      const written = parsePbn(formatPbn([boardToPbn(board)]));
      if (!written.ok) throw new Error(`${where}: ${formatProblem(written.error)}`);
      expect(readPbnBoard(written.value[0] as PbnGame), where).toEqual({ ok: true, value: board });
    }
  });

  it('escapes quotes and backslashes in tag values', () => {
    const game = { tags: [{ name: 'Event', value: 'The "Club" \\ night', section: [] }], line: 1 };
    const again = parsePbn(formatPbn([game]));
    expect(again.ok && withoutLines(again.value[0] as PbnGame)).toEqual(game.tags);
  });

  it('reads a leading zero on a board number, a lower-case x, and a record with no contract', () => {
    const games = parsePbn(
      '[Board "01"]\n[Contract "4sx"]\n[Declarer "N"]\n[Result "8"]\n\n[Board "02"]\n[Contract ""]\n',
    );
    if (!games.ok) throw new Error(formatProblem(games.error));
    expect(readPbnBoard(games.value[0] as PbnGame)).toMatchObject({
      ok: true,
      value: { board: 1, contract: { level: 4, strain: 'S', doubling: 'X', result: -2 } },
    });
    expect(readPbnBoard(games.value[1] as PbnGame)).toEqual({ ok: true, value: { board: 2 } });
  });
});

describe('parsePbn on what other exporters write', () => {
  it('reads CRLF, comments, a game without a blank line before the next, and notes in the auction', () => {
    const text = [
      '% exported by hand',
      '[Event "Club"]',
      '[Board "3"] ; a comment',
      '[Dealer "S"]',
      '[Vulnerable "EW"]',
      '[Contract "3NTX"]',
      '[Declarer "W"]',
      '[Result "7"]',
      '[Score "EW -500"]',
      '[Auction "S"]',
      '1C =1= 1NT! Pass {a comment',
      'that goes on} 3NT',
      'X AP',
      '[Note "1:could be short"]',
      '[Event "Club"]',
      '[Board "4"]',
      '[Contract "Pass"]',
    ].join('\r\n');
    const games = parsePbn(text);
    if (!games.ok) throw new Error(formatProblem(games.error));
    expect(games.value).toHaveLength(2);
    const board = readPbnBoard(games.value[0] as PbnGame);
    expect(board).toMatchObject({
      ok: true,
      value: {
        board: 3,
        dealer: 'S',
        vulnerability: 'EW',
        score: 500,
        contract: { level: 3, strain: 'NT', doubling: 'X', declarer: 'W', result: -2 },
      },
    });
    if (!board.ok || board.value.auction === undefined) throw new Error('the auction was not read');
    const outcome = checkAuction(board.value.auction.dealer, board.value.auction.calls);
    expect(outcome).toMatchObject({
      ok: true,
      value: { status: 'complete', contract: { declarer: 'W', doubling: 'X' } },
    });
    expect(readPbnBoard(games.value[1] as PbnGame)).toMatchObject({
      ok: true,
      value: { board: 4, contract: { passedOut: true } },
    });
  });

  it('names a malformed tag line and a bad tag value', () => {
    expect(worded(parsePbn('[Board 3]'))).toMatchObject({
      ok: false,
      error: { message: '"[Board 3]": a tag is written [Name "value"] (line 1)' },
    });
    const games = parsePbn('[Board "3"]\n[Contract "9S"]');
    expect(worded(games.ok && readPbnBoard(games.value[0] as PbnGame))).toMatchObject({
      ok: false,
      error: { message: '"9S": level must be 1–7 (line 2, [Contract])' },
    });
    const badResult = parsePbn('[Contract "4S"]\n[Result "15"]');
    expect(worded(badResult.ok && readPbnBoard(badResult.value[0] as PbnGame))).toMatchObject({
      ok: false,
      error: { message: '"15": the result must be the tricks declarer took, 0–13 (line 2, [Result])' },
    });
  });
});

describe('parsePbn on untidy and broken files', () => {
  const boardOf = (text: string) => {
    const games = parsePbn(text);
    if (!games.ok) throw new Error(formatProblem(games.error));
    return readPbnBoard(games.value[0] as PbnGame);
  };

  it('reads a tag after a comment on the same line, and two tags on one line', () => {
    expect(boardOf('[Board "1"] [Dealer "E"]\n{played at table 3} [Contract "4S"]\n[Declarer "N"]')).toMatchObject({
      ok: true,
      value: { board: 1, dealer: 'E', contract: { level: 4, strain: 'S', declarer: 'N' } },
    });
  });

  it('names the line of a comment that is never closed, of a tag without its [, and of stray text', () => {
    expect(worded(parsePbn('[Board "1"]\n{cut off here\n[Contract "4S"]\n'))).toMatchObject({
      ok: false,
      error: { message: '"{cut off here": this comment is never closed (line 2)' },
    });
    expect(worded(parsePbn('[Board "1"]\nContract "4S"]\n'))).toMatchObject({
      ok: false,
      error: { message: '"Contract \\"4S\\"]": a tag starts with [ (line 2)' },
    });
    expect(worded(parsePbn('[Board "1"]\n\nhello\n[Board "2"]'))).toMatchObject({
      ok: false,
      error: { message: '"hello": this text belongs to no tag (line 3)' },
    });
  });

  it('names the line and the tag of every bad value', () => {
    const text = '[Board "7"]\n[Vulnerable "Nonee"]\n';
    expect(worded(boardOf(text))).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^"Nonee": .* \(line 2, \[Vulnerable\]\)$/) },
    });
    const deal = parsePbn('[Board "7"]\n\n[Board "8"]\n[Deal "N:AKX.. . ."]');
    expect(worded(deal.ok && readPbnBoard(deal.value[1] as PbnGame))).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/\(line 4, \[Deal\]\)$/) },
    });
    expect(worded(boardOf('[Board "1"]\n[Auction "N"]\n1S Pass\n9S'))).toMatchObject({
      ok: false,
      error: { message: '"9S": level must be 1–7 (in the [Auction] section from line 2)' },
    });
  });

  it('reads a file that starts with a byte-order mark, and an indented % line before the first tag', () => {
    expect(boardOf('\uFEFF% PBN 2.1\n  % exported by hand\n[Board "5"]')).toEqual({ ok: true, value: { board: 5 } });
  });

  it('takes a result in digits only: a blank is not 0 tricks, nor 0xA ten', () => {
    for (const text of [' ', '0xA', '1e1', '14'])
      expect(worded(boardOf(`[Contract "4S"]\n[Declarer "N"]\n[Result "${text}"]`)), text).toMatchObject({
        ok: false,
        error: { message: `"${text}": the result must be the tricks declarer took, 0–13 (line 3, [Result])` },
      });
  });

  it('refuses to write what PBN cannot carry, rather than a file that reads back otherwise', () => {
    const game = (value: string, section: string[]) => ({ tags: [{ name: 'Note', value, section }], line: 1 });
    expect(() => formatPbn([game('two\nlines', [])])).toThrow(RangeError);
    for (const token of ['a;b', '{c', '[d', 'e f', ''])
      expect(() => formatPbn([game('1', [token])]), token).toThrow(/cannot be written as one PBN section token/);
    for (const name of ['', 'Two Words', 'A]"'])
      expect(() => formatPbn([{ tags: [{ name, value: '1', section: [] }], line: 1 }]), name).toThrow(/tag name/);
    const twice = { name: 'Board', value: '1', section: [] };
    expect(() => formatPbn([{ tags: [twice, twice], line: 1 }])).toThrow('[Board]: a game holds one tag of a name');
  });

  it('takes a board number in decimal digits only', () => {
    expect(worded(boardOf('[Board "1234567890"]'))).toMatchObject({
      ok: false,
      error: { message: '"1234567890": a board number has at most 9 digits (line 1, [Board])' },
    });
    for (const text of ['0x10', '1e1', '-3', '0', '2.5'])
      expect(worded(boardOf(`[Board "${text}"]`)), text).toMatchObject({
        ok: false,
        error: { message: `"${text}": a board number must be a whole number from 1 (line 1, [Board])` },
      });
    expect(boardOf('[Board "007"]')).toEqual({ ok: true, value: { board: 7 } });
  });

  it('writes a section line that starts with % so that it does not read back as a comment', () => {
    const game = { tags: [{ name: 'Note', value: '1', section: ['%', 'x'] }], line: 1 };
    const again = parsePbn(formatPbn([game]));
    expect(again.ok && again.value[0]?.tags[0]?.section).toEqual(['%', 'x']);
  });
});

describe('the double-dummy table of a record', () => {
  it('reads [OptimumResultTable] into plain rows', () => {
    const withTable = records.find((r) => r.board.optimum !== undefined);
    expect(withTable?.board.optimum).toHaveLength(20);
    expect(withTable?.board.optimum?.[0]).toMatchObject({ declarer: 'N', strain: 'NT' });
    expect(withTable && pbnTag(withTable.game, 'OptimumResultTable')).toBe('Declarer;Denomination\\2R;Result\\2R');
  });

  it('reads [OptimumScore] as the par in the N/S view, either side written, and writes it back', () => {
    const boardOf = (tag: string) => {
      const games = parsePbn(`[Board "1"]\n[OptimumScore "${tag}"]`);
      return games.ok ? readPbnBoard(games.value[0] as PbnGame) : games;
    };
    expect(boardOf('NS 420')).toEqual({ ok: true, value: { board: 1, optimumScore: 420 } });
    expect(boardOf('EW 100')).toEqual({ ok: true, value: { board: 1, optimumScore: -100 } });
    const written = parsePbn(formatPbn([boardToPbn({ board: 1, optimumScore: -1510 })]));
    expect(written.ok && pbnTag(written.value[0] as PbnGame, 'OptimumScore')).toBe('NS -1510');
    expect(worded(boardOf('par 420'))).toMatchObject({
      ok: false,
      error: { message: '"par 420": a score is written "NS 420", "EW -50" or a number (line 2, [OptimumScore])' },
    });
  });

  it('names a row that is not a declarer, a strain and a number of tricks', () => {
    const games = parsePbn('[Board "1"]\n[OptimumResultTable "x"]\nN NT 14\n');
    expect(worded(games.ok && readPbnBoard(games.value[0] as PbnGame))).toMatchObject({
      ok: false,
      error: { message: '"N NT 14": each row is a declarer, a strain and 0–13 tricks (line 2, [OptimumResultTable])' },
    });
  });
});

// Deals as players bring them: BBO hand-viewer links (LIN), PBN deals and games, four typed hands. The
// LIN texts below were written by hand from boards 1 and 2 of a BBO record in test/fixtures/bbo, by
// LIN's rules (the dealer's digit 1 = S, 2 = W, 3 = N, 4 = E; the hands in the order S, W, N, E), so
// each must read as the deal, dealer and vulnerability the record's own tags give.
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../core/base/problem';
import { formatDeal, parseDeal } from '../../../core/table/card';
import { readDealText, readHands } from '../../../core/table/deal-text';
import { formatLinDeal, parseLinDeal } from '../../../core/table/lin';

// Board 1: dealer N, none vulnerable; board 2: dealer E, N/S vulnerable.
const BOARD_1 = 'W:82.AJ4.A854.A852 KJ9.KT653.JT.KT9 AQT65..Q9762.QJ3 743.Q9872.K3.764';
const BOARD_2 = 'W:74.943.AQ72.QJ87 K.AQ82.9853.K953 T92.KJ5.J64.AT64 AQJ8653.T76.KT.2';
const LIN_1 = 'md|3S743HQ9872DK3C764,S82HAJ4DA854CA852,SKJ9HKT653DJTCKT9,SAQT65HDQ9762CQJ3|sv|o|ah|Board 1|';
// As BBO's hand viewer links it: URL-encoded, East left out.
const LINK_2 =
  'https://www.bridgebase.com/tools/handviewer.html?lin=md%7C4SAQJ8653HT76DKTC2%2CS74H943DAQ72CQJ87%2CSKHAQ82D9853CK953%2C%7Csv%7Cn%7Cah%7CBoard%202%7C';

const dealOf = (pbn: string) => {
  const deal = parseDeal(pbn);
  if (!deal.ok) throw new Error(pbn);
  return deal.value;
};
const reason = (result: { ok: boolean; error?: unknown }) =>
  result.ok ? 'read' : formatProblem(result.error as Parameters<typeof formatProblem>[0]);

describe('a BBO deal (LIN)', () => {
  it('reads LIN text: the hands S, W, N, E after the dealer digit, the vulnerability and the board', () => {
    const read = parseLinDeal(LIN_1);
    expect(read.ok && read.value).toEqual({ deal: dealOf(BOARD_1), dealer: 'N', vulnerability: 'None', board: 1 });
  });

  it('reads a hand-viewer link, URL-encoded, East left out as the other 13 cards', () => {
    const read = parseLinDeal(LINK_2);
    expect(read.ok && read.value).toEqual({ deal: dealOf(BOARD_2), dealer: 'E', vulnerability: 'NS', board: 2 });
    // A link as a browser's address bar may leave it, the bars and commas plain.
    const plain = parseLinDeal(decodeURIComponent(LINK_2));
    expect(plain.ok && formatDeal(plain.value.deal, 'W')).toBe(BOARD_2);
  });

  it('reads each dealer digit, each vulnerability letter, lower case and 10 for the ten', () => {
    const dealers = ['1', '2', '3', '4'].map((d) => {
      const read = parseLinDeal(LIN_1.replace('md|3', `md|${d}`));
      return read.ok && read.value.dealer;
    });
    expect(dealers).toEqual(['S', 'W', 'N', 'E']);
    const vulnerabilities = ['o', 'n', 'e', 'b', '0', 'B'].map((v) => {
      const read = parseLinDeal(LIN_1.replace('sv|o|', `sv|${v}|`));
      return read.ok && read.value.vulnerability;
    });
    expect(vulnerabilities).toEqual(['None', 'NS', 'EW', 'All', 'None', 'All']);
    const lower = parseLinDeal(LIN_1.toLowerCase().replace('cqj3', 'cqj3').replace('kt653', 'k10653'));
    expect(lower.ok && formatDeal(lower.value.deal, 'W')).toBe(BOARD_1);
  });

  it('writes LIN that reads back as the same record', () => {
    const record = { deal: dealOf(BOARD_2), dealer: 'E', vulnerability: 'NS', board: 2 } as const;
    expect(formatLinDeal(record)).toBe(
      'md|4SAQJ8653HT76DKTC2,S74H943DAQ72CQJ87,SKHAQ82D9853CK953,ST92HKJ5DJ64CAT64|sv|n|ah|Board 2|',
    );
    const back = parseLinDeal(formatLinDeal(record));
    expect(back.ok && back.value).toEqual(record);
  });

  it('refuses what is not a LIN deal, quoting it and saying why', () => {
    expect(reason(parseLinDeal('https://www.bridgebase.com/tools/handviewer.html?lin=pn|a,b,c,d|'))).toMatch(
      /^"https:\/\/www\.bridgebase.*": a BBO link or LIN text gives its deal after md\|$/,
    );
    expect(reason(parseLinDeal('md|5SAK,S2,S3|'))).toBe(
      '"5SAK,S2,S3": md| starts with the dealer, 1–4 (1 is South), not "5"',
    );
    expect(reason(parseLinDeal('md|1SAK|'))).toBe(
      '"1SAK": md| gives the hands of S, W, N and E, separated by commas (E may be left out)',
    );
    expect(reason(parseLinDeal('md|1SAK,SA,S2|'))).toContain("W's hand: SA is in S's hand too");
    expect(reason(parseLinDeal('md|1SAX,S2,S3|'))).toContain('S\'s hand: "X" is not a suit');
    expect(reason(parseLinDeal('md|1AS,S2,S3|'))).toContain('a hand starts with a suit letter');
    expect(reason(parseLinDeal(`${LIN_1.replace('sv|o|', 'sv|q|')}`))).toBe(
      '"q": sv| is o (none), n (N/S), e (E/W) or b (both)',
    );
    expect(reason(parseLinDeal('?lin=md%7C%E0%A4%A'))).toBe('"?lin=md%7C%E0%A4%A": the link has a broken % escape');
  });

  it('refuses a deal whose hands are not 13 cards each, naming the first such hand', () => {
    expect(reason(parseLinDeal('md|1SAKQ,S2,S3,|'))).toBe('"1SAKQ,S2,S3,": N holds 1 card: each hand holds 13');
    expect(reason(parseLinDeal(LIN_1.replace('C764,', 'C76,')))).toContain('S holds 12 cards: each hand holds 13');
  });

  it('refuses a text of several deals rather than read the first alone', () => {
    expect(reason(parseLinDeal(`${LIN_1}pg||${LIN_1}`))).toMatch(
      /: the text holds 2 deals \(md\|\): paste one board's$/,
    );
  });

  it("reads the board's number whole, and a plain link with a % in a player's name", () => {
    const big = parseLinDeal(LIN_1.replace('Board 1', 'Board 12345'));
    expect(big.ok && big.value.board).toBe(12345);
    const named = parseLinDeal(`https://www.bridgebase.com/tools/handviewer.html?lin=pn|Ann 100%,Bo,Cy,Di|${LIN_1}`);
    expect(named.ok && named.value.dealer).toBe('N');
  });

  it('reads a huge text, and refuses a huge one with no deal, without trouble', () => {
    const huge = `pn|${'x'.repeat(2_000_000)}|${LIN_1}`;
    expect(parseLinDeal(huge).ok).toBe(true);
    expect(parseLinDeal('|'.repeat(1_000_000)).ok).toBe(false);
  });
});

describe('a pasted deal', () => {
  it('takes a link, a PBN deal or a PBN game, each giving what it says of the board', () => {
    const link = readDealText(LINK_2);
    expect(link.ok && link.value.dealer).toBe('E');
    const deal = readDealText(`  ${BOARD_1}\n`);
    expect(deal.ok && deal.value).toEqual({ deal: dealOf(BOARD_1) });
    const game = readDealText(`[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${BOARD_1}"]\n`);
    expect(game.ok && game.value).toEqual({ deal: dealOf(BOARD_1), dealer: 'N', vulnerability: 'None', board: 1 });
  });

  it("gives a PBN game's dealer and vulnerability by Law 2 when only its board is tagged", () => {
    // Board 7: South deals, both vulnerable (Law 2).
    const game = readDealText(`[Board "7"]\n[Deal "${BOARD_1}"]\n`);
    expect(game.ok && [game.value.board, game.value.dealer, game.value.vulnerability]).toEqual([7, 'S', 'All']);
  });

  it('refuses a PBN text of several deals, and a deal not of four full hands', () => {
    const two = `[Board "1"]\n[Deal "${BOARD_1}"]\n\n[Board "2"]\n[Deal "${BOARD_2}"]\n`;
    expect(reason(readDealText(two))).toMatch(/: the PBN text holds 2 deals: paste one game$/);
    expect(reason(readDealText('N:AKQ... - - -'))).toMatch(/: N holds 3 cards: each hand holds 13$/);
  });

  it('says what to paste when it is none of them', () => {
    expect(reason(readDealText(' '))).toBe('" ": paste a BBO link, a PBN deal (N:AKQ2.J5.T98.K43 …) or a PBN game');
    expect(reason(readDealText('hello'))).toBe('"hello": a deal starts with the first seat and a colon, as in N:');
    expect(reason(readDealText('[Event "x"]\n[Board "1"]'))).toMatch(/: the PBN text has no Deal tag$/);
  });
});

describe('four typed hands', () => {
  const [w, n, e, s] = BOARD_1.slice(2).split(' ') as [string, string, string, string];

  it('read as the deal, a blank hand being the other 13 cards', () => {
    const all = readHands({ N: n, E: e, S: s, W: w });
    expect(all.ok && all.value).toEqual(dealOf(BOARD_1));
    const three = readHands({ N: n, E: e, S: '', W: w });
    expect(three.ok && three.value).toEqual(dealOf(BOARD_1));
  });

  it('name the hand that is wrong, and a card in two', () => {
    expect(reason(readHands({ N: 'AKQ', E: e, S: s, W: w }))).toBe(
      `"AKQ": N's hand: a hand has four suits separated by dots, spades first`,
    );
    expect(reason(readHands({ N: n, E: n, S: s, W: w }))).toBe(`"${n}": SK is in N's hand too`);
    // Two left blank: the first is named, as a hand of no cards.
    expect(reason(readHands({ N: n, E: '', S: s, W: '' }))).toMatch(/: E holds 0 cards: each hand holds 13$/);
  });
});

import { describe, expect, it, test } from 'vitest';
import {
  type Card,
  canPlay,
  countTricks,
  formatProblem,
  parseCard,
  playOrderFromRows,
  trickWinner,
} from '../../../core/index';
import { parseDeal, playProblem } from '../../../core/table/index';
import { worded } from '../../support';

const c = (text: string): Card => {
  const card = parseCard(text);
  if (!card.ok) throw new Error(formatProblem(card.error));
  return card.value;
};
const cards = (text: string): Card[] => text.split(' ').map(c);

describe('trickWinner', () => {
  it('the worked trick of docs/rules.md: E leads ♣K, dummy ♣A, W ruffs with ♥3, N follows ♣2; hearts are trumps, W wins', () => {
    expect(trickWinner('E', cards('CK CA H3 C2'), 'H')).toBe('W');
  });

  test.each([
    ['highest of the suit led wins without trumps', 'N', 'SK SA S2 S3', 'NT', 'E'],
    ['a higher card of another suit does not win', 'N', 'S2 HA DA CA', 'NT', 'N'],
    ['the highest trump wins', 'S', 'DA H2 H9 DK', 'H', 'N'],
    ['a discard is not a trump', 'W', 'C5 D2 CQ S3', 'H', 'E'],
    ['a trump lead is won by the highest trump', 'E', 'H5 HK S2 HA', 'H', 'N'],
  ] as const)('%s', (_, leader, played, trump, winner) => {
    expect(trickWinner(leader, cards(played), trump)).toBe(winner);
  });
});

describe('following suit', () => {
  const hand = cards('S2 S9 HA D3');
  it('must follow the suit led when able', () => {
    expect(playProblem(hand, c('HA'), 'S')).toMatchObject({ ok: false, error: { code: 'must-follow-suit' } });
    expect(canPlay(hand, c('S9'), 'S')).toBe(true);
  });
  it('may play anything when void, with no duty to trump', () => {
    expect(canPlay(hand, c('D3'), 'C')).toBe(true);
    expect(canPlay(hand, c('HA'), 'C')).toBe(true);
  });
  it('may lead anything', () => {
    expect(canPlay(hand, c('D3'), undefined)).toBe(true);
  });
  it('cannot play a card it does not hold', () => {
    expect(playProblem(hand, c('SA'), undefined)).toMatchObject({ ok: false, error: { code: 'not-in-hand' } });
  });
});

describe('countTricks from a play record', () => {
  // A deal where N/S hold every spade top-down and N declares in spades: N/S take all 13 tricks.
  const deal = parseDeal('N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432');
  if (!deal.ok) throw new Error(formatProblem(deal.error));

  it('counts the tricks each side won and names the winners', () => {
    // E leads (left of declarer N). Each trick: E leads a low card of a suit, S, W, N follow.
    const play = cards(
      'ST S6 S2 SA  HJ H8 H2 HA  DJ D8 D2 DA  CJ C8 C2 CA  S9 S5 H3 SK  HT H7 H4 HK  DT D7 D3 DK  CT C7 C3 CK  S8 S4 D4 SQ  H9 H6 H5 HQ  D9 D6 D5 DQ  C9 C6 C4 CQ  S7 S3 C5 SJ'.replace(
        / {2}/g,
        ' ',
      ),
    );
    // Play order within each trick is E, S, W, N; the winner N leads next, so reorder from the winner.
    const ordered: Card[] = [];
    for (let t = 0; t < 13; t++) {
      const [e, s, w, n] = play.slice(t * 4, t * 4 + 4) as [Card, Card, Card, Card];
      ordered.push(...(t === 0 ? [e, s, w, n] : [n, e, s, w]));
    }
    const counted = countTricks(deal.value, 'N', 'S', ordered);
    expect(counted.ok).toBe(true);
    if (!counted.ok) return;
    expect(counted.value.tricks).toEqual({ NS: 13, EW: 0 });
    expect(counted.value.complete).toBe(true);
    expect(counted.value.winners.every((seat) => seat === 'N')).toBe(true);
  });

  it('counts only complete tricks of a record that stops early', () => {
    const counted = countTricks(deal.value, 'N', 'S', cards('ST S6 S2 SA HA'));
    expect(counted).toMatchObject({ ok: true, value: { tricks: { NS: 1, EW: 0 }, complete: false } });
  });

  it('names a revoke with its trick and seat', () => {
    // S holds spades but plays a heart to E's spade lead.
    expect(worded(countTricks(deal.value, 'N', 'S', cards('ST H6')))).toMatchObject({
      ok: false,
      error: {
        code: 'must-follow-suit',
        where: { trick: 0, card: 1, seat: 'S' },
        message: '"H6" (trick 1, card 2): S must follow S',
      },
    });
  });

  it('names a card played from the wrong hand', () => {
    expect(worded(countTricks(deal.value, 'N', 'S', cards('SA')))).toMatchObject({
      ok: false,
      error: { code: 'not-in-hand', where: { seat: 'E' }, message: '"SA" (trick 1, card 1): E does not hold it' },
    });
  });
});

describe('playOrderFromRows', () => {
  it('puts PBN rows (fixed seat columns) into playing order, following each trick’s winner', () => {
    // Rows in columns W N E S. Trick 1: W leads ♥2, N ♥4, E ♥K, S ♦2 (ruff in diamonds) → S wins and leads.
    const rows = [
      { W: c('H2'), N: c('H4'), E: c('HK'), S: c('D2') },
      { W: c('D3'), N: c('DA'), E: c('DT'), S: c('D6') },
    ];
    expect(playOrderFromRows('W', 'D', rows)).toEqual(cards('H2 H4 HK D2 D6 D3 DA DT'));
  });

  it('stops at the first incomplete row', () => {
    const rows = [
      { W: c('H2'), N: c('H4'), E: null, S: null },
      { W: c('D3'), N: c('DA'), E: c('DT'), S: c('D6') },
    ];
    expect(playOrderFromRows('W', 'NT', rows)).toEqual(cards('H2 H4'));
  });
});

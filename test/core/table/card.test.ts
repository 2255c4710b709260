import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { type Card, parseCard, SUITS } from '../../../core/index';
import { formatCard, formatDeal, formatHand, parseDeal, parseHand, RANKS } from '../../../core/table/index';
import { worded } from '../../support';

describe('parseCard / formatCard', () => {
  test.each<[string, Card]>([
    ['SA', { suit: 'S', rank: 'A' }],
    ['hq', { suit: 'H', rank: 'Q' }],
    ['D10', { suit: 'D', rank: 'T' }],
    ['♣7', { suit: 'C', rank: '7' }],
    ['KS', { suit: 'S', rank: 'K' }],
  ])('%j', (text, card) => {
    expect(parseCard(text)).toEqual({ ok: true, value: card });
  });

  test.each(['', 'S', 'S1', 'ZZ', 'SAK'])('refuses %j', (text) => {
    expect(worded(parseCard(text))).toMatchObject({
      ok: false,
      error: { message: `${JSON.stringify(text)}: a card is a suit and a rank, such as SA, H10 or ♦7` },
    });
  });

  it('round-trips every card in both forms', () => {
    for (const suit of SUITS)
      for (const rank of RANKS) {
        const card = { suit, rank };
        expect(parseCard(formatCard(card))).toEqual({ ok: true, value: card });
        expect(parseCard(formatCard(card, { symbols: true }))).toEqual({ ok: true, value: card });
      }
  });
});

describe('hands and deals in PBN form', () => {
  it('reads a hand spades first', () => {
    const hand = parseHand('AK.QJ..T98765432');
    expect(hand.ok && hand.value.length).toBe(13);
    expect(hand.ok && hand.value[0]).toEqual({ suit: 'S', rank: 'A' });
    expect(hand.ok && hand.value[4]).toEqual({ suit: 'C', rank: 'T' });
  });

  it('names a bad hand', () => {
    expect(worded(parseHand('AK.QJ.T98'))).toMatchObject({
      ok: false,
      error: { message: '"AK.QJ.T98": a hand has four suits separated by dots, spades first' },
    });
    expect(worded(parseHand('AK1.QJ..'))).toMatchObject({
      ok: false,
      error: { message: '"AK1.QJ..": "1" is not a rank (2–9, T, J, Q, K, A)' },
    });
    expect(worded(parseHand('AA...'))).toMatchObject({ ok: false, error: { message: '"AA...": SA appears twice' } });
  });

  const DEAL = 'W:82.AJ4.A854.A852 KJ9.KT653.JT.KT9 AQT65..Q9762.QJ3 743.Q9872.K3.764';

  it('reads a deal from its first seat clockwise', () => {
    const deal = parseDeal(DEAL);
    expect(deal.ok).toBe(true);
    if (!deal.ok) return;
    expect(formatHand(deal.value.W)).toBe('82.AJ4.A854.A852');
    expect(formatHand(deal.value.N)).toBe('KJ9.KT653.JT.KT9');
    expect(formatHand(deal.value.E)).toBe('AQT65..Q9762.QJ3');
    expect(formatHand(deal.value.S)).toBe('743.Q9872.K3.764');
    expect(formatDeal(deal.value, 'W')).toBe(DEAL);
    expect(formatDeal(deal.value)).toBe('N:KJ9.KT653.JT.KT9 AQT65..Q9762.QJ3 743.Q9872.K3.764 82.AJ4.A854.A852');
  });

  it('names a card dealt twice', () => {
    expect(worded(parseDeal('N:A... A... - -'))).toMatchObject({
      ok: false,
      error: { message: '"N:A... A... - -": SA is in two hands' },
    });
  });

  it('round-trips random deals', () => {
    const deck = SUITS.flatMap((suit) => RANKS.map((rank) => ({ suit, rank })));
    fc.assert(
      fc.property(
        fc.shuffledSubarray(deck, { minLength: 52, maxLength: 52 }),
        fc.constantFrom('N', 'E', 'S', 'W'),
        (cards, first) => {
          const deal = { N: cards.slice(0, 13), E: cards.slice(13, 26), S: cards.slice(26, 39), W: cards.slice(39) };
          const text = formatDeal(deal, first);
          const back = parseDeal(text);
          expect(back.ok && formatDeal(back.value, first)).toBe(text);
        },
      ),
    );
  });
});

// Contracts, hand lines and calls in each language's notation. Expected scores are the Laws' scoring
// (Law 77): 4♠ made non-vulnerable 120 + 300 = 420; 3NT+1 100 + 300 + 30 = 430; 2♥ doubled down one
// non-vulnerable −100; 5♦ made vulnerable 100 + 500 = 600; 3♦ made 60 + 50 = 110.
import { describe, expect, it } from 'vitest';
import {
  formatContract,
  inNotation,
  LANGUAGES,
  type Language,
  NOTATIONS,
  parseContract,
  parseHandLine,
  parseHandRow,
  scoreHandRow,
  seatLetter,
  strainLetter,
} from '../../../core/index';
import { formatCall, parseCall } from '../../../core/table/index';

/** The score a line gives the declaring side, read in a notation (the declarer, if any, dropped). */
const scored = (line: string, notation: Language): number => {
  const read = parseHandLine(line, { notation });
  if (!read.ok) throw new Error(`${line} in ${notation}: ${read.error.reason}`);
  return scoreHandRow(read.value).total;
};

describe('the acceptance scores, each in its notation', () => {
  it.each([
    ['4P=', 'fr', 420],
    ['3SA+1', 'fr', 430],
    ['2CX-1', 'fr', -100],
    ['4P=', 'de', 420],
    ['5K= v', 'de', 600],
    ['3R=', 'nl', 110],
    ['3SA+1', 'nl', 430],
    ['5Q= v', 'it', 600],
  ] as const)('%s in %s scores %i', (line, notation, total) => {
    expect(scored(line, notation)).toBe(total);
  });
});

describe('letters that mean one strain in one notation and another in the next', () => {
  it.each([
    // French C is cœur (hearts), English C clubs: 4♥ made 420, 4♣ made 130.
    ['4C=', 'fr', 'H'],
    ['4C=', 'en', 'C'],
    ['4K=', 'fr', 'D'],
    ['4T=', 'fr', 'C'],
    ['4H=', 'nl', 'H'],
    ['4K=', 'nl', 'C'],
    ['4R=', 'nl', 'D'],
    ['4C=', 'it', 'H'],
    ['4F=', 'it', 'C'],
    ['4Q=', 'it', 'D'],
    ['4D=', 'es', 'D'],
    ['4C=', 'es', 'H'],
    ['4KI=', 'pl', 'H'],
    ['4KA=', 'pl', 'D'],
    ['4K=', 'sv', 'C'],
    ['4R=', 'da', 'D'],
    ['4T=', 'de', 'C'],
    ['4C=', 'de', 'H'],
    ['3NT=', 'fr', 'NT'],
    ['3 sans atout =', 'fr', 'NT'],
    ['3ST=', 'es', 'NT'],
    ['3BA=', 'pl', 'NT'],
    ['3 sang =', 'sv', 'NT'],
    ['4 Pik =', 'de', 'S'],
    ['4♠=', 'pl', 'S'],
  ] as const)('%s in %s is %s', (text, notation, strain) => {
    const read = parseContract(text, notation);
    expect(read.ok && !('passedOut' in read.value) && read.value.strain).toBe(strain);
  });

  it('scores French 4C= as hearts and English 4C= as clubs', () => {
    expect(scored('4C=', 'fr')).toBe(420);
    expect(scored('4C=', 'en')).toBe(130);
  });

  it('reads a lone Swedish or Danish V as West, and z as vulnerable', () => {
    const west = parseHandLine('4S= V', { notation: 'sv' });
    expect(west.ok && west.value).toEqual({ hand: { level: 4, strain: 'S', doubling: '', result: 0, declarer: 'W' } });
    // Declared by West: E/W's 420 is N/S's −420.
    expect(west.ok && scoreHandRow(west.value).recorded).toBe(-420);
    expect(scored('4S= z', 'sv')).toBe(620);
    expect(scored('4S= i zonen', 'da')).toBe(620);
    expect(scored('4S= u zonen', 'da')).toBe(420);
    // English v is vulnerable, not a seat.
    expect(scored('4S= v', 'en')).toBe(620);
  });

  it('reads each seat letter in its notation: O is West in French, East in German', () => {
    const seat = (text: string, notation: Language) => {
      const read = parseContract(text, notation);
      return read.ok && !('passedOut' in read.value) ? read.value.declarer : undefined;
    };
    expect(seat('4P= O', 'fr')).toBe('W');
    expect(seat('4P= par Ouest', 'fr')).toBe('W');
    expect(seat('4P= O', 'de')).toBe('E');
    expect(seat('4S= Z', 'nl')).toBe('S');
    expect(seat('4S= Ö', 'sv')).toBe('E');
    expect(seat('4S= Ø', 'da')).toBe('E');
    expect(seat('4P= O', 'it')).toBe('W');
    expect(seat('4P= by O', 'es')).toBe('W');
  });

  it('reads doubling words and X in every notation', () => {
    const doubling = (text: string, notation: Language) => {
      const read = parseContract(text, notation);
      return read.ok && !('passedOut' in read.value) ? read.value.doubling : undefined;
    };
    expect(doubling('4P contré -1', 'fr')).toBe('X');
    expect(doubling('4P surcontré =', 'fr')).toBe('XX');
    expect(doubling('4P Kontra -1', 'de')).toBe('X');
    expect(doubling('4S gedoubleerd -1', 'nl')).toBe('X');
    expect(doubling('4PXX=', 'it')).toBe('XX');
    expect(doubling('4P**=', 'es')).toBe('XX');
  });
});

describe('refusals in a notation', () => {
  it('refuses a Polish lone K, naming the forms that are read', () => {
    const read = parseContract('4K=', 'pl');
    expect(read.ok ? undefined : read.error).toEqual({
      code: 'strain-ambiguous',
      input: '4K=',
      reason: '"K" could be kier or karo: write KI or KA, or ♥ or ♦',
      params: { letter: 'K', words: ['kier', 'karo'], forms: ['KI', 'KA'], symbols: ['♥', '♦'] },
    });
  });

  it("lists the notation's strain letters, in the order ♣ ♦ ♥ ♠ NT", () => {
    const read = parseContract('4Z', 'fr');
    expect(read.ok ? undefined : read.error.params).toEqual({ strains: ['T', 'K', 'C', 'P', 'SA'] });
    const dutch = parseContract('4Z', 'nl');
    expect(dutch.ok ? undefined : dutch.error.reason).toBe('strain must be K, R, H, S or SA (or ♣ ♦ ♥ ♠)');
  });

  it('keeps English refusals word for word, with the letters in the params', () => {
    const read = parseContract('4Z');
    expect(read.ok ? undefined : read.error).toEqual({
      code: 'strain',
      input: '4Z',
      reason: 'strain must be C, D, H, S or NT (or ♣ ♦ ♥ ♠)',
      params: { strains: ['C', 'D', 'H', 'S', 'NT'] },
    });
  });

  it("names the notation's seats and bid in a hand row's refusals", () => {
    const seat = parseHandRow({ contract: '4P=', declarer: 'W' }, { notation: 'fr' });
    expect(seat.ok ? undefined : seat.error.reason).toBe('the declarer must be N, E, S or O');
    const result = parseHandLine('3SA', { notation: 'fr' });
    expect(result.ok ? undefined : result.error.params).toEqual({ bid: '3SA' });
    const over = parseContract('4P+4', 'fr');
    expect(over.ok ? undefined : over.error.reason).toBe('4P can make at most 3 overtricks');
  });
});

describe('one reader for every notation, English among them', () => {
  const read = (text: string, notation: Language = 'en') => {
    const found = parseContract(text, notation);
    return found.ok ? found.value : found.error.code;
  };

  it("reads each strain word English's table lists, spelled out", () => {
    for (const strain of ['C', 'D', 'H', 'S', 'NT'] as const)
      for (const word of NOTATIONS.en.strainWords[strain])
        expect(read(`4 ${word} =`), word).toEqual({ level: 4, strain, doubling: '', result: 0 });
    expect(read('3 no-trumps +1')).toEqual({ level: 3, strain: 'NT', doubling: '', result: 1 });
  });

  it('reads a word of two however it is spaced, in English as in French', () => {
    expect(read('3 no  trumps =')).toEqual({ level: 3, strain: 'NT', doubling: '', result: 0 });
    expect(read('3 sans \t atout =', 'fr')).toEqual({ level: 3, strain: 'NT', doubling: '', result: 0 });
  });

  it('reads the word before the declarer as English reads by, a space after it or not', () => {
    expect(read('4SbyW=')).toEqual({ level: 4, strain: 'S', doubling: '', result: 0, declarer: 'W' });
    expect(read('4PparO=', 'fr')).toEqual({ level: 4, strain: 'S', doubling: '', result: 0, declarer: 'W' });
    expect(read('3SA+1 door Z', 'nl')).toEqual({ level: 3, strain: 'NT', doubling: '', result: 1, declarer: 'S' });
  });

  it('refuses the word before the declarer with no seat after it, naming the seats', () => {
    const english = parseContract('4S= by');
    expect(english.ok ? undefined : english.error.params).toEqual({ seats: ['N', 'E', 'S', 'W'] });
    const french = parseContract('4P= par', 'fr');
    expect(french.ok ? undefined : french.error).toEqual({
      code: 'declarer-seat',
      input: '4P= par',
      reason: 'declarer must be N, E, S or O',
      params: { seats: ['N', 'E', 'S', 'O'] },
    });
  });

  it("reads English players' passes in every notation", () => {
    for (const notation of LANGUAGES)
      for (const pass of ['passed', 'Passed out', 'all pass', 'AP'])
        expect(read(pass, notation)).toEqual({ passedOut: true });
  });

  it('quotes what is left as it was typed, spaces and all', () => {
    const read = parseContract('4P= foo\tbar', 'fr');
    expect(read.ok ? undefined : read.error.params).toEqual({ rest: 'foo\tbar', bid: '4P' });
  });
});

describe('writing in a notation', () => {
  it('writes French sans-atout as SA, suits as symbols, the declarer as its seat letter', () => {
    expect(formatContract({ level: 3, strain: 'NT', doubling: '', result: 1 }, { notation: 'fr' })).toBe('3SA+1');
    expect(formatContract({ level: 3, strain: 'NT', doubling: '', result: 1 }, { notation: 'fr', symbols: true })).toBe(
      '3SA+1',
    );
    expect(formatContract({ level: 4, strain: 'S', doubling: '', result: 0 }, { notation: 'fr', symbols: true })).toBe(
      '4♠=',
    );
    expect(
      formatContract({ level: 2, strain: 'H', doubling: 'X', result: -1, declarer: 'W' }, { notation: 'fr' }),
    ).toBe('2CX-1 O');
    expect(formatContract({ passedOut: true }, { notation: 'it' })).toBe('Passo');
    // English named is English: `by N`, `Pass`.
    expect(formatContract({ level: 4, strain: 'S', doubling: '', result: 0, declarer: 'N' }, { notation: 'en' })).toBe(
      '4S= by N',
    );
  });

  it('gives the letters a face echoes', () => {
    expect(strainLetter('NT', 'fr')).toBe('SA');
    expect(strainLetter('D', 'it')).toBe('Q');
    expect(seatLetter('W', 'fr')).toBe('O');
    expect(seatLetter('E', 'de')).toBe('O');
    expect(seatLetter('W', 'sv')).toBe('V');
    expect(NOTATIONS.pl.ambiguous).toEqual({ K: ['H', 'D'] });
  });

  it.each(LANGUAGES)('reads back every contract it writes in %s', (notation) => {
    for (let level = 1; level <= 7; level++)
      for (const strain of ['C', 'D', 'H', 'S', 'NT'] as const)
        for (const doubling of ['', 'X', 'XX'] as const)
          for (const declarer of ['N', 'E', 'S', 'W'] as const)
            for (const symbols of [false, true]) {
              const contract = { level: level as 1, strain, doubling, result: 7 - level - 1, declarer };
              const text = formatContract(contract, { notation, symbols });
              expect(parseContract(text, notation), text).toEqual({ ok: true, value: contract });
              const line = parseHandLine(text, { notation });
              expect(line.ok && line.value.hand, `${text} as a line`).toEqual(contract);
            }
    expect(parseContract(formatContract({ passedOut: true }, { notation }), notation)).toEqual({
      ok: true,
      value: { passedOut: true },
    });
  });
});

describe('a contract kept in English letters, shown in a notation', () => {
  it.each([
    ['4S=', 'fr', '4P='],
    ['3NT+1', 'fr', '3SA+1'],
    ['5D=', 'de', '5K='],
    ['2HX-1 by W', 'fr', '2CX-1 O'],
    ['4S= by E', 'de', '4P= O'],
    ['1C', 'nl', '1K'],
    ['Pass', 'it', 'Passo'],
    // A team match keeps a line giving the tricks taken: ten tricks at the four level made it exactly.
    ['4S 10 N', 'fr', '4P= N'],
  ] as const)('writes %s in %s as %s', (text, notation, shown) => {
    expect(inNotation(text, notation)).toBe(shown);
  });

  it('leaves text that is no contract, or says more than one, as it is', () => {
    expect(inNotation('4Z=', 'fr')).toBe('4Z=');
    expect(inNotation('420', 'fr')).toBe('420');
    expect(inNotation('4S= v', 'fr')).toBe('4S= v');
    expect(inNotation('', 'de')).toBe('');
  });

  it('leaves English as it was typed', () => {
    expect(inNotation('4s = by w', 'en')).toBe('4s = by w');
  });
});

describe('calls in a notation', () => {
  it.each([
    ['fr', 'Passe', 'Contre', 'Surcontre'],
    ['de', 'Passe', 'Kontra', 'Rekontra'],
    ['nl', 'Pas', 'Doublet', 'Redoublet'],
    ['it', 'Passo', 'Contro', 'Surcontro'],
    ['es', 'Paso', 'Doblo', 'Redoblo'],
    ['pl', 'Pas', 'Kontra', 'Rekontra'],
    ['sv', 'Pass', 'Dubbelt', 'Redubbelt'],
    ['da', 'Pas', 'Dobling', 'Redobling'],
  ] as const)('reads and writes %s: %s, %s, %s, and X / XX', (notation, pass, double, redouble) => {
    expect(parseCall(pass.toLowerCase(), notation)).toEqual({ ok: true, value: { type: 'pass' } });
    expect(parseCall(double.toUpperCase(), notation)).toEqual({ ok: true, value: { type: 'double' } });
    expect(parseCall(redouble, notation)).toEqual({ ok: true, value: { type: 'redouble' } });
    expect(parseCall('X', notation)).toEqual({ ok: true, value: { type: 'double' } });
    expect(parseCall('XX', notation)).toEqual({ ok: true, value: { type: 'redouble' } });
    expect(formatCall({ type: 'pass' }, { notation })).toBe(pass);
    expect(formatCall({ type: 'double' }, { notation })).toBe(double);
    expect(formatCall({ type: 'redouble' }, { notation })).toBe(redouble);
  });

  it('reads bids in the notation and writes them back', () => {
    expect(parseCall('3SA', 'fr')).toEqual({ ok: true, value: { type: 'bid', level: 3, strain: 'NT' } });
    expect(parseCall('2C', 'fr')).toEqual({ ok: true, value: { type: 'bid', level: 2, strain: 'H' } });
    expect(formatCall({ type: 'bid', level: 1, strain: 'D' }, { notation: 'it' })).toBe('1Q');
    // English unchanged: D is double there.
    expect(parseCall('D')).toEqual({ ok: true, value: { type: 'double' } });
    expect(formatCall({ type: 'double' })).toBe('X');
  });
});

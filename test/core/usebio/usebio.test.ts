import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../core/base/problem';
import {
  directorsChanges,
  formatUsebio,
  parseUsebio,
  type UsebioEvent,
  usebioSession,
} from '../../../core/table/usebio/index';
import { looksLikeUsebio } from '../../../core/table/usebio/read';

const fixture = (name: string) => readFileSync(`test/fixtures/usebio/${name}.xml`, 'latin1');

/** A small file as a club program writes one, `body` inside its EVENT. */
const fileWith = (body: string, type = 'MP_PAIRS', version = '1.2') =>
  `<?xml version="1.0"?>\n<USEBIO Version="${version}"><CLUB><CLUB_NAME>C</CLUB_NAME></CLUB><EVENT EVENT_TYPE="${type}">${body}</EVENT></USEBIO>`;
const LINE =
  '<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE></TRAVELLER_LINE></BOARD>';

describe('reading a USEBIO file', () => {
  it("reads Compscore's club, event, pairs and lines as the file writes them", () => {
    const read = parseUsebio(fixture('compscore-butler_howell'));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const event = read.value;
    // <CLUB_NAME>Sunshine Coast Bridge Club</CLUB_NAME>, <DATE>09/03/2026</DATE>, EVENT_TYPE="BUTLER_PAIRS".
    expect(event.club.name).toBe('Sunshine Coast Bridge Club');
    expect(event.details.type).toBe('BUTLER_PAIRS');
    expect(event.details.date).toBe('2026-03-09');
    expect(event.pairs).toHaveLength(8);
    // Pair 1: TOTAL_SCORE -5.00, PLACE 5, KRYSTYNA SCHMIDT 0555002 (a leading zero kept).
    expect(event.pairs[0]).toMatchObject({ number: '1', total: -5, place: '5' });
    expect(event.pairs[0]?.players[0]).toEqual({ name: 'KRYSTYNA SCHMIDT', number: '0555002' });
    // Board 1's first line: 2 v 7, 2S by S, lead KD, 10 tricks, 170, Butler 0/0.
    expect(event.boards[0]?.lines[0]).toEqual({
      ns: '2',
      ew: '7',
      contract: '2S',
      playedBy: 'S',
      lead: 'KD',
      tricks: 10,
      score: '170',
      nsPoints: 0,
      ewPoints: 0,
    });
  });

  it("reads the HANDSET's deals onto their boards' results", () => {
    const read = parseUsebio(fixture('compscore-butler_howell'));
    if (!read.ok) throw new Error(read.error.reason);
    // Board 1's HAND East: CLUBS 862, DIAMONDS 963, HEARTS QT865, SPADES 84.
    expect(read.value.boards[0]?.deal?.split(' ')[1]).toBe('84.QT865.963.862');
    const session = usebioSession(read.value);
    expect(session.ok && session.value.results[0]?.deal?.E.length).toBe(13);
  });

  it('reads a void written `-`, as PairsScorer writes one, as Compscore writes none', () => {
    // Board 1's East hand: CLUBS KQJ3, DIAMONDS KJT72, HEARTS AKT9, SPADES empty (a void).
    const compscore = fixture('compscore-mp_pairs_mitchell_adjusted_02');
    const dashed = compscore.replace('<SPADES></SPADES>', '<SPADES>-</SPADES>');
    expect(dashed).not.toBe(compscore);
    const [empty, dash] = [compscore, dashed].map((text) => {
      const read = parseUsebio(text);
      return read.ok ? read.value.boards.find((board) => board.number === 1)?.deal?.split(' ')[1] : undefined;
    });
    expect(empty).toBe('.AKT9.KJT72.KQJ3');
    expect(dash).toBe(empty);
  });

  it('leaves out a HANDSET deal that is not four full hands, naming its board, and reads the rest', () => {
    const text = fixture('compscore-butler_howell').replace('<HEARTS>QT865</HEARTS>', '<HEARTS>QT86</HEARTS>');
    const read = parseUsebio(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.unreadDeals).toEqual(['1']);
    expect(read.value.boards[0]?.deal).toBeUndefined();
    expect(read.value.boards[1]?.deal).toBeDefined();
  });

  it('refuses a date that is no day, ISO or not, quoting it', () => {
    for (const date of ['2022-13-45', '31/02/2026']) {
      const read = parseUsebio(fileWith(`<DATE>${date}</DATE>${LINE}`));
      expect(read.ok ? '' : formatProblem(read.error)).toContain(`"${date}"`);
    }
  });

  it("takes a Mitchell's 1NS as N/S pair 1, and an A6040 as 60% and 40%", () => {
    const read = parseUsebio(fixture('compscore-mp_pairs_mitchell_adjusted_02'));
    if (!read.ok) throw new Error(read.error.reason);
    expect(read.value.pairs[0]).toMatchObject({ number: '1', direction: 'NS' });
    const session = usebioSession(read.value);
    if (!session.ok) throw new Error(session.error.reason);
    // Board 1: 2NS v 15EW, <SCORE>A6040</SCORE>.
    const line = session.value.results.find((result) => result.board === 1 && result.ns === '2');
    expect(line).toMatchObject({ ew: '15', adjusted: { kind: 'artificial', ns: 60, ew: 40 } });
  });

  it('reads a PAIRS event by its scoring method, as the EBU programs write one', () => {
    const read = parseUsebio(fileWith(`<BOARD_SCORING_METHOD>CROSS_IMPS</BOARD_SCORING_METHOD>${LINE}`, 'PAIRS'));
    expect(read.ok && read.value.details.type).toBe('CROSS_IMP');
  });

  it('recognises a USEBIO file by its root, a PBN file not', () => {
    expect(looksLikeUsebio(fixture('compscore-mp_pairs_howell'))).toBe(true);
    expect(looksLikeUsebio('[Event "Club"]\n[Board "1"]')).toBe(false);
  });

  const refusals: [string, string, string][] = [
    ['not XML', '<USEBIO Version="1.2"><CLUB></USEBIO>', 'Missing end tag'],
    ['not USEBIO', '<PBN/>', '<PBN> is not USEBIO'],
    ['a version', fileWith(LINE, 'MP_PAIRS', '2.0'), '"2.0"'],
    ['a teams event', fileWith(LINE, 'SWISS_TEAMS'), '"SWISS_TEAMS"'],
    [
      'a number',
      fileWith(
        `<PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PERCENTAGE>fifty</PERCENTAGE></PAIR></PARTICIPANTS>${LINE}`,
      ),
      '"fifty"',
    ],
    ['tricks', fileWith(LINE.replace('<TRICKS>10', '<TRICKS>14')), '"14"'],
    ['a date', fileWith(`<DATE>31/02/2026</DATE>${LINE}`), '"31/02/2026"'],
    ['a board', fileWith(LINE.replace('<BOARD_NUMBER>1', '<BOARD_NUMBER>x')), '"x"'],
    ['no lines', fileWith('<PARTICIPANTS/>'), 'no traveller lines'],
  ];
  for (const [what, text, quoted] of refusals)
    it(`refuses ${what}, quoting it`, () => {
      const read = parseUsebio(text);
      expect(read.ok).toBe(false);
      if (read.ok) return;
      // As a face words it: the input quoted, then what is wrong.
      expect(formatProblem(read.error)).toContain(quoted);
    });

  it('refuses a file nested a hundred thousand deep instead of overflowing', () => {
    const deep = `<USEBIO Version="1.2">${'<A>'.repeat(100_000)}${'</A>'.repeat(100_000)}</USEBIO>`;
    const read = parseUsebio(deep);
    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.error.reason).toContain('more than 64 deep');
  });

  it('reads a file of 20,000 traveller lines', () => {
    const lines = Array.from(
      { length: 20_000 },
      (_, k) =>
        `<TRAVELLER_LINE><NS_PAIR_NUMBER>${k}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${k + 1}</EW_PAIR_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>9</TRICKS><SCORE>400</SCORE></TRAVELLER_LINE>`,
    ).join('');
    const read = parseUsebio(fileWith(`<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${lines}</BOARD>`));
    expect(read.ok && read.value.boards[0]?.lines.length).toBe(20_000);
  });
});

describe('writing a USEBIO file', () => {
  const event: UsebioEvent & { version: '1.2' | '1.3' } = {
    version: '1.3',
    club: { name: 'Bridge & Co <Ltd>', number: '007' },
    details: {
      type: 'MP_PAIRS',
      id: 'E1',
      description: 'Mardi "Pairs"',
      date: '2026-12-01',
      programName: 'Bridge Scorer',
      programVersion: '0.1.0',
      masterpointScale: 'Club',
      masterpointType: 'BLACK',
      charge: '10',
      contact: { name: 'Åsa', email: 'a@b.org', phone: '' },
      sessions: 1,
      sections: 1,
    },
    pairs: [{ number: '1', place: '1', total: 12, percentage: 60, players: [{ name: 'Zoë', number: '0748821' }] }],
    boards: [
      {
        number: 1,
        lines: [
          { ns: '1', ew: '2', contract: '3NT', playedBy: 'S', tricks: 9, score: '400', nsPoints: 2, ewPoints: 0 },
        ],
      },
    ],
  };

  it("writes 1.3's DOCTYPE and charge code, every text escaped and every non-ASCII character a reference", () => {
    const text = formatUsebio(event);
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      '<?xml version="1.0" encoding="ISO-8859-1"?>',
      '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_3.dtd">',
      '<USEBIO Version="1.3">',
    ]);
    expect(text).toContain('<CLUB_NAME>Bridge &amp; Co &lt;Ltd&gt;</CLUB_NAME>');
    expect(text).toContain('<EVENT_DESCRIPTION>Mardi &quot;Pairs&quot;</EVENT_DESCRIPTION>');
    expect(text).toContain('<DATE>01/12/2026</DATE>');
    expect(text).toContain('<EBU_CHARGE_CODE>10</EBU_CHARGE_CODE>');
    expect(text).not.toContain('P2P_CHARGE_RATE');
    expect(text).toContain('<FULL_NAME>&#197;sa</FULL_NAME>');
    expect(text).toContain('<PLAYER_NAME>Zo&#235;</PLAYER_NAME>');
    expect(text).toContain('<NATIONAL_ID_NUMBER>0748821</NATIONAL_ID_NUMBER>');
    expect([...text].every((character) => (character.codePointAt(0) ?? 0) < 0x80)).toBe(true);
  });

  it('writes no figure that is not a number, and no character XML cannot hold', () => {
    const text = formatUsebio({
      ...event,
      pairs: [
        {
          number: '1',
          place: '1',
          total: Number.NaN,
          percentage: Number.POSITIVE_INFINITY,
          players: [{ name: 'A\uD800\u0007B', number: '' }],
        },
      ],
    });
    expect(text).not.toMatch(/NaN|Infinity|&#55296;/);
    expect(text).not.toContain(String.fromCharCode(7));
    expect(text).toContain('<PLAYER_NAME>AB</PLAYER_NAME>');
  });

  it("writes 1.2's charge rate, and reads back what it writes", () => {
    const text = formatUsebio({ ...event, version: '1.2' });
    expect(text).toContain('<P2P_CHARGE_RATE>10</P2P_CHARGE_RATE>');
    const read = parseUsebio(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.club).toEqual(event.club);
    expect(read.value.details).toEqual(event.details);
    expect(read.value.pairs).toEqual(event.pairs);
    expect(read.value.boards).toEqual(event.boards);
  });
});

describe("a director's changes among a file's points", () => {
  /** Board 1 at four tables, N/S scores 420, 400, 170, 140: matchpoints 6, 4, 2, 0 each way round. */
  const results = [420, 400, 170, 140].map((score, k) => ({
    board: 1,
    ns: String(k + 1),
    ew: String(k + 5),
    score,
    line: 0,
  }));
  const ours = [6, 4, 2, 0].map((ns) => ({ ns, ew: 6 - ns }));
  const withFile = (file: readonly [number, number][]) =>
    results.map((result, k) => ({ ...result, recorded: { nsMp: file[k]?.[0] ?? 0, ewMp: file[k]?.[1] ?? 0 } }));

  it('takes a line the director changed, and none within the rounding', () => {
    const changes = directorsChanges(
      withFile([
        [6.04, 0],
        [4, 2],
        [3, 3],
        [0, 6],
      ]),
      ours,
    );
    expect(changes.map(({ result, ns, ew }) => [result.ns, ns, ew])).toEqual([['3', 1, -1]]);
  });

  it('takes none on a board where most lines differ: the board is scored another way', () => {
    // A top of 8 (a phantom's result counted) for every line: not four adjustments.
    const changes = directorsChanges(
      withFile([
        [8, 0],
        [5.33, 2.67],
        [2.67, 5.33],
        [0, 8],
      ]),
      ours,
    );
    expect(changes).toEqual([]);
  });
});

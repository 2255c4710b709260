// The table page's outbox and drafts, in Node over a Map as the phone's storage: an entry kept before it
// is sent, one send at a time, the same id until the server takes it, a conflict never resent, a key
// refusal stopping the sends; and a draft making the entry and the score the server will make.
import { describe, expect, it } from 'vitest';
import { type Draft, entryOf, newDraft, newId, nsScoreOf, readTyped } from '../../apps-script/table/draft';
import { keptKey, readKept } from '../../apps-script/table/kept';
import { createOutbox, type Outcome } from '../../apps-script/table/outbox';
import type { TableAnswer, TableEntry, TableView } from '../../apps-script/tables/types';

const VIEW = { stage: 'table' } as TableView;
const entry = (board: number, id = `entry-${board}-0123456789abcdef`): TableEntry => ({
  id,
  round: 1,
  board,
  declarer: 'N',
  contract: '4S=',
});

/** A phone's storage in memory. */
const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, v: string) => void items.set(key, v),
  };
};

/** A server whose answers the test gives one by one, each send waiting for it. */
function server() {
  const sent: string[] = [];
  const waiting: ((answer: TableAnswer | Error) => void)[] = [];
  const send = (e: TableEntry) =>
    new Promise<TableAnswer>((resolve, reject) => {
      sent.push(e.id);
      waiting.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer)));
    });
  const answer = async (given: TableAnswer | Error) => {
    await new Promise((r) => setTimeout(r, 0));
    const next = waiting.shift();
    if (next === undefined) throw new Error('nothing was sent');
    next(given);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { sent, send, answer, outstanding: () => waiting.length };
}

describe('the outbox', () => {
  it('keeps an entry before it sends it, and sends one at a time in order', async () => {
    const storage = memory();
    const s = server();
    const outcomes: Outcome['kind'][] = [];
    const outbox = createOutbox({
      storage,
      table: 3,
      send: s.send,
      onChange: () => {},
      onOutcome: (o) => outcomes.push(o.kind),
    });
    outbox.add(entry(1));
    outbox.add(entry(2));
    expect(readKept(storage, 3, 'outbox').map((e) => e.board)).toEqual([1, 2]);
    expect(storage.getItem(keptKey(3, 'outbox'))).toContain('entry-1-');
    await new Promise((r) => setTimeout(r, 0));
    expect([s.sent.length, s.outstanding()]).toEqual([1, 1]);
    await s.answer({ ok: true, status: 'written', value: VIEW });
    await s.answer({ ok: true, status: 'already', value: VIEW });
    expect(s.sent).toEqual([entry(1).id, entry(2).id]);
    expect(outcomes).toEqual(['written', 'already']);
    expect(readKept(storage, 3, 'outbox')).toEqual([]);
  });

  it('keeps what a failed call sent, and sends the same id again once asked', async () => {
    const storage = memory();
    const s = server();
    const outbox = createOutbox({ storage, table: 3, send: s.send, onChange: () => {}, onOutcome: () => {} });
    outbox.add(entry(1));
    await s.answer(new Error('Failed to fetch'));
    expect(outbox.waiting().map((e) => e.id)).toEqual([entry(1).id]);
    // Two asks at once make one round of sends.
    void outbox.flush();
    void outbox.flush();
    await new Promise((r) => setTimeout(r, 0));
    expect(s.outstanding()).toBe(1);
    await s.answer({ ok: true, status: 'written', value: VIEW });
    expect(s.sent).toEqual([entry(1).id, entry(1).id]);
    expect(outbox.waiting()).toEqual([]);
  });

  it('drops a conflict and a refusal from what waits; a key refusal keeps all and stops', async () => {
    const storage = memory();
    const s = server();
    const outcomes: Outcome['kind'][] = [];
    const outbox = createOutbox({
      storage,
      table: 3,
      send: s.send,
      onChange: () => {},
      onOutcome: (o) => outcomes.push(o.kind),
    });
    outbox.add(entry(1));
    outbox.add(entry(2));
    outbox.add(entry(3));
    await s.answer({ ok: false, reason: 'conflict', message: 'Board 1 holds another result.' });
    await s.answer({ ok: false, field: 'contract', message: '"4S=": no such board' });
    await s.answer({ ok: false, reason: 'key', message: 'Not this table’s key.' });
    expect(outcomes).toEqual(['conflict', 'refused', 'stopped']);
    expect(outbox.waiting().map((e) => e.board)).toEqual([3]);
    expect(outbox.stopped()).toBe(true);
    await outbox.flush();
    expect(s.outstanding()).toBe(0);
  });

  it('drops an entry of another evening; keeps one the evening cannot take yet, and tries it later', async () => {
    const storage = memory();
    const s = server();
    const outcomes: Outcome['kind'][] = [];
    const outbox = createOutbox({
      storage,
      table: 3,
      send: s.send,
      onChange: () => {},
      onOutcome: (o) => outcomes.push(o.kind),
    });
    outbox.add(entry(1));
    outbox.add(entry(2));
    await s.answer({ ok: false, reason: 'stale', message: 'Board 1 was typed for another evening.' });
    await s.answer({ ok: false, reason: 'wait', message: 'The evening cannot be read just now.' });
    expect(outcomes).toEqual(['stale', 'wait']);
    expect(outbox.waiting().map((e) => e.board)).toEqual([2]);
    expect(outbox.stopped()).toBe(false);
    void outbox.flush();
    await s.answer({ ok: true, status: 'written', value: VIEW });
    expect(outbox.waiting()).toEqual([]);
  });

  it('reads nothing from a damaged key', () => {
    const storage = memory();
    storage.setItem(keptKey(3, 'outbox'), '{"not": "a list"');
    expect(readKept(storage, 3, 'outbox')).toEqual([]);
    storage.setItem(keptKey(3, 'outbox'), '[{"id": 7}]');
    expect(readKept(storage, 3, 'outbox')).toEqual([]);
  });
});

describe("a board's draft", () => {
  const played = (over: Partial<Draft>): Draft => ({ ...newDraft(2, 5), ...over });

  it('makes the entry in the notation, and N/S’s score as Law 77 gives it', () => {
    // Board 5: N/S vulnerable. 4♠X-2 by W, E/W not vulnerable: 100 + 200 = 300 to N/S.
    const draft = played({
      declarer: 'W',
      level: 4,
      strain: 'S',
      doubling: 'X',
      result: -2,
      leadSuit: 'H',
      leadRank: 'K',
    });
    expect(entryOf(draft, 'id', 'fr')).toEqual({
      id: 'id',
      round: 2,
      board: 5,
      declarer: 'W',
      contract: '4PX-2',
      lead: 'HK',
    });
    expect(entryOf(draft, 'id', 'en')?.contract).toBe('4SX-2');
    expect(nsScoreOf(draft, 'fr')).toBe(300);
    expect(nsScoreOf(draft, 'de')).toBe(300);
    // 3NT= by N, vulnerable: 100 + 500 = 600.
    expect(nsScoreOf(played({ declarer: 'N', level: 3, strain: 'NT', result: 0 }), 'en')).toBe(600);
    expect(entryOf(played({ passedOut: true }), 'id', 'fr')).toEqual({
      id: 'id',
      round: 2,
      board: 5,
      declarer: '',
      contract: 'Passe',
    });
    expect(nsScoreOf(played({ passedOut: true }), 'en')).toBe(0);
    expect(entryOf(played({ declarer: 'N', level: 3 }), 'id', 'en')).toBeNull();
  });

  it('reads a typed contract in the notation, a declarer typed in it only the one tapped', () => {
    expect(readTyped('4PX', 'fr', 'W')).toEqual({ kind: 'bid', level: 4, strain: 'S', doubling: 'X' });
    expect(readTyped('3SA-1', 'fr', 'N')).toEqual({ kind: 'bid', level: 3, strain: 'NT', doubling: '', result: -1 });
    expect(readTyped('Passe', 'fr', null)).toEqual({ kind: 'pass' });
    expect(readTyped('4P= O', 'fr', 'W')).toEqual({ kind: 'bid', level: 4, strain: 'S', doubling: '', result: 0 });
    expect(readTyped('4P= O', 'fr', 'N')).toEqual({ kind: 'bad' });
    expect(readTyped('8S', 'en', 'N')).toEqual({ kind: 'bad' });
  });

  it('gets an id of 24 base64url characters, a new one each time', () => {
    const ids = Array.from({ length: 50 }, newId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(ids).size).toBe(50);
  });
});

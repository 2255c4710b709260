import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from 'wxt/utils/storage';
import { buggerKeeper } from '../../extension/kinds/bugger/kind';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { rubberItem } from '../../extension/kinds/rubber/entry';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { sayRefused } from '../../extension/lib/keeper';
import { readDraft, writeDraft } from '../../extension/storage/drafts';
import { DEFAULT_OPTIONS, readOptions, setAsideItem } from '../../extension/storage/items';
import { contractOf, worded } from '../support';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the rubber keeper on the browser’s local storage', () => {
  it('starts a fresh rubber when nothing is stored, with the options’ honors setting', async () => {
    const opened = await rubberKeeper({ ...DEFAULT_OPTIONS, honors: false }).open();
    expect(opened.session?.settings).toEqual({ honors: false });
    expect(opened.session?.events).toEqual([]);
  });

  it('stores every hand at once, so reopening finds it', async () => {
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    const opened = await keeper.open();
    if (opened.session === null) throw new Error('a rubber always starts');
    const added = await keeper.add(opened.session, { type: 'hand', side: 'We', contract: contractOf('4S=') });
    expect(added.ok).toBe(true);
    const again = await rubberKeeper(DEFAULT_OPTIONS).open();
    expect(again.session?.events).toHaveLength(1);
    expect(again.session && 'state' in again && again.state.totals).toEqual({ We: 120, They: 0 });
  });

  it('reads a rubber saved by the builds that stored through WXT’s storage (key `rubber`, meta `rubber$`)', async () => {
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    const opened = await keeper.open();
    if (opened.session === null) throw new Error('a rubber always starts');
    const added = await keeper.add(opened.session, { type: 'hand', side: 'They', contract: contractOf('3NT+1') });
    if (!added.ok) throw new Error(sayRefused(added.error));
    fakeBrowser.reset();
    // Saved the way those builds saved it: through WXT's storage, with the item as they defined it.
    await storage.defineItem<unknown>('local:rubber', { fallback: null, version: 1 }).setValue(added.value.session);
    const again = await rubberKeeper(DEFAULT_OPTIONS).open();
    expect(again.notice).toBeUndefined();
    expect(again.session && 'state' in again && again.state.totals).toEqual({ We: 0, They: 130 });
  });

  it('storing null removes the key, so the fallback reads back, as it did with WXT’s storage', async () => {
    await rubberItem.setValue({ some: 'session' });
    await rubberItem.setValue(null);
    expect(await fakeBrowser.storage.local.get('rubber')).toEqual({});
    expect(await rubberItem.getValue()).toBeNull();
    await setAsideItem.setValue(undefined as unknown as []);
    expect(await setAsideItem.getValue()).toEqual([]);
  });

  it('refuses an impossible hand without storing it', async () => {
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    let current = (await keeper.open()).session;
    for (const text of ['4S=', '4S=']) {
      if (current === null) throw new Error('no rubber');
      const next = await keeper.add(current, { type: 'hand', side: 'We', contract: contractOf(text) });
      if (!next.ok) throw new Error(sayRefused(next.error));
      current = next.value.session;
    }
    if (current === null) throw new Error('no rubber');
    const refused = await keeper.add(current, { type: 'hand', side: 'They', contract: contractOf('1C=') });
    expect(worded(refused)).toMatchObject({
      ok: false,
      error: { message: 'event 3: the rubber is over; start a new one' },
    });
    expect(((await rubberItem.getValue()) as { events: unknown[] }).events).toHaveLength(2);
  });

  it('sets corrupt data aside with the reason, says so once, and starts again', async () => {
    const corrupt = { format: 'bridge-scorer/rubber', version: 7, events: [] };
    await rubberItem.setValue(corrupt);
    const opened = await rubberKeeper(DEFAULT_OPTIONS).open();
    expect(opened.notice).toMatch(
      /^Your saved rubber could not be read \(version 7 of "bridge-scorer\/rubber" is not known here/,
    );
    expect(opened.notice).toContain('set aside, not deleted');
    const kept = await setAsideItem.getValue();
    expect(kept).toMatchObject([{ key: 'rubber', value: corrupt }]);
    expect((await rubberKeeper(DEFAULT_OPTIONS).open()).notice).toBeUndefined();
  });

  it('undo drops the last hand and stores that', async () => {
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    const opened = await keeper.open();
    if (opened.session === null) throw new Error('no rubber');
    const added = await keeper.add(opened.session, { type: 'passed-out' });
    if (!added.ok || added.value.session === null) throw new Error('not added');
    const undone = await keeper.undo(added.value.session);
    expect(undone.session?.events).toEqual([]);
    expect(((await rubberItem.getValue()) as { events: unknown[] }).events).toEqual([]);
  });
});

describe('the Chicago and Bugger keepers', () => {
  it('a new Chicago takes its variants from the options', async () => {
    const opened = await chicagoKeeper({
      ...DEFAULT_OPTIONS,
      chicagoVulnerability: 'dealer-side',
      chicagoPartScores: 'fifty-at-once',
    }).open();
    expect(opened.session?.settings).toMatchObject({ vulnerability: 'dealer-side', partScores: 'fifty-at-once' });
  });

  it('a Bugger Bridge game waits for its players: nothing is stored until then', async () => {
    expect((await buggerKeeper().open()).session).toBeNull();
  });
});

describe('drafts', () => {
  it('keep half-typed fields by name', async () => {
    await writeDraft('rubber-contract', '4H');
    expect(await readDraft('rubber-contract')).toBe('4H');
    expect(await readDraft('chicago-contract')).toBeNull();
  });
});

describe('stored options', () => {
  it('keep what is valid and take the default for what is missing or unknown', () => {
    expect(readOptions({ honors: false, chicagoPartScores: 'sometimes', buggerChart: [1, 'x'] })).toEqual({
      ...DEFAULT_OPTIONS,
      honors: false,
    });
    expect(readOptions(null)).toEqual(DEFAULT_OPTIONS);
    expect(readOptions({ ...DEFAULT_OPTIONS, chicagoVulnerability: 'dealer-side', buggerChart: [5, 6] })).toMatchObject(
      {
        chicagoVulnerability: 'dealer-side',
        buggerChart: [5, 6],
      },
    );
  });
});

describe('the stored colour scheme', () => {
  it('reads options stored before there was a choice, or an unknown one, as the system scheme', () => {
    const older = { honors: false, chicagoVulnerability: 'dealer-side', chicagoPartScores: 'carry', buggerChart: [5] };
    expect(readOptions(older)).toEqual({ ...older, scheme: 'system' });
    expect(readOptions({ ...older, scheme: 'sepia' })).toEqual({ ...older, scheme: 'system' });
    expect(readOptions({ ...older, scheme: 'dark' })).toEqual({ ...older, scheme: 'dark' });
  });
});

describe('a storage write that fails (review finding 6)', () => {
  it('New rubber, when History cannot be written: says so, and the rubber in play stays', async () => {
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    const opened = await keeper.open();
    if (opened.session === null) throw new Error('no rubber');
    const played = await keeper.add(opened.session, { type: 'hand', side: 'We', contract: contractOf('4S=') });
    if (!played.ok) throw new Error(sayRefused(played.error));
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(async (items) => {
      if ('history' in items) throw new Error('QUOTA_BYTES quota exceeded');
      return set(items);
    });
    const restarted = await keeper.restart();
    vi.restoreAllMocks();
    expect(restarted.notice).toBe(
      'Your rubber could not be put away in History (QUOTA_BYTES quota exceeded). It is still here; nothing new was started.',
    );
    expect(restarted.session).toEqual(played.value.session);
    expect(await rubberItem.getValue()).toEqual(played.value.session);
  });
});

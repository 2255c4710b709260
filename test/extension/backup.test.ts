import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  formatProblem,
  newBugger,
  newChicago,
  newRubber,
  newTeamMatch,
  type RubberEvent,
  type TeamMatchEvent,
} from '../../core/index';
import { exportBackup, importBackup, importedMessage, tooLong } from '../../extension/kinds/backup';
import { buggerItem } from '../../extension/kinds/bugger/entry';
import { buggerKeeper } from '../../extension/kinds/bugger/kind';
import { chicagoItem } from '../../extension/kinds/chicago/entry';
import { chicagoKeeper } from '../../extension/kinds/chicago/kind';
import { readHistory } from '../../extension/kinds/history-read';
import { matchItem } from '../../extension/kinds/match/entry';
import { matchSheetItem } from '../../extension/kinds/match/old-sheet';
import { rubberItem } from '../../extension/kinds/rubber/entry';
import { type RubberKeeper, rubberKeeper } from '../../extension/kinds/rubber/kind';
import { sayRefused } from '../../extension/lib/keeper';
import { deleteKept, readAbout, writeNames } from '../../extension/storage/history';
import { DEFAULT_OPTIONS, historyItem, optionsItem, setAsideItem } from '../../extension/storage/items';
import { setAside } from '../../extension/storage/set-aside';
import { contractOf, must } from '../support';

beforeEach(() => {
  fakeBrowser.reset();
});

const hand = (text: string): RubberEvent => ({ type: 'hand', side: 'We', contract: contractOf(text) });

async function play(keeper: RubberKeeper, texts: string[]) {
  let current = (await keeper.open()).session;
  for (const text of texts) {
    if (current === null) throw new Error('no rubber');
    const next = await keeper.add(current, hand(text));
    if (!next.ok) throw new Error(sayRefused(next.error));
    current = next.value.session;
  }
  return current;
}

/** Two rubbers put away and a third in play, and a Chicago in play with its names. */
async function someSessions() {
  const keeper = rubberKeeper(DEFAULT_OPTIONS);
  await play(keeper, ['4S=', '4S=']);
  await keeper.restart();
  await play(keeper, ['2H=']);
  await keeper.restart();
  await play(keeper, ['3NT=']);
  const chicago = chicagoKeeper(DEFAULT_OPTIONS);
  const opened = await chicago.open();
  if (opened.session === null) throw new Error('no Chicago');
  await writeNames('chicago', ['Ann', 'Bob', 'Cy', 'Di']);
  await chicago.add(opened.session, { type: 'passed-out' });
}

const everything = async () => fakeBrowser.storage.local.get(null);
/** Everything but the sessions' versions, which count the writes made on one device: not in a backup. */
const data = async () =>
  Object.fromEntries(Object.entries(await everything()).filter(([key]) => !key.startsWith('version:')));

describe('export, then import on an empty device', () => {
  it('brings every session back, equal, and says so', async () => {
    await someSessions();
    const before = await data();
    const file = await exportBackup('2026-11-30T12:00:00Z');
    fakeBrowser.reset();
    expect(await importBackup(file)).toEqual({ ok: true, value: 'Imported 4 sessions.' });
    expect(await data()).toEqual(before);
  });

  it('importing the same file again adds nothing and changes nothing', async () => {
    await someSessions();
    const file = await exportBackup();
    const before = await everything();
    expect(await importBackup(file)).toEqual({ ok: true, value: 'Imported 0 sessions; 4 were already here.' });
    expect(await everything()).toEqual(before);
  });
});

describe('import into a device with its own sessions', () => {
  it('keeps the rubber in play here, and puts the file’s into the history', async () => {
    const elsewhere = rubberKeeper(DEFAULT_OPTIONS);
    await play(elsewhere, ['1NT+2']);
    const file = await exportBackup();
    fakeBrowser.reset();
    const here = await play(rubberKeeper(DEFAULT_OPTIONS), ['6C=']);
    expect(await importBackup(file)).toEqual({ ok: true, value: 'Imported 1 session.' });
    expect(await rubberItem.getValue()).toEqual(here);
    const [theirs] = await readHistory();
    expect(theirs?.session.events).toEqual([hand('1NT+2')]);
  });

  it('restores into an empty slot, keeping names typed here when the file’s session has none', async () => {
    await play(rubberKeeper(DEFAULT_OPTIONS), ['1NT+2']);
    const file = await exportBackup();
    fakeBrowser.reset();
    await writeNames('rubber', ['Us', 'Them']);
    await rubberKeeper(DEFAULT_OPTIONS).open();
    await importBackup(file);
    expect((await rubberItem.getValue()) as { events: unknown[] }).toMatchObject({ events: [hand('1NT+2')] });
    expect((await readAbout('rubber')).names).toEqual(['Us', 'Them']);
  });

  it('keeps a match set up here but not yet played, and puts the file’s match into the history', async () => {
    const played = {
      ...must(newTeamMatch()),
      events: [{ type: 'table', board: 1, table: 1, result: '4S= N' }] as TeamMatchEvent[],
    };
    await matchItem.setValue(played);
    const file = await exportBackup();
    fakeBrowser.reset();
    const setUp = must(newTeamMatch({ boards: 12, teams: ['Lions', 'Tigers'] }));
    await matchItem.setValue(setUp);
    expect(await importBackup(file)).toEqual({ ok: true, value: 'Imported 1 session.' });
    expect(await matchItem.getValue()).toEqual(setUp);
    expect((await readHistory()).map((kept) => kept.session)).toEqual([played]);
  });

  it('a game in play when the file was made, and put away here since, is not brought back', async () => {
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    await play(keeper, ['4S=']);
    const file = await exportBackup();
    await keeper.restart();
    expect(await importBackup(file)).toEqual({ ok: true, value: 'Imported 0 sessions; 1 was already here.' });
    expect(((await rubberItem.getValue()) as { events: unknown[] }).events).toEqual([]);
    await play(keeper, ['2H=']);
    await keeper.restart();
    expect((await readHistory()).map((kept) => kept.session.events)).toEqual([[hand('2H=')], [hand('4S=')]]);
  });

  it('refuses a bad file with where and why, and changes nothing', async () => {
    await someSessions();
    const before = await everything();
    const file = JSON.parse(await exportBackup());
    file.history[1].session.events.push({ type: 'hand', side: 'Us' });
    expect(await importBackup(JSON.stringify(file))).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^entry 2 \(rubber, \d{4}-\d\d-\d\d\): event 3: the declaring side must be "We" or "They", not "Us"$/,
      ),
    });
    expect(await everything()).toEqual(before);
    expect(await historyItem.getValue()).toHaveLength(2);
    expect(await chicagoItem.getValue()).toMatchObject({ events: [{ type: 'passed-out' }] });
  });
});

describe('the words', () => {
  it.each([
    [3, 2, 'Imported 3 sessions; 2 were already here.'],
    [1, 1, 'Imported 1 session; 1 was already here.'],
    [0, 0, 'Imported 0 sessions.'],
  ])('%i new, %i already here', (added, already, message) => {
    expect(importedMessage(added, already)).toBe(message);
  });

  it('a file over 10 MB is refused before it is read', () => {
    expect(tooLong(12_500_000)).toBe('the file is 12.5 MB; a backup is at most 10 MB');
    expect(tooLong(1000)).toBeNull();
  });
});

describe('nothing here is lost by an import (review findings 1, 2, 3, 6)', () => {
  it('a rubber here that cannot be read is set aside before the file’s takes its place', async () => {
    await play(rubberKeeper(DEFAULT_OPTIONS), ['1NT+2']);
    const file = await exportBackup();
    fakeBrowser.reset();
    // A newer build's rubber: this build cannot read it, but it is the player's.
    const newer = { format: 'bridge-scorer/rubber', version: 2, settings: { honors: true }, events: ['?'] };
    await rubberItem.setValue(newer);
    const done = await importBackup(file);
    expect(done).toEqual({ ok: true, value: expect.stringMatching(/^Imported 1 session\. .*set aside/) });
    expect(await setAsideItem.getValue()).toEqual([
      expect.objectContaining({ key: 'rubber', value: newer, problem: expect.stringMatching(/version 2/) }),
    ]);
    expect(await rubberItem.getValue()).toMatchObject({ events: [hand('1NT+2')] });
  });

  it('one game played on two devices: each copy has its own id in History, and deleting one keeps the other', async () => {
    const keeperA = rubberKeeper(DEFAULT_OPTIONS);
    await play(keeperA, ['1NT+2']);
    const fromA = await exportBackup();
    const deviceA = await everything();
    fakeBrowser.reset();
    await importBackup(fromA);
    await play(rubberKeeper(DEFAULT_OPTIONS), ['2S=']);
    const fromB = await exportBackup();
    fakeBrowser.reset();
    await fakeBrowser.storage.local.set(deviceA);
    await importBackup(fromB);
    await keeperA.restart();
    const history = await readHistory();
    expect(history).toHaveLength(2);
    const ids = history.map((k) => k.id);
    expect(new Set(ids).size).toBe(2);
    const [first, second] = history;
    if (first === undefined || second === undefined) throw new Error('two entries');
    await deleteKept(first.id);
    expect(await readHistory()).toEqual([second]);
  });

  it('an old four-board sheet not yet opened goes into the backup, and stays here through an import', async () => {
    await matchSheetItem.setValue({ table1: ['4S= N', '', '', ''], table2: ['4S+1 S', '', '', ''] });
    const file = JSON.parse(await exportBackup());
    expect(file.current.match.session.events).toEqual([
      { type: 'table', board: 1, table: 1, result: '4S= N' },
      { type: 'table', board: 1, table: 2, result: '4S+1 S' },
    ]);
    fakeBrowser.reset();
    await matchSheetItem.setValue({ table1: ['3NT= N', '', '', ''], table2: ['', '', '', ''] });
    await importBackup(JSON.stringify(file));
    expect(await matchItem.getValue()).toMatchObject({
      events: [{ type: 'table', board: 1, table: 1, result: '3NT= N' }],
    });
    const [theirs] = await readHistory();
    expect(theirs?.session.events).toHaveLength(2);
  });

  it('what was set aside goes into the backup, and an import adds it to what is set aside here', async () => {
    await setAside('rubber', { format: 'bridge-scorer/rubber', version: 7 }, 'version 7 is not known');
    const file = await exportBackup();
    const asideThere = await setAsideItem.getValue();
    fakeBrowser.reset();
    await setAside('chicago', 'garbled', 'not a Chicago');
    const asideHere = (await setAsideItem.getValue()) as unknown[];
    await importBackup(file);
    expect(await setAsideItem.getValue()).toEqual([...asideHere, ...(asideThere as unknown[])]);
    await importBackup(file);
    expect(await setAsideItem.getValue()).toHaveLength(2);
  });

  it('a history write that fails is said, and leaves the sessions in play as they were', async () => {
    await play(rubberKeeper(DEFAULT_OPTIONS), ['1NT+2']);
    await someSessions();
    const file = await exportBackup();
    fakeBrowser.reset();
    await play(rubberKeeper(DEFAULT_OPTIONS), ['6C=']);
    const before = await everything();
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(async (items) => {
      if ('history' in items) throw new Error('QUOTA_BYTES quota exceeded');
      return set(items);
    });
    expect(await importBackup(file)).toEqual({
      ok: false,
      error: 'it could not be stored (QUOTA_BYTES quota exceeded); nothing here was changed',
    });
    vi.restoreAllMocks();
    expect(await everything()).toEqual(before);
  });
});

/** A Bugger game of Ann, Bob and Cy started, with no bid yet, as Start the game leaves it. */
async function setUpBugger(players = ['Ann', 'Bob', 'Cy']) {
  const created = newBugger({ players, hook: true });
  if (!created.ok) throw new Error(formatProblem(created.error));
  const started = await buggerKeeper().restart(created.value);
  if (started.session === null) throw new Error('the game did not start');
  return started.session;
}

describe('a session set up but not yet played (issue 22, 14)', () => {
  it('a Bugger game and a team match set up go into a backup and come back into empty slots', async () => {
    const bugger = await setUpBugger();
    const match = must(newTeamMatch({ boards: 12, firstBoard: 5, teams: ['Lions', 'Tigers'] }));
    await matchItem.setValue(match);
    // A fresh rubber holds nothing but the options: nothing of it is in the file.
    await rubberKeeper(DEFAULT_OPTIONS).open();
    const text = await exportBackup('2026-11-30T12:00:00Z');
    const file = JSON.parse(text);
    expect(Object.keys(file.current).sort()).toEqual(['bugger', 'match']);
    expect(file.current.bugger.session).toEqual(bugger);
    expect(file.current.match.session).toEqual(match);
    fakeBrowser.reset();
    expect(await importBackup(text)).toEqual({ ok: true, value: 'Imported 2 sessions.' });
    expect(await buggerItem.getValue()).toEqual(bugger);
    expect(await matchItem.getValue()).toEqual(match);
    expect(await readHistory()).toEqual([]);
    // The same game under the same id: a second import finds them here.
    expect(await readAbout('bugger')).toEqual({ id: file.current.bugger.id });
    expect(await importBackup(text)).toEqual({ ok: true, value: 'Imported 0 sessions; 2 were already here.' });
    expect(await buggerItem.getValue()).toEqual(bugger);
    expect(await matchItem.getValue()).toEqual(match);
  });

  it('one whose slot here is taken stays in the file, says so, and leaves History alone', async () => {
    await setUpBugger(['Ann', 'Bob', 'Cy']);
    await matchItem.setValue(must(newTeamMatch({ boards: 8, teams: ['Lions', 'Tigers'] })));
    const file = await exportBackup();
    fakeBrowser.reset();
    // Here: a Bugger game under way, and another match set up.
    const here = await setUpBugger(['Di', 'Ed', 'Flo']);
    const bid = await buggerKeeper().add(here, { type: 'bids', trump: 'S', bids: [0, 1, 0] });
    if (!bid.ok) throw new Error(sayRefused(bid.error));
    const ours = must(newTeamMatch({ boards: 24, teams: ['Owls', 'Larks'] }));
    await matchItem.setValue(ours);
    const before = await everything();
    expect(await importBackup(file)).toEqual({
      ok: true,
      value:
        'Imported 0 sessions. ' +
        'The file’s Bugger game, set up but not yet played, stays in the file: the one here was kept, and History keeps only what was played. ' +
        'The file’s team match, set up but not yet played, stays in the file: the one here was kept, and History keeps only what was played.',
    });
    expect(await everything()).toEqual({ ...before, history: [] });
  });

  it('a set-up game here stays when the file’s played one comes, which goes into History', async () => {
    const elsewhere = await setUpBugger(['Ann', 'Bob', 'Cy']);
    const bid = await buggerKeeper().add(elsewhere, { type: 'bids', trump: 'S', bids: [0, 1, 0] });
    if (!bid.ok) throw new Error(sayRefused(bid.error));
    const file = await exportBackup();
    fakeBrowser.reset();
    const here = await setUpBugger(['Di', 'Ed', 'Flo']);
    expect(await importBackup(file)).toEqual({ ok: true, value: 'Imported 1 session.' });
    expect(await buggerItem.getValue()).toEqual(here);
    expect((await readHistory()).map((kept) => kept.session)).toEqual([bid.value.session]);
  });
});

describe('names typed for a rubber or Chicago not yet started (issue 22, 14)', () => {
  /** The rubber and Chicago tabs opened on a fresh device, names typed, no hand yet: nothing else is stored. */
  async function namesTyped(rubber: string[], chicago: string[]) {
    await rubberKeeper(DEFAULT_OPTIONS).open();
    await writeNames('rubber', rubber);
    await chicagoKeeper(DEFAULT_OPTIONS).open();
    await writeNames('chicago', chicago);
  }

  it('go into a backup with the pad’s settings and come back into empty slots', async () => {
    // Honors off here: the pad the tab shows is the options' (docs/rules.md, honors are optional).
    await optionsItem.setValue({ ...DEFAULT_OPTIONS, honors: false, chicagoPartScores: 'fifty-at-once' });
    await namesTyped(['Ann & Bob', 'Cy & Di'], ['Ann', 'Bob', 'Cy', 'Di']);
    const aboutRubber = await readAbout('rubber');
    const aboutChicago = await readAbout('chicago');
    const text = await exportBackup('2026-11-30T12:00:00Z');
    const file = JSON.parse(text);
    expect(Object.keys(file.current).sort()).toEqual(['chicago', 'rubber']);
    const rubber = newRubber({ honors: false });
    const chicago = newChicago({ honors: false, vulnerability: 'dealer-opponents', partScores: 'fifty-at-once' });
    expect(file.current.rubber).toEqual({
      id: aboutRubber.id,
      kind: 'rubber',
      names: ['Ann & Bob', 'Cy & Di'],
      session: rubber,
    });
    expect(file.current.chicago).toEqual({
      id: aboutChicago.id,
      kind: 'chicago',
      names: ['Ann', 'Bob', 'Cy', 'Di'],
      session: chicago,
    });
    fakeBrowser.reset();
    expect(await importBackup(text)).toEqual({ ok: true, value: 'Imported 2 sessions.' });
    expect(await readAbout('rubber')).toEqual(aboutRubber);
    expect(await readAbout('chicago')).toEqual(aboutChicago);
    expect(await rubberItem.getValue()).toEqual(rubber);
    expect(await chicagoItem.getValue()).toEqual(chicago);
    expect(await readHistory()).toEqual([]);
    expect(await importBackup(text)).toEqual({ ok: true, value: 'Imported 0 sessions; 2 were already here.' });
  });

  it('a pad put away by New keeps its names for the next one, and that one is in a backup too', async () => {
    const keeper = rubberKeeper(DEFAULT_OPTIONS);
    await writeNames('rubber', ['Ann & Bob', 'Cy & Di']);
    await play(keeper, ['4S=']);
    await keeper.restart();
    const file = JSON.parse(await exportBackup());
    expect(file.current.rubber).toMatchObject({ names: ['Ann & Bob', 'Cy & Di'], session: { events: [] } });
    expect(file.history).toHaveLength(1);
  });

  it('one whose slot here is taken stays in the file, says so, and nothing here changes', async () => {
    await namesTyped(['Ann & Bob', 'Cy & Di'], ['Ann', 'Bob', 'Cy', 'Di']);
    const file = await exportBackup();
    fakeBrowser.reset();
    // Here: other names typed for a rubber not yet started, and a Chicago under way.
    await rubberKeeper(DEFAULT_OPTIONS).open();
    await writeNames('rubber', ['Ed & Flo', 'Gil & Hal']);
    const chicago = chicagoKeeper(DEFAULT_OPTIONS);
    const opened = await chicago.open();
    if (opened.session === null) throw new Error('no Chicago');
    await chicago.add(opened.session, { type: 'passed-out' });
    const before = await everything();
    expect(await importBackup(file)).toEqual({
      ok: true,
      value:
        'Imported 0 sessions. ' +
        'The file’s rubber, set up but not yet played, stays in the file: the one here was kept, and History keeps only what was played. ' +
        'The file’s Chicago, set up but not yet played, stays in the file: the one here was kept, and History keeps only what was played.',
    });
    expect(await everything()).toEqual({ ...before, history: [] });
  });

  it('names typed here stay when the file’s rubber, played, has names of its own: it goes into History', async () => {
    await writeNames('rubber', ['Ann & Bob', 'Cy & Di']);
    await play(rubberKeeper(DEFAULT_OPTIONS), ['1NT+2']);
    const file = await exportBackup();
    fakeBrowser.reset();
    await writeNames('rubber', ['Ed & Flo', 'Gil & Hal']);
    expect(await importBackup(file)).toEqual({ ok: true, value: 'Imported 1 session.' });
    expect((await readAbout('rubber')).names).toEqual(['Ed & Flo', 'Gil & Hal']);
    expect(await rubberItem.getValue()).toBeNull();
    expect((await readHistory()).map((kept) => [kept.names, kept.session.events])).toEqual([
      [['Ann & Bob', 'Cy & Di'], [hand('1NT+2')]],
    ]);
  });

  it('a rubber or Chicago with neither hands nor names stays out of the file', async () => {
    await namesTyped(['', ' '], ['', '', '', '']);
    // And a fresh pad stored by New, its names cleared.
    await chicagoItem.setValue(newChicago({ honors: true, vulnerability: 'dealer-opponents', partScores: 'carry' }));
    const file = JSON.parse(await exportBackup());
    expect(file.current).toEqual({});
    expect(file.history).toEqual([]);
  });
});

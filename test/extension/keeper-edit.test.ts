// Changing an earlier hand through a keeper: stored at once when every later hand still fits; when one
// no longer does, nothing is stored until the player chooses to drop the later hands.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Pair, RubberEvent } from '../../core/index';
import { rubberItem } from '../../extension/kinds/rubber/entry';
import { rubberKeeper } from '../../extension/kinds/rubber/kind';
import { sayRefused } from '../../extension/lib/keeper';
import { DEFAULT_OPTIONS } from '../../extension/storage/items';
import { contractOf } from '../support';

beforeEach(() => {
  fakeBrowser.reset();
});

const hand = (side: Pair, text: string): RubberEvent => ({ type: 'hand', side, contract: contractOf(text) });

/** A rubber keeper holding `events`, stored, and its session. */
async function keeping(events: readonly RubberEvent[]) {
  const keeper = rubberKeeper(DEFAULT_OPTIONS);
  let session = (await keeper.open()).session;
  for (const event of events) {
    if (session === null) throw new Error('a rubber always starts');
    const next = await keeper.add(session, event);
    if (!next.ok) throw new Error(sayRefused(next.error));
    session = next.value.session;
  }
  if (session === null) throw new Error('a rubber always starts');
  return { keeper, session };
}

const stored = async () => ((await rubberItem.getValue()) as { events: RubberEvent[] }).events;

// We 2H=, They 1NT=, We 2S= (We's game), They 3NT+1 (They's game), We 4H= (the rubber, 500).
const FIVE = [hand('We', '2H='), hand('They', '1NT='), hand('We', '2S='), hand('They', '3NT+1'), hand('We', '4H=')];

describe('the rubber keeper changes an earlier hand', () => {
  it('stores the change and hands back the replayed pad', async () => {
    const { keeper, session } = await keeping(FIVE);
    // Hand 2 They 1NT-1: 50 to We; They's 40 is gone. We 60 + 50 + 60 + 120 + 500; They 100 + 30.
    const changed = await keeper.replace(session, 1, hand('They', '1NT-1'));
    expect(changed.ok && 'state' in changed.value && changed.value.state.totals).toEqual({ We: 790, They: 130 });
    expect((await stored())[1]).toEqual(hand('They', '1NT-1'));
    const again = await rubberKeeper(DEFAULT_OPTIONS).open();
    expect(again.session && 'state' in again && again.state.totals).toEqual({ We: 790, They: 130 });
  });

  it('stores nothing when a later hand no longer fits, and the cut when asked to drop it', async () => {
    const { keeper, session } = await keeping(FIVE);
    // Hand 2 They 3NT=: They's game; hand 4 their second, 700: hand 5 comes after the rubber.
    const refused = await keeper.replace(session, 1, hand('They', '3NT='));
    expect(refused).toMatchObject({ ok: false, error: { code: 'later-impossible', cut: { dropped: 1 } } });
    expect(await stored()).toEqual(FIVE);
    const dropped = await keeper.replace(session, 1, hand('They', '3NT='), true);
    // We 60 + 60; They 100 + 100 + 30 + 700.
    expect(dropped.ok && 'state' in dropped.value && dropped.value.state.totals).toEqual({ We: 120, They: 930 });
    expect(await stored()).toEqual([FIVE[0], hand('They', '3NT='), FIVE[2], FIVE[3]]);
  });

  it('takes a hand out', async () => {
    const { keeper, session } = await keeping(FIVE);
    const removed = await keeper.remove(session, 2);
    expect(removed.ok).toBe(true);
    expect(await stored()).toEqual([FIVE[0], FIVE[1], FIVE[3], FIVE[4]]);
  });

  it('refuses a bad change without storing anything, whatever dropLater says', async () => {
    const { keeper, session } = await keeping(FIVE);
    const refused = await keeper.replace(session, 7, hand('We', '1C='), true);
    expect(refused).toMatchObject({ ok: false, error: { code: 'no-such-event' } });
    expect(await stored()).toEqual(FIVE);
  });
});

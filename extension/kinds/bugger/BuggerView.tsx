import { useMemo } from 'preact/hooks';
import {
  announce,
  type BuggerEvent,
  type BuggerRound,
  type BuggerState,
  type BuggerTrump,
  newBugger,
  quoteText,
} from '../../../core/index';
import { EditActions } from '../../components/EditActions';
import { Opening } from '../../components/Opening';
import { useChange, useEdited } from '../../components/use-edit';
import { type EditOutcome, useKeeper } from '../../components/use-keeper';
import { editFieldDrafts, useDraft } from '../../storage/drafts';
import type { Options } from '../../storage/items';
import { sayReason, t } from '../../words/index';
import { KeeperActions } from '../KeeperActions';
import { announced, BuggerSheet } from './BuggerSheet';
import { CountField } from './CountField';
import { bugger } from './entry';
import { type BuggerKeeper, buggerKeeper, kind } from './kind';
import { TrumpPick } from './TrumpPick';

const NUMBER = /^\d+$/;

/**
 * Reads one number field per player: the numbers in player order, or in words the first problem in the
 * order the fields are listed (`order`, player indexes).
 */
function readCounts(
  texts: readonly string[],
  players: readonly string[],
  order: readonly number[],
  bids: boolean,
): number[] | string {
  for (const p of order) {
    const text = texts[p] ?? '';
    if (!NUMBER.test(text.trim()))
      return t('bugger.notCount', { name: players[p], step: bids ? 'bids' : 'tricks', text: quoteText(text) });
  }
  return players.map((_, p) => Number((texts[p] ?? '').trim()));
}

/** The names, the hook and the first dealer, then the game starts with the chart from the options. */
function NewGame(props: {
  options: Options;
  start: (players: string[], hook: boolean, firstDealer: number) => string | null;
}) {
  const [names, setNames] = useDraft<string[]>(kind.drafts.names, ['', '', '', '', '', '', '']);
  const [hook, setHook] = useDraft(kind.drafts.hook, false);
  const [problem, setProblem] = useDraft<string | null>(kind.drafts.setupProblem, null);
  const players = names.map((n) => n.trim()).filter((n) => n !== '');
  return (
    <form
      class="stack"
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(props.start(players, hook, 0));
      }}
    >
      <p class="hint">{t('bugger.playersHint')}</p>
      {names.map((name, i) => (
        <label class="field" key={i}>
          {t('bugger.player', { n: i + 1 })}
          <input
            data-next={i === 0 ? true : undefined}
            value={name}
            onInput={(e) => setNames(names.map((n, j) => (j === i ? e.currentTarget.value : n)))}
          />
        </label>
      ))}
      <label class="check">
        <input type="checkbox" checked={hook} onChange={(e) => setHook(e.currentTarget.checked)} />
        {t('bugger.hook')}
      </label>
      <button type="submit">{t('bugger.start')}</button>
      <output aria-live="polite" class="status error">
        {problem}
      </output>
    </form>
  );
}

/** A round's bids or tricks already on the sheet, being changed. */
interface EditingRound {
  readonly index: number;
  readonly event: BuggerEvent;
  readonly round: BuggerRound;
  /** Leaves editing, on Cancel or once the change is stored. */
  done(): void;
}

/**
 * The step the form enters: the next one, or the one being edited; null once every round is played.
 * Its tricks are entered in the order of its bids, each beside the bid (`placed`, in player order).
 */
function stepOf(state: BuggerState, editing: EditingRound | undefined) {
  if (editing) {
    const { round, cards, dealer, trump, bids } = editing.round;
    return { bids: editing.event.type === 'bids', round, cards, dealer, noTrump: trump === 'NT', placed: bids };
  }
  const next = state.next;
  if (next.step === 'over') return null;
  if (next.step === 'bids')
    return { bids: true, round: next.round, cards: next.cards, dealer: next.dealer, noTrump: next.noTrump, placed: [] };
  const { dealer, bids } = state.rounds[next.round - 1] as BuggerRound;
  return { bids: false, round: next.round, cards: next.cards, dealer, noTrump: false, placed: bids };
}

function RoundForm(props: {
  state: BuggerState;
  add: (event: BuggerEvent) => Promise<boolean>;
  edit: (index: number, event: BuggerEvent | null, dropLater?: boolean) => Promise<EditOutcome>;
  editing?: EditingRound;
  problem: string | null;
  setProblem: (p: string | null) => void;
}) {
  const { state, editing } = props;
  const players = state.settings.players;
  const next = stepOf(state, editing);
  const was = editing?.event;
  // Editing starts from the round as it was, and leaves the drafts of the next step alone. The change is
  // a draft of its own, so a popup closed mid-edit opens on it again; it goes once stored or cancelled.
  const [countsDraft = '', trumpDraft = ''] = editFieldDrafts(kind.edit, editing?.index ?? 'none');
  const edited = [
    useDraft<string[]>(countsDraft, (was?.type === 'bids' ? was.bids : (was?.tricks ?? [])).map(String)),
    useDraft<BuggerTrump>(trumpDraft, was?.type === 'bids' ? was.trump : 'S'),
  ] as const;
  const leave = () => {
    for (const [, , clear] of edited) clear();
    editing?.done();
  };
  const changed = useChange(props.edit, editing?.index, leave);
  const [bids, setBids] = useDraft<string[]>(
    kind.drafts.bids,
    players.map(() => ''),
  );
  const [tricks, setTricks] = useDraft<string[]>(
    kind.drafts.tricks,
    players.map(() => ''),
  );
  const drafted = useDraft<BuggerTrump>(kind.drafts.trump, 'S');
  const [trump, setTrump] = editing ? edited[1] : drafted;
  if (next === null) return <p class="status">{t('bugger.allPlayed')}</p>;
  const stepIsBids = next.bids;
  const [texts, setTexts] = editing ? edited[0] : stepIsBids ? [bids, setBids] : [tricks, setTricks];
  // Bidding starts at the dealer's left and the dealer bids last: the bids are called, and the tricks
  // read off beside them, in that order, so both steps list the fields so.
  const order = players.map((_, i) => (next.dealer + 1 + i) % players.length);
  const counts = readCounts(texts, players, order, stepIsBids);
  const sum = typeof counts === 'string' ? null : counts.reduce((a, b) => a + b, 0);
  const submit = async (event: Event) => {
    event.preventDefault();
    if (typeof counts === 'string') {
      props.setProblem(counts);
      return;
    }
    const entered: BuggerEvent = stepIsBids
      ? { type: 'bids', trump: next.noTrump ? 'NT' : trump, bids: counts }
      : { type: 'tricks', tricks: counts };
    if (editing) return changed.change(entered);
    if (await props.add(entered)) setTexts(players.map(() => ''));
  };
  return (
    <form class={editing ? 'stack editing' : 'stack'} onSubmit={submit}>
      <h2>
        {t(editing ? 'bugger.editingHead' : 'bugger.roundForm', {
          round: next.round,
          step: stepIsBids ? 'bids' : 'tricks',
          cards: next.cards,
        })}
        {stepIsBids ? t('bugger.deals', { dealer: players[next.dealer] }) : ''}
      </h2>
      {stepIsBids &&
        (next.noTrump ? (
          <p>{t('bugger.noTrump')}</p>
        ) : (
          // The card is turned up before anyone bids: its pick comes first, and takes the cursor.
          <TrumpPick trump={trump} onPick={setTrump} />
        ))}
      <div class="counts bugger-counts">
        {order.map((p, i) => (
          <CountField
            key={p}
            player={p}
            name={players[p] ?? ''}
            bids={stepIsBids}
            cards={next.cards}
            text={texts[p] ?? ''}
            onText={(text) => setTexts(players.map((_, j) => (j === p ? text : (texts[j] ?? ''))))}
            first={i === 0}
            bid={next.placed[p]}
          />
        ))}
      </div>
      <output aria-live="polite" class="status">
        {sum === null
          ? ''
          : stepIsBids
            ? t('bugger.bidSum', {
                sum,
                cards: next.cards,
                announced: announced(announce(counts as number[], next.cards)),
              })
            : t('bugger.trickSum', { sum, cards: next.cards })}
      </output>
      {!editing && <button type="submit">{t(stepIsBids ? 'bugger.recordBids' : 'bugger.recordTricks')}</button>}
      {editing && <EditActions change={changed} leave={leave} />}
      <output aria-live="polite" class="status error">
        {props.problem}
      </output>
    </form>
  );
}

/** A Bugger Bridge score sheet: players, rounds, bids with the announcement, tricks and running totals. */
export function BuggerView(props: { keeper: BuggerKeeper; options: Options }) {
  const keeper = useKeeper(props.keeper);
  // The event of a round being changed, its bids or its tricks (-1 for none): a draft, so a popup closed
  // mid-edit opens on it again.
  const edited = useEdited(kind.edit, -1, (index) => index);
  const edit = edited.index;
  const snapshot = keeper.snapshot;
  if (snapshot === null) return <Opening failure={keeper.problem} />;
  const start = (players: string[], hook: boolean, firstDealer: number): string | null => {
    const chart = props.options.buggerChart;
    const created = newBugger({ players, hook, firstDealer, ...(chart === null ? {} : { chart }) });
    if (!created.ok) return sayReason(created.error);
    void keeper.restart(created.value);
    return null;
  };
  if (snapshot.session === null) {
    return (
      <div class="stack">
        {snapshot.notice && <p role="alert">{snapshot.notice}</p>}
        <NewGame options={props.options} start={start} />
        {/* A game the storage refused to keep: the names stay as typed, to try again. */}
        {keeper.problem && (
          <p role="alert" class="status error">
            {keeper.problem}
          </p>
        )}
      </div>
    );
  }
  const { state } = snapshot;
  const event = edit === null ? undefined : snapshot.session.events[edit];
  const round = edit === null ? undefined : state.rounds[Math.floor(edit / 2)];
  const editing: EditingRound | undefined =
    edit !== null && event && round
      ? {
          index: edit,
          event,
          round,
          done: () => {
            keeper.setProblem(null);
            edited.done();
          },
        }
      : undefined;
  const pick = (index: number) => {
    keeper.setProblem(null);
    edited.pick(index);
  };
  return (
    <div class="stack">
      {snapshot.notice && <p role="alert">{snapshot.notice}</p>}
      <RoundForm
        // A fresh form for each step picked, started from it.
        key={editing ? `edit-${editing.index}` : 'next'}
        state={state}
        add={keeper.add}
        edit={keeper.edit}
        {...(editing && { editing })}
        problem={keeper.problem}
        setProblem={keeper.setProblem}
      />
      {!editing && <KeeperActions kind={bugger.key} keeper={keeper} finished={false} />}
      <BuggerSheet state={state} onPick={pick} {...(editing && { picked: editing.index })} />
    </div>
  );
}

/** The Bugger tab as the popup loads it, on first opening: the view with a keeper of its own. */
export function BuggerTab(props: { options: Options }) {
  const keeper = useMemo(() => buggerKeeper(), []);
  return <BuggerView keeper={keeper} options={props.options} />;
}

import {
  formatContract,
  PAIRS,
  type Pair,
  type RubberEntry,
  type RubberEvent,
  type RubberState,
} from '../../../core/index';
import { PadCell } from '../../components/PadCell';
import { Pick } from '../../components/pads/Pick';
import { handReasons } from '../../lib/session-rows';
import { rubberSides } from '../../lib/two-sides';
import { currentNotation, t } from '../../words/index';

/** What each entry of the pad is for, in the language shown: worded when a pad is drawn. */
const reasons = (): Record<RubberEntry['reason'], string> => ({
  ...handReasons(),
  rubber: t('rubber.reason.rubber'),
  'unfinished-game': t('rubber.reason.unfinishedGame'),
  'unfinished-part-score': t('rubber.reason.unfinishedPart'),
});

const Cell = (props: {
  entries: readonly RubberEntry[];
  side: Pair;
  reasons: Record<RubberEntry['reason'], string>;
}) => (
  <PadCell
    entries={props.entries.filter((e) => e.side === props.side)}
    reasons={props.reasons}
    title={(e) => t('rubber.entryTitle', { hand: e.hand, reason: props.reasons[e.reason] })}
  />
);

/** What a hand was, as the pad's list of hands shows it: `4♥= We` (or the side's names), or passed out. */
const handLabel = (event: RubberEvent, sides: readonly [string, string]): string =>
  event.type === 'hand'
    ? `${formatContract(event.contract, { symbols: true, notation: currentNotation() })} ${sides[PAIRS.indexOf(event.side)]}`
    : t('keeper.passedOutLower');

/**
 * The We/They pad: above the line, the line, then each game below it with its game line. With `onPick`
 * (and the session's `events`), every hand is listed under it as a button that picks it for editing;
 * without, the pad is read-only.
 */
export function RubberPad(props: {
  state: RubberState;
  /** The names kept for We and They, heading their columns where given. */
  names?: readonly string[];
  events?: readonly RubberEvent[];
  /** Called with the 0-based index of the hand's event in the session. */
  onPick?: (eventIndex: number) => void;
  /** The event being edited, shown pressed. */
  picked?: number;
}) {
  const { state } = props;
  const above = state.entries.filter((e) => e.line === 'above');
  const below = state.entries.filter((e) => e.line === 'below');
  const games = [...new Set(below.map((e) => e.game ?? 0))];
  const { events, onPick } = props;
  const sides = rubberSides(props.names ?? []);
  const words = reasons();
  const pad = (
    <table class="pad">
      <caption>{t('rubber.pad')}</caption>
      <thead>
        <tr>
          {PAIRS.map((p, i) => (
            <th scope="col" key={p}>
              {state.vulnerable[p] ? t('rubber.sideVul', { side: sides[i] }) : sides[i]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr class="above">
          {/* Above the line, the latest entry sits nearest the line, as on a paper pad. */}
          <Cell entries={above} side="We" reasons={words} />
          <Cell entries={above} side="They" reasons={words} />
        </tr>
        {games.map((game) => (
          <tr key={game} class="below">
            <Cell entries={below.filter((e) => e.game === game)} side="We" reasons={words} />
            <Cell entries={below.filter((e) => e.game === game)} side="They" reasons={words} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          {PAIRS.map((p) => (
            <td key={p}>
              <small>{t('keeper.total')}</small> {state.totals[p]}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
  if (onPick === undefined || events === undefined || events.length === 0) return pad;
  return (
    <>
      {pad}
      <fieldset class="picks">
        <legend>{t('rubber.editHand')}</legend>
        {/* The settlement is not a hand: Undo takes it back, as it is always the last event. */}
        {events.map((event, i) =>
          event.type === 'settle' ? null : (
            <Pick key={i} what={t('keeper.pick.hand')} picked={props.picked === i} onPick={() => onPick(i)}>
              {i + 1} <small>{handLabel(event, sides)}</small>
            </Pick>
          ),
        )}
      </fieldset>
    </>
  );
}

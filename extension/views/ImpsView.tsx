import { useEffect, useState } from 'preact/hooks';
import {
  blitzMargin,
  type NumberProblem,
  parseDecimal,
  parseNumber,
  quoteText,
  toImps,
  victoryPoints,
  vpInputProblem,
} from '../../core/index';
import { notLoaded, Opening } from '../components/Opening';
import { type Tab, Tabs } from '../components/Tabs';
import type { MatchKeeper } from '../kinds/match/kind';
import { signedImps, vpWord } from '../kinds/match/match';
import { signed } from '../lib/signed';
import { useScreenAwake } from '../lib/wake-lock';
import { useDraft } from '../storage/drafts';
import type { Options } from '../storage/items';
import { readLastView, writeLastView } from '../storage/last-view';
import { sayReason, t } from '../words/index';

/** The VPs of the side with this margin, then its opponents'. */
const vpPair = (imps: number, boards: number): [number, number] => [
  victoryPoints(imps, boards),
  victoryPoints(-imps, boards),
];

const readScore = (text: string): number | undefined => {
  const n = parseDecimal(text);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
};

/** Which number a calculator's field holds, as its messages select it. */
type Field = 'score' | 'margin' | 'boards';

/** What is said of a number the core refuses, where the view's own word for it does not say more. */
const NUMBER_PROBLEMS: { readonly [P in NumberProblem]?: (what: Field) => string } = {
  // The core's largest number (core/base/decimal.ts), the largest a double holds exactly.
  'out-of-range': (what) => t('imps.outOfRange', { what, max: Number.MAX_SAFE_INTEGER }),
  'ambiguous-separator': (what) => t('imps.ambiguous', { what }),
};

/** What to say of a typed number that cannot be read: out of range, or not a number as `meant` says. */
function unread(text: string, what: Field, meant: string): string {
  const read = parseNumber(text);
  const problem = read.ok ? meant : (NUMBER_PROBLEMS[read.error.code]?.(what) ?? meant);
  return `${quoteText(text)}: ${problem}`;
}

/**
 * A calculator of two typed numbers and the line that answers them (or says what is wrong). A field
 * that takes negative numbers gets the full keyboard on phones: their number pads have no minus key.
 */
function TwoNumbers(props: {
  legend: string;
  fields: readonly (readonly [label: string, value: string, set: (value: string) => void, negative: boolean])[];
  shown: string;
}) {
  return (
    <fieldset class="stack">
      <legend>{props.legend}</legend>
      <div class="row">
        {props.fields.map(([label, value, set, negative]) => (
          <label key={label} class="field grow">
            {label}
            <input
              inputMode={negative ? 'text' : 'numeric'}
              value={value}
              onInput={(e) => set(e.currentTarget.value)}
            />
          </label>
        ))}
      </div>
      <output aria-live="polite" class="status">
        {props.shown}
      </output>
    </fieldset>
  );
}

/** Two table scores, or a difference, to IMPs; kept as drafts like every other field of the popup. */
function ImpCalculator() {
  const [first, setFirst] = useDraft('imp-first', '');
  const [second, setSecond] = useDraft('imp-second', '');
  const a = readScore(first);
  const b = second.trim() === '' ? 0 : readScore(second);
  let shown = t('imps.enterDifference');
  if (first.trim() !== '' && a === undefined) shown = unread(first, 'score', t('imps.scoreMeant'));
  else if (second.trim() !== '' && b === undefined) shown = unread(second, 'score', t('imps.scoreMeant'));
  else if (a !== undefined && b !== undefined) {
    const imps = toImps(a - b);
    shown = t('imps.difference', { difference: signed(a - b), imps: signedImps(imps) });
  }
  return (
    <TwoNumbers
      legend={t('imps.tab')}
      fields={[
        [t('imps.first'), first, setFirst, true],
        [t('imps.second'), second, setSecond, true],
      ]}
      shown={shown}
    />
  );
}

/**
 * An IMP margin and the length of the match to Victory Points on the WBF scale. Both numbers are kept
 * as drafts: a team plays match after match of the same length.
 */
function VpCalculator() {
  const [margin, setMargin] = useDraft('vp-margin', '');
  const [boards, setBoards] = useDraft('vp-boards', '');
  const m = parseDecimal(margin);
  const n = parseDecimal(boards);
  let shown = t('imps.enterMargin');
  if (margin.trim() !== '' && m === undefined) shown = unread(margin, 'margin', t('imps.marginMeant'));
  else if (boards.trim() !== '' && n === undefined) shown = unread(boards, 'boards', t('imps.boardsMeant'));
  else if (m !== undefined && n !== undefined) {
    const bad = vpInputProblem(m, n);
    if (!bad.ok) shown = `${quoteText(bad.error.where.argument === 'imps' ? margin : boards)}: ${sayReason(bad.error)}`;
    else {
      const [ours, theirs] = vpPair(m, n);
      shown = t('imps.vp', { ours: vpWord(ours), theirs: vpWord(theirs), boards: n, blitz: blitzMargin(n) });
    }
  }
  return (
    <TwoNumbers
      legend={t('match.vp')}
      fields={[
        [t('imps.margin'), margin, setMargin, true],
        [t('imps.boards'), boards, setBoards, false],
      ]}
      shown={shown}
    />
  );
}

type MatchViewType = typeof import('../kinds/match/MatchView').MatchView;

/**
 * The team match, loaded when its part is first shown: its engine and sheet are most of the tab, and a
 * player who only wants IMPs for a difference should not wait for them.
 */
function LazyMatch(props: { keeper?: MatchKeeper }) {
  const [View, setView] = useState<MatchViewType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('../kinds/match/MatchView').then(
      (m) => setView(() => m.MatchView),
      () => setFailed(true),
    );
  }, []);
  return View === null ? (
    <Opening failure={failed ? notLoaded() : null} loading={t('imps.loadingMatch')} />
  ) : (
    <View {...props} />
  );
}

type ImpsPart = 'match' | 'calculators';

/** The two parts, worded when the tab is drawn. */
const parts = (): readonly Tab<ImpsPart>[] => [
  { key: 'match', label: t('match.title') },
  { key: 'calculators', label: t('imps.calculators') },
];

/**
 * The IMPs tab in two parts, each at the top when chosen: the team match (first, as it is what is kept
 * and played board after board) and the two calculators. The tab reopens on the part it was left on.
 */
export function ImpsView(props: { keeper?: MatchKeeper }) {
  const [part, setPart] = useState<ImpsPart>(
    () => parts().find((tab) => tab.key === readLastView('imps'))?.key ?? 'match',
  );
  const choose = (next: ImpsPart) => {
    setPart(next);
    writeLastView(next, 'imps');
  };
  // The team match is a game in play, like a rubber's pad: the screen stays on while it is shown.
  useScreenAwake(part === 'match');
  return (
    <Tabs label={t('imps.tab')} class="parts" tabs={parts()} current={part} onSelect={choose}>
      {part === 'match' ? (
        <LazyMatch {...props} />
      ) : (
        <div class="stack">
          <ImpCalculator />
          <VpCalculator />
        </div>
      )}
    </Tabs>
  );
}

/** The IMPs tab as the popup loads it, on first opening. */
export const ImpsTab = (_props: { options: Options }) => <ImpsView />;

import { useEffect, useRef, useState } from 'preact/hooks';
import { type Bid, type Doubling, formatResult, resultsOf, tricksNeeded } from '../../core/index';
import { BIDS, ContractGrid } from '../components/ContractGrid';
import { CopyButton } from '../components/CopyButton';
import { notLoaded } from '../components/Opening';
import { showBid } from '../lib/contract-text';
import { keyboardAtHand } from '../lib/focus';
import type { QuickScore, quickScore, TypedBid } from '../lib/quick-score';
import { formatSides, signed } from '../lib/signed';
import { useDraft } from '../storage/drafts';
import { t, wordsReady } from '../words/index';

/** The doubling's choices, worded when shown. */
const DOUBLING_LABELS = { '': 'score.undoubled', X: 'score.doubled', XX: 'score.redoubled' } as const;

const resultLabel = (result: number): string =>
  result === 0
    ? t('score.madeExactly')
    : result > 0
      ? t('score.madeOver', { result: formatResult(result) })
      : t('score.down', { count: -result });

/** 4♠, the grid's pick until the player makes one. */
const FOUR_SPADES = 18;

const gridIndex = (bid: Bid): number => BIDS.findIndex((b) => b.level === bid.level && b.strain === bid.strain);

/**
 * The popup's first view: type a contract, or click one and read every result it can have. The grid,
 * the doubling and the Vulnerable box show what the text says while it reads, over the player's own
 * choices, which are kept untouched underneath: clear the text and they are back. The typed contract
 * is a look-up, not a setting, so it never sticks.
 */
export function ScoreView() {
  // Every choice is a draft: reopening the popup at the table finds the view as it was left.
  const [text, setText] = useDraft('score-text', '');
  const [vulnerable, setVulnerable] = useDraft('score-vulnerable', false);
  const [picked, setPicked] = useDraft('score-pick', FOUR_SPADES);
  const [stored, setDoubling] = useDraft<Doubling>('score-doubling', '');
  // A pick on the grid or the doubling since the text was last changed: the table is the player's again.
  const [ownPick, setOwnPick] = useDraft('score-own-pick', false);
  // The reader comes a moment after the first render, with the words that say its answers and problems;
  // until then a typed contract waits, shown as typed. A reader that will not load (the extension
  // updated under the popup) is said where the score goes.
  const [read, setRead] = useState<typeof quickScore | 'failed' | null>(null);
  useEffect(() => {
    Promise.all([import('../lib/quick-score'), wordsReady()]).then(
      ([module]) => setRead(() => module.quickScore),
      () => setRead('failed'),
    );
  }, []);
  const typed = String(text);
  const shown: QuickScore | { readonly kind: 'reading' } =
    typed.trim() === ''
      ? { kind: 'empty' }
      : read === null
        ? { kind: 'reading' }
        : read === 'failed'
          ? { kind: 'error', message: notLoaded() }
          : read(typed, vulnerable === true);
  // The contract the text last read as: while it is being changed and reads as nothing for a moment
  // (`6HX-` on the way to `6HX-3`), the grid keeps it rather than jumping back to the player's pick.
  const lastRead = useRef<TypedBid | null>(null);
  if (shown.kind === 'score') lastRead.current = shown.bid ?? null;
  else if (shown.kind !== 'error') lastRead.current = null;
  const follows = ownPick === true ? null : lastRead.current;
  // A stored pick that is not one of the grid's (kept by another build) reads as 4♠.
  const at = follows ? gridIndex(follows) : BIDS[picked] ? picked : FOUR_SPADES;
  const bid = BIDS[at] as Bid;
  const doubling: Doubling = follows ? follows.doubling : stored === 'X' || stored === 'XX' ? stored : '';
  // A click on the grid or the doubling while they show the typed contract changes what is shown, from
  // there (6♥X-3 typed, 6♠ clicked: 6♠ doubled), as a player comparing contracts expects; the text is
  // left as typed, and the grid follows it again once it is changed.
  const own = () => {
    if (!follows) return;
    setPicked(at);
    setDoubling(doubling);
    setOwnPick(true);
  };
  // The vulnerability typed decides the score: the box shows it, and is not the player's to change
  // until the text no longer states it.
  const stated = shown.kind === 'score' ? shown.stated : undefined;
  const made = tricksNeeded(bid.level);
  // What a player looks up first: made exactly and the overtricks, then down 1, down 2, …
  const all = resultsOf(bid.level, bid.strain, doubling);
  const rows = [...all.filter((r) => r.tricks >= made), ...all.filter((r) => r.tricks < made).reverse()];

  useEffect(() => {
    // Lets the benchmark see when the first score reached the screen.
    performance.mark('first-score');
  }, []);

  return (
    <div class="stack">
      <div class="row">
        <label class="field grow">
          {t('score.contract')}
          <input
            // A phone's keyboard would cover the grid its player taps: the cursor waits there to be asked.
            // biome-ignore lint/a11y/noAutofocus: the popup exists to take a contract; typing at once is the point.
            autoFocus={keyboardAtHand()}
            value={text}
            placeholder={t('score.placeholder')}
            spellcheck={false}
            autocomplete="off"
            onInput={(event) => {
              setText(event.currentTarget.value);
              if (ownPick) setOwnPick(false);
            }}
          />
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={stated ?? vulnerable === true}
            disabled={stated !== undefined}
            onChange={(event) => setVulnerable(event.currentTarget.checked)}
          />
          {t('score.vulnerable')}
        </label>
      </div>
      <div class="row answer">
        <output aria-live="polite" class={`grow ${shown.kind}`}>
          {shown.kind === 'empty' && t('score.empty')}
          {shown.kind === 'error' && shown.message}
          {shown.kind === 'score' && (
            <>
              <strong>
                {t('score.answer', {
                  contract: shown.contract,
                  score: shown.sides ? formatSides(shown.sides) : signed(shown.total),
                })}
              </strong>{' '}
              <span>{shown.words}</span>
              {shown.overrules && (
                <>
                  <br />
                  <span>{shown.overrules}</span>
                </>
              )}
              {/* How the entry was read, in the notation with suit symbols: a typo read as another contract shows. */}{' '}
              <small class="hint">{t('score.readAs', { contract: shown.contract })}</small>
            </>
          )}
        </output>
        {/* The number alone, with a plain minus, so that it pastes into a sheet as a number: BRIDGESCORE's for the hand. */}
        <CopyButton label={t('score.copy')} text={shown.kind === 'score' ? String(shown.recorded) : ''} />
      </div>
      <ContractGrid
        at={at}
        onPick={(index) => {
          own();
          setPicked(index);
        }}
      />
      <fieldset class="inline">
        <legend>{t('score.doubling')}</legend>
        {(['', 'X', 'XX'] as const).map((d) => (
          <label class="check" key={d}>
            <input
              type="radio"
              name="doubling"
              checked={doubling === d}
              onChange={() => {
                own();
                setDoubling(d);
              }}
            />
            {t(DOUBLING_LABELS[d])}
          </label>
        ))}
      </fieldset>
      <table class="results">
        <caption>{t('score.everyResult', { contract: `${showBid(bid)}${doubling}` })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('score.result')}</th>
            <th scope="col">{t('score.tricks')}</th>
            <th scope="col">{t('score.notVul')}</th>
            <th scope="col">{t('score.vul')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.tricks} class={row.tricks === made ? 'made' : row.tricks > made ? 'over' : 'down'}>
              <th scope="row">{resultLabel(row.result)}</th>
              <td>{row.tricks}</td>
              <td>{signed(row.notVulnerable)}</td>
              <td>{signed(row.vulnerable)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useEffect, useRef } from 'preact/hooks';
import { DOUBLINGS, formatResult, LEVELS, SEATS, STRAINS, SUITS, tricksNeeded } from '../../core/index';
import type { TableBoard } from '../tables/types';
import { type Draft, LEAD_RANKS, readTyped, resultsOf, stepBy, withTyped } from './draft';
import { Suited } from './Suited';
import { type Tap, Taps } from './Taps';
import {
  contractShown,
  currentNotation,
  rankShown,
  seatName,
  seatShown,
  strainName,
  strainShown,
  suitShown,
  t,
  typedExamples,
} from './words';

/**
 * One board's result, asked one thing at a time in the order the table speaks: declarer (or passed
 * out), contract (tapped, or typed in the notation), the lead where the sheet keeps it, and the result.
 * A tap on a seat or a result moves on by itself; Next and Back move between the steps.
 */
export function BoardEntry(props: {
  board: TableBoard;
  draft: Draft;
  leads: boolean;
  onChange: (draft: Draft) => void;
}) {
  const { draft, leads } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // Each step's heading takes the focus, so that a screen reader reads the new question.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [draft.step]);
  const go = (next: Draft, by: 1 | -1) => props.onChange({ ...next, step: stepBy(next, leads, by) });
  const id = `b${draft.board}`;
  const refusal = (field: string) =>
    draft.refusal?.field === field ? (
      <p class="problem" id={`${id}-${field}-problem`}>
        {draft.refusal.message}
      </p>
    ) : null;

  const step = (() => {
    if (draft.step === 'declarer')
      return (
        <>
          <Taps
            id={`${id}-declarer`}
            label={t('step.declarer')}
            quietLegend
            columns={4}
            taps={SEATS.map((seat) => ({ value: seat, shown: seatShown(seat), name: seatName(seat) }))}
            chosen={draft.passedOut ? null : draft.declarer}
            onChoose={(seat) => go({ ...draft, declarer: seat, passedOut: false }, 1)}
          />
          {refusal('declarer')}
          <button
            type="button"
            class="key wide"
            aria-pressed={draft.passedOut}
            onClick={() => go({ ...draft, passedOut: true, declarer: null }, 1)}
          >
            {t('step.passedOut')}
          </button>
        </>
      );
    if (draft.step === 'contract') return <ContractStep draft={draft} id={id} onChange={props.onChange} go={go} />;
    if (draft.step === 'lead')
      return (
        <>
          <Taps
            id={`${id}-suit`}
            label={t('step.leadSuit')}
            columns={4}
            taps={[...SUITS].reverse().map((suit) => ({
              value: suit,
              shown: suitShown(suit),
              name: strainName(suit),
              red: suit === 'H' || suit === 'D',
            }))}
            chosen={draft.leadSuit}
            onChoose={(suit) => props.onChange({ ...draft, leadSuit: suit })}
          />
          <Taps
            id={`${id}-rank`}
            label={t('step.leadRank')}
            columns={7}
            taps={LEAD_RANKS.map((rank) => ({ value: rank, shown: rankShown(rank) }))}
            chosen={draft.leadRank}
            onChoose={(rank) => props.onChange({ ...draft, leadRank: rank })}
          />
          {refusal('lead')}
          <Moves
            onBack={() => go(draft, -1)}
            next={draft.leadSuit === null || draft.leadRank === null ? t('step.noLead') : t('step.next')}
            onNext={() =>
              // Half a card is no lead: a suit without its rank is dropped, as is a rank without its suit.
              draft.leadSuit === null || draft.leadRank === null
                ? go({ ...draft, leadSuit: null, leadRank: null }, 1)
                : go(draft, 1)
            }
          />
        </>
      );
    const level = draft.level ?? 1;
    return (
      <>
        <Taps
          id={`${id}-result`}
          label={t('step.result')}
          quietLegend
          columns={7}
          taps={resultsOf(level).map((result) => ({
            value: result,
            shown: formatResult(result),
            under: String(tricksNeeded(level) + result),
            name: t('step.tricks', { result: formatResult(result), tricks: tricksNeeded(level) + result }),
          }))}
          chosen={draft.result}
          onChoose={(result) => go({ ...draft, result }, 1)}
        />
        <Moves onBack={() => go(draft, -1)} onNext={() => go(draft, 1)} disabled={draft.result === null} />
      </>
    );
  })();

  const so = summary(draft);
  return (
    <div class="stack">
      <h3 class="step" tabIndex={-1} ref={heading}>
        {t(`step.${draft.step === 'confirm' ? 'result' : draft.step}`)}
      </h3>
      {so !== '' && (
        <p class="so-far">
          <Suited text={so} />
        </p>
      )}
      {step}
    </div>
  );
}

/** What the table has said so far, on one line above the question: `North · 4♠X · ♥K`. */
function summary(draft: Draft): string {
  const parts: string[] = [];
  if (draft.passedOut) parts.push(t('step.passedOut'));
  if (draft.declarer !== null && draft.step !== 'declarer') parts.push(seatName(draft.declarer));
  if (draft.level !== null && draft.strain !== null && (draft.step === 'lead' || draft.step === 'result'))
    parts.push(contractShown({ level: draft.level, strain: draft.strain, doubling: draft.doubling }));
  if (draft.leadSuit !== null && draft.leadRank !== null && draft.step === 'result')
    parts.push(`${suitShown(draft.leadSuit)}${rankShown(draft.leadRank)}`);
  return parts.join(' · ');
}

/** Back and Next at the foot of a step. */
function Moves(props: { onBack: () => void; onNext: () => void; disabled?: boolean; next?: string }) {
  return (
    <div class="moves-row">
      <button type="button" class="key" onClick={props.onBack}>
        {t('step.back')}
      </button>
      <button type="button" class="key primary" disabled={props.disabled} onClick={props.onNext}>
        {props.next ?? t('step.next')}
      </button>
    </div>
  );
}

/** The contract: level, strain and doubling tapped, or the whole typed in the notation (`4PX`, `3SA-1`). */
function ContractStep(props: {
  draft: Draft;
  id: string;
  onChange: (draft: Draft) => void;
  go: (draft: Draft, by: 1 | -1) => void;
}) {
  const { draft, id, go } = props;
  const notation = currentNotation();
  const typed = draft.typed.trim();
  // A tap writes over what was typed: the field empties, and the keys pressed say the contract.
  const tap = (next: Partial<Draft>) => {
    const { refusal: _, ...rest } = draft;
    props.onChange({ ...rest, ...next, typed: '' });
  };
  const read = typed === '' ? null : readTyped(typed, notation, draft.declarer);
  const bad = read?.kind === 'bad';
  const passed = read?.kind === 'pass';
  const ready = !bad && draft.level !== null && draft.strain !== null;
  const doublingTaps: readonly Tap<'' | 'X' | 'XX'>[] = DOUBLINGS.map((doubling) => ({
    value: doubling,
    shown: doubling === '' ? '—' : doubling,
    // The word under the sign, in sight and in the key's name: `X Doubled`.
    under: t(doubling === '' ? 'double.none' : doubling === 'X' ? 'double.X' : 'double.XX'),
  }));
  const problem =
    draft.refusal?.field === 'contract'
      ? draft.refusal.message
      : bad
        ? t('step.typedBad', { typed, examples: typedExamples() })
        : null;
  return (
    <>
      <Taps
        id={`${id}-level`}
        label={t('step.level')}
        columns={7}
        taps={LEVELS.map((level) => ({ value: level, shown: String(level) }))}
        chosen={draft.level}
        onChoose={(level) => tap({ level, result: draft.level === level ? draft.result : null })}
      />
      <Taps
        id={`${id}-strain`}
        label={t('step.strain')}
        columns={5}
        taps={STRAINS.map((strain) =>
          // No trump's letters read as they are (`NT`, `SA`); a suit's symbol is named (`spade`).
          strain === 'NT'
            ? { value: strain, shown: strainShown(strain) }
            : {
                value: strain,
                shown: strainShown(strain),
                name: strainName(strain),
                red: strain === 'H' || strain === 'D',
              },
        )}
        chosen={draft.strain}
        onChoose={(strain) => tap({ strain })}
      />
      <Taps
        id={`${id}-doubling`}
        label={t('step.doubling')}
        columns={3}
        taps={doublingTaps}
        chosen={draft.doubling}
        onChoose={(doubling) => tap({ doubling })}
      />
      <label class="field">
        {t('step.typed')}
        <input
          value={draft.typed}
          placeholder={typedExamples()}
          autocomplete="off"
          autocapitalize="characters"
          spellcheck={false}
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? undefined : `${id}-contract-problem`}
          onInput={(e) => {
            const { refusal: _, ...rest } = draft;
            props.onChange(withTyped(rest, e.currentTarget.value, notation));
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (ready || passed))
              go(passed ? { ...draft, passedOut: true, declarer: null } : draft, 1);
          }}
        />
      </label>
      {problem !== null && (
        <p class="problem" id={`${id}-contract-problem`}>
          {problem}
        </p>
      )}
      <Moves
        onBack={() => go(draft, -1)}
        onNext={() => go(passed ? { ...draft, passedOut: true, declarer: null } : draft, 1)}
        disabled={!ready && !passed}
      />
    </>
  );
}

import '../components/deal.css';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  type DdTable,
  type Deal,
  formatDeal,
  formatHand,
  isSeat,
  parOf,
  readDealText,
  readHands,
  SEATS,
  type Seat,
  VULNERABILITIES,
  type Vulnerability,
} from '../../core/index';
import { ContractCheck } from '../components/ContractCheck';
import { DdTableView } from '../components/DdTableView';
import { Diagram } from '../components/Diagram';
import { openPage } from '../lib/pages';
import { CANCELLED, cancelSolve, type SolveOutcome, solveInWorker } from '../lib/solve';
import { useDraft } from '../storage/drafts';
import { sayProblem, t } from '../words/index';

// A solve shorter than this shows no progress: a bar that flashes reads as a glitch.
const QUIET_MS = 300;

type Solving =
  | { readonly kind: 'idle' }
  | { readonly kind: 'solving'; readonly done: number; readonly shown: boolean }
  | { readonly kind: 'solved'; readonly table: DdTable }
  | { readonly kind: 'refused'; readonly message: string };

const isVulnerability = (value: unknown): value is Vulnerability => VULNERABILITIES.includes(value as Vulnerability);

/** The deal's four hands as typed, or what is wrong and in which seat's field; null while nothing is typed. */
function dealOf(hands: readonly string[]): { deal: Deal | null; problem: string | null; seat?: Seat } {
  if (hands.every((hand) => hand.trim() === '')) return { deal: null, problem: null };
  const read = readHands({ N: hands[0] ?? '', E: hands[1] ?? '', S: hands[2] ?? '', W: hands[3] ?? '' });
  if (read.ok) return { deal: read.value, problem: null };
  const seat = read.error.params?.seat;
  return { deal: null, problem: sayProblem(read.error), ...(isSeat(seat) ? { seat } : {}) };
}

/**
 * The Deal view: a deal pasted (a BBO link, a PBN deal or game) or typed hand by hand; its diagram, its
 * double-dummy table and par, solved in a worker, and what a typed contract makes and scores. The four
 * hand fields hold the deal: a paste fills them, and a hand typed clears the paste it no longer matches.
 */
export function DealView() {
  const [pasted, setPasted] = useDraft('deal-paste', '');
  const [hands, setHands] = useDraft<string[]>('deal-hands', ['', '', '', '']);
  const [storedDealer, setDealer] = useDraft('deal-dealer', 'N');
  const [storedVulnerability, setVulnerability] = useDraft('deal-vulnerability', 'None');
  const [storedBoard, setBoard] = useDraft('deal-board', 0);
  const [contractText, setContractText] = useDraft('deal-contract', '');
  const dealer: Seat = isSeat(storedDealer) ? storedDealer : 'N';
  const vulnerability: Vulnerability = isVulnerability(storedVulnerability) ? storedVulnerability : 'None';
  const board = Number.isInteger(storedBoard) && storedBoard > 0 ? storedBoard : undefined;

  // Read again from the text on every render, so a popup reopened on a bad paste says so.
  const pastedRead = useMemo(() => (pasted.trim() === '' ? null : readDealText(pasted)), [pasted]);
  const pasteProblem = pastedRead !== null && !pastedRead.ok ? sayProblem(pastedRead.error) : null;
  // A paste that names no dealer or vulnerability (a PBN deal alone) is read as North and None, said so.
  const assumed = pastedRead?.ok === true && pastedRead.value.dealer === undefined;
  const paste = (text: string) => {
    setPasted(text);
    const read = text.trim() === '' ? null : readDealText(text);
    if (read === null || !read.ok) return;
    const record = read.value;
    setHands(SEATS.map((seat) => formatHand(record.deal[seat])));
    setDealer(record.dealer ?? 'N');
    setVulnerability(record.vulnerability ?? 'None');
    setBoard(record.board ?? 0);
  };
  // A hand typed makes the deal the fields' own: the paste and its board number no longer describe it.
  const typeHand = (index: number, text: string) => {
    setHands(hands.map((hand, i) => (i === index ? text : hand)));
    if (pasted !== '') setPasted('');
    if (board !== undefined) setBoard(0);
  };

  const typed = dealOf(hands);
  // Under a paste that does not read, the hands are the last deal's: nothing is shown as this deal's.
  const deal = pasteProblem === null ? typed.deal : null;
  const key = deal === null ? '' : formatDeal(deal);
  const [solving, setSolving] = useState<Solving>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const solved = useRef<{ key: string; table: DdTable } | null>(null);
  useEffect(() => {
    if (deal === null || solved.current?.key === key) {
      cancelSolve();
      setSolving(solved.current?.key === key ? { kind: 'solved', table: solved.current.table } : { kind: 'idle' });
      return;
    }
    let live = true;
    setSolving({ kind: 'solving', done: 0, shown: false });
    const quiet = setTimeout(
      () => live && setSolving((now) => (now.kind === 'solving' ? { ...now, shown: true } : now)),
      QUIET_MS,
    );
    void solveInWorker(
      deal,
      (done) => live && setSolving((now) => (now.kind === 'solving' ? { ...now, done } : now)),
    ).then((outcome: SolveOutcome) => {
      clearTimeout(quiet);
      if (!live) return;
      if (outcome.ok) solved.current = { key, table: outcome.table };
      setSolving(outcome.ok ? { kind: 'solved', table: outcome.table } : { kind: 'refused', message: outcome.message });
    });
    return () => {
      live = false;
      clearTimeout(quiet);
    };
  }, [key, attempt]);
  // The popup closing ends its worker with it; a view left for another tab ends the solve too.
  useEffect(() => () => cancelSolve(), []);

  // Only the table of the deal shown: until the effect above has run for a changed deal (a bad paste, a
  // hand typed), the state still holds the last deal's, which must not show for a frame under this one.
  const table = solving.kind === 'solved' && deal !== null && solved.current?.key === key ? solving.table : null;
  return (
    <div class="stack deal-view">
      <label class="field">
        {t('deal.deal')}
        <textarea
          rows={2}
          value={pasted}
          placeholder={t('deal.pastePlaceholder')}
          spellcheck={false}
          aria-invalid={pasteProblem !== null}
          aria-describedby="deal-paste-problem"
          onInput={(event) => paste(event.currentTarget.value)}
        />
      </label>
      <p id="deal-paste-problem" role="status" class={pasteProblem ? 'error' : 'hint'}>
        {pasteProblem ?? (pasted.trim() === '' ? t('deal.typeHint') : '')}
      </p>
      <fieldset class="hands">
        <legend>{t('deal.hands')}</legend>
        {SEATS.map((seat, i) => (
          <label class="field" key={seat}>
            {t('common.seat', { seat })}
            <input
              value={hands[i] ?? ''}
              spellcheck={false}
              autocomplete="off"
              aria-invalid={typed.seat === seat}
              aria-describedby="deal-hands-problem"
              onInput={(event) => typeHand(i, event.currentTarget.value)}
            />
          </label>
        ))}
        <label class="field">
          {t('deal.dealer')}
          <select value={dealer} onChange={(event) => setDealer(event.currentTarget.value)}>
            {SEATS.map((seat) => (
              <option key={seat} value={seat}>
                {t('common.seat', { seat })}
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          {t('deal.vulnerable')}
          <select value={vulnerability} onChange={(event) => setVulnerability(event.currentTarget.value)}>
            {VULNERABILITIES.map((v) => (
              <option key={v} value={v}>
                {t('deal.vulnerability', { vulnerability: v })}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      {assumed && pasteProblem === null && <p class="hint">{t('deal.assumed')}</p>}
      <p id="deal-hands-problem" role="status" class="error">
        {pasteProblem === null ? typed.problem : null}
      </p>
      {deal && (
        <Diagram
          deal={deal}
          dealer={dealer}
          vulnerability={vulnerability}
          {...(board === undefined ? {} : { board })}
        />
      )}
      {deal && <SolveStatus solving={solving} onSolve={() => setAttempt(attempt + 1)} />}
      {table && <DdTableView table={table} par={parOf(table, dealer, vulnerability)} />}
      {table && (
        <ContractCheck table={table} vulnerability={vulnerability} text={contractText} onText={setContractText} />
      )}
      <p class="hint">
        <button type="button" onClick={() => void openPage('records')}>
          {t('deal.records')}
        </button>{' '}
        {t('deal.recordsHint')}
      </p>
    </div>
  );
}

/** How the solve stands: past a moment, how far it got with Cancel; after a cancel or a failure, Solve. */
function SolveStatus(props: { solving: Solving; onSolve: () => void }) {
  const { solving } = props;
  if (solving.kind === 'refused')
    return (
      <div class="row">
        <p role="status" class={`grow ${solving.message === CANCELLED ? 'hint' : 'error'}`}>
          {solving.message === CANCELLED ? t('deal.cancelled') : t('deal.notSolved', { reason: solving.message })}
        </p>
        <button type="button" onClick={props.onSolve}>
          {t('deal.solve')}
        </button>
      </div>
    );
  if (solving.kind !== 'solving' || !solving.shown) return null;
  // Said once as it starts; the count is the bar's, read when asked for, not announced twenty times.
  return (
    <div class="row solving">
      <p role="status" class="grow">
        {t('deal.solving')} <span aria-hidden="true">{t('deal.solvedOf', { done: solving.done, of: 20 })}</span>
      </p>
      <progress
        max={20}
        value={solving.done}
        aria-label={t('deal.countsSolved')}
        aria-valuetext={t('deal.solvedOf', { done: solving.done, of: 20 })}
      />
      <button type="button" onClick={cancelSolve}>
        {t('common.cancel')}
      </button>
    </div>
  );
}

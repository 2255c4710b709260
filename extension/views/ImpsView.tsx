import { useEffect, useState } from 'preact/hooks';
import {
  blitzMargin,
  boardDealer,
  boardVulnerability,
  OUT_OF_RANGE,
  plural,
  quoteText,
  readDecimal,
  readNumber,
  toImps,
  vpInputProblem,
} from '../../core/index';
import { ConfirmButton } from '../components/ConfirmButton';
import { focusNext } from '../lib/focus';
import { SHEET_TABLES, scoreSheet, sheetSummary, vpPair, withCell } from '../lib/match-sheet';
import { signed, signedCount } from '../lib/quick-score';
import { useDraft } from '../lib/use-draft';
import { EMPTY_SHEET, type MatchSheet, matchSheetItem, type Options, openMatchSheet } from '../storage';

const readScore = (text: string): number | undefined => {
  const n = readDecimal(text);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
};

/** What to say of a typed number that cannot be read: out of range, or not a number as `meant` says. */
function unread(text: string, what: string, meant: string): string {
  const read = readNumber(text);
  return `${quoteText(text)}: ${!read.ok && read.error === 'out-of-range' ? `${what} ${OUT_OF_RANGE}` : meant}`;
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
  let shown = 'Enter a difference, or both tables’ N/S scores.';
  if (first.trim() !== '' && a === undefined)
    shown = unread(first, 'a score', 'a score must be a whole number, such as 420 or -50');
  else if (second.trim() !== '' && b === undefined)
    shown = unread(second, 'a score', 'a score must be a whole number, such as 420 or -50');
  else if (a !== undefined && b !== undefined) {
    const imps = toImps(a - b);
    shown = `Difference ${signed(a - b)} = ${signedCount(imps, 'IMP')}`;
  }
  return (
    <TwoNumbers
      legend="IMPs"
      fields={[
        ['Table 1 N/S score or difference', first, setFirst, true],
        ['Table 2 N/S score', second, setSecond, true],
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
  const m = readDecimal(margin);
  const n = readDecimal(boards);
  let shown = 'Enter your IMP margin (negative if you lost) and the boards in the match.';
  if (margin.trim() !== '' && m === undefined)
    shown = unread(margin, 'an IMP margin', 'an IMP margin is a number, such as 12 or -5');
  else if (boards.trim() !== '' && n === undefined)
    shown = unread(boards, 'the number of boards', 'the boards are a number, such as 16');
  else if (m !== undefined && n !== undefined) {
    const bad = vpInputProblem(m, n);
    if (bad) shown = `${quoteText(bad.which === 'imps' ? margin : boards)}: ${bad.problem}`;
    else {
      const [ours, theirs] = vpPair(m, n);
      shown = `Your team ${ours.toFixed(2)} VP, opponents ${theirs.toFixed(2)} VP (WBF scale; over ${plural(n, 'board')} a blitz is ${plural(blitzMargin(n), 'IMP')})`;
    }
  }
  return (
    <TwoNumbers
      legend="Victory Points"
      fields={[
        ['IMP margin', margin, setMargin, true],
        ['Boards', boards, setBoards, false],
      ]}
      shown={shown}
    />
  );
}

/** A four-board team match (docs/rules.md, IMPs and team matches), kept on this device as it is typed. */
function MatchSheetView(props: { item: typeof matchSheetItem }) {
  const [sheet, setSheet] = useState<MatchSheet | null>(null);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  useEffect(() => {
    void openMatchSheet(props.item).then((opened) => {
      setSheet(opened.sheet);
      setNotice(opened.notice);
    });
  }, [props.item]);
  if (sheet === null) return <p>Loading…</p>;
  const save = (next: MatchSheet) => {
    setSheet(next);
    void props.item.setValue(next);
  };
  const scored = scoreSheet(sheet);
  return (
    <fieldset class="stack">
      <legend>Team match, boards 1–4</legend>
      {notice && <p role="alert">{notice}</p>}
      <p class="hint">
        Team A sits N/S at table 1 and E/W at table 2. Enter a contract with declarer and result (4S= N, 3NTX-2 W) or
        the N/S score.
      </p>
      <table class="sheet">
        <thead>
          <tr>
            <th scope="col">Board</th>
            <th scope="col" class="text">
              Table 1
            </th>
            <th scope="col" class="text">
              Table 2
            </th>
            <th scope="col">IMPs A</th>
          </tr>
        </thead>
        <tbody>
          {scored.rows.map((row, i) => (
            <tr key={row.board}>
              <th scope="row">
                {row.board}
                <small>
                  {' '}
                  {boardDealer(row.board)} · {boardVulnerability(row.board)}
                </small>
              </th>
              {SHEET_TABLES.map((table) => (
                <td key={table} class="text">
                  <input
                    data-next={i === 0 && table === 'table1' ? true : undefined}
                    aria-label={`Board ${row.board} ${table === 'table1' ? 'table 1' : 'table 2'}`}
                    value={sheet[table][i]}
                    spellcheck={false}
                    onInput={(e) => save(withCell(sheet, table, i, e.currentTarget.value))}
                  />
                  {row.result && <small>{signed(row.result[table])}</small>}
                </td>
              ))}
              <td>{row.result ? signed(row.result.imps) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {scored.rows.some((row) => row.problem) && (
        <ul class="problems" aria-live="polite">
          {scored.rows.flatMap((row) =>
            row.problem
              ? [
                  <li key={row.board}>
                    Board {row.board}: {row.problem}
                  </li>,
                ]
              : [],
          )}
        </ul>
      )}
      <output aria-live="polite" class="status">
        {sheetSummary(scored)}
      </output>
      <div>
        <ConfirmButton
          label="Clear the sheet"
          confirm="Clear every entry?"
          onConfirm={() => {
            setNotice(undefined);
            save(EMPTY_SHEET);
            focusNext();
          }}
        />
      </div>
    </fieldset>
  );
}

export function ImpsView(props: { sheet?: typeof matchSheetItem }) {
  return (
    <div class="stack">
      <ImpCalculator />
      <VpCalculator />
      <MatchSheetView item={props.sheet ?? matchSheetItem} />
    </div>
  );
}

/** The IMPs tab as the popup loads it, on first opening. */
export const ImpsTab = (_props: { options: Options }) => <ImpsView />;

import { useEffect, useState } from 'preact/hooks';
import {
  blitzMargin,
  boardDealer,
  boardVulnerability,
  type MatchBoard,
  type MatchBoardResult,
  OUT_OF_RANGE,
  parseTableResult,
  quoteText,
  readDecimal,
  readNumber,
  scoreMatch,
  toImps,
  victoryPoints,
  vpInputProblem,
} from '../../core/index';
import { signed } from '../lib/quick-score';
import { useDraft } from '../lib/use-draft';
import { EMPTY_SHEET, type MatchSheet, matchSheetItem, openMatchSheet } from '../storage';

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
    shown = `Difference ${signed(a - b)} = ${signed(imps)} IMP${Math.abs(imps) === 1 ? '' : 's'}`;
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

/** The VPs of the side with this margin, then its opponents'. */
const vpPair = (imps: number, boards: number): [number, number] => [
  victoryPoints(imps, boards),
  victoryPoints(-imps, boards),
];

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
      shown = `Your team ${ours.toFixed(2)} VP, opponents ${theirs.toFixed(2)} VP (WBF scale; over ${n} boards a blitz is ${blitzMargin(n)} IMPs)`;
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

interface SheetRow {
  readonly board: number;
  readonly result?: MatchBoardResult;
  readonly problem?: string;
}

/** Scores the typed sheet: each board on its own (so one bad cell spoils only its row), then the match. */
function scoreSheet(sheet: MatchSheet): { rows: SheetRow[]; total: number; winner: string; played: number } {
  const rows: SheetRow[] = [];
  const complete: MatchBoard[] = [];
  for (let i = 0; i < 4; i++) {
    const board = i + 1;
    const cells = [sheet.table1[i] ?? '', sheet.table2[i] ?? ''];
    if (cells.some((cell) => cell.trim() === '')) {
      rows.push({ board });
      continue;
    }
    const [t1, t2] = cells.map(parseTableResult) as [
      ReturnType<typeof parseTableResult>,
      ReturnType<typeof parseTableResult>,
    ];
    if (!t1.ok || !t2.ok) {
      rows.push({
        board,
        problem: [t1, t2].flatMap((t, n) => (t.ok ? [] : [`Table ${n + 1}: ${t.error.message}`])).join('; '),
      });
      continue;
    }
    const entry = { board, table1: t1.value, table2: t2.value };
    const scored = scoreMatch([entry]);
    if (!scored.ok) rows.push({ board, problem: `Table ${scored.error.table}: ${scored.error.message}` });
    else {
      rows.push({ board, result: scored.value.boards[0] as MatchBoardResult });
      complete.push(entry);
    }
  }
  const match = scoreMatch(complete);
  const total = match.ok ? match.value.total : 0;
  const winner =
    !match.ok || complete.length === 0
      ? ''
      : match.value.winner === 'draw'
        ? 'A draw'
        : `Team ${match.value.winner} wins`;
  return { rows, total, winner, played: complete.length };
}

/** The four-board team match of `001`, kept on this device as it is typed. */
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
  const edit = (table: 'table1' | 'table2', index: number, value: string) => {
    const next = { ...sheet, [table]: sheet[table].map((cell, i) => (i === index ? value : cell)) };
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
            <th scope="col">Table 1</th>
            <th scope="col">Table 2</th>
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
              {(['table1', 'table2'] as const).map((table) => (
                <td key={table}>
                  <input
                    aria-label={`Board ${row.board} ${table === 'table1' ? 'table 1' : 'table 2'}`}
                    value={sheet[table][i]}
                    spellcheck={false}
                    onInput={(e) => edit(table, i, e.currentTarget.value)}
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
        {scored.played === 0
          ? 'No board scored yet.'
          : `Total ${signed(scored.total)} IMPs to team A over ${scored.played} board${scored.played === 1 ? '' : 's'}. ${scored.winner}.`}
        {scored.played === 4 &&
          ` Victory Points: team A ${vpPair(scored.total, 4)
            .map((vp) => vp.toFixed(2))
            .join(', team B ')}.`}
      </output>
      <div>
        <button
          type="button"
          onClick={() => {
            setSheet(EMPTY_SHEET);
            setNotice(undefined);
            void props.item.setValue(EMPTY_SHEET);
          }}
        >
          Clear the sheet
        </button>
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

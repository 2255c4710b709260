// A club's pairs session for the benchmarks: a Mitchell of `tables` tables and `boards` boards, N/S
// pairs sitting still, E/W pairs moving up a table and the boards down one each round, so that no pair
// meets a board twice (the tables an odd number). Its traveller columns as Sheets passes them, and the
// same session as a club program's PBN file (a board's traveller in its [ScoreTable]).

export interface Session {
  readonly boards: number[][];
  readonly ns: number[][];
  readonly ew: number[][];
  readonly scores: number[][];
  readonly pbn: string;
}

/** A Mitchell of `tables` (odd) tables and `boards` boards (a multiple of the tables), its scores drawn by `random`. */
export function mitchell(tables: number, boards: number, random: () => number): Session {
  const perRound = boards / tables;
  const rows: { board: number; ns: number; ew: number; score: number }[] = [];
  for (let round = 0; round < tables; round++) {
    for (let table = 0; table < tables; table++) {
      const ew = (table + round) % tables;
      const set = (table - round + tables * 2) % tables;
      for (let k = 0; k < perRound; k++) {
        const board = set * perRound + k + 1;
        rows.push({ board, ns: table + 1, ew: ew + 1, score: Math.round((random() - 0.5) * 160) * 10 });
      }
    }
  }
  const byBoard = new Map<number, typeof rows>();
  for (const row of rows) byBoard.set(row.board, [...(byBoard.get(row.board) ?? []), row]);
  const games = [...byBoard.entries()].map(([board, played]) =>
    [
      `[Board "${board}"]`,
      '[Vulnerable "None"]',
      '[Scoring "MatchPoints"]',
      '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R"]',
      ...played.map((row) =>
        row.score >= 0 ? `${row.ns} ${row.ew} - - - "${row.score}" -` : `${row.ns} ${row.ew} - - - - "${-row.score}"`,
      ),
    ].join('\n'),
  );
  return {
    boards: rows.map((row) => [row.board]),
    ns: rows.map((row) => [row.ns]),
    ew: rows.map((row) => [row.ew]),
    scores: rows.map((row) => [row.score]),
    pbn: games.join('\n\n'),
  };
}

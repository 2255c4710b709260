// A small evaluator of the formulas Bridge Scorer writes and shows in its help, so that tests can check
// them as a sheet would compute them: literals, {…} arrays, cell references and ranges of a sheet (open-
// ended ones such as A2:A too, to the sheet's last row; another sheet's as Matches!A2:A), comparisons (= <> < > <= >=), & + - * /
// (element by element over ranges, as inside SUMPRODUCT), SUM, COUNT, IF, FILTER, LEN, ISERROR and SUMPRODUCT as
// Sheets defines them, and every other function from the built Code.js. Not a spreadsheet: just enough
// to keep our own formulas honest.

export type Scalar = string | number | boolean;
export type Value = Scalar | Scalar[][];
type Call = (...args: unknown[]) => unknown;

const TOKEN =
  /\s*(?:("(?:[^"]|"")*")|(\d+(?:\.\d+)?)|((?:[A-Za-z]\w*!)?\$?[A-Z]+\$?\d+(?::\$?[A-Z]+\$?\d*)?)|([A-Z][A-Z0-9.]*)|(<>|<=|>=|[-(),;{}=:&<>*+/]))/y;

type Token = { kind: 'string' | 'number' | 'ref' | 'name' | 'punct'; text: string };

function tokens(formula: string): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < formula.length) {
    if (/^\s*$/.test(formula.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(formula);
    if (m === null) throw new Error(`cannot read ${JSON.stringify(formula.slice(at))} in ${formula}`);
    if (m[1] !== undefined) out.push({ kind: 'string', text: m[1].slice(1, -1).replaceAll('""', '"') });
    else if (m[2] !== undefined) out.push({ kind: 'number', text: m[2] });
    else if (m[3] !== undefined) out.push({ kind: 'ref', text: m[3] });
    else if (m[4] !== undefined) out.push({ kind: 'name', text: m[4] });
    else out.push({ kind: 'punct', text: m[5] as string });
  }
  return out;
}

/** Column letters and row of a reference such as $G$2; a column alone (the end of A2:A) has no row. */
export function cellAt(ref: string): { row: number | undefined; column: number } {
  const m = /^\$?([A-Z]+)\$?(\d*)$/.exec(ref);
  if (m === null) throw new Error(`not a cell: ${ref}`);
  const column = [...(m[1] as string)].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
  return { row: m[2] === '' ? undefined : Number(m[2]), column };
}

const grid = (value: Value): Scalar[][] => (Array.isArray(value) ? value : [[value]]);

/** `f` of two values, element by element when either is a range, a single value going with every cell. */
function each(a: Value, b: Value, f: (x: Scalar, y: Scalar) => Scalar): Value {
  if (!Array.isArray(a) && !Array.isArray(b)) return f(a, b);
  const [ga, gb] = [grid(a), grid(b)];
  const rows = Math.max(ga.length, gb.length);
  const columns = Math.max(ga[0]?.length ?? 0, gb[0]?.length ?? 0);
  const at = (g: Scalar[][], r: number, c: number) => (g.length === 1 && g[0]?.length === 1 ? g[0][0] : g[r]?.[c]);
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => {
      const [x, y] = [at(ga, r, c), at(gb, r, c)];
      if (x === undefined || y === undefined) throw new Error('ranges of different sizes');
      return f(x, y);
    }),
  );
}

/** A value as arithmetic reads it: TRUE 1, FALSE and blank 0, numeric text its number. */
function numberOf(value: Scalar): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === '') return 0;
  if (/^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  throw new Error(`#VALUE!: ${JSON.stringify(value)} is not a number`);
}

/**
 * Whether a value is an error as the sheet view shows one: a custom function's thrown error (`#ERROR: …`),
 * a blocked spill (`#REF!: …`), FILTER's `#N/A: …` and the like.
 */
export const isError = (value: Scalar): boolean =>
  typeof value === 'string' && /^#(?:ERROR|REF!|N\/A|VALUE!|DIV\/0!|NAME\?|NUM!|NULL!)/.test(value);

const textOf = (value: Scalar): string => (typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : String(value));

/** Sheets' order: numbers before text before booleans, text without regard to case. */
function compare(x: Scalar, y: Scalar): number {
  const rank = (v: Scalar) => (typeof v === 'number' ? 0 : typeof v === 'string' ? 1 : 2);
  if (rank(x) !== rank(y)) return rank(x) - rank(y);
  if (typeof x === 'string') return x.toLowerCase().localeCompare((y as string).toLowerCase());
  return Number(x) - Number(y);
}

const COMPARISONS: Record<string, (order: number) => boolean> = {
  '=': (o) => o === 0,
  '<>': (o) => o !== 0,
  '<': (o) => o < 0,
  '>': (o) => o > 0,
  '<=': (o) => o <= 0,
  '>=': (o) => o >= 0,
};

/**
 * Evaluates `formula` (with or without its leading =). `cell` gives a referenced cell's value (`sheet`
 * named when the reference names another sheet); `call`
 * the named custom functions; `lastRow` is where an open-ended range such as A2:A ends (a new sheet has
 * 1,000 rows). A custom function's thrown error becomes "#ERROR: message", as Sheets shows it on the cell.
 */
export function evaluateFormula(
  formula: string,
  functions: Record<string, unknown>,
  cell: (row: number, column: number, sheet?: string) => Scalar = () => '',
  lastRow = 1000,
): Value {
  const list = tokens(formula.replace(/^=/, ''));
  let i = 0;
  const peek = () => list[i];
  const take = (text?: string): Token => {
    const token = list[i++];
    if (token === undefined || (text !== undefined && token.text !== text))
      throw new Error(`expected ${text ?? 'more'} in ${formula}`);
    return token;
  };

  const range = (reference: string): Value => {
    const bang = reference.indexOf('!');
    const sheet = bang < 0 ? undefined : reference.slice(0, bang);
    const ref = reference.slice(bang + 1);
    const [from, to = from] = ref.split(':') as [string, string?];
    const a = cellAt(from);
    const b = cellAt(to as string);
    if (a.row === undefined) throw new Error(`not a cell: ${from}`);
    const rows: Scalar[][] = [];
    for (let r = a.row; r <= (b.row ?? lastRow); r++) {
      const line: Scalar[] = [];
      for (let c = a.column; c <= b.column; c++) line.push(sheet === undefined ? cell(r, c) : cell(r, c, sheet));
      rows.push(line);
    }
    return ref.includes(':') ? rows : (rows[0]?.[0] as Scalar);
  };

  const builtIn: Record<string, (args: Value[]) => Value> = {
    SUM: (args) => args.flatMap((a) => grid(a).flat()).reduce<number>((s, v) => s + (typeof v === 'number' ? v : 0), 0),
    COUNT: (args) => args.flatMap((a) => grid(a).flat()).filter((v) => typeof v === 'number').length,
    IF: ([test, yes = true, no = false]) =>
      (test === true || (typeof test === 'number' && test !== 0) ? yes : no) as Value,
    ISERROR: ([value]) => isError(value as Scalar),
    LEN: ([value]) =>
      Array.isArray(value) ? value.map((row) => row.map((v) => textOf(v).length)) : textOf(value as Scalar).length,
    // Text and booleans count 0, as in Sheets: a count of conditions multiplies them by 1 first.
    SUMPRODUCT: (args) => {
      const grids = args.map(grid);
      const first = grids[0] ?? [];
      let sum = 0;
      first.forEach((row, r) => {
        row.forEach((_, c) => {
          sum += grids.reduce((p, g) => {
            const v = g[r]?.[c];
            return p * (typeof v === 'number' ? v : 0);
          }, 1);
        });
      });
      return sum;
    },
    FILTER: ([values, condition]) => {
      const kept = grid(values as Value).filter((_, r) => grid(condition as Value)[r]?.[0] === true);
      if (kept.length === 0) return '#N/A: FILTER has no matches';
      return kept;
    },
  };

  function primary(): Value {
    const token = take();
    if (token.kind === 'number') return Number(token.text);
    if (token.kind === 'string') return token.text;
    if (token.kind === 'ref') return range(token.text);
    if (token.text === '-') {
      const value = primary();
      if (typeof value !== 'number') throw new Error(`cannot negate ${String(value)}`);
      return 0 - value;
    }
    if (token.text === '(') {
      const inner = comparison();
      take(')');
      return inner;
    }
    if (token.text === '{') {
      // `;` stacks rows: a range or a function's column in a row of its own stacks all its rows, as in
      // the header-row formula {"N/S score"; BRIDGESCORE(E2:E, …)}.
      const rows: Scalar[][] = [[]];
      for (;;) {
        const item = comparison();
        const row = rows.at(-1) as Scalar[];
        if (Array.isArray(item) && row.length === 0) {
          rows.pop();
          rows.push(...item.map((line) => [...line]));
          rows.push([]);
        } else row.push(item as Scalar);
        const next = take().text;
        if (next === '}') return rows.filter((line) => line.length > 0);
        if (next === ';' && (rows.at(-1) as Scalar[]).length > 0) rows.push([]);
      }
    }
    if (token.kind === 'name' && (token.text === 'TRUE' || token.text === 'FALSE') && peek()?.text !== '(')
      return token.text === 'TRUE';
    if (token.kind === 'name') {
      take('(');
      const args: (Value | undefined)[] = [];
      if (peek()?.text === ')') take(')');
      else
        for (;;) {
          // An empty argument, as in BRIDGESCORE("4HX-2", , TRUE), reaches a custom function as blank.
          args.push(peek()?.text === ',' || peek()?.text === ')' ? '' : comparison());
          if (take().text === ')') break;
        }
      const own = builtIn[token.text];
      if (own) return own(args as Value[]);
      const fn = functions[token.text];
      if (typeof fn !== 'function') throw new Error(`no function ${token.text}`);
      try {
        return (fn as Call)(...args) as Value;
      } catch (error) {
        return `#ERROR: ${(error as Error).message}`;
      }
    }
    throw new Error(`unexpected ${token.text} in ${formula}`);
  }

  function unary(): Value {
    if (peek()?.text !== '-') return primary();
    take('-');
    return each(0, unary(), (_, y) => 0 - numberOf(y));
  }

  function multiplicative(): Value {
    let left = unary();
    while (peek()?.text === '*' || peek()?.text === '/') {
      const op = take().text;
      const right = unary();
      left = each(left, right, (x, y) => (op === '*' ? numberOf(x) * numberOf(y) : numberOf(x) / numberOf(y)));
    }
    return left;
  }

  function additive(): Value {
    let left = multiplicative();
    while (peek()?.text === '+' || peek()?.text === '-') {
      const op = take().text;
      const right = multiplicative();
      left = each(left, right, (x, y) => (op === '+' ? numberOf(x) + numberOf(y) : numberOf(x) - numberOf(y)));
    }
    return left;
  }

  function concatenation(): Value {
    let left = additive();
    while (peek()?.text === '&') {
      take('&');
      left = each(left, additive(), (x, y) => textOf(x) + textOf(y));
    }
    return left;
  }

  function comparison(): Value {
    const left = concatenation();
    const test = COMPARISONS[peek()?.text ?? ''];
    if (test === undefined) return left;
    take();
    return each(left, concatenation(), (x, y) => test(compare(x, y)));
  }

  const value = comparison();
  if (i !== list.length)
    throw new Error(
      `left over in ${formula}: ${list
        .slice(i)
        .map((t) => t.text)
        .join(' ')}`,
    );
  return value;
}

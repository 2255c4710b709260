// A small evaluator of the formulas Bridge Scorer writes and shows in its help, so that tests can check
// them as a sheet would compute them: literals, {…} arrays, cell references and ranges of a sheet, =
// comparisons, SUM, COUNT, IF and FILTER as Sheets defines them, and every other function from the built
// Code.js. Not a spreadsheet: just enough to keep our own formulas honest.

export type Scalar = string | number | boolean;
export type Value = Scalar | Scalar[][];
type Call = (...args: unknown[]) => unknown;

const TOKEN =
  /\s*(?:("(?:[^"]|"")*")|(\d+(?:\.\d+)?)|(\$?[A-Z]+\$?\d+(?::\$?[A-Z]+\$?\d+)?)|([A-Z][A-Z0-9.]*)|([-(),;{}=:]))/y;

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

/** Column letters and row of a reference such as $G$2. */
export function cellAt(ref: string): { row: number; column: number } {
  const m = /^\$?([A-Z]+)\$?(\d+)$/.exec(ref);
  if (m === null) throw new Error(`not a cell: ${ref}`);
  const column = [...(m[1] as string)].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
  return { row: Number(m[2]), column };
}

const grid = (value: Value): Scalar[][] => (Array.isArray(value) ? value : [[value]]);

/**
 * Evaluates `formula` (with or without its leading =). `cell` gives a referenced cell's value; `call`
 * the named custom functions. A custom function's thrown error becomes "#ERROR: message", as Sheets
 * shows it on the cell.
 */
export function evaluateFormula(
  formula: string,
  functions: Record<string, unknown>,
  cell: (row: number, column: number) => Scalar = () => '',
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

  const range = (ref: string): Value => {
    const [from, to = from] = ref.split(':') as [string, string?];
    const a = cellAt(from);
    const b = cellAt(to as string);
    const rows: Scalar[][] = [];
    for (let r = a.row; r <= b.row; r++) {
      const line: Scalar[] = [];
      for (let c = a.column; c <= b.column; c++) line.push(cell(r, c));
      rows.push(line);
    }
    return ref.includes(':') ? rows : (rows[0]?.[0] as Scalar);
  };

  const builtIn: Record<string, (args: Value[]) => Value> = {
    SUM: (args) => args.flatMap((a) => grid(a).flat()).reduce<number>((s, v) => s + (typeof v === 'number' ? v : 0), 0),
    COUNT: (args) => args.flatMap((a) => grid(a).flat()).filter((v) => typeof v === 'number').length,
    IF: ([test, yes = true, no = false]) =>
      (test === true || (typeof test === 'number' && test !== 0) ? yes : no) as Value,
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
    if (token.text === '{') {
      const rows: Scalar[][] = [[]];
      for (;;) {
        (rows.at(-1) as Scalar[]).push(primary() as Scalar);
        const next = take().text;
        if (next === '}') return rows;
        if (next === ';') rows.push([]);
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

  function comparison(): Value {
    const left = primary();
    if (peek()?.text !== '=') return left;
    take('=');
    const right = primary() as Scalar;
    return Array.isArray(left) ? left.map((row) => row.map((v) => v === right)) : left === right;
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

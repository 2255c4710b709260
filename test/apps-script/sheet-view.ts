// What a sheet shows as Sheets computes it, for the template tests: typed values, each formula's value
// spilled from its cell (or #REF! in its cell, and nothing below, when a typed value blocks the spill),
// worked out through the built custom functions, and which cells its conditional formatting lights.
import { type FakeSheet, type FakeSpreadsheet, FORMULA_VALUE } from './fake-spreadsheet';
import { cellAt, evaluateFormula, type Scalar, type Value } from './formula';
import type { Sheets } from './load';

/** A formula's relative references (`H2`, not `$H$1`) moved down `rows` and right `columns`, as Sheets moves them. */
function moveReferences(formula: string, rows: number, columns: number): string {
  const letters = (n: number): string =>
    n <= 0 ? '' : letters(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));
  return formula.replace(
    /(\$?)([A-Z]+)(\$?)(\d+)(?![\w(])/g,
    (_, fixedColumn: string, column: string, fixedRow: string, row: string) => {
      const c = fixedColumn === '' ? letters(cellAt(column).column + columns) : column;
      const r = fixedRow === '' ? Number(row) + rows : Number(row);
      return `${fixedColumn}${c}${fixedRow}${r}`;
    },
  );
}

/** The view of one spreadsheet, its formulas evaluated by `code`: what cells show, and typing into them. */
export function sheetView(book: () => FakeSpreadsheet, code: { readonly global: Sheets }) {
  /** The rows a sheet has, as Sheets counts them: 1,000 for a new sheet, more once rows are written past it. */
  const rowsOf = (sheet: FakeSheet): number => Math.max(1000, sheet.dump().length);

  /**
   * What each cell of a sheet shows, as Sheets computes it: typed values as they are, and each formula's
   * value, which spills down and right from its cell when it is a range, unless a filled cell is in the
   * way (then the formula's cell shows #REF!, as in Sheets). The fake keeps a formula's text in its log
   * and shows its cell as FORMULA_VALUE (text marked with an apostrophe stays text). Worked out again
   * after every entry typed.
   */
  class Shown {
    private readonly anchors = new Map<string, string>();
    private readonly values = new Map<string, Scalar[][]>();
    private readonly working = new Set<string>();
    /** The other sheets this one's formulas read (Matches!A2:A), each worked out once. */
    private readonly others = new Map<string, Shown>();

    constructor(readonly sheet: FakeSheet) {
      const prefix = `${sheet.getName()}!R`;
      for (const line of book().formulas) {
        if (!line.startsWith(prefix)) continue;
        const m = /^R(\d+)C(\d+): (.*)$/.exec(line.slice(prefix.length - 1)) as RegExpExecArray;
        const [row, column] = [Number(m[1]), Number(m[2])];
        if (sheet.cell(row, column) === FORMULA_VALUE) this.anchors.set(`${row},${column}`, m[3] as string);
      }
    }

    /** The value of the formula written at (row, column): its range, or #REF! when its spill is blocked. */
    private spilled(row: number, column: number): Scalar[][] {
      const key = `${row},${column}`;
      const done = this.values.get(key);
      if (done) return done;
      if (this.working.has(key)) throw new Error(`circular reference at R${row}C${column}`);
      this.working.add(key);
      const formula = this.anchors.get(key) as string;
      const result: Value = evaluateFormula(
        formula,
        code.global,
        (r, c, name) => (name === undefined ? this.at(r, c) : this.other(name).at(r, c)),
        rowsOf(this.sheet),
      );
      let values: Scalar[][] = Array.isArray(result) ? result : [[result]];
      const blocked = values.some((line, r) =>
        line.some((_, c) => (r > 0 || c > 0) && this.sheet.cell(row + r, column + c) !== ''),
      );
      if (blocked) values = [['#REF!: the result would overwrite a filled cell']];
      this.working.delete(key);
      this.values.set(key, values);
      return values;
    }

    /** Another sheet of the book, as it shows. */
    private other(name: string): Shown {
      const known = this.others.get(name);
      if (known) return known;
      const sheet = book().getSheetByName(name);
      if (sheet === null) throw new Error(`#REF!: no sheet ${name}`);
      const shown = new Shown(sheet as FakeSheet);
      this.others.set(name, shown);
      return shown;
    }

    /** What the cell at (row, column) shows. */
    at(row: number, column: number): Scalar {
      if (this.anchors.has(`${row},${column}`)) return this.spilled(row, column)[0]?.[0] as Scalar;
      const typed = this.sheet.cell(row, column);
      if (typed !== '') return typed as Scalar;
      // A blank cell may be inside a formula's spill: a formula above it, or to its left, in range.
      for (const [key] of this.anchors) {
        const [r, c] = key.split(',').map(Number) as [number, number];
        // A formula being worked out reads this cell, so the cell is not in its spill (Sheets would call
        // that circular): the ranking in N1 reads the names in U–W, beyond its spill.
        if (r > row || c > column || this.working.has(key)) continue;
        const value = this.spilled(r, c)[row - r]?.[column - c];
        if (value !== undefined) return value;
      }
      return '';
    }
  }

  let view: Shown | undefined;
  /** What a cell shows now. */
  function shown(sheet: FakeSheet, row: number, column: number): Scalar {
    if (view?.sheet !== sheet) view = new Shown(sheet);
    return view.at(row, column);
  }

  /**
   * Whether the sheet's conditional formatting lights a cell: a rule over a range holding it whose
   * formula, its relative references moved from the range's first cell to this one, is TRUE.
   */
  function lit(sheet: FakeSheet, row: number, column: number): boolean {
    return sheet.getConditionalFormatRules().some((rule) =>
      rule.ranges.some((range) => {
        const area = range.area();
        const inside =
          row >= area.row && row < area.row + area.rows && column >= area.column && column < area.column + area.columns;
        if (!inside) return false;
        const moved = moveReferences(rule.formula, row - area.row, column - area.column);
        return evaluateFormula(moved, code.global, (r, c) => shown(sheet, r, c), rowsOf(sheet)) === true;
      }),
    );
  }

  /** Types rows from column A of `row` on, as a scorer does (blank cells left alone). */
  function type(sheet: FakeSheet, row: number, rows: Scalar[][]): void {
    view = undefined;
    rows.forEach((line, r) => {
      line.forEach((value, c) => {
        if (value !== '') sheet.getRange(row + r, c + 1, 1, 1).setValues([[value]]);
      });
    });
  }

  /** Sets one cell as a scorer does, a blank included (which `type` leaves alone). */
  function setCell(sheet: FakeSheet, row: number, column: number, value: Scalar): void {
    view = undefined;
    sheet.getRange(row, column, 1, 1).setValues([[value]]);
  }

  const column = (sheet: FakeSheet, c: number, rows: number) =>
    Array.from({ length: rows }, (_, r) => shown(sheet, r + 2, c));

  return {
    shown,
    lit,
    type,
    setCell,
    column,
    /** Forgets what was worked out, for a new spreadsheet. */
    reset: () => {
      view = undefined;
    },
  };
}

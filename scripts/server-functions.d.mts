export interface ServerFunction {
  readonly name: string;
  readonly params: readonly string[];
  readonly doc: string;
  /** Who may call it: a cell's formula, anyone with the table page's link, or the spreadsheet's editors. */
  readonly callers: 'sheet' | 'anyone' | 'editors';
}
export function serverSources(entry: string, text?: string): string[];
export function serverFunctions(file: string, text?: string): ServerFunction[];
export function callersOf(doc: string): ServerFunction['callers'];

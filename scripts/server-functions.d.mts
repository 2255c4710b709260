export interface ServerFunction {
  readonly name: string;
  readonly params: readonly string[];
  readonly doc: string;
}
export function serverSources(entry: string, text?: string): string[];
export function serverFunctions(file: string, text?: string): ServerFunction[];

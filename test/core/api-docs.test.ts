// Every export of the core says in one TSDoc line what it is for: the API reference (`npm run docs`) is
// built from these comments, and an export without one would show there as a bare name.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../source-files';

const CORE = join(import.meta.dirname, '..', '..', 'core');

/** The names a statement declares, if it is an exported declaration (not a re-export). */
function exportedNames(statement: ts.Statement): string[] {
  const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
  if (!modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return [];
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.map((declaration) => declaration.name.getText());
  }
  const name = (statement as ts.DeclarationStatement).name;
  return [name === undefined ? 'default' : name.getText()];
}

/** `file: name` for each exported declaration of `text` with no `/**` comment right above it. */
function undocumented(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    const names = exportedNames(statement);
    const comments = ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? [];
    const documented = comments.some((range) => text.startsWith('/**', range.pos));
    return names.length === 0 || documented ? [] : names.map((name) => `${file}: ${name}`);
  });
}

describe('the core documents every export', () => {
  it('has a /** comment above each exported declaration in core/', () => {
    const files = filesUnder(CORE, /\.ts$/);
    expect(files.length).toBeGreaterThan(25);
    const found = files.flatMap((file) => undocumented(relative(CORE, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('would catch an export without one, and lets a re-export or a private helper be', () => {
    const text = [
      '/** Documented. */',
      'export const a = 1;',
      '// Only a line comment: not TSDoc.',
      'export function b() {}',
      'export interface C {}',
      'const d = 2;',
      "export { d as e } from './x.js';",
      '/** Documented, with a note after it. */',
      '// Why it is so.',
      'export type F = string;',
    ].join('\n');
    expect(undocumented('x.ts', text)).toEqual(['x.ts: b', 'x.ts: C']);
  });
});

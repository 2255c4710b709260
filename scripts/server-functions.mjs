// What Code.js exposes, read from the sources: apps-script/main.ts lists the files, each file's exported
// functions are its server functions. The build writes a top-level wrapper for each; a test checks the rules.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const read = (file, text) =>
  ts.createSourceFile(file, text ?? readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The files whose functions Code.js exposes: the entry's `export * from` lines, its only statements. */
export function serverSources(entry, text) {
  return read(entry, text).statements.map((node) => {
    if (!ts.isExportDeclaration(node) || node.exportClause || node.isTypeOnly || !node.moduleSpecifier)
      throw new Error(`${entry}: only \`export * from './file'\` lines, one a family file`);
    return join(dirname(entry), `${node.moduleSpecifier.text}.ts`);
  });
}

/** Each exported function of a source: its name, parameter names and leading JSDoc. */
export function serverFunctions(file, text) {
  const source = read(file, text);
  const found = [];
  for (const node of source.statements) {
    const exported =
      ts.isExportDeclaration(node) ||
      ts.isExportAssignment(node) ||
      ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;
    const typeOnly =
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      (ts.isExportDeclaration(node) && node.isTypeOnly);
    if (!exported || typeOnly) continue;
    // Anything else exported would reach the bundle's global object without a wrapper, unseen.
    if (!ts.isFunctionDeclaration(node) || !node.name)
      throw new Error(`${file}: exports only functions (and types), since every one becomes a server function`);
    // A name ending in `_` is the wrappers' own helper: google.script.run cannot call it, and it gets no wrapper.
    if (node.name.text.endsWith('_')) continue;
    const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
    const docs = ranges.map((r) => source.text.slice(r.pos, r.end)).filter((c) => c.startsWith('/**'));
    const doc = docs.at(-1);
    if (doc === undefined) throw new Error(`${file}: ${node.name.text} needs a JSDoc comment`);
    found.push({
      name: node.name.text,
      params: node.parameters.map((p) => p.name.getText(source)),
      doc,
      callers: callersOf(doc),
    });
  }
  return found;
}

/**
 * Who may call a server function, by its JSDoc: `sheet` for a custom function (a cell's formula; it
 * reads only its arguments and changes nothing in the spreadsheet), `anyone` for one marked `@anyone` (the table page's,
 * which check a key themselves), `editors` for every other: the build makes those refuse a call from
 * outside the spreadsheet (apps-script/callers.ts).
 */
export function callersOf(doc) {
  if (/@customfunction\b/.test(doc)) return 'sheet';
  if (/@anyone\b/.test(doc)) return 'anyone';
  return 'editors';
}

// Builds dist/apps-script/, the folder `clasp push` sends (.clasp.json's rootDir):
// - Code.js: the core and the add-on bundled into one IIFE held by a single global, BridgeScorer_, then a
//   top-level `function NAME(params)` for each function exported by a file that apps-script/main.ts
//   lists, with its JSDoc right above it. Apps Script has no modules and reads custom functions' JSDoc
//   for autocomplete; a bundler drops comments, hence the wrappers.
// - Sidebar.html: the Preact sidebar as one self-contained file (JS and CSS inlined), which
//   HtmlService.createHtmlOutputFromFile serves as it is.
// - Table.html: the table page, a phone's at each table, built the same way from apps-script/table/.
// - appsscript.json: the manifest, copied.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import preact from '@preact/preset-vite';
import { build } from 'esbuild';
import { build as viteBuild } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';
import { serverFunctions, serverSources } from './server-functions.mjs';

const OUT = 'dist/apps-script';
const GLOBAL = 'BridgeScorer_';
const ENTRY = 'apps-script/main.ts';

const functions = serverSources(ENTRY).flatMap((file) => serverFunctions(file));
const bundle = await build({
  entryPoints: [ENTRY],
  bundle: true,
  format: 'iife',
  globalName: GLOBAL,
  // Apps Script's V8 runtime: keep to syntax it has long supported.
  target: 'es2019',
  platform: 'neutral',
  // The neutral platform reads no package's main field by itself: the XML parser (CommonJS) needs it.
  mainFields: ['module', 'main'],
  write: false,
  legalComments: 'none',
  charset: 'utf8',
});
// The bundle's standard globals become parameters of its IIFE, bound once as the script loads: each
// lookup of Math or Number is then a local read instead of a search of the global object, which a
// bare vm context (and any sandboxed global) makes slow. Over 100,000 rows this is most of the time.
const STANDARD =
  'Math, Number, Array, Object, String, JSON, Error, RangeError, TypeError, Map, Set, Int8Array, Int32Array, Date, Boolean';
const opening = `var ${GLOBAL} = (() => {`;
const closing = '\n})();\n';
const raw = bundle.outputFiles[0].text;
if (raw.split(opening).length !== 2 || !raw.endsWith(closing))
  throw new Error('the bundle no longer has the IIFE shape this build expects');
const code = raw
  .replace(opening, `var ${GLOBAL} = ((${STANDARD}) => {`)
  .replace(/\n\}\)\(\);\n$/, `\n})(${STANDARD});\n`);

// Every function but the custom functions and the table page's first refuses a caller outside the
// spreadsheet (apps-script/callers.ts): the table page's web app lets anyone with a link call any of them.
const wrappers = functions.map(({ name, params, doc, callers }) => {
  const guard = callers === 'editors' ? `  ${GLOBAL}.editorsOnly_();\n` : '';
  return `${doc}\nfunction ${name}(${params.join(', ')}) {\n${guard}  return ${GLOBAL}.${name}(${params.join(', ')});\n}\n`;
});
const header =
  '// Bridge Scorer for Google Sheets. Built from the TypeScript sources by scripts/build-apps-script.mjs.\n';
mkdirSync(OUT, { recursive: true });
writeFileSync(`${OUT}/Code.js`, `${header}${code}\n${wrappers.join('\n')}`);
copyFileSync('apps-script/appsscript.json', `${OUT}/appsscript.json`);

/**
 * A Preact page (its folder under apps-script/, with its index.html) built by vite into one
 * self-contained HTML file (JS and CSS inlined) at OUT/`name`, which HtmlService serves as it is.
 */
async function buildPage(folder, name) {
  const tmp = `dist/.${folder}`;
  await viteBuild({
    configFile: false,
    logLevel: 'warn',
    root: `apps-script/${folder}`,
    plugins: [preact(), viteSingleFile()],
    build: { outDir: `${process.cwd()}/${tmp}`, emptyOutDir: true, target: 'es2019' },
  });
  const page = readFileSync(`${tmp}/index.html`, 'utf8');
  // A file served by createHtmlOutputFromFile is not a template, but keep the door shut all the same.
  if (page.includes('<?'))
    throw new Error(`${name} must not contain "<?", which Apps Script templates read as a scriptlet`);
  writeFileSync(`${OUT}/${name}`, page);
  rmSync(tmp, { recursive: true, force: true });
  return page;
}

const sidebar = await buildPage('sidebar', 'Sidebar.html');
// The table page: a phone at a table enters its results (the table family's doGet serves it).
const tablePage = await buildPage('table', 'Table.html');
const custom = functions.filter((f) => f.doc.includes('@customfunction')).map((f) => f.name);
console.log(
  `apps-script: ${OUT}/Code.js (${(code.length / 1024).toFixed(0)} KB; custom functions ${custom.join(', ')}), Sidebar.html (${(sidebar.length / 1024).toFixed(0)} KB), Table.html (${(tablePage.length / 1024).toFixed(0)} KB), appsscript.json`,
);

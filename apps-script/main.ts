// Layers, inward: main → menu, evening-api → templates, pbn-import, resume-pars, functions/, publish/,
// cards/ → import-sheets, import-pars → evening/, hand-cells, ranking-cells, movement-cells, dd-tables →
// cells → core
/**
 * Everything Code.js exposes, one family file a line, and the only list of it: every function a file
 * here exports becomes a top-level function of Code.js (the build reads these lines and each
 * function's JSDoc), and the sidebar's calls are typed from evening-api's own signatures. A new
 * function is one export in its family's file; a new family, one line here.
 * The layers above are enforced by test/core/core-boundary.test.ts; sidebar/ stands apart, a client that
 * takes server modules' types only.
 */

export * from './callers';
export * from './evening-api';
export * from './functions/double-dummy';
export * from './functions/hands';
export * from './functions/movements';
export * from './functions/pairs';
export * from './functions/ranking';
export * from './functions/sessions';
export * from './functions/teams';
export * from './menu';
export * from './table-api';

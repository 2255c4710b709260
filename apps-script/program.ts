/**
 * The program's name and version, as the files it writes name their writer (USEBIO's PROGRAM_NAME and
 * PROGRAM_VERSION): a federation that finds a fault in a file can say which release wrote it. The
 * version is package.json's; test/apps-script/usebio-publish.test.ts keeps the two the same.
 */
export const PROGRAM = { name: 'Bridge Scorer', version: '0.1.0' } as const;

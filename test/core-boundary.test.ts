import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../core/index';

const CORE = join(import.meta.dirname, '..', 'core');
const files = readdirSync(CORE).filter((name) => name.endsWith('.ts'));
const IMPORT = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/g;

describe('core/ is pure', () => {
  it('imports nothing from outside core/', () => {
    const outside: string[] = [];
    for (const name of files) {
      for (const match of readFileSync(join(CORE, name), 'utf8').matchAll(IMPORT)) {
        const source = match[1] ?? match[2] ?? '';
        if (!source.startsWith('./')) outside.push(`${name}: ${source}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('names no browser, extension or Apps Script global', () => {
    const globals =
      /\b(?:window|document|chrome|browser|SpreadsheetApp|HtmlService|google\.script|localStorage|fetch)\b/;
    const found = files.filter((name) =>
      globals.test(readFileSync(join(CORE, name), 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')),
    );
    expect(found).toEqual([]);
  });

  it('re-exports its public API by name from index.ts', () => {
    const index = readFileSync(join(CORE, 'index.ts'), 'utf8');
    expect(index).not.toMatch(/export \* from/);
    for (const name of [
      'parseContract',
      'formatContract',
      'scoreContract',
      'toImps',
      'boardDealer',
      'boardVulnerability',
      'isVulnerable',
      'scoreMatch',
      'checkAuction',
      'trickWinner',
      'canPlay',
      'countTricks',
      'parsePbn',
    ]) {
      expect(typeof (core as Record<string, unknown>)[name]).toBe('function');
    }
  });
});

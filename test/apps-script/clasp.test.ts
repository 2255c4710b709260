import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

describe('clasp', () => {
  it('would push exactly Code.js, Sidebar.html, Table.html and appsscript.json (clasp status, offline)', () => {
    const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'clasp'), ['status', '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const status = JSON.parse(run.stdout) as { filesToPush: string[] };
    expect([...status.filesToPush].sort()).toEqual([
      'dist/apps-script/Code.js',
      'dist/apps-script/Sidebar.html',
      'dist/apps-script/Table.html',
      'dist/apps-script/appsscript.json',
    ]);
    // clasp starts a whole CLI (about 3 s alone): Vitest's 5 s default failed it on a busy machine.
  }, 30_000);

  it('the manifest asks for the two narrow scopes only, on V8', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'dist', 'apps-script', 'appsscript.json'), 'utf8'));
    expect(manifest.runtimeVersion).toBe('V8');
    // docs/privacy.md promises no error reaches the publisher's logs: the messages quote what users typed.
    expect(manifest.exceptionLogging).toBe('NONE');
    expect(manifest.oauthScopes).toEqual([
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
      'https://www.googleapis.com/auth/script.container.ui',
    ]);
  });
});

// One wording of a storage failure (extension/storage/failures.ts): every view says what storage refused
// through storageFailure, and none composes its own sentence around the browser's words.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageFailure } from '../../extension/storage/failures';
import { filesUnder } from '../source-files';

const EXTENSION = join(import.meta.dirname, '..', '..', 'extension');

describe('a storage failure is worded in one place', () => {
  it('no file but storage/failures.ts takes the browser’s words to make a sentence of its own', () => {
    const composing = filesUnder(EXTENSION, /\.(ts|tsx)$/)
      .map((file) => relative(EXTENSION, file))
      .filter((file) => file !== join('storage', 'failures.ts'))
      .filter((file) => /\bstorageSaid\b|storage said/.test(readFileSync(join(EXTENSION, file), 'utf8')));
    expect(composing).toEqual([]);
  });

  it('says what was not done and the browser’s words, quoted, or in brackets where the sentence goes on', () => {
    const full = new Error('QUOTA_BYTES quota exceeded');
    expect(storageFailure('Not stored', full)).toBe(
      'Not stored: the browser\'s storage said "QUOTA_BYTES quota exceeded"',
    );
    expect(storageFailure('it could not be stored', full, { after: '; nothing here was changed' })).toBe(
      'it could not be stored (QUOTA_BYTES quota exceeded); nothing here was changed',
    );
    expect(storageFailure('Nothing was saved', 'storage is not available', 'plain')).toBe(
      'Nothing was saved: storage is not available',
    );
  });
});

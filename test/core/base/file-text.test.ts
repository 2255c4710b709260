// A file decoded line by line (issue 45, item 12): one stray Latin-1 byte in a UTF-8 file garbles that
// line's name at most, never every name. Node's own TextDecoder is the independent reference.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesOfBinary, decodeFileText } from '../../../core/base/file-text';
import { PAIRS } from '../../fixtures/paths';

const utf8 = (text: string) => Array.from(new TextEncoder().encode(text));
const latin1 = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

describe('decodeFileText', () => {
  it('reads a UTF-8 file as UTF-8, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        // TextEncoder writes a lone surrogate as U+FFFD: compare with what the bytes say.
        const bytes = utf8(text);
        expect(decodeFileText(bytes)).toEqual({
          text: new TextDecoder('utf-8', { ignoreBOM: false }).decode(new Uint8Array(bytes)),
          windows1252Lines: [],
        });
      }),
    );
  });

  it('reads a line that is not UTF-8 as ISO-8859-1 outside 0x80–0x9F', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), (line) => {
        // Not 0x80–0x9F (below), nor a line feed, nor a byte-order mark to start.
        const bytes = Array.from(line).filter((byte) => byte !== 0x0a && (byte < 0x80 || byte > 0x9f));
        if (bytes[0] === 0xef) bytes.shift();
        let fatal: string | undefined;
        try {
          fatal = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
        } catch {
          fatal = undefined;
        }
        expect(decodeFileText(bytes)).toEqual(
          fatal !== undefined
            ? { text: fatal, windows1252Lines: [] }
            : { text: Buffer.from(bytes).toString('latin1'), windows1252Lines: bytes.length === 0 ? [] : [1] },
        );
      }),
    );
  });

  it("reads 0x80–0x9F as Windows-1252 does, as Debian's iconv decodes CP1252", () => {
    // Node's own windows-1252 decoder drops these bytes: glibc's iconv is the reference. The five bytes
    // CP1252 leaves undefined are the C1 controls of the same number, as browsers read them.
    const undefinedBytes = [0x81, 0x8d, 0x8f, 0x90, 0x9d];
    const defined = Array.from({ length: 32 }, (_, k) => 0x80 + k).filter((byte) => !undefinedBytes.includes(byte));
    const reference = execFileSync('iconv', ['-f', 'CP1252', '-t', 'UTF-8'], { input: Buffer.from(defined) });
    expect(decodeFileText(defined).text).toBe(reference.toString('utf8'));
    expect(decodeFileText(undefinedBytes).text).toBe(String.fromCharCode(...undefinedBytes));
  });

  it('keeps every UTF-8 name of a file with one Latin-1 line, and names that line', () => {
    const bytes = [
      ...utf8('[Event "Ljønes Cup"]\r\n'),
      ...latin1('[North "Øygard"]\r\n'),
      ...utf8('[South "Skaarud – Lütken"]\r\n'),
    ];
    expect(decodeFileText(bytes)).toEqual({
      text: '[Event "Ljønes Cup"]\r\n[North "Øygard"]\r\n[South "Skaarud – Lütken"]\r\n',
      windows1252Lines: [2],
    });
  });

  it('reads a real ISO-8859-1 club file as the browser reads it whole', () => {
    const bytes = readFileSync(join(PAIRS, 'spiren-2018-07-02.pbn'));
    const read = decodeFileText(bytes);
    // Its names hold no byte of 0x80–0x9F: ISO-8859-1 and Windows-1252 read them alike.
    expect(read.text).toBe(bytes.toString('latin1'));
    expect(read.windows1252Lines.length).toBeGreaterThan(0);
  });

  it('takes the bytes a page sends as one character a byte', () => {
    expect(bytesOfBinary('\u00ff\u0041\u0000')).toEqual([255, 65, 0]);
  });
});

// The id Chrome gives an unpacked extension, worked out from its folder as Chrome does: the first 32
// hex digits of the SHA-256 of the folder's absolute path, each digit written as a letter a–p. Symbolic
// links are followed first (macOS's /tmp is /private/tmp), as Chrome takes the real path. On Windows
// Chrome hashes the path's UTF-16 form, which this does not do: there it gives null.
import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * The real path of `path`, which need not exist yet (npm start names the dev build before it is built):
 * the real path of its nearest existing folder, with the rest of the path after it.
 * @param {string} path an absolute path
 * @returns {string}
 */
function realPath(path) {
  if (existsSync(path)) return realpathSync(path);
  const parent = dirname(path);
  return parent === path ? path : join(realPath(parent), basename(path));
}

/**
 * @param {string} folder the unpacked extension's folder
 * @returns {string | null}
 */
export function unpackedExtensionId(folder) {
  if (process.platform === 'win32') return null;
  return [
    ...createHash('sha256')
      .update(realPath(resolve(folder)))
      .digest('hex')
      .slice(0, 32),
  ]
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16)))
    .join('');
}

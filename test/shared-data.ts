// Real BBO tournament records (see ../shared/data/pbn/README.md): every recorded value is an expectation.
// They live in the shared folder beside the repository; BRIDGE_SHARED_DIR points elsewhere.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const SHARED = process.env.BRIDGE_SHARED_DIR ?? join(import.meta.dirname, '..', '..', 'shared');

export const BBO = join(SHARED, 'data', 'pbn', 'bbo');

if (!existsSync(BBO))
  throw new Error(`the BBO records are not at ${BBO}: put shared/ beside the repository or set BRIDGE_SHARED_DIR`);

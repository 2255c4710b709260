/** The engine that reads each kind of session the popup keeps, for its history and its backups. */
import { buggerEngine, chicagoEngine, type KeptEngines, rubberEngine } from '../../core/index';

export const KEPT_ENGINES: KeptEngines = {
  rubber: rubberEngine,
  chicago: chicagoEngine,
  bugger: buggerEngine,
  // SEAM (issue 18, engineer B): `match: teamMatchEngine,` once core/sessions/team-match.ts is merged.
};

/** The engine that reads each kind of session the popup keeps, for its history, backups and print page. */
import {
  buggerEngine,
  chicagoEngine,
  KEPT_KINDS,
  type KeptEngines,
  type KeptKind,
  rubberEngine,
  teamMatchEngine,
} from '../../core/index';

export const KEPT_ENGINES: Required<KeptEngines> = {
  rubber: rubberEngine,
  chicago: chicagoEngine,
  bugger: buggerEngine,
  match: teamMatchEngine,
};

/** The kind of a session by its format; undefined for one the popup does not keep (a Progressive evening). */
export const kindOfFormat = (format: string): KeptKind | undefined =>
  KEPT_KINDS.find((kind) => KEPT_ENGINES[kind].format === format);

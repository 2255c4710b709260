/**
 * Sessions of any kind: the generic session API given a kind's engine, editing an event, kept sessions and
 * backups: the `sessions` namespace of the core's public API (core/index.ts).
 */
export type { Backup, KeptEngines, MergedHistory, SetAsideEntry } from './backup.js';
export {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  formatBackup,
  keptContent,
  keptIdBase,
  MAX_BACKUP_LENGTH,
  MAX_KEPT_NAME_LENGTH,
  MAX_KEPT_NAMES,
  mergeHistory,
  parseBackup,
  readKeptNames,
  readKeptSession,
  sortNewestFirst,
} from './backup.js';
export type { EditError, Played } from './edit.js';
export { removeEvent, replaceEvent } from './edit.js';
export type { KeptKind, KeptSession } from './kept.js';
export { KEPT_KINDS } from './kept.js';
export type { PadAccount, PadReason } from './pad.js';
export type { Engine, Session, SessionError, SessionErrorCode } from './session.js';
export {
  addEvent,
  loadSession,
  nameEvent,
  newSession,
  replay,
  SESSION_ERRORS,
  sessionsInTurn,
  undoLast,
} from './session.js';

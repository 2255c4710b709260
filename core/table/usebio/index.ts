/**
 * USEBIO files, the XML results file federations take: read (parseUsebio), written (formatUsebio), and
 * turned into the pairs session the core ranks (usebioSession). Not re-exported from core/index.ts: the
 * XML parser it bundles belongs to the add-on alone, and the popup never loads it.
 */

export type {
  UsebioBoard,
  UsebioContact,
  UsebioDetails,
  UsebioEvent,
  UsebioEventType,
  UsebioLine,
  UsebioPair,
  UsebioPlayer,
  UsebioVersion,
} from './event.js';
export { USEBIO_PAIRS_TYPES } from './event.js';
export { USEBIO_DOCTYPES } from './lines.js';
export { looksLikeUsebio, parseUsebio } from './read.js';
export { type DirectorsChange, directorsChanges, USEBIO_SCORING, usebioAdjusted, usebioSession } from './session.js';
export { formatUsebio } from './write.js';
export { escapeXml, parseXmlTree, type XmlTree } from './xml.js';

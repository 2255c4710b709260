/**
 * The languages, their messages and their notations: the `i18n` namespace of the core's public API
 * (core/index.ts). What a player reads is worded by the faces from these; what a player types in their
 * notation is read here, so both faces read it alike.
 */
export {
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  languageOfTag,
  languageOfTags,
  parseLanguage,
} from './languages.js';
export { formatMessage, type MessageValues, messageText, messageValues } from './message.js';
export {
  callWord,
  HONORS,
  type Honor,
  honorLetter,
  NOTATIONS,
  type Notation,
  seatLetter,
  strainLetter,
  strainWord,
} from './notation.js';
export {
  messageKey,
  type ProblemPlaces,
  type ProblemWords,
  wordList,
  wordProblem,
  wordReason,
} from './problem-words.js';

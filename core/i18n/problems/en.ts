import type { ProblemWords } from '../problem-words.js';

/** The core's problems in English: each message gives back the core's own reason. */
export const PROBLEMS: ProblemWords = { language: 'en', codes: {} };

import type { ProblemWords } from '../problem-words.js';

export const PROBLEMS: ProblemWords = { language: 'it', codes: {} };

// The extension's views are rendered in tests as a page renders them once its words are in: the whole
// English dictionary, which a page loads just after its first view (extension/words/index.ts).
import { wordsReady } from '../../extension/words/index';

await wordsReady();

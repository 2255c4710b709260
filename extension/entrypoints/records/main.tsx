import { render } from 'preact';
import { isLanguage } from '../../../core/index';
import { startExtensionPage } from '../../lib/extension-page';
import { languageOf } from '../../lib/language';
import { readLastView } from '../../storage/last-view';
import { showNotation, switchLanguage, wordsReady } from '../../words/index';
import { RecordsPage } from './RecordsPage';
import '../../components/paper.css';
import '../../components/deal.css';
import './records.css';

// The browser's storage area and the extension's own pages, set before anything is read or opened.
startExtensionPage();

const root = document.getElementById('app');
// The language the popup last showed (kept beside its last view), else the browser's: its whole
// dictionary loaded before the first render. A language that does not load leaves the English words.
const kept = readLastView('language');
const language = isLanguage(kept) ? kept : languageOf('browser');
const notation = readLastView('notation');
showNotation(isLanguage(notation) ? notation : language);
const show = () => root && render(<RecordsPage />, root);
switchLanguage(language)
  .catch(() => false)
  .then(wordsReady)
  .then(show, show);

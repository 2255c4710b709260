import { render } from 'preact';
import { isLanguage } from '../../../core/index';
import { languageOf } from '../../lib/language';
import { setStorageArea } from '../../storage/area';
import { browserArea } from '../../storage/browser-area';
import { printJobItem } from '../../storage/items';
import { readLastView } from '../../storage/last-view';
import { showNotation, switchLanguage, wordsReady } from '../../words/index';
import { PrintPage } from './PrintPage';
import '../../components/pads/pads.css';
import '../../components/paper.css';
import './print.css';

// The extension keeps everything in the browser's storage area (storage/area.ts), set before any read.
setStorageArea(browserArea);

const root = document.getElementById('app');
// The language the popup last showed (kept beside its last view), else the browser's: its whole
// dictionary loaded before the first render. A language that does not load leaves the English words.
const kept = readLastView('language');
const language = isLanguage(kept) ? kept : languageOf('browser');
const notation = readLastView('notation');
showNotation(isLanguage(notation) ? notation : language);
const show = () => root && render(<PrintPage job={printJobItem} />, root);
switchLanguage(language)
  .catch(() => false)
  .then(wordsReady)
  .then(show, show);

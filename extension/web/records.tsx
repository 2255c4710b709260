// The web app's hand records page: the extension's (entrypoints/records), over the page's own storage.
import { render } from 'preact';
import { isLanguage } from '../../core/index';
import { RecordsPage } from '../entrypoints/records/RecordsPage';
import { languageOf } from '../lib/language';
import { readLastView } from '../storage/last-view';
import { showNotation, switchLanguage, wordsReady } from '../words/index';
import { startWebPage } from './start';
import '../components/paper.css';
import '../components/deal.css';
import '../entrypoints/records/records.css';

startWebPage();

const root = document.getElementById('app');
// The language the app last showed, else the browser's: its whole dictionary loaded before the render.
const kept = readLastView('language');
const language = isLanguage(kept) ? kept : languageOf('browser');
const notation = readLastView('notation');
showNotation(isLanguage(notation) ? notation : language);
const show = () => root && render(<RecordsPage />, root);
switchLanguage(language)
  .catch(() => false)
  .then(wordsReady)
  .then(show, show);

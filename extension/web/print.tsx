// The web app's print page: the extension's (entrypoints/print), over the page's own storage.
import { render } from 'preact';
import { isLanguage } from '../../core/index';
import { PrintPage } from '../entrypoints/print/PrintPage';
import { languageOf } from '../lib/language';
import { printJobItem } from '../storage/items';
import { readLastView } from '../storage/last-view';
import { showNotation, switchLanguage, wordsReady } from '../words/index';
import { startWebPage } from './start';
import '../components/pads/pads.css';
import '../components/paper.css';
import '../entrypoints/print/print.css';

startWebPage();

const root = document.getElementById('app');
// The language the app last showed, else the browser's: its whole dictionary loaded before the render.
const kept = readLastView('language');
const language = isLanguage(kept) ? kept : languageOf('browser');
const notation = readLastView('notation');
showNotation(isLanguage(notation) ? notation : language);
const show = () => root && render(<PrintPage job={printJobItem} />, root);
switchLanguage(language)
  .catch(() => false)
  .then(wordsReady)
  .then(show, show);

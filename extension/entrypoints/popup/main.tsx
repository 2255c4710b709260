import { render } from 'preact';
import { showLastScheme } from '../../lib/scheme';
import { readLastView } from '../../storage/last-view';
import { App, readView } from './App';
import '../../components/pads/pads.css';
import './style.css';

// Light or dark as last chosen, before the first paint; the options read later confirm or correct it.
showLastScheme();
const root = document.getElementById('app');
// The last view is read synchronously, so the first render is already the view the popup was left on.
if (root) render(<App initial={readView(readLastView())} />, root);

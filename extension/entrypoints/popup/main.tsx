import { render } from 'preact';
import { readLastView } from '../../storage/last-view';
import { App, readView } from './App';
import '../../components/pads/pads.css';
import './style.css';

const root = document.getElementById('app');
// The last view is read synchronously, so the first render is already the view the popup was left on.
if (root) render(<App initial={readView(readLastView())} />, root);

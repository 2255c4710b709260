import { render } from 'preact';
import { readDraft } from '../../storage';
import { App, readView } from './App';
import './style.css';

const root = document.getElementById('app');
// The last view is read before the first render, so the popup never flashes the Score view first.
if (root)
  void readDraft('view')
    .catch(() => null)
    .then((view) => render(<App initial={readView(view)} />, root));

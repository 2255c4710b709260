import { render } from 'preact';
import { printJobItem } from '../../storage/items';
import { PrintPage } from './PrintPage';
import '../../components/pads/pads.css';
import '../../components/paper.css';
import './print.css';

const root = document.getElementById('app');
if (root) render(<PrintPage job={printJobItem} />, root);

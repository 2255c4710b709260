import { render } from 'preact';
import { RecordsPage } from './RecordsPage';
import '../../components/paper.css';
import '../../components/deal.css';
import './records.css';

const root = document.getElementById('app');
if (root) render(<RecordsPage />, root);

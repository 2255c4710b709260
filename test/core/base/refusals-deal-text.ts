// The corpus's refusals of deals as players paste or type them: BBO links and LIN, PBN deals and games,
// four hands; read into the same list of refusals (refusals.ts) that problem-codes.test.ts checks.
import { readDealText, readHands } from '../../../core/table/deal-text';
import { parseLinDeal } from '../../../core/table/lin';
import { collect } from './refusals';

const W = '82.AJ4.A854.A852';
collect(
  parseLinDeal('?lin=md%7C%E0%A4%A'),
  parseLinDeal('pn|a,b,c,d|'),
  parseLinDeal('md|5SAK,S2,S3|'),
  parseLinDeal('md|1SAK|'),
  parseLinDeal('md|1SAK,SA,S2|'),
  parseLinDeal('md|1SAX,S2,S3|'),
  parseLinDeal('md|1AS,S2,S3|'),
  parseLinDeal('md|1SAK,S2,S3|sv|q|'),
  readDealText(''),
  readDealText('[Event "x"]'),
  readDealText('hello'),
  readHands({ N: W, E: W, S: '', W: '' }),
  readHands({ N: 'AKQ', E: '', S: '', W: '' }),
);

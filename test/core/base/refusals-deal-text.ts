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
  parseLinDeal('md|3S743HQ9872DK3C764,S82HAJ4DA854CA852,SKJ9HKT653DJTCKT9,SAQT65HDQ9762CQJ3|sv|q|'),
  parseLinDeal('md|1SAKQ,S2,S3,|'),
  parseLinDeal('md|1SAK,S2,S3,S4|pg||md|1SAK,S2,S3,S4|'),
  readDealText('N:AKQ... - - -'),
  readDealText('[Board "1"]\n[Deal "N:- - - -"]\n\n[Board "2"]\n[Deal "N:- - - -"]\n'),
  readDealText(''),
  readDealText('[Event "x"]'),
  readDealText('hello'),
  readHands({ N: W, E: W, S: '', W: '' }),
  readHands({ N: 'AKQ', E: '', S: '', W: '' }),
);

// The refusal corpus the problem-wording tests word: every reader's and engine's refusals
// (test/core/base/refusals*.ts).
import { problems } from '../base/refusals';
import '../base/refusals-files';
import '../base/refusals-movements';
import '../base/refusals-solver';
import '../base/refusals-deal-text';
import '../base/refusals-usebio';
import '../base/refusals-swiss';
import '../base/refusals-teams';

/** The corpus as drawn. */
export { problems };

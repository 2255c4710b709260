// The house rule for commit subjects since issue #23: at most 72 characters, one change each (no
// "a; b" chains). Older history is left as it was written; the rule starts at SINCE.
import { execFileSync } from 'node:child_process';

const SINCE = 'd1e8eea';
const LONGEST = 72;

let log;
try {
  execFileSync('git', ['cat-file', '-e', `${SINCE}^{commit}`], { stdio: 'ignore' });
  log = execFileSync('git', ['log', '--format=%h %s', `${SINCE}^..HEAD`], { encoding: 'utf8' });
} catch {
  // A copy without history (a tarball, a shallow clone) has no subjects to check; say so rather than pass.
  console.log(`commit subjects: not checked, this copy has no history back to ${SINCE}`);
  process.exit(0);
}

const subjects = log.split('\n').filter((line) => line !== '');
const wrong = subjects.flatMap((line) => {
  const [hash, ...words] = line.split(' ');
  const subject = words.join(' ');
  const problems = [];
  if ([...subject].length > LONGEST) problems.push(`${[...subject].length} characters, more than ${LONGEST}`);
  if (/;\s/.test(subject)) problems.push('chains changes with ";": one change a commit');
  return problems.map((problem) => `${hash} "${subject}": ${problem}`);
});
for (const line of wrong) console.log(line);
console.log(`commit subjects: ${subjects.length} checked, ${wrong.length} wrong`);
process.exit(wrong.length === 0 ? 0 : 1);

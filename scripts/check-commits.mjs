// Commit messages a log reader can scan: a subject of at most 72 characters, then a blank line
// before any body. Checked from the commit that introduced the rule, so older history stays as it is.
import { spawnSync } from 'node:child_process';

const RULE_SINCE = '5b2c44f35825c6661881d90cdc2203941252cac9';
const MAX_SUBJECT = 72;

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });

if (git('cat-file', '-e', `${RULE_SINCE}^{commit}`).status !== 0) {
  console.log('check-commits: skipped (no git history here, or a shallow clone without the rule commit)');
  process.exit(0);
}

const log = git('log', '--format=%h%x00%B%x1e', `${RULE_SINCE}..HEAD`);
if (log.status !== 0) {
  console.error(log.stderr);
  process.exit(1);
}

const problems = [];
for (const entry of log.stdout.split('\x1e')) {
  const [hash, message] = entry.trim().split('\x00');
  if (!hash || message === undefined) continue;
  const [subject = '', second] = message.split('\n');
  if (subject.length > MAX_SUBJECT) problems.push(`${hash}: subject is ${subject.length} characters: "${subject}"`);
  if (second !== undefined && second.trim() !== '') problems.push(`${hash}: no blank line between subject and body`);
}

if (problems.length > 0) {
  console.error(`Commit messages need a subject of at most ${MAX_SUBJECT} characters, then a blank line:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`check-commits: every commit since ${RULE_SINCE.slice(0, 7)} has a short subject`);

// `npm test`: every check and test of the project, stage by stage, stopping at the first stage that
// fails, and the time each stage took (what `.ci/run` prints; the target is in issue 18). Stages in one
// group run side by side: the static checks each keep one core busy and need nothing else, so they share
// the machine's two. The rest run one after the other: the server tests already use both cores, and the
// story and end-to-end tests each drive Chromium against timing-sensitive pages.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** Each inner list is a group of npm scripts run side by side; the groups run in order. */
const groups = [
  ['typecheck', 'lint'],
  ['test:unit'],
  ['test:server'],
  ['test:stories'],
  ['test:e2e'],
  ['test:reliability'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one npm script, its output passed through; resolves with its exit code and duration. */
function run(script) {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: 'inherit' });
    child.on('close', (code, signal) =>
      resolve({ script, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - startedAt) / 1000 }),
    );
  });
}

const format = (seconds) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;

const results = [];
const startedAt = performance.now();
let failed;
for (const group of groups) {
  const finished = await Promise.all(group.map(run));
  results.push(...finished);
  failed = finished.find((result) => result.code !== 0);
  if (failed) break;
}
const total = (performance.now() - startedAt) / 1000;

console.info('\n[test] stage times');
for (const result of results) {
  console.info(
    `[test]   ${result.script.padEnd(18)} ${format(result.seconds).padStart(12)}  ${result.code === 0 ? 'passed' : 'FAILED'}`,
  );
}
console.info(`[test]   ${'total'.padEnd(18)} ${format(total).padStart(12)}`);
if (failed) {
  console.error(`[test] ${failed.script} failed (exit ${failed.code}); the stages after it did not run.`);
  process.exit(failed.code);
}

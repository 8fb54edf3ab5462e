// `npm test`: every check and test of the project, and the time each stage took (what `.ci/run` prints;
// the target is in issue 18). The stages are independent and can run side by side, MAX_STAGES at a
// time: one per two cores, as each stage keeps about two busy (Vitest's and Playwright's workers). On
// the 2-core CI machine that is one at a time: three side by side took longer there (20 min against
// 17.5) and slowed the timing-bound tests past their limits. Typecheck and lint each keep one core busy,
// so they count as one stage and run side by side (40 s against 50 s one after the other). With more
// than one at a time, each stage's output is kept apart and printed whole when it ends, so the log reads
// stage by stage. The cheap stages come first, so a typing or lint error fails in a minute; a failure
// starts no further stage.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';

/** The npm scripts, the cheapest first; the scripts of one stage run side by side (one core each). */
const stages = [
  ['typecheck', 'lint'],
  ['test:unit'],
  ['test:server'],
  ['test:stories'],
  ['test:e2e'],
  ['test:reliability'],
];
/** Stages at a time: TEST_STAGES, or one per two cores. */
const MAX_STAGES = Number(process.env.TEST_STAGES ?? Math.max(1, Math.floor(availableParallelism() / 2)));

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one npm script, its output kept apart or passed through; resolves with its exit code, output and duration. */
function run(script, keepApart) {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: keepApart ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) =>
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(output).toString(),
        seconds: (performance.now() - startedAt) / 1000,
      }),
    );
  });
}

const format = (seconds) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;

const startedAt = performance.now();
const results = [];
const waiting = [...stages];
let failed;

async function lane() {
  while (waiting.length > 0 && !failed) {
    const scripts = waiting.shift();
    const keepApart = MAX_STAGES > 1 || scripts.length > 1;
    await Promise.all(
      scripts.map(async (script) => {
        console.info(`[test] ${script} started`);
        const result = await run(script, keepApart);
        results.push(result);
        console.info(
          `\n[test] ──── ${script}: ${result.code === 0 ? 'passed' : 'FAILED'} in ${format(result.seconds)} ────`,
        );
        process.stdout.write(result.output);
        if (result.code !== 0) failed ??= result;
      }),
    );
  }
}
await Promise.all(Array.from({ length: Math.min(MAX_STAGES, stages.length) }, lane));
const total = (performance.now() - startedAt) / 1000;

console.info(`\n[test] stage times (${MAX_STAGES} at a time)`);
for (const result of results) {
  console.info(
    `[test]   ${result.script.padEnd(18)} ${format(result.seconds).padStart(12)}  ${result.code === 0 ? 'passed' : 'FAILED'}`,
  );
}
for (const script of waiting.flat()) console.info(`[test]   ${script.padEnd(18)} ${'not run'.padStart(12)}`);
console.info(`[test]   ${'total'.padEnd(18)} ${format(total).padStart(12)}`);
if (failed) {
  console.error(`[test] ${failed.script} failed (exit ${failed.code}).`);
  process.exit(failed.code);
}

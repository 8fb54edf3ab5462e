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
import { readFileSync } from 'node:fs';
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

/** Clock ticks per second of /proc's figures (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * CPU-seconds the suite has spent: its own finished processes (this one's children and everything they
 * waited for, from /proc/self/stat) and the whole machine's busy time (from /proc/stat, which also counts
 * the database servers the tests talk to, and any other load). The budget (issue 38) is the machine's
 * figure on an idle machine. The own figure is a floor, for a loaded machine: Chromium's renderer and GPU
 * processes leave the tree of waited-for children and are not in it (about three quarters of the story
 * and end-to-end stages' CPU). Undefined off Linux.
 */
function cpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const own = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14-17 of stat(5): utime, stime, cutime, cstime (here at 11-14, after pid, comm and state).
    const ownTicks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(own[index]), 0);
    const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
    const machineTicks = times
      .slice(0, 8)
      .reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
    return { own: ownTicks / TICKS, machine: machineTicks / TICKS };
  } catch {
    return undefined;
  }
}

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
const cpuAtStart = cpuSeconds();
const results = [];
/** CPU-seconds per stage, when the stages run one at a time (side by side, they would count each other). */
const stageCpu = [];
const waiting = [...stages];
let failed;

async function lane() {
  while (waiting.length > 0 && !failed) {
    const scripts = waiting.shift();
    const keepApart = MAX_STAGES > 1 || scripts.length > 1;
    const cpuBefore = cpuSeconds();
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
    const cpuAfter = cpuSeconds();
    if (MAX_STAGES === 1 && cpuBefore && cpuAfter) {
      stageCpu.push({ scripts, own: cpuAfter.own - cpuBefore.own, machine: cpuAfter.machine - cpuBefore.machine });
    }
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
const cpuAtEnd = cpuSeconds();
if (cpuAtStart && cpuAtEnd) {
  const figures = ({ own, machine }) => `${Math.round(own)} own, ${Math.round(machine)} machine`;
  console.info(`[test] CPU-seconds (the suite's own processes; the whole machine, from /proc/stat)`);
  for (const stage of stageCpu) console.info(`[test]   ${stage.scripts.join(' + ').padEnd(18)} ${figures(stage)}`);
  console.info(
    `[test]   ${'total'.padEnd(18)} ${figures({ own: cpuAtEnd.own - cpuAtStart.own, machine: cpuAtEnd.machine - cpuAtStart.machine })}`,
  );
}
if (failed) {
  console.error(`[test] ${failed.script} failed (exit ${failed.code}).`);
  process.exit(failed.code);
}

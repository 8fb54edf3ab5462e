// `npm run scan:headers`: grades the running production server's HTTP headers with the MDN HTTP
// Observatory's own scanner (@mdn/mdn-http-observatory), on loopback. Run by .ci/run after the tests.
//
// The scanner is not a dependency of the project: its install scripts download lists from the
// internet (an HSTS preload list, a bundle of CA certificates), which this offline machine cannot do.
// So it is installed here, without those scripts, into node_modules/.cache; the preload list it reads
// is written empty (a loopback host is on no preload list).
//
// Over plain HTTP on loopback two of its ten tests cannot pass — there is no HTTPS to redirect to,
// and HSTS is only ever sent over TLS (server/plugins/securityHeaders.ts) — so the scan prints the
// grade of every test, then the grade of the tests that apply, and fails unless that is A+ and the two
// are the only deductions.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const SCANNER = '@mdn/mdn-http-observatory@1.4.8';
const scannerDir = resolve('node_modules/.cache/mdn-http-observatory');
const scannerRoot = join(scannerDir, 'node_modules/@mdn/mdn-http-observatory');
/** Tests that need HTTPS, which a loopback server without a certificate cannot offer. */
const NEEDS_TLS = new Set(['redirection', 'strictTransportSecurity']);

async function installScanner() {
  if (existsSync(join(scannerRoot, 'package.json'))) return;
  console.info(`scan: installing ${SCANNER} (without its download scripts)`);
  await mkdir(scannerDir, { recursive: true });
  await writeFile(join(scannerDir, 'package.json'), '{ "private": true }\n');
  execFileSync('npm', ['install', '--prefix', scannerDir, '--ignore-scripts', '--no-audit', '--no-fund', SCANNER], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function startServer(buildDir) {
  const port = 30000 + Math.floor(Math.random() * 20000);
  const server = spawn(process.execPath, [join(buildDir, 'server', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(buildDir, 'data'),
      DATABASE_URL: '',
      SITE_DIR: join(buildDir, 'site'),
      ADMIN_EMAIL: 'scan@example.com',
      ADMIN_PASSWORD: 'a-long-password-for-the-scan',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return { server, port };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  server.kill('SIGKILL');
  throw new Error('scan: the server did not start within 30 s');
}

async function scan(port) {
  await writeFile(join(scannerRoot, 'conf', 'hsts-preload.json'), '{}\n');
  const load = (path) => import(pathToFileURL(join(scannerRoot, 'src', path)).href);
  const { retrieve } = await load('retriever/retriever.js');
  const { ALL_TESTS } = await load('constants.js');
  const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

  const requests = await retrieve('localhost', { httpPort: port, httpsPort: port + 1 });
  if (!requests.responses.auto) throw new Error('scan: the scanner could not reach the server');
  const results = ALL_TESTS.map((test) => {
    const { result } = test(requests);
    return { name: test.name.replace(/Test$/, ''), result, modifier: getScoreModifier(result) };
  });

  // The Observatory's scoring: start at 100, take off every deduction; bonuses count only once the
  // score without them is already an A.
  const grade = (tests) => {
    const deductions = tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
    const bonuses = tests.reduce((sum, test) => sum + Math.max(test.modifier, 0), 0);
    const base = 100 + deductions;
    return getGradeForScore(base >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? base + bonuses : base);
  };
  return { results, all: grade(results), applicable: grade(results.filter((test) => !NEEDS_TLS.has(test.name))) };
}

await installScanner();
// Inside the project, so the bundled server resolves its packages from node_modules.
const buildDir = await mkdtemp(join(scannerDir, '..', 'scan-build-'));
let server;
try {
  const env = { ...process.env, SITE_OUT_DIR: join(buildDir, 'site'), SERVER_OUT_DIR: join(buildDir, 'server') };
  execFileSync(process.execPath, ['scripts/build-site.mjs'], { env, stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { env, stdio: 'inherit' });
  const started = await startServer(buildDir);
  server = started.server;
  const { results, all, applicable } = await scan(started.port);

  console.info('\n| test | result | score |\n| --- | --- | --- |');
  for (const test of results) {
    const note = NEEDS_TLS.has(test.name) ? ' (needs HTTPS: not on loopback)' : '';
    console.info(`| ${test.name} | ${test.result}${note} | ${test.modifier > 0 ? '+' : ''}${test.modifier} |`);
  }
  console.info(`\nAll ten tests: ${all.grade} (${all.score}).`);
  console.info(`The tests that apply over plain HTTP on loopback: ${applicable.grade} (${applicable.score}).`);
  const unexplained = results.filter((test) => test.modifier < 0 && !NEEDS_TLS.has(test.name));
  if (applicable.grade !== 'A+' || unexplained.length > 0) {
    console.error(`scan: expected A+ with no other deduction; got ${unexplained.map((test) => test.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  server?.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  await rm(buildDir, { recursive: true, force: true });
}

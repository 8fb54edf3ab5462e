import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, chown, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  acceptsConnections,
  Cleanup,
  createDatabase,
  environmentWithoutServerSettings,
  type Exit,
  FAULTS_ADMIN,
  PROJECT_ROOT,
  postJson,
  runCommand,
  startServerProcess,
  tempDir,
  waitFor,
  withPostgres,
} from '@testing/server/processes';
import { administratorEmails } from '../db/direct/users';
import { storedSignUps } from '../db/direct/waitlist';

/**
 * Guarantees: the release (`npm run build`, then `npm run release`: what deploy/Dockerfile runs) starts
 * after `npm ci --omit=dev` in its folder, as an unprivileged user, answers, runs every maintenance
 * command, and stops on SIGTERM, exiting 0 within SHUTDOWN_TIMEOUT with its port free. And `npm start`
 * in the repository hands SIGTERM to the server: `kill -TERM <npm's pid>` leaves no process behind.
 */
const SHUTDOWN_TIMEOUT_MS = 20_000;
/** The user the release runs as: nobody when the tests run as root (as in CI), else the tests' own user. */
const SERVICE_USER = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;
/** The account the maintenance commands add. */
const OPERATOR = { email: 'operator@release.example.com', password: 'release-operator-password-01' };
const SIGN_UP_EMAIL = 'first-member@release.example.com';

const cleanup = new Cleanup();
/** The builds (dist/site, dist/server), beside a link to the project's node_modules, as `npm start` needs. */
let buildDir: string;
/** The release, in a folder of its own: no node_modules of the project above it to fall back on. */
let releaseDir: string;

/** The build's environment: no NODE_ENV (Vitest sets `test`; the Dockerfile's build sets none). */
function buildEnvironment(): NodeJS.ProcessEnv {
  const env = environmentWithoutServerSettings();
  delete env.NODE_ENV;
  delete env.NODE_PATH;
  return env;
}

/** A new database on the shared PostgreSQL server, which the copy command needs: no skipping without it. */
function newPostgresDatabase(): Promise<string> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('The release test copies into PostgreSQL: set TEST_DATABASE_URL (see README).');
  return createDatabase(server, cleanup, 'invoiceflow_release');
}

const npm = (args: string[], cwd: string, env: NodeJS.ProcessEnv) => runCommand('npm', args, { cwd, env });

beforeAll(async () => {
  buildDir = await tempDir(cleanup, 'invoiceflow-release-build-');
  await symlink(join(PROJECT_ROOT, 'node_modules'), join(buildDir, 'node_modules'), 'dir');
  releaseDir = join(await tempDir(cleanup, 'invoiceflow-release-'), 'app');
  // The steps of deploy/Dockerfile, into private folders (`npm ci` has been run in the project already).
  const env = {
    ...buildEnvironment(),
    SITE_OUT_DIR: join(buildDir, 'site'),
    SERVER_OUT_DIR: join(buildDir, 'server'),
    RELEASE_DIR: releaseDir,
  };
  await npm(['run', '--silent', 'build'], PROJECT_ROOT, env);
  await npm(['run', '--silent', 'release'], PROJECT_ROOT, env);
  await npm(['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], releaseDir, buildEnvironment());
  // Readable by the service user, as an installed application is; writable by root alone.
  await chmod(join(releaseDir, '..'), 0o755);
}, 300_000);
afterAll(() => cleanup.run());

/**
 * Every maintenance command of the release, run as `node dist/server/<command>.js` by the service user
 * once the server has stopped (the embedded database is one process's at a time), with what it must print.
 * `backups` is a folder the service user may write; `restoredDir` a new DATA_DIR for the restore.
 */
const maintenanceCommands = (postgresUrl: string, backups: string, restoredDir: string) => [
  {
    command: 'admin-create',
    args: ['--email', OPERATOR.email, '--password', OPERATOR.password],
    prints: `Administrator ready: ${OPERATOR.email}`,
  },
  { command: 'copy-to-postgres', args: ['--to', postgresUrl], prints: 'waitlist_entries: 1 rows' },
  { command: 'vacuum', args: [], prints: 'with the server stopped' },
  { command: 'backup', args: [join(backups, 'backup.tar.gz')], prints: 'taken with the server stopped' },
  {
    command: 'restore',
    args: [join(backups, 'backup.tar.gz')],
    env: { DATA_DIR: restoredDir },
    prints: `Restored ${join(backups, 'backup.tar.gz')} into DATA_DIR ${restoredDir}`,
  },
];

/** The user id a process runs as, from /proc. */
const uidOf = (pid: number) => Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

describe('the release', () => {
  it('runs on production dependencies alone as an unprivileged user, runs its maintenance commands, and stops on SIGTERM', async () => {
    const dataDir = await tempDir(cleanup, 'invoiceflow-release-data-');
    const backups = await tempDir(cleanup, 'invoiceflow-release-backups-');
    if (SERVICE_USER) {
      for (const folder of [dataDir, backups]) await chown(folder, SERVICE_USER.uid, SERVICE_USER.gid);
    }
    const postgresUrl = await newPostgresDatabase();
    const settings = { DATA_DIR: dataDir, SHUTDOWN_TIMEOUT: `${SHUTDOWN_TIMEOUT_MS / 1000}s` };
    const server = await startServerProcess({
      entry: join(releaseDir, 'dist', 'server', 'main.js'),
      cwd: releaseDir,
      user: SERVICE_USER,
      // SITE_DIR as the release has it by default (./dist/site); LOG_LEVEL for the stop's own lines.
      env: { ...settings, SITE_DIR: 'dist/site', LOG_LEVEL: 'info' },
      cleanup,
    });
    expect(uidOf(server.pid)).not.toBe(0);
    const { hostname: HOST, port: PORT } = new URL(server.url);
    const asServiceUser = { cwd: releaseDir, ...SERVICE_USER, env: { ...buildEnvironment(), ...settings, HOST, PORT } };
    const healthcheck = () => runCommand(process.execPath, ['dist/server/healthcheck.js'], asServiceUser);

    await waitFor('readiness', async () => ((await fetch(`${server.url}/health/ready`)).ok ? true : undefined));
    await expect(healthcheck()).resolves.toContain('/health/ready answered 200');
    const home = await fetch(server.url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>');
    const signUp = await postJson(`${server.url}/api/webpage/waitlist`, {
      email: SIGN_UP_EMAIL,
      name: 'Release Test',
      source: 'website',
    });
    expect(signUp.status).toBe(201);

    const stopping = performance.now();
    const exit = await server.kill('SIGTERM');
    expect(exit).toEqual<Exit>({ code: 0, signal: null });
    expect(performance.now() - stopping).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(await acceptsConnections(server.url)).toBe(false);
    expect(existsSync(join(dataDir, 'invoiceflow.lock'))).toBe(false);
    await expect(healthcheck()).rejects.toThrow('/health/ready did not answer');

    const { scripts } = JSON.parse(await readFile(join(releaseDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe('exec node dist/server/main.js');
    for (const { command, args, env, prints } of maintenanceCommands(postgresUrl, backups, join(backups, 'data'))) {
      // Each also has its npm script in the release, as in development (the commands' usage names them).
      expect(Object.values(scripts)).toContain(`node dist/server/${command}.js`);
      const output = await runCommand(process.execPath, [`dist/server/${command}.js`, ...args], {
        ...asServiceUser,
        env: { ...asServiceUser.env, ...env },
      });
      expect(output, command).toContain(prints);
    }
    const copied = await withPostgres(postgresUrl, async (db) => ({
      members: (await storedSignUps(db)).map((row) => row.email),
      admins: await administratorEmails(db),
    }));
    expect(copied.members).toEqual([SIGN_UP_EMAIL]);
    expect(copied.admins).toEqual([FAULTS_ADMIN.email, OPERATOR.email].sort());
  }, 240_000);
});

/** The processes of process group `pgid`, read from /proc. */
function processGroup(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // After the command's name in parentheses: state, parent pid, process group.
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

describe('npm start', () => {
  it('hands SIGTERM to the server: it drains and exits, leaving no process and a free port', async () => {
    const databaseUrl = await newPostgresDatabase();
    // Its own process group (detached), so that what is left of it can be found, and killed at cleanup.
    const child: ChildProcess = spawn('npm', ['start'], {
      cwd: PROJECT_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...buildEnvironment(),
        // The site built in beforeAll, up to date for this environment: start.mjs does not build it again.
        SITE_DIR: join(buildDir, 'site'),
        SERVER_OUT_DIR: join(buildDir, 'server'),
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: databaseUrl,
        ADMIN_EMAIL: FAULTS_ADMIN.email,
        ADMIN_PASSWORD: FAULTS_ADMIN.password,
        SHUTDOWN_TIMEOUT: `${SHUTDOWN_TIMEOUT_MS / 1000}s`,
      },
    });
    const pgid = child.pid!;
    cleanup.add(`stop the process group ${pgid}`, () => {
      if (processGroup(pgid).length > 0) process.kill(-pgid, 'SIGKILL');
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<Exit>((done) => child.once('exit', (code, signal) => done({ code, signal })));

    const url = await waitFor('npm start to listen', async () => /running at (http:\/\/\S+)/.exec(output)?.[1], 60_000);
    expect(output, 'the site build of beforeAll is up to date').not.toContain('build:site');
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);

    process.kill(pgid, 'SIGTERM');
    await waitFor(
      'every process of npm start to exit',
      async () => (processGroup(pgid).length === 0 ? true : undefined),
      SHUTDOWN_TIMEOUT_MS,
    ).catch((error: Error) => {
      const left = processGroup(pgid).map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
      throw new Error(`${error.message}; still running: ${left.join(' | ')}\n${output}`);
    });
    expect(await exited).toEqual<Exit>({ code: 0, signal: null });
    expect(output).toContain('SIGTERM received: finishing requests in flight');
    expect(await acceptsConnections(url)).toBe(false);
  }, 120_000);
});

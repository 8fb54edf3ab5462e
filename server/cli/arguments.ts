import { parseArgs } from 'node:util';

import { loadConfig, type ServerConfig } from '../config';

/**
 * A maintenance command's arguments: `--help`, or exactly `files` file names (0 or 1); anything else
 * prints `usage` and exits (0 for `--help`, else 1). Its settings are the server's (DATA_DIR, …).
 */
export function commandArguments(usage: string, files: 1): { file: string; config: ServerConfig };
export function commandArguments(usage: string, files: 0): { config: ServerConfig };
export function commandArguments(usage: string, files: 0 | 1) {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== files) {
    console.info(usage);
    process.exit(values.help ? 0 : 1);
  }
  return { file: positionals[0], config: loadConfig() };
}

/**
 * Runs a command's `main`: its error is printed as the one sentence it is, with exit code 1. Until `main`
 * has finished the exit code is 1 too, so a command whose work never settles (a stream that never ends
 * leaves nothing to wait for, and Node exits) cannot look like a success to a cron job.
 */
export function runCommand(main: () => Promise<void>) {
  process.exitCode = 1;
  main().then(
    () => (process.exitCode = 0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

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

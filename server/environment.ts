import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, parseConfig } from './config';

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../web/dist');

/**
 * Reads `.env` from the working folder when present (variables already set win), then the
 * configuration. A bad configuration prints every problem and ends the process with status 1.
 */
export function loadConfigOrExit(): Config {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return parseConfig(process.env, WEB_DIST_DIR);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

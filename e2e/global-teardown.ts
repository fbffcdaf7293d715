import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Removes this run's data folder (created in playwright.config.ts); SQLite keeps open files readable. */
export default function globalTeardown(): void {
  const dataDirectory = process.env.BAHI_E2E_DATA_DIR;
  if (!dataDirectory) return;
  const isOurTemporaryFolder =
    path.dirname(dataDirectory) === tmpdir() && path.basename(dataDirectory).startsWith('bahi-e2e-');
  if (isOurTemporaryFolder) rmSync(dataDirectory, { recursive: true, force: true });
}

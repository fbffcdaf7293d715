import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** `@domain/money` → domain/money.ts, as tsconfig.base.json's `paths` says; every project resolves it. */
const resolve = {
  alias: [{ find: /^@domain\//, replacement: fileURLToPath(new URL('./domain/', import.meta.url)) }],
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tools/**/*.test.ts', 'web/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          // These tests check what a page does, never how fast (tools/bench measures speed). A page
          // test loads lazy routes and renders MUI in jsdom, whose time swings threefold and more on a
          // loaded two-core machine; the limit is there to stop a hung test, not to time one.
          testTimeout: 60_000,
        },
      },
    ],
  },
});

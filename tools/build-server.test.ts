import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { serverNodeOptions } from './build-server.mjs';

it('reads the options npm start gives Node, and Node takes them', () => {
  const options = serverNodeOptions();
  // The young generation held small, so an idle server gives its memory back.
  expect(options).toContain('--max-semi-space-size=4');
  const node = spawnSync(process.execPath, [...options, '-e', 'process.exit(0)'], { encoding: 'utf8' });
  expect(node.stderr).toBe('');
  expect(node.status).toBe(0);
});

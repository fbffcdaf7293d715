import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../server/app';
import { testConfig } from '../server/test/test-servers';

const ROOT = path.resolve(import.meta.dirname, '..');

function admin(dataDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tools/admin.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A new account on a fresh SQLite data folder, signed up as a person does; answers the app still open. */
async function signedUp(firstName: string, email: string) {
  const config = testConfig({ name: 'sqlite', databaseUrl: undefined });
  const app = await buildApp(config);
  const signup = await app.inject({
    method: 'POST',
    url: '/api/v2/users/signup',
    payload: {
      firstName,
      lastName: 'Rao',
      email,
      password: 'correct horse 1',
      confirmPassword: 'correct horse 1',
    },
  });
  return { config, app, token: signup.json().token as string };
}

describe('npm run admin', () => {
  it('disables, expires, enables and issues a reset link for an account', async () => {
    const { config, app, token } = await signedUp('Asha', 'asha@example.test');
    await app.close();

    const profileStatus = async () => {
      const reopened = await buildApp(config);
      const response = await reopened.inject({
        method: 'GET',
        url: '/api/v2/profiles',
        headers: { authorization: `Bearer ${token}` },
      });
      await reopened.close();
      return response.statusCode;
    };

    expect(admin(config.dataDir, 'disable', 'ASHA@example.test')).toEqual({
      status: 0,
      output: 'asha@example.test: disabled.\n',
    });
    expect(await profileStatus()).toBe(403);
    expect(admin(config.dataDir, 'enable', 'asha@example.test', '2099-12-31').output).toBe(
      'asha@example.test: enabled until 2099-12-31T23:59:59.999Z.\n',
    );
    expect(await profileStatus()).toBe(200);
    expect(admin(config.dataDir, 'expire', 'asha@example.test', '2020-01-31').output).toBe(
      'asha@example.test: plan ends 2020-01-31T23:59:59.999Z; enabled now: false.\n',
    );
    expect(await profileStatus()).toBe(403);
    expect(admin(config.dataDir, 'reset-password', 'asha@example.test').output).toMatch(
      /^Reset link for asha@example\.test \(valid for one hour, once\):\nhttp:\/\/localhost:3000\/reset\/[A-Za-z0-9_-]{43}\n$/,
    );
    const unknown = admin(config.dataDir, 'disable', 'nobody@example.test');
    expect(unknown.status).toBe(2);
    expect(unknown.output).toContain('No account with the e-mail nobody@example.test.');
    expect(admin(config.dataDir, 'enable', 'asha@example.test', '31-12-2099').status).toBe(2);
  });

  it('verifies a business’s audit trail, and names the entry where it breaks', async () => {
    const { config, app, token } = await signedUp('Ravi', 'ravi@example.test');
    const headers = { authorization: `Bearer ${token}` };
    for (const flat of ['A-1', 'A-2']) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v2/clients',
        headers,
        payload: { name: 'Asha', email: 'asha@example.test', flat, flatarea: 100, price: 1 },
      });
      expect(created.statusCode).toBe(201);
    }
    expect(admin(config.dataDir, 'verify-audit', 'ravi@example.test')).toEqual({
      status: 0,
      output: 'ravi@example.test: the audit trail holds (2 entries).\n',
    });
    // Someone with the database file alters the first entry, the trigger removed to let them.
    const db = app.database.db;
    await sql`drop trigger audit_entries_no_update`.execute(db);
    await sql`update audit_entries set action = 'nothing' where seq = 1`.execute(db);
    await app.close();
    expect(admin(config.dataDir, 'verify-audit', 'ravi@example.test')).toEqual({
      status: 1,
      output: 'ravi@example.test: the audit trail breaks at entry 1 (altered); 0 entries before it hold.\n',
    });
  });
});

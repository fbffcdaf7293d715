import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TAuthResult } from '@domain/api/profile';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';

export const PASSWORD = 'correct horse battery';

export type Account = { email: string; password: string; firstName: string; lastName: string };

/** A new owner's details; unique, so journeys run side by side on one server. */
export function newAccount(firstName = 'Asha'): Account {
  const id = crypto.randomUUID().slice(0, 8);
  return {
    email: `${firstName.toLowerCase()}.${id}@example.test`,
    password: PASSWORD,
    firstName,
    lastName: 'Verma',
  };
}

/** Signs a new owner up through the API, as the Login page would, and answers the stored session. */
export async function signUpThroughApi(
  request: APIRequestContext,
  account = newAccount(),
): Promise<TAuthResult> {
  const response = await request.post('/api/v2/users/signup', {
    data: { ...account, confirmPassword: account.password },
  });
  if (response.status() !== 201)
    throw new Error(`sign-up answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as TAuthResult;
}

function databasePath(): string {
  const dataDirectory = process.env.BAHI_E2E_DATA_DIR;
  if (!dataDirectory) throw new Error('BAHI_E2E_DATA_DIR is set by playwright.config.ts');
  return path.join(dataDirectory, 'bahi.db');
}

/**
 * The link of the newest e-mail to `email` whose path starts `/reset/`, `/join/` or `/m/` (a member's page). The e2e server has
 * no SMTP_URL, so every message is kept in the outbox, where a self-hosted owner would find it too.
 */
export async function linkPathFromOutbox(email: string, kind: 'reset' | 'join' | 'm'): Promise<string> {
  // The mail may be queued just after the answer (a "forgot password"), so it may take a moment to appear.
  const deadline = Date.now() + 5_000;
  for (;;) {
    const database = new Database(databasePath(), { readonly: true, fileMustExist: true });
    try {
      const row = database
        .prepare('select body_text from outbox where recipient = ? order by created_at desc limit 1')
        .get(email.toLowerCase()) as { body_text: string } | undefined;
      const match = row?.body_text.match(new RegExp(`/${kind}/[A-Za-z0-9_-]+`));
      if (match) return match[0];
    } finally {
      database.close();
    }
    if (Date.now() > deadline) throw new Error(`no ${kind} link in the outbox for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The 6-digit code of the newest e-mail to `email` (a member's sign-in code), read as `linkPathFromOutbox` reads links. */
export async function codeFromOutbox(email: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const database = new Database(databasePath(), { readonly: true, fileMustExist: true });
    try {
      const row = database
        .prepare('select subject from outbox where recipient = ? order by created_at desc limit 1')
        .get(email.toLowerCase()) as { subject: string } | undefined;
      const match = row?.subject.match(/\b(\d{6})\b/);
      if (match?.[1]) return match[1];
    } finally {
      database.close();
    }
    if (Date.now() > deadline) throw new Error(`no code in the outbox for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs the admin command (`npm run admin -- …`) against the e2e server's database. */
export function runAdmin(...args: string[]): string {
  return execFileSync('node', ['--import', 'tsx', 'tools/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.BAHI_E2E_DATA_DIR, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

/** Saves profile fields through the API and answers the session as the browser would then store it. */
export async function saveProfileThroughApi(
  request: APIRequestContext,
  session: TAuthResult,
  changes: Record<string, unknown>,
): Promise<TAuthResult> {
  const response = await request.patch(`/api/v2/profiles/${session.userProfile._id}`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: changes,
  });
  if (response.status() !== 200)
    throw new Error(`profile answered ${response.status()}: ${await response.text()}`);
  return { ...session, userProfile: await response.json() };
}

/** Adds a customer through the API, as the New Customer dialog would, and answers its id. */
export async function addCustomerThroughApi(
  request: APIRequestContext,
  session: TAuthResult,
  customer: Record<string, unknown>,
): Promise<string> {
  const response = await request.post('/api/v2/clients', {
    headers: { authorization: `Bearer ${session.token}` },
    data: customer,
  });
  if (response.status() !== 201)
    throw new Error(`customer answered ${response.status()}: ${await response.text()}`);
  return (await response.json())._id;
}

/** Creates an invoice through the API, as the invoice form would, and answers its id. */
export async function addInvoiceThroughApi(
  request: APIRequestContext,
  session: TAuthResult,
  invoice: Record<string, unknown>,
): Promise<string> {
  const response = await request.post('/api/v2/invoices', {
    headers: { authorization: `Bearer ${session.token}` },
    data: invoice,
  });
  if (response.status() !== 201)
    throw new Error(`invoice answered ${response.status()}: ${await response.text()}`);
  return (await response.json())._id;
}

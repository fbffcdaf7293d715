import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppInstance } from './app-context';
import { AppError } from './errors';
import { testDatabaseTargets } from './test/test-databases';
import { buildTestApp, describeEachDatabase, testConfig } from './test/test-servers';

describeEachDatabase('GET /healthz', (context) => {
  it('answers 200 when the database answers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with a message when the database is gone', async () => {
    const app = await buildTestApp(context.target);
    await app.database.destroy();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Database unavailable' });
    await app.close().catch(() => undefined);
  });
});

/** A route of the real app shape, so the shared error handling is exercised end to end. */
const ZProbe = z.strictObject({
  name: z.string({ error: 'Please enter the name' }).trim().min(1, 'Please enter the name'),
  area: z.number({ error: 'Area must be a number' }).positive('Area must be more than 0'),
});

async function addProbeRoutes(app: AppInstance): Promise<void> {
  app.post('/api/v2/probe', { schema: { body: ZProbe } }, async (request, reply) => {
    await app.database.db
      .insertInto('users')
      .values({
        id: randomUUID(),
        email: `${randomUUID()}@probe.test`,
        first_name: request.body.name,
        last_name: 'Probe',
        password_hash: 'unused',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    return reply.status(201).send({ ok: true });
  });
  app.get('/api/v2/probe/crash', async () => {
    throw new Error('connection string postgres://admin:hunter2@db leaked');
  });
  app.get('/api/v2/probe/conflict', async () => {
    throw new AppError('CONFLICT', 'Invoice number 001 already exists');
  });
}

async function probeUserCount(app: AppInstance): Promise<number> {
  const row = await app.database.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('last_name', '=', 'Probe')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

for (const target of testDatabaseTargets()) {
  describe(`bad input and errors [${target.name}]`, () => {
    let app: AppInstance;
    beforeAll(async () => {
      app = await buildTestApp(target);
      await addProbeRoutes(app);
    });
    afterAll(async () => app.close());

    const post = (payload: string, contentType = 'application/json') =>
      app.inject({ method: 'POST', url: '/api/v2/probe', payload, headers: { 'content-type': contentType } });

    it('accepts a valid body (the probe itself works)', async () => {
      const before = await probeUserCount(app);
      const response = await post(JSON.stringify({ name: 'Asha', area: 1250.5 }));
      expect(response.statusCode).toBe(201);
      expect(await probeUserCount(app)).toBe(before + 1);
    });

    it.each([
      ['malformed JSON', () => post('{"name": "Asha",'), 400, 'The request body is not valid JSON.'],
      [
        'a wrong content type',
        () => post('name=Asha', 'text/plain'),
        415,
        'Unsupported content type: send JSON with Content-Type: application/json.',
      ],
      [
        'a form body',
        () => post('name=Asha', 'application/x-www-form-urlencoded'),
        415,
        'Unsupported content type: send JSON with Content-Type: application/json.',
      ],
      [
        'an oversized body',
        () => post(JSON.stringify({ name: 'x'.repeat(1_100_000), area: 1 })),
        413,
        'The request is too large (at most 1 MB).',
      ],
      [
        'an unknown field',
        () => post(JSON.stringify({ name: 'Asha', area: 1, isAdmin: true })),
        400,
        'Unrecognized key: "isAdmin"',
      ],
      [
        'a wrong type',
        () => post(JSON.stringify({ name: 'Asha', area: '12' })),
        400,
        'Area must be a number',
      ],
      [
        'an empty required field',
        () => post(JSON.stringify({ name: '  ', area: 1 })),
        400,
        'Please enter the name',
      ],
    ])('answers %s with a clear 4xx and changes nothing', async (_label, send, status, message) => {
      const before = await probeUserCount(app);
      const response = await send();
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().message).toBe(message);
      expect(await probeUserCount(app)).toBe(before);
    });

    it('lists every validation problem with its path, the first one as the message', async () => {
      const response = await post(JSON.stringify({ name: '', area: -1 }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please enter the name',
        errors: [
          { path: 'name', message: 'Please enter the name' },
          { path: 'area', message: 'Area must be more than 0' },
        ],
      });
    });

    it('maps an AppError code to its status with the message', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/v2/probe/conflict' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Invoice number 001 already exists' });
    });

    it('hides the text of an unexpected error behind a 500', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/v2/probe/crash' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      expect(response.body).not.toContain('hunter2');
    });

    it('answers an unknown API path with a JSON 404, never the app', async () => {
      for (const url of ['/api/v2/nothing-here', '/api/unknown', '/api']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: `Not found: GET ${url}` });
      }
    });
  });
}

describe('serving the web app', () => {
  let app: AppInstance;
  const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';
  const landingHtml =
    '<!doctype html><html><body><div id="root"></div><script src="/landing.js"></script></body></html>';
  const memberHtml =
    '<!doctype html><html><body><div id="root"></div><script src="/member.js"></script></body></html>';

  beforeAll(async () => {
    const [target] = testDatabaseTargets();
    if (!target) throw new Error('no test database');
    const config = testConfig(target);
    const webDistDir = path.join(config.dataDir, 'dist');
    mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
    writeFileSync(path.join(webDistDir, 'index.html'), indexHtml);
    writeFileSync(path.join(webDistDir, 'landing.html'), landingHtml);
    writeFileSync(path.join(webDistDir, 'member.html'), memberHtml);
    writeFileSync(path.join(webDistDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { buildApp } = await import('./app');
    app = await buildApp({ ...config, webDistDir });
  });
  afterAll(async () => app.close());

  it.each([
    '/dashboard',
    '/auth/invoice/123',
    '/invoice',
    '/m/abc/receipts',
    '/reset/some-token',
    '/no/such/page',
    '/home/more',
    '/login?next=/',
  ])('answers %s with the app (history fallback)', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  });

  it.each(['/', '/home', '/?ref=whatsapp'])('answers %s with the landing page of its own', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(landingHtml);
  });

  it.each([
    '/m',
    '/m/abcdefghijklmnop',
    '/m/abcdefghijklmnop/statement/',
    '/statement/abcdefghijklmnop',
    '/invoice/123',
    '/payment/123?utm_source=whatsapp',
    '/payment/success/123?status=failed',
  ])('answers %s, a member page, with the member pages of their own', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(memberHtml);
  });

  it('serves hashed assets with a long cache and other files with revalidation', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('never answers an API path or a non-GET with the app', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/v2/whatever' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found: GET /api/v2/whatever' });
    const post = await app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('publishes the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().info.title).toBe('Bahi API');
  });
});

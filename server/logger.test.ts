import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { loggerOptions, redactUrl } from './logger';

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino(loggerOptions(parseConfig({ LOG_LEVEL: 'info' }, '')), stream);
  return { logger, output: () => lines.join('') };
}

describe('logging', () => {
  it('never writes credentials, wherever they sit in the logged object', () => {
    const { logger, output } = captureLogs();
    logger.info(
      {
        req: {
          method: 'GET',
          url: '/reset/abc123',
          headers: { authorization: 'Bearer eyJhbGciOi.secret.token' },
        },
        headers: { authorization: 'Bearer eyJhbGciOi.other.token' },
        body: { password: 'hunter22', token: 'whatsapp-token', razorpaySecret: 'rzp_secret' },
        password: 'top-level-password',
        config: { databaseUrl: 'postgres://u:dbpass@h/db', appSecret: 'app-secret-value' },
      },
      'login attempt',
    );
    const written = output();
    for (const secret of [
      'eyJhbGciOi',
      'hunter22',
      'whatsapp-token',
      'rzp_secret',
      'top-level-password',
      'dbpass',
      'app-secret-value',
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('[redacted]');
    expect(written).not.toContain('abc123');
    expect(written).toContain('login attempt');
  });

  it.each([
    ['/reset/3f9a1c7d0b', '/reset/[redacted]'],
    ['/reset/3f9a1c7d0b/extra', '/reset/[redacted]/extra'],
    ['/api/v2/invoices?searchQuery=abc', '/api/v2/invoices?[redacted]'],
    ['/dashboard', '/dashboard'],
    ['/api/v2/invoices/send/wa/EAAGtoken', '/api/v2/invoices/send/wa/[redacted]'],
    ['/api/v2/invoices/warem/owner-1/EAAGtoken', '/api/v2/invoices/warem/owner-1/[redacted]'],
    ['/api/v2/invoices/warem/owner-1', '/api/v2/invoices/warem/owner-1'],
    ['/m/Qm9vZ3VzVG9rZW4', '/m/[redacted]'],
    ['/m/Qm9vZ3VzVG9rZW4/statement', '/m/[redacted]/statement'],
    ['/statement/Qm9vZ3VzVG9rZW4', '/statement/[redacted]'],
    ['/join/Qm9vZ3VzVG9rZW4', '/join/[redacted]'],
    ['/api/v2/portal/Qm9vZ3VzVG9rZW4', '/api/v2/portal/[redacted]'],
    ['/api/v2/portal/Qm9vZ3VzVG9rZW4/receipts/r-1/pdf', '/api/v2/portal/[redacted]/receipts/r-1/pdf'],
    ['/api/v2/statements/Qm9vZ3VzVG9rZW4/pdf', '/api/v2/statements/[redacted]/pdf'],
    ['/api/v2/invitations/Qm9vZ3VzVG9rZW4/join', '/api/v2/invitations/[redacted]/join'],
    ['/manifest.webmanifest', '/manifest.webmanifest'],
  ])('redacts tokens from the logged URL %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('needs nothing: every variable has a default', () => {
    const config = parseConfig({}, '/srv/web');
    expect(config).toEqual({
      environment: 'production',
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      appSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Bahi <no-reply@localhost>',
      razorpayApiUrl: 'https://api.razorpay.com',
      razorpayCheckoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      razorpayTimeoutMs: 8000,
      whatsappApiUrl: 'https://graph.facebook.com/v21.0',
      whatsappTimeoutMs: 15000,
      redisUrl: undefined,
      trustProxy: [],
      logLevel: 'info',
      outbox: {
        isWorkerRunning: true,
        pollIntervalMs: 1000,
        batchSize: 5,
        leaseMs: 300_000,
        retryDelaysMs: [60_000, 300_000, 1_800_000, 7_200_000],
      },
      webDistDir: '/srv/web',
    });
  });

  it('reads every documented variable', () => {
    const config = parseConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/bahi',
        DATABASE_URL: 'postgres://bahi:pw@db:5432/bahi',
        PUBLIC_URL: 'https://bills.example.in/',
        APP_SECRET: 'a'.repeat(32),
        SMTP_URL: 'smtp://user:pass@mail:587',
        MAIL_FROM: 'Society <billing@example.in>',
        RAZORPAY_API_URL: 'http://127.0.0.1:4010',
        RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4010/checkout.js',
        WHATSAPP_API_URL: 'http://127.0.0.1:4020',
        REDIS_URL: 'redis://127.0.0.1:6379',
        TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      },
      '',
    );
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://bills.example.in');
    expect(config.databaseUrl).toBe('postgres://bahi:pw@db:5432/bahi');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(config.mailFrom).toBe('Society <billing@example.in>');
  });

  it('defaults PUBLIC_URL to the chosen port and treats empty values as unset', () => {
    const config = parseConfig({ PORT: '4100', DATABASE_URL: '', SMTP_URL: '  ' }, '');
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('names every bad variable at once, without echoing secrets or URLs', () => {
    const environment = {
      PORT: '70000',
      DATABASE_URL: 'mysql://root:topsecret@db/bahi',
      APP_SECRET: 'short-secret',
      SMTP_URL: 'http://mail',
      LOG_LEVEL: 'loud',
    };
    let caught: unknown;
    try {
      parseConfig(environment, '');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(error.problems).toEqual([
      'PORT: must be a whole number between 1 and 65535 (got "70000")',
      'DATABASE_URL: must be a URL like postgres://user:password@host:5432/bahi',
      'APP_SECRET: must be at least 32 characters long',
      'SMTP_URL: must be a URL like smtp://user:password@smtp.example.com:587',
      'LOG_LEVEL: Invalid option: expected one of "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent" (got "loud")',
    ]);
    expect(error.message).toMatch(/^Invalid configuration:\n {2}- PORT/);
    expect(error.message).not.toContain('topsecret');
    expect(error.message).not.toContain('short-secret');
  });
});

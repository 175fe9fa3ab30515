import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs everything on one machine by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
      BODY_LIMIT_BYTES: 32768,
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('honours PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@db:5432/academy',
      PUBLIC_URL: 'https://academy.example/',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      dataDir: '/tmp/x',
      DATABASE_URL: 'postgres://u@db:5432/academy',
      PUBLIC_URL: 'https://academy.example',
    });
  });

  it('treats empty optional values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'not a url',
        LOG_LEVEL: 'loud',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'LOG_LEVEL'])
      expect(message).toContain(name);
  });

  it('requires a signing secret when a CRM webhook is configured', () => {
    expect(() => loadConfig({ LEADS_WEBHOOK_URL: 'https://crm.example/hook' })).toThrow(
      /LEADS_WEBHOOK_SECRET/,
    );
  });

  it('has sensible limits by default, each one configurable', () => {
    expect(loadConfig({})).toMatchObject({
      RATE_LIMIT_STORE: 'memory',
      RATE_LIMIT_NOT_FOUND_MAX: 30,
      RATE_LIMIT_NOT_FOUND_WINDOW_MS: 60_000,
      JSON_MAX_DEPTH: 16,
      MAX_HEADER_BYTES: 16_384,
      REQUEST_TIMEOUT_MS: 30_000,
      HEADERS_TIMEOUT_MS: 15_000,
      KEEP_ALIVE_TIMEOUT_MS: 72_000,
      CONNECTION_TIMEOUT_MS: 120_000,
      SERVE_SITE: true,
    });
    expect(
      loadConfig({ RATE_LIMIT_STORE: 'database', SERVE_SITE: 'false', JSON_MAX_DEPTH: '4' }),
    ).toMatchObject({ RATE_LIMIT_STORE: 'database', SERVE_SITE: false, JSON_MAX_DEPTH: 4 });
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE/);
  });

  it('refuses a headers timeout longer than the request timeout (Node refuses to start with it)', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });

  it('reads the backup schedule as a duration, and keeps backups in DATA_DIR/backups unless told', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/academy' });
    expect(defaults).toMatchObject({ BACKUP_KEEP: 14, backupDir: '/srv/academy/backups' });
    expect(defaults.BACKUP_EVERY).toBeUndefined();
    expect(
      loadConfig({ BACKUP_EVERY: '24h', BACKUP_KEEP: '3', BACKUP_DIR: '/mnt/copies' }),
    ).toMatchObject({ BACKUP_EVERY: 86_400_000, BACKUP_KEEP: 3, backupDir: '/mnt/copies' });
    expect(loadConfig({ BACKUP_EVERY: '90s' }).BACKUP_EVERY).toBe(90_000);
    for (const bad of ['24', 'daily', '0h', '1w'])
      expect(() => loadConfig({ BACKUP_EVERY: bad })).toThrow(/BACKUP_EVERY/);
  });
});

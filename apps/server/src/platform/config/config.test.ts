import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'config-test-'));

describe('configuration', () => {
  it('defaults to the embedded database in ./.data with demo mode on', () => {
    const base = tempDir();
    const config = loadConfig({}, base);
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.join(base, '.data'),
      databaseUrl: undefined,
      demoMode: true,
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
    });
  });

  it('generates a session secret into the data folder once and keeps it', () => {
    const base = tempDir();
    const first = loadConfig({}, base);
    const file = path.join(base, '.data', 'session-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, base).sessionSecret).toBe(first.sessionSecret);
  });

  it('turns demo mode off by default with DATABASE_URL', () => {
    const config = loadConfig(
      { DATABASE_URL: 'postgres://u@h/db', SESSION_SECRET: 'x'.repeat(32) },
      tempDir(),
    );
    expect(config.demoMode).toBe(false);
    expect(config.databaseUrl).toBe('postgres://u@h/db');
  });

  it('stops with a message naming each wrong value', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, tempDir())).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, tempDir())).toThrow(
      'Invalid configuration: DATABASE_URL: must be a postgres:// or postgresql:// URL',
    );
    expect(() => loadConfig({ SESSION_SECRET: 'short' }, tempDir())).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
    expect(() => loadConfig({ DEMO_MODE: 'maybe' }, tempDir())).toThrow(/DEMO_MODE/);
  });

  it('trusts no proxy by default, and never the whole X-Forwarded-For chain', () => {
    const trustProxy = (value?: string) =>
      loadConfig(value === undefined ? {} : { TRUST_PROXY: value }, tempDir()).trustProxy;
    expect(trustProxy()).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    // true is refused with one line: Fastify's own `true` would trust every X-Forwarded-For.
    expect(() => trustProxy('true')).toThrow(
      'Invalid configuration: TRUST_PROXY: true is refused (it would believe a forged X-Forwarded-For): give the number of proxies in front, such as 1, or their addresses or CIDR ranges',
    );
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.1, 10.1.0.0/16,loopback,::1')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
    for (const wrong of ['yes', '11', '10.0.0.1/33', 'proxy.example', '10.0.0.1,']) {
      expect(() => trustProxy(wrong)).toThrow(/TRUST_PROXY: must be false, a number/);
    }
  });

  it('hands Fastify a hop count as a function of the hop, and anything else as it is', () => {
    const oneHop = fastifyTrustProxy(1);
    expect(typeof oneHop).toBe('function');
    if (typeof oneHop !== 'function') return;
    expect(oneHop('10.0.0.1', 0)).toBe(true);
    expect(oneHop('127.0.6.7', 1)).toBe(false);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'config-test-'));
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};

describe('billing and e-mail configuration', () => {
  it('defaults to the built-in billing provider, the outbox, and links to localhost', () => {
    const config = loadConfig({ PORT: '3400' }, tempDir());
    expect(config.stripe).toBeNull();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3400');
  });

  it('uses Stripe with all three keys and SMTP with its URL', () => {
    const config = loadConfig(
      {
        ...stripe,
        SMTP_URL: 'smtps://u:p@mail.bank.test:465',
        PUBLIC_URL: 'https://app.bank.test/',
      },
      tempDir(),
    );
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
    });
    expect(config.smtpUrl).toBe('smtps://u:p@mail.bank.test:465');
    expect(config.publicUrl).toBe('https://app.bank.test');
  });

  it('stops on a partial Stripe set or a wrong value, naming it', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }, tempDir())).toThrow(
      /STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: must be set together with STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_wrong' }, tempDir())).toThrow(
      /STRIPE_SECRET_KEY: must start with sk_ or rk_/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail' }, tempDir())).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' }, tempDir())).toThrow(/PUBLIC_URL/);
  });
});

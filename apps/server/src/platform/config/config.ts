import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { dataFolderProblem } from './data-folder';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = z.coerce.number().int().positive();

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128);
};

/**
 * Which proxies' X-Forwarded-For to believe. `false`/`0`: none, the socket address is the
 * client. A number n: n proxies in a row (1: the load balancer in front; the client is the
 * last address it added). A comma-separated list of addresses or CIDR ranges: exactly those
 * proxies. Never the whole chain, which a client could write itself. `true` is refused: it
 * reads as "trust everything" (what Fastify's own `true` does, so a forged X-Forwarded-For
 * would pick the address the sign-in throttle counts), and a setting that means something
 * else depending on who reads it is a trap.
 */
export const TRUST_PROXY_TRUE_REFUSED =
  'true is refused (it would believe a forged X-Forwarded-For): give the number of proxies in front, such as 1, or their addresses or CIDR ranges';
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') {
      context.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_REFUSED });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'must be false, a number of proxies up to 10, or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

/** Every setting the server reads, with its default. README "Configuration" lists the same. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DEMO_MODE: booleanFlag.optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: positiveInt.default(30),
  SESSION_MAX_HOURS: positiveInt.default(12),
  TRUST_PROXY: trustProxySetting.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Peerscope <no-reply@peerscope.example>'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

/** The names of every setting the server reads from its environment. */
export const SETTING_NAMES = Object.keys(environmentSchema.shape);

/** Stripe is used only with all three keys; a partial set is a mistake worth stopping for. */
const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the embedded PostgreSQL (PGlite) in dataDir/pgdata. */
  databaseUrl: string | undefined;
  /** Seeds demo accounts and demo data. Defaults to on for the embedded database. */
  demoMode: boolean;
  sessionSecret: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Fastify's trustProxy: false, a number of hops, or the proxies' addresses. */
  trustProxy: false | number | string[];
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  /** Where the web app is reached, for links in e-mails. */
  publicUrl: string;
  /** Absent: e-mail goes to the built-in outbox the platform admin reads. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Absent: the built-in billing provider (no network). */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | null;
  /** After SIGTERM, how long in-flight requests may take before their connections are cut. */
  shutdownGraceSeconds: number;
  /** Absent: no metrics. Else Prometheus text at /metrics on this port, never the public one. */
  metricsPort: number | undefined;
  metricsHost: string;
}

export class ConfigError extends Error {}

/**
 * The setting as Fastify's `trustProxy`. A hop count becomes the function Fastify itself makes
 * of a number (trust the first n addresses counted from the socket), as its types take none.
 */
export function fastifyTrustProxy(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Empty strings count as unset, as they do in most deployment tools. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, baseDir = process.cwd()): Config {
  const parsed = environmentSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const stripeSet = STRIPE_KEYS.filter((key) => e[key] !== undefined);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_KEYS.length) {
    const missing = STRIPE_KEYS.filter((key) => e[key] === undefined);
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')}: must be set together with ${stripeSet.join(', ')}`,
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'Invalid configuration: METRICS_PORT: must differ from PORT (metrics are never on the public port)',
    );
  }
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  // The embedded database and a generated session secret live in the data folder.
  if (e.DATABASE_URL === undefined || e.SESSION_SECRET === undefined) {
    const problem = dataFolderProblem(dataDir);
    if (problem) throw new ConfigError(problem);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    demoMode: e.DEMO_MODE ?? e.DATABASE_URL === undefined,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          }
        : null,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
  };
}

/** A secret made once per data folder, so restarts keep signed cookies valid. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

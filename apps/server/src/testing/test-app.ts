import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import type { Config } from '../platform/config/config';
import type { Database } from '../platform/db/database';
import { jobQueue, type JobQueue } from '../platform/jobs/job-queue';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo-seed';
import { openTestDatabase, type DatabaseKind } from './test-database';

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  demoMode: true,
  sessionSecret: 'test-secret-test-secret-test-secret-0123',
  sessionIdleMinutes: 30,
  sessionMaxHours: 12,
  trustProxy: false,
  logLevel: 'silent',
  publicUrl: 'http://localhost:3000',
  smtpUrl: undefined,
  mailFrom: 'Peerscope <no-reply@peerscope.example>',
  stripe: null,
  shutdownGraceSeconds: 20,
  metricsPort: undefined,
  metricsHost: '127.0.0.1',
};

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  jobs: JobQueue;
  /**
   * A browser-like client: keeps cookies and sends the anti-forgery token. Each connects from
   * an address of its own (unless remoteAddress is given), as browsers on different machines
   * do, so that per-address limits of one test do not reach into the next.
   */
  client(options?: { remoteAddress?: string }): TestClient;
  close(): Promise<void>;
}

/** The real app on a fresh database with the demo accounts. */
export async function startTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  options: Pick<AppOptions, 'account' | 'answerCacheLimits'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  await seedDemo(database.db);
  const jobs = jobQueue(database.jobConnection, { error: () => undefined });
  const app = await buildApp({
    config: { ...testConfig, ...overrides },
    db: database.db,
    jobs,
    webDist: null,
    logger: false,
    ...options,
  });
  return {
    app,
    db: database.db,
    jobs,
    client: (clientOptions) => new TestClient(app, clientOptions?.remoteAddress),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let clientsMade = 0;
/** A fresh address in 127.200.0.0–127.255.255.255 (loopback: nothing is ever sent there). */
function nextClientAddress() {
  const n = ++clientsMade;
  return `127.${200 + ((n >> 16) % 56)}.${(n >> 8) & 255}.${n & 255}`;
}

export class TestClient {
  private cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress: string = nextClientAddress(),
  ) {}

  /** Fetches the anti-forgery token now, so that the next POST is a single request. */
  async prepare() {
    await this.token();
    return this;
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (options.csrf !== false && !['GET', 'HEAD', 'OPTIONS'].includes(method)) {
      headers['x-csrf-token'] ??= await this.token();
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const response = await this.app.inject({
      remoteAddress: this.remoteAddress,
      ...options,
      headers,
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown, extra: { csrf?: boolean } = {}) {
    return this.request({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
      ...extra,
    });
  }

  put(url: string, payload?: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  }

  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }

  async login(email: string, password = DEMO_PASSWORD) {
    const response = await this.post('/api/auth/login', { email, password });
    if (response.statusCode !== 200) {
      throw new Error(`login of ${email} answered ${response.statusCode}: ${response.body}`);
    }
    return this;
  }

  private async token(): Promise<string> {
    if (!this.csrfToken) {
      const response = await this.request({ method: 'GET', url: '/api/auth/csrf' });
      this.csrfToken = response.json<{ token: string }>().token;
    }
    return this.csrfToken;
  }
}

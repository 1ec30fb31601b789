import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, SETTING_NAMES } from './platform/config/config';
import { repoRoot } from './platform/config/paths';

/**
 * No container runtime runs here, so the image files are checked by reading them: every
 * setting they pass is one the server reads and the README lists, the values pass the
 * server's own validation, and what they copy or mount exists.
 */
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const dockerfile = read('Dockerfile');
// compose reads YAML merge keys (`<<: *app`), which YAML 1.2 leaves to the parser's choice.
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<
    string,
    {
      build?: string;
      image?: string;
      environment?: Record<string, string>;
      volumes?: string[];
      networks?: Record<string, { ipv4_address?: string }> | string[];
      healthcheck?: unknown;
    }
  >;
};
const readmeSettings = new Set(
  [...read('README.md').matchAll(/^\| `([A-Z_]+)` +\|/gm)].map((match) => match[1]),
);

/** `ENV A=1 B=2` (with line continuations) of the Dockerfile's runtime stage. */
function dockerfileEnv(): Record<string, string> {
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const joined = runtime.replace(/\\\n\s*/g, ' ');
  const env: Record<string, string> = {};
  for (const line of joined.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const [, key, value] of line.slice(4).matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)) {
      env[key!] = value!;
    }
  }
  return env;
}

const appServices = Object.entries(compose.services).filter(([, service]) => service.build);

describe('the container image files', () => {
  it('pass only settings the server reads and the README lists', () => {
    const passed = [
      ...Object.keys(dockerfileEnv()),
      ...appServices.flatMap(([, service]) => Object.keys(service.environment ?? {})),
    ];
    expect(passed.length).toBeGreaterThan(5);
    expect(passed.filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
    expect(passed.filter((name) => !readmeSettings.has(name))).toEqual([]);
    // And the README lists no setting the server does not read.
    expect([...readmeSettings].filter((name) => !SETTING_NAMES.includes(name!))).toEqual([]);
  });

  it("pass values the server's configuration accepts", () => {
    for (const [name, service] of appServices) {
      const env = { ...dockerfileEnv(), ...service.environment };
      // compose fills ${SESSION_SECRET:?...} from the operator's environment.
      env.SESSION_SECRET = 's'.repeat(48);
      const config = loadConfig(env, '/');
      expect(config.databaseUrl, name).toMatch(/@postgres:5432\//);
      expect(config.host, name).toBe('0.0.0.0');
      expect(config.metricsPort, name).not.toBe(config.port);
    }
  });

  it('build in stages and run as an unprivileged user, checking /api/health', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev /m);
    const users = [...dockerfile.matchAll(/^USER (\S+)/gm)].map((match) => match[1]);
    expect(users.at(-1)).toBe('node');
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n[^\n]*\/api\/health/m);
    for (const [, source] of dockerfile.matchAll(/^COPY (?!--from)(\S+) /gm)) {
      if (source !== '.') expect(existsSync(path.join(repoRoot, source!)), source).toBe(true);
    }
  });

  it('give compose PostgreSQL, two app instances, a proxy configured for them, and a mail catcher', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect(compose.services.mail?.image).toMatch(/mailpit/);
    const proxy = compose.services.proxy!;
    const mount = proxy.volumes?.find((volume) => volume.includes('/etc/nginx/'));
    const configFile = mount!.split(':')[0]!;
    expect(existsSync(path.join(repoRoot, configFile))).toBe(true);
    const nginx = read(configFile);
    for (const [name] of appServices) expect(nginx).toContain(`server ${name}:3000`);
    // The instances trust exactly the proxy's address.
    const networks = proxy.networks as Record<string, { ipv4_address?: string }>;
    const proxyAddress = Object.values(networks)[0]?.ipv4_address;
    for (const [, service] of appServices) {
      expect(service.environment?.TRUST_PROXY).toBe(proxyAddress);
    }
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

/** A built web app as vite leaves it: a hashed script with its brotli and gzip copies. */
function builtApp() {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const script = 'console.log("peerscope");'.repeat(100);
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Peerscope</title>');
  writeFileSync(path.join(dist, 'assets', 'index-Dy4VMsoH.js'), script);
  writeFileSync(path.join(dist, 'assets', 'index-Dy4VMsoH.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'index-Dy4VMsoH.js.gz'), gzipSync(script));
  return dist;
}

describe('the built web app', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerWebApp(app, builtApp());
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends a script compressed the way the browser accepts, and cached for a year', async () => {
    const brotli = await app.inject({
      url: '/assets/index-Dy4VMsoH.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await app.inject({
      url: '/assets/index-Dy4VMsoH.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-Dy4VMsoH.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('peerscope');
  });

  it('has the browser ask again for a page, whose script names change with every build', async () => {
    const page = await app.inject({ url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Peerscope</title>');
  });
});

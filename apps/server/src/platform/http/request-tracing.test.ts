import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("keeps a trusted proxy's X-Request-Id and makes its own for anyone else", async () => {
    const t = await startTestApp('embedded', { trustProxy: ['10.0.0.5'] });
    try {
      const ask = (remoteAddress: string, id: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress,
          headers: { 'x-request-id': id },
        });
      expect((await ask('10.0.0.5', 'proxy-1')).headers['x-request-id']).toBe('proxy-1');
      // A client writing the header itself, or a proxy's id that could carry a forged log line.
      expect((await ask('203.0.113.9', 'forged')).headers['x-request-id']).toMatch(UUID);
      expect((await ask('10.0.0.5', 'bad\nline')).headers['x-request-id']).toMatch(UUID);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('ignores the header entirely when no proxy is trusted', async () => {
    const t = await startTestApp('embedded');
    try {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '127.0.0.1',
        headers: { 'x-request-id': 'proxy-1' },
      });
      expect(answer.headers['x-request-id']).toMatch(UUID);
    } finally {
      await t.close();
    }
  }, 60_000);
});

import { apiRoute } from '@app/core/api/routes/api-route';
import { groupRoutes } from '@app/core/api/routes/group-routes';
import { analysisRoutes } from '@app/core/api/routes/metric-routes';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stubFetch } from '../test/fake-api';
import { makeUser } from '../test/make-user';
import { buildPath, callApi } from './api-call';

describe('buildPath', () => {
  it("fills the route's params in its path template", () => {
    expect(buildPath(groupRoutes.members, { iid: 1, groupId: 12 })).toBe(
      '/api/1/group/12/institutions',
    );
  });

  it('keeps lists and peers readable and leaves out absent query values', () => {
    const path = buildPath(
      analysisRoutes.kpis,
      { iid: 1, metricIds: 'LHAC0030,LBPRNCO' },
      {
        date: undefined,
        peer: 'group:4',
        members: [5, 7],
      },
    );
    expect(path).toBe('/api/1/kpi/LHAC0030,LBPRNCO?peer=group:4&members=5,7');
  });

  it('escapes what could change the path', () => {
    const route = apiRoute({ method: 'GET', path: '/api/rate/:rateId' });
    expect(buildPath(route, { rateId: 'a/b?c' })).toBe('/api/rate/a%2Fb%3Fc');
  });

  it('refuses a missing param', () => {
    expect(() => buildPath(groupRoutes.members, { iid: 1 } as never)).toThrow(
      '/api/:iid/group/:groupId/institutions needs the groupId parameter',
    );
  });
});

describe('callApi', () => {
  it("answers what the route's response schema reads", async () => {
    const pat = makeUser();
    stubFetch({ signedIn: pat });
    const me = apiRoute({
      method: 'GET',
      path: '/api/auth/me',
      response: z.object({ displayName: z.string() }),
    });
    await expect(callApi(me, {})).resolves.toEqual({ displayName: pat.displayName });
  });
});

import type { UserState } from '@app/core/api/auth';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { stubFetch } from '../test/fake-api';
import { fakeShellApi, institution } from '../test/fake-shell-api';
import { makeUser } from '../test/make-user';
import { prefetchDashboard, prefetchProductPage } from './page-prefetch';

/** What a cold load asks for as a page's code arrives, before the page has rendered. */
function setUp(user: UserState | null = makeUser()) {
  const shell = fakeShellApi({ institutions: [institution(123456, 'First Community Bank')] });
  const server = stubFetch({ signedIn: user, handle: shell.handle });
  const asked = () => server.requests.map((request) => request.path);
  return { client: createQueryClient(), asked };
}

describe('a page opened on a cold load', () => {
  it("dashboard: asks for its summary, the selection and the own institution's scores", async () => {
    const { client, asked } = setUp();
    await prefetchDashboard(client);

    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining([
          '/api/auth/me',
          '/api/dashboard',
          '/api/user/session',
          '/api/institution/123456',
          '/api/123456/group',
          '/api/123456/kpi/LHAC0030,LHAC0031,LHAC0032,LHAC0033,LHAC0034',
        ]),
      ),
    );
  });

  it('product page: asks for the selection, the report dates and the definition', async () => {
    const { client, asked } = setUp();
    await prefetchProductPage(client, { productCode: 'peer-comparison', print: false });

    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining([
          '/api/user/session',
          '/api/institution/123456',
          '/api/date',
          '/assets/products/peer-comparison-1.json',
        ]),
      ),
    );
  });

  it('asks for nothing for a signed-out visitor, nor for a product the user does not hold', async () => {
    const signedOut = setUp(null);
    await prefetchDashboard(signedOut.client);
    expect(signedOut.asked()).toEqual(['/api/auth/me']);

    const withoutProduct = setUp(makeUser({ claims: [] }));
    await prefetchProductPage(withoutProduct.client, {
      productCode: 'peer-comparison',
      print: false,
    });
    expect(withoutProduct.asked()).toEqual(['/api/auth/me']);
  });
});

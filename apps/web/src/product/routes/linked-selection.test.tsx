import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectionStore } from '../../selection/selection-store';
import { stubFetch } from '../../test/fake-api';
import { fakeShellApi, institution, testProductDefinition } from '../../test/fake-shell-api';
import { makeUser } from '../../test/make-user';
import { renderApp } from '../../test/render-app';

const productDefinitions = {
  'peer-comparison-1': testProductDefinition,
  'peer-comparison-2': testProductDefinition,
};
const HARBOR = 1000005536;

/** A notification's link names the institution and the metric to show (issue 25 point 6). */
describe('a link that names an institution and a metric', () => {
  it('selects them, then drops them from the address', async () => {
    const shell = fakeShellApi({
      institutions: [
        institution(123456, 'First Community Bank'),
        institution(HARBOR, 'Harbor Credit Union', { institutionType: 'credit union' }),
      ],
    });
    const api = stubFetch({
      signedIn: makeUser({ organizationType: 'MULTI' }),
      productDefinitions,
      handle: shell.handle,
    });
    const { router } = renderApp(`/peer-comparison/balance/snapshot?iid=${HARBOR}&metric=FPR_ROA`);

    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/peer-comparison/balance/snapshot');
    expect(shell.session.get('institution')).toBe(String(HARBOR));
    expect(shell.session.get('trend-metricId-credit union')).toBe('FPR_ROA');
    await waitFor(() =>
      expect(api.requestsTo('/assets/products/peer-comparison-2.json')).toHaveLength(1),
    );
  });

  it('leaves the selection alone for an institution the user may not open', async () => {
    const shell = fakeShellApi({ institutions: [institution(123456, 'First Community Bank')] });
    stubFetch({ signedIn: makeUser(), productDefinitions, handle: shell.handle });
    const { router } = renderApp('/peer-comparison/balance/snapshot?iid=999');

    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 5000 });
    expect(shell.session.has('institution')).toBe(false);
    expect(selectionStore.getState().institution?.iid).toBe(123456);
  });
});

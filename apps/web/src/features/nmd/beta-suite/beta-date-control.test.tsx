import { PRODUCT_DEFINITIONS } from '@app/core/products/product-definitions';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { fakeShellApi, institution } from '../../../test/fake-shell-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const nmdDefinition = PRODUCT_DEFINITIONS.find(
  (d) => d.definition.clientCode === 'non-maturity-deposits',
)?.definition;
const DATES = ['2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31'];

/** A Non-Maturity Deposits subscriber on the real product definition. */
function signInNmdUser() {
  const shell = fakeShellApi({ institutions: [institution(123456, 'First Community Bank')] });
  stubFetch({
    signedIn: makeUser({
      products: [
        {
          clientCode: 'non-maturity-deposits',
          tierClientCode: 'non-maturity-deposits-standard',
          name: 'Non-Maturity Deposits',
          hasDashboard: true,
        },
      ],
      claims: ['non-maturity-deposits'],
    }),
    productDefinitions: { 'non-maturity-deposits-1': nmdDefinition },
    handle: (request) =>
      request.path === '/api/date/nmd'
        ? { status: 200, body: [{ institutionType: 'bank', dates: DATES }] }
        : shell.handle(request),
  });
}

/** The product page loads lazily: its first render takes seconds under the test runner. */
const findSlowly = (role: 'slider' | 'textbox', name: string) =>
  screen.findByRole(role, { name }, { timeout: 20_000 });

describe('the Beta Suite header', { timeout: 30_000 }, () => {
  it('offers no date-range slider on Cycle Beta, whose window is the cycle chosen', async () => {
    signInNmdUser();
    renderApp('/non-maturity-deposits/beta_suite/beta_cycle');
    // The page's own control is there, and the header around it is complete (Print).
    expect(await findSlowly('textbox', 'Rate cycle')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.queryByRole('slider', { name: 'Start date' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'End date' })).not.toBeInTheDocument();
  });

  it('offers no date-range slider on Peer Rank, which ranks over the cycle chosen', async () => {
    signInNmdUser();
    renderApp('/non-maturity-deposits/beta_suite/beta_peer_rank');
    expect(await findSlowly('textbox', 'Rate cycle')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.queryByRole('slider', { name: 'Start date' })).not.toBeInTheDocument();
  });

  it('keeps the slider on Rolling Betas, which reads the range', async () => {
    signInNmdUser();
    renderApp('/non-maturity-deposits/beta_suite/beta_rolling');
    expect(await findSlowly('slider', 'Start date')).toBeVisible();
    expect(screen.getByRole('slider', { name: 'End date' })).toBeVisible();
  });
});

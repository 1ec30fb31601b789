import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

describe('/upgrade/thankyou', () => {
  it('opened directly, claims no upgrade and offers the plans', async () => {
    stubFetch({ signedIn: makeUser() });
    renderApp('/upgrade/thankyou');
    expect(
      await screen.findByText('There is no upgrade to confirm here: your plan has not changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has been upgraded/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dive In!' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/upgrade-pricing',
    );
  });
});

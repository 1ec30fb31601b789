import { INCOMPLETE_LINK_MESSAGE, INVALID_TOKEN_MESSAGE } from '@app/core/api/account';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type Reply } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const refusal = (status: number, message: string): Reply => ({
  status,
  body: { statusCode: status, error: status === 400 ? 'Bad Request' : 'Not Found', message },
});

describe('e-mailed links that cannot be used', () => {
  it.each(['/account/reset', '/account/verify', '/account/invite'])(
    '%s without its token says the link is incomplete and offers a new one',
    async (path) => {
      stubFetch();
      const { user, router } = renderApp(path);
      expect(await screen.findByRole('alert')).toHaveTextContent(INCOMPLETE_LINK_MESSAGE);
      await user.click(screen.getByRole('link', { name: 'Send me a new link' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/account/trouble'));
    },
  );

  it("shows the server's sentence for a link cut short, never a field path", async () => {
    const api = stubFetch({
      handle: (request) =>
        request.path === '/api/account/token' ? refusal(400, INCOMPLETE_LINK_MESSAGE) : undefined,
    });
    renderApp('/account/invite?token=abc');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INCOMPLETE_LINK_MESSAGE);
    expect(alert).not.toHaveTextContent('querystring');
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
    expect(api.requestsTo('/api/account/token')[0]?.search).toBe('token=abc');
  });

  it('says a used or expired link is no longer valid', async () => {
    stubFetch({
      handle: (request) =>
        request.path === '/api/account/token' ? refusal(404, INVALID_TOKEN_MESSAGE) : undefined,
    });
    renderApp(`/account/reset?token=${'x'.repeat(43)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_TOKEN_MESSAGE);
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toBeVisible();
  });
});

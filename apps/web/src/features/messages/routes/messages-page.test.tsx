import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type RecordedRequest } from '../../../test/fake-api';
import { makeUser } from '../../../test/make-user';
import { renderApp } from '../../../test/render-app';

const handle = (request: RecordedRequest) => {
  if (request.path === '/api/message') {
    return {
      status: 200,
      body: [
        {
          id: 'm1',
          dateSent: '2025-12-05T15:00:00.000Z',
          content: '<p>Quarter closed</p>',
          dateViewed: null,
        },
      ],
    };
  }
  if (request.path === '/api/news') {
    return {
      status: 200,
      body: [
        {
          id: 'n1',
          dateCreated: '2025-11-01T00:00:00.000Z',
          title: 'Credit unions added',
          content: 'NCUA data is in.',
          link: 'https://example.com/n1',
          isNew: true,
        },
      ],
    };
  }
  if (request.path === '/api/activity') {
    return {
      status: 200,
      body: [{ id: 'a1', dateSent: '2025-12-01T10:00:00.000Z', content: 'Did <em>this</em>.' }],
    };
  }
  return undefined;
};

describe('messages, news and activity pages', () => {
  it('marks messages viewed on entry and the header count goes to 0', async () => {
    const api = stubFetch({ signedIn: makeUser({ unreadMessages: 2, unreadNews: 1 }), handle });
    renderApp('/messages');
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(await screen.findByText('Quarter closed')).toBeInTheDocument();
    expect(screen.getByText('Dec 05, 2025')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'News (1 unread)' })).toBeInTheDocument();
    expect(api.requestsTo('/api/message')[0]?.search).toBe('updateViewed=true');
  });

  it('marks news read on entry and the header count goes to 0', async () => {
    const api = stubFetch({ signedIn: makeUser({ unreadNews: 3 }), handle });
    renderApp('/news');
    expect(await screen.findByRole('heading', { name: 'Credit unions added' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'href',
      'https://example.com/n1',
    );
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'News' })).toBeInTheDocument();
    expect(api.requestsTo('/api/news')[0]?.search).toBe('updateViewed=true');
  });

  it('shows no Read more link for a news link that would leave the site', async () => {
    const hostile = ['/\\evil.example', '//evil.example', 'javascript:alert(1)'];
    stubFetch({
      signedIn: makeUser(),
      handle: (request) =>
        request.path === '/api/news'
          ? {
              status: 200,
              body: [...hostile, '/pricing'].map((link, i) => ({
                id: `n${i}`,
                dateCreated: '2025-11-01T00:00:00.000Z',
                title: `Item ${i}`,
                content: 'x',
                link,
                isNew: false,
              })),
            }
          : undefined,
    });
    renderApp('/news');
    expect(await screen.findByRole('heading', { name: 'Item 3' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Read more' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/pricing']);
  });

  it("lists the user's activity", async () => {
    stubFetch({ signedIn: makeUser(), handle });
    renderApp('/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(await screen.findByText('this')).toBeInTheDocument();
  });
});

import type { ServiceStatus } from '@app/core/api/status';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectionStore } from '../../../selection/selection-store';
import { useSelection } from '../../../selection/use-selection';
import { stubFetch } from '../../../test/fake-api';
import { fakeShellApi, institution } from '../../../test/fake-shell-api';
import { makeUser } from '../../../test/make-user';
import { passTime, takeClock } from '../../../test/test-clock';
import { DemoNotice, LOAD_FAILED_HINT } from './demo-notice';

const FICTION =
  'Demo data: every institution and figure here is fictional, generated for demonstration.';

/** As the signed-in page top (app/signed-in-top.tsx) shows it: for the institution on screen. */
function NoticeOnScreen() {
  return <DemoNotice institution={useSelection().institution} />;
}

/** The server's status, and (signed in) the institution on screen. */
async function renderNotice(status: ServiceStatus, onScreen?: { name: string; demo: boolean }) {
  const shell = fakeShellApi({
    institutions: onScreen ? [institution(123456, onScreen.name, { demo: onScreen.demo })] : [],
  });
  stubFetch({
    signedIn: onScreen ? makeUser({ institutionIid: 123456 }) : null,
    handle: (request) =>
      request.path === '/api/status' ? { status: 200, body: status } : shell.handle(request),
  });
  if (onScreen) await selectionStore.ensureLoaded(makeUser({ institutionIid: 123456 }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <NoticeOnScreen />
        <p>page</p>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function expectNoNotice() {
  await screen.findByText('page');
  await passTime(50);
  expect(screen.queryByRole('note')).toBeNull();
}

describe('DemoNotice', () => {
  it('says the figures are fictional on an all-generated demo database', async () => {
    await renderNotice({ demo: true, data: 'ready', syntheticInstitutions: 'all' });
    expect(await screen.findByRole('note', { name: 'Demo data' })).toHaveTextContent(FICTION);
    expect(screen.getByRole('note')).not.toHaveTextContent('still loading');
  });

  it('says the dataset is still loading on a first start', async () => {
    await renderNotice({ demo: true, data: 'loading', syntheticInstitutions: 'all' });
    expect(await screen.findByRole('note', { name: 'Demo data' })).toHaveTextContent(
      'The demo dataset is still loading; figures appear within a few minutes.',
    );
  });

  it('says why the demo load stopped', async () => {
    await renderNotice({
      demo: true,
      data: 'failed',
      reason: 'The demo data could not be loaded: the disk is full (ENOSPC).',
      syntheticInstitutions: 'all',
    });
    expect(await screen.findByRole('note', { name: 'Demo data' })).toHaveTextContent(
      `${FICTION} The demo data could not be loaded: the disk is full (ENOSPC). ${LOAD_FAILED_HINT}`,
    );
  });

  it('shows nothing on real data', async () => {
    takeClock();
    await renderNotice({ demo: false, data: 'ready', syntheticInstitutions: 'none' });
    await expectNoNotice();
  });

  it('shows no fiction notice for a real institution in demo mode beside generated ones', async () => {
    takeClock();
    // Real agency files imported into the demo database: a real bank on screen is not fiction.
    await renderNotice(
      { demo: true, data: 'ready', syntheticInstitutions: 'some' },
      { name: '1880 Bank', demo: false },
    );
    await screen.findByText('page');
    await passTime(50);
    expect(selectionStore.getState().institution?.name).toBe('1880 Bank');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('names a synthetic institution on screen as fictional beside real ones', async () => {
    await renderNotice(
      { demo: true, data: 'ready', syntheticInstitutions: 'some' },
      { name: 'Prairie Gate Bank', demo: true },
    );
    expect(await screen.findByRole('note', { name: 'Demo data' })).toHaveTextContent(
      'Demo data: Prairie Gate Bank is fictional, its figures generated for demonstration.',
    );
  });

  it('does not call every institution fictional when real ones are stored and none is on screen', async () => {
    takeClock();
    await renderNotice({ demo: true, data: 'ready', syntheticInstitutions: 'some' });
    await expectNoNotice();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { renderInNmdPage } from '../testing/render-in-nmd-page';
import { BetaCycle } from './beta-cycle';
import { BetaPeerRank } from './beta-peer-rank';
import { BetaScenarios } from './beta-scenarios';
import { cycleAnswer, peerRankAnswer, scenarioAnswer } from './beta-suite-fixtures';

const BASE = '/api/1/nmd/beta-suite';
const PACK = `${BASE}/alco-pack`;
const packButton = () => screen.getByRole('button', { name: 'Download ALCO pack' });

/** Answers every Beta Suite page, and the pack with `pack`; the rate names fall through to 404. */
function serveAll(pack: { status: number; body?: unknown } = { status: 200, body: {} }) {
  return stubFetch({
    handle: (request) => {
      if (request.path === `${BASE}/cycle`) return { status: 200, body: cycleAnswer() };
      if (request.path === `${BASE}/scenarios`) return { status: 200, body: scenarioAnswer() };
      if (request.path === `${BASE}/peer-rank/7`) return { status: 200, body: peerRankAnswer() };
      if (request.path === PACK) return pack;
      return undefined;
    },
  });
}

/** The browser's object URLs, which jsdom does not have: the edge the download leaves by. */
function catchDownloads() {
  const saved: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:pack';
  };
  URL.revokeObjectURL = () => undefined;
  return saved;
}

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('Download ALCO pack', () => {
  it('asks for the pack with the Rate Scenarios page’s rate, lag, beta, range and custom path', async () => {
    const api = serveAll();
    const saved = catchDownloads();
    const { user } = renderInNmdPage(<BetaScenarios data={{}} node={{ name: 'BetaScenarios' }} />);
    await screen.findByRole('table', { name: 'Projected deposit cost' });
    await user.click(packButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.requestsTo(PACK).map((r) => r.search)).toEqual([
      'rateId=FEDFUNDS&beta=regression&startDate=2024-03-31&endDate=2025-09-30',
    ]);

    await user.click(screen.getByRole('textbox', { name: 'Lag (quarters)' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    await user.click(screen.getByRole('textbox', { name: 'Beta applied' }));
    await user.click(await screen.findByRole('option', { name: 'Cycle beta' }));
    await user.type(
      screen.getByRole('textbox', { name: /Custom path/ }),
      '5, 4.75, 4.5, 4.25, 4, 4, 4, 4',
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(packButton());
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(api.requestsTo(PACK).at(-1)?.search).toBe(
      'rateId=FEDFUNDS&lag=2&beta=cycle&startDate=2024-03-31&endDate=2025-09-30&cycle=tightening-2022&path=5,4.75,4.5,4.25,4,4,4,4',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks with the peer selector’s group and ticked members, for the Peer Rank sheet', async () => {
    const api = serveAll();
    const saved = catchDownloads();
    const { user } = renderInNmdPage(<BetaPeerRank data={{}} node={{ name: 'BetaPeerRank' }} />, {
      peer: {
        group: {
          groupId: 7,
          groupType: 10,
          name: 'Colorado Banks',
          institutionCount: 12,
          iids: [],
        },
        members: [11, 12, 13],
        institution: null,
      },
    });
    await screen.findByRole('table', { name: 'Beta ranks' });
    await user.click(packButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.requestsTo(PACK).map((r) => r.search)).toEqual([
      'rateId=FEDFUNDS&cycle=tightening-2022&groupId=7&members=11,12,13',
    ]);
  });

  it('asks with the Cycle Beta page’s rate and cycle, the rest left to the API’s defaults', async () => {
    const api = serveAll();
    catchDownloads();
    const { user } = renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />);
    await screen.findByRole('table', { name: 'Cycle beta' });
    await user.click(packButton());
    await waitFor(() => expect(api.requestsTo(PACK)).toHaveLength(1));
    expect(api.requestsTo(PACK)[0]?.search).toBe('rateId=FEDFUNDS&cycle=tightening-2022');
  });

  it('shows the server’s message when the pack is refused, and saves nothing', async () => {
    const message =
      'A back-test to 2025-09-30 estimates on data through 2024-09-30: choose a startDate by then.';
    serveAll({ status: 400, body: { statusCode: 400, error: 'Bad Request', message } });
    const saved = catchDownloads();
    const { user } = renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />);
    await screen.findByRole('table', { name: 'Cycle beta' });
    await user.click(packButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(saved).toHaveLength(0);
  });

  it('is not offered on a paywalled page, nor on the print page', async () => {
    serveAll();
    const { unmount } = renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />, {
      paywalled: true,
    });
    expect(screen.queryByRole('button', { name: 'Download ALCO pack' })).toBeNull();
    unmount();
    renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />, { print: true });
    await screen.findByRole('table', { name: 'Cycle beta' });
    expect(screen.queryByRole('button', { name: 'Download ALCO pack' })).toBeNull();
  });
});

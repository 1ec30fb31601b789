import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { renderInNmdPage } from '../testing/render-in-nmd-page';
import { BetaPeerRank } from './beta-peer-rank';
import { BetaRegulatory } from './beta-regulatory';
import { BetaScenarios } from './beta-scenarios';
import { peerRankAnswer, regulatoryAnswer, scenarioAnswer } from './beta-suite-fixtures';

const BASE = '/api/1/nmd/beta-suite';

/** Issue 23: the screens say which up-beta and which lag they show. */
describe('Beta Suite definitions on screen', () => {
  it('Peer Rank names its up-beta over the cycle and says how it is fitted', async () => {
    stubFetch({
      handle: (request) =>
        request.path === `${BASE}/peer-rank/7`
          ? { status: 200, body: peerRankAnswer() }
          : undefined,
    });
    renderInNmdPage(<BetaPeerRank data={{}} node={{ name: 'BetaPeerRank' }} />, {
      peer: {
        group: {
          groupId: 7,
          groupType: 10,
          name: 'Colorado Banks',
          institutionCount: 12,
          iids: [],
        },
        members: null,
        institution: null,
      },
    });
    await screen.findByRole('table', { name: 'Beta ranks' });
    expect(screen.getByRole('rowheader', { name: 'Up-beta over the cycle' })).toBeVisible();
    expect(
      screen.getByRole('region', { name: 'Up-beta over the cycle: Colorado Banks' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        /Up-beta over the cycle: The up-beta of the asymmetric model fitted on the quarterly changes from 2021Q4 to 2023Q4, no lag\./,
      ),
    ).toBeVisible();
  });

  it('Rate Scenarios applies the best-fitting lag unless one is chosen, and says why the path is one step', async () => {
    const { requestsTo } = stubFetch({
      handle: (request) =>
        request.path === `${BASE}/scenarios` ? { status: 200, body: scenarioAnswer() } : undefined,
    });
    const { user } = renderInNmdPage(<BetaScenarios data={{}} node={{ name: 'BetaScenarios' }} />);
    await screen.findByRole('table', { name: 'Projected deposit cost' });
    expect(screen.getByRole('textbox', { name: 'Lag (quarters)' })).toHaveValue(
      'Best fit (lag search)',
    );
    expect(requestsTo(`${BASE}/scenarios`)[0]?.search).not.toContain('lag=');
    expect(screen.getByText(/the best fit of the lag search, R² 0\.981/)).toBeVisible();
    expect(
      screen.getByText(
        /each shock moves the cost 3 quarters later, in quarter 4, and its path is flat after that step\./,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('textbox', { name: 'Lag (quarters)' }));
    await user.click(await screen.findByRole('option', { name: '0' }));
    expect(requestsTo(`${BASE}/scenarios`).at(-1)?.search).toContain('lag=0');
  });

  it('Regulatory View puts the NCUA NEV table’s caption above it, as the Basel table’s', async () => {
    stubFetch({
      handle: (request) =>
        request.path === `${BASE}/regulatory`
          ? {
              status: 200,
              body: regulatoryAnswer({
                institutionType: 'credit union',
                ncuaNev: { basePrice: 99, plus300BpPrice: 95.04 },
              }),
            }
          : undefined,
    });
    renderInNmdPage(<BetaRegulatory data={{}} node={{ name: 'BetaRegulatory' }} />);
    for (const name of ['NCUA NEV Supervisory Test', 'Basel IRRBB caps']) {
      const table = await screen.findByRole('table', { name });
      const caption = within(table).getByText(/^(NCUA NEV|Basel IRRBB)/);
      expect(caption.tagName).toBe('CAPTION');
      expect(caption).toHaveAttribute('data-side', 'top');
    }
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { renderInNmdPage } from '../testing/render-in-nmd-page';
import { BetaCycle } from './beta-cycle';
import { BetaPeerRank } from './beta-peer-rank';
import { cycleAnswer, peerRankAnswer } from './beta-suite-fixtures';

const BASE = '/api/1/nmd/beta-suite';
const FOOTNOTE = 'A custom window needs at least 4 quarters.';

function serve(endpoint: string, body: unknown) {
  return stubFetch({
    handle: (request) =>
      request.path === `${BASE}/${endpoint}` ? { status: 200, body } : undefined,
  });
}

describe('Beta Suite charts and words', () => {
  it('Cycle Beta offers its chart’s Export, the path as its data table', async () => {
    serve('cycle', cycleAnswer());
    const { user } = renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />);
    const chart = await screen.findByRole('region', { name: 'Cycle beta path' });
    expect(within(chart).getByRole('button', { name: 'Export Cycle beta path' })).toBeEnabled();
    await user.click(within(chart).getByRole('button', { name: 'Show data table' }));
    const table = within(chart).getByRole('table', { name: 'Cycle beta path data' });
    expect(within(table).getByRole('row', { name: /^2022Q3/ })).toHaveTextContent(
      '2022Q3+0.74 pp+1.75 pp0.423',
    );
  });

  it('Cycle Beta leaves out the custom-window footnote for a default cycle', async () => {
    serve('cycle', cycleAnswer());
    renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />);
    await screen.findByRole('table', { name: 'Cycle beta' });
    expect(screen.queryByText(FOOTNOTE)).not.toBeInTheDocument();
  });

  it('Cycle Beta gives the footnote for a window of the user’s own', async () => {
    const answer = cycleAnswer();
    serve('cycle', cycleAnswer({ window: { ...answer.window, cycleId: null, label: 'Custom' } }));
    renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />);
    expect(await screen.findByText(FOOTNOTE)).toBeVisible();
  });

  it('Peer Rank names its bins "−0.05 to 0.03" and exports both histograms', async () => {
    const bins = [
      { from: -0.05, to: 0.03, count: 5, institution: false },
      { from: 0.03, to: 0.11, count: 2, institution: true },
    ];
    const national = { count: 7, median: 0.02, bins };
    const answer = peerRankAnswer();
    serve(
      'peer-rank/1',
      peerRankAnswer({
        group: { groupId: 1, name: 'National', national: true },
        cycleBeta: { ...answer.cycleBeta, national },
        upBeta: { ...answer.upBeta, national },
      }),
    );
    renderInNmdPage(<BetaPeerRank data={{}} node={{ name: 'BetaPeerRank' }} />, {
      peer: {
        group: { groupId: 1, groupType: 30, name: 'National', institutionCount: 7, iids: [] },
        members: null,
        institution: null,
      },
    });
    for (const title of ['Cycle beta: National', 'Up-beta over the cycle: National']) {
      const chart = await screen.findByRole('region', { name: title });
      expect(within(chart).getByRole('button', { name: `Export ${title}` })).toBeEnabled();
      const table = within(chart).getByRole('table', { name: `${title} data` });
      expect(within(table).getByRole('row', { name: /^−0\.05 to 0\.03/ })).toHaveTextContent(
        '\u22120.05 to 0.03-0.050.035No',
      );
    }
  });
});

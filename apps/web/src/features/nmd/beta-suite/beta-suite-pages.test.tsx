import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type RecordedRequest, type Reply } from '../../../test/fake-api';
import { renderInNmdPage } from '../testing/render-in-nmd-page';
import { BetaAsymmetric } from './beta-asymmetric';
import { BetaBackTest } from './beta-back-test';
import { BetaCycle } from './beta-cycle';
import { BetaPeerRank } from './beta-peer-rank';
import { BetaRegulatory } from './beta-regulatory';
import { BetaScenarios } from './beta-scenarios';
import {
  asymmetricAnswer,
  backTestAnswer,
  cycleAnswer,
  peerRankAnswer,
  regulatoryAnswer,
  scenarioAnswer,
} from './beta-suite-fixtures';

const BASE = '/api/1/nmd/beta-suite';

/** Answers the page's endpoint; anything else (the rate names) falls through to 404. */
function serve(endpoint: string, answer: (request: RecordedRequest) => Reply) {
  return stubFetch({
    handle: (request) => (request.path === `${BASE}/${endpoint}` ? answer(request) : undefined),
  });
}

const badRequest = (message: string): Reply => ({
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', message },
});

/** The texts of a table row named by its header cell. */
function rowOf(tableName: string, rowName: RegExp) {
  const table = screen.getByRole('table', { name: tableName });
  return within(table).getByRole('row', { name: rowName }).querySelectorAll('th, td');
}
const texts = (cells: NodeListOf<Element>) => [...cells].map((c) => c.textContent);

describe('Beta Suite pages', () => {
  it('Cycle Beta shows the cycle beta, the changes and the path, a missing cost as a dash', async () => {
    const { requestsTo } = serve('cycle', () => ({ status: 200, body: cycleAnswer() }));
    renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />);
    const summary = await screen.findByRole('table', { name: 'Cycle beta' });
    expect(within(summary).getByRole('row', { name: /^Cycle beta/ })).toHaveTextContent(
      'Cycle beta0.423',
    );
    expect(summary).toHaveTextContent('Change in Cost of Total Deposits+0.74 pp');
    expect(summary).toHaveTextContent('Change in Federal Funds Effective Rate+1.75 pp');
    expect(summary).toHaveTextContent(
      'Tightening 2022Q1–2023Q4 (2022Q1–2023Q4, changes from 2021Q4)',
    );
    expect(texts(rowOf('Cycle beta path', /^2022Q2/))).toEqual([
      '2022Q2',
      '– (cost missing)',
      '+0.75 pp',
      '– (Insufficient Data)',
    ]);
    // No rate move yet: a dash saying so, not a beta of 0.
    expect(texts(rowOf('Cycle beta path', /^2022Q1/))[3]).toBe('– (the rate did not move)');
    expect(screen.getByText(/Left out, the cost or the rate is missing: 2022Q2\./)).toBeVisible();
    expect(requestsTo(`${BASE}/cycle`)[0]?.search).toBe('rateId=FEDFUNDS&cycle=tightening-2022');
  });

  it('Cycle Beta sends a custom window and shows the API’s refusal', async () => {
    const { requestsTo } = serve('cycle', (request) =>
      request.search.includes('cycleStart')
        ? badRequest('A cycle window needs at least 4 quarters; 2024Q1–2024Q2 has 2.')
        : { status: 200, body: cycleAnswer() },
    );
    const { user } = renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />);
    await screen.findByRole('table', { name: 'Cycle beta' });
    await user.click(screen.getByRole('textbox', { name: 'Rate cycle' }));
    await user.click(await screen.findByRole('option', { name: 'Custom window' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A cycle window needs at least 4 quarters; 2024Q1–2024Q2 has 2.',
    );
    expect(requestsTo(`${BASE}/cycle`).at(-1)?.search).toBe(
      'rateId=FEDFUNDS&cycleStart=2024-03-31&cycleEnd=2025-09-30',
    );
  });

  it('Asymmetric Betas shows the up-beta’s statistics and Insufficient Data for the down side', async () => {
    const { requestsTo } = serve('asymmetric', () => ({
      status: 200,
      body: asymmetricAnswer(),
    }));
    renderInNmdPage(<BetaAsymmetric data={{}} node={{ name: 'BetaAsymmetric' }} />);
    await screen.findByRole('table', { name: 'Up- and down-betas' });
    expect(texts(rowOf('Up- and down-betas', /^Up-beta/))).toEqual([
      'Up-beta over the range (rate rises)',
      '0.312',
      '0.041',
      '[0.225, 0.399]',
      '7.62',
      '12',
      '0.812',
    ]);
    expect(texts(rowOf('Up- and down-betas', /^Down-beta/))).toEqual([
      'Down-beta over the range (rate cuts)',
      'Insufficient Data',
    ]);
    expect(screen.getByText(/8 quarters of rate rises, 2 of cuts, 5 without a move/)).toBeVisible();
    expect(requestsTo(`${BASE}/asymmetric`)[0]?.search).toBe(
      'rateId=FEDFUNDS&lag=0&startDate=2024-03-31&endDate=2025-09-30',
    );
  });

  it('Asymmetric Betas shows Insufficient Data on both sides and a dash for the model', async () => {
    serve('asymmetric', () => ({
      status: 200,
      body: asymmetricAnswer({ upBeta: null, intercept: null, rSquared: null }),
    }));
    renderInNmdPage(<BetaAsymmetric data={{}} node={{ name: 'BetaAsymmetric' }} />);
    await screen.findByRole('table', { name: 'Up- and down-betas' });
    expect(texts(rowOf('Up- and down-betas', /^Up-beta/))[1]).toBe('Insufficient Data');
    expect(texts(rowOf('Asymmetric model', /^Model R²/))).toEqual([
      'Model R²',
      '– (Insufficient Data)',
    ]);
  });

  it('Regulatory View says in one sentence which caps are exceeded, and gives the capped figures', async () => {
    const { requestsTo } = serve('regulatory', () => ({
      status: 200,
      body: regulatoryAnswer(),
    }));
    renderInNmdPage(<BetaRegulatory data={{}} node={{ name: 'BetaRegulatory' }} />);
    await screen.findByRole('table', { name: 'Basel IRRBB caps' });
    // One sentence, not one per cap exceeded.
    expect(screen.getByRole('status')).toHaveTextContent(regulatoryAnswer().summary);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(/Basel cap on core deposits/)).toBeNull();
    expect(texts(rowOf('Stable share and life', /^Stable share/))).toEqual([
      'Stable share',
      '93.2%',
    ]);
    const caps = screen.getByRole('table', { name: 'Basel IRRBB caps' });
    expect(
      within(caps)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Category',
      'Core share cap',
      'Model stable share 93.2%',
      'Stable share, regulatory view',
      'Average maturity cap',
      'Model life 4.20 years',
      'Life, regulatory view',
    ]);
    expect(texts(rowOf('Basel IRRBB caps', /^Retail, transactional/))).toEqual([
      'Retail, transactional',
      '90.0%',
      'Exceeds',
      '90.0% (capped)',
      '5.00 years',
      'Within',
      '4.20 years',
    ]);
    expect(texts(rowOf('Basel IRRBB caps', /^Wholesale/))).toEqual([
      'Wholesale',
      '50.0%',
      'Exceeds',
      '50.0% (capped)',
      '4.00 years',
      'Exceeds',
      '4.00 years (capped)',
    ]);
    // The truncation box in words, not the setting's key.
    expect(
      screen.getByRole('checkbox', { name: 'Apply the decay page’s truncation point' }),
    ).toBeChecked();
    expect(screen.queryByText(/nmd_trunct/)).toBeNull();
    expect(requestsTo(`${BASE}/regulatory`)[0]?.search).toBe(
      'truncate=true&startDate=2024-03-31&endDate=2025-09-30',
    );
  });

  it('Regulatory View shows a dash with the reason when the decay figures are withheld', async () => {
    serve('regulatory', () => ({
      status: 200,
      body: regulatoryAnswer({
        stableShare: null,
        walYears: null,
        insufficientData: true,
        regulatoryCaps: regulatoryAnswer().regulatoryCaps.map((cap) => ({
          ...cap,
          stableShareExceedsCap: null,
          walExceedsCap: null,
          exceedances: [],
          cappedStableShare: null,
          cappedWalYears: null,
        })),
        summary: 'Without an estimate no cap can be compared.',
      }),
    }));
    renderInNmdPage(<BetaRegulatory data={{}} node={{ name: 'BetaRegulatory' }} />);
    await screen.findByRole('table', { name: 'Stable share and life' });
    expect(texts(rowOf('Stable share and life', /^Weighted average life/))[1]).toBe(
      '– (Insufficient Data)',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Without an estimate no cap can be compared.',
    );
    expect(texts(rowOf('Basel IRRBB caps', /^Wholesale/))[3]).toBe('– (Insufficient Data)');
  });

  it('Back-Test shows the errors, the balances in dollars and a dash where a cost is not reported', async () => {
    const { requestsTo } = serve('back-test', () => ({ status: 200, body: backTestAnswer() }));
    renderInNmdPage(<BetaBackTest data={{}} node={{ name: 'BetaBackTest' }} />);
    await screen.findByRole('table', { name: 'Back-test errors' });
    expect(
      screen.getByText(
        'Estimated on data through 2024Q4; tested on 2 quarters. Quarterly decay factor: 97.13%.',
      ),
    ).toBeVisible();
    expect(texts(rowOf('Back-test errors', /^Mean absolute cost error/))).toEqual([
      'Mean absolute cost error',
      '0.12 pp',
    ]);
    expect(texts(rowOf('Back-test errors', /^Mean absolute balance error/))[1]).toBe('4.7%');
    expect(texts(rowOf('Back-test by quarter', /^2025Q1/))).toEqual([
      '2025Q1',
      '2.30%',
      '2.42%',
      '-0.12 pp',
      '1,234,567',
      '1,300,000',
      '-5.0%',
    ]);
    expect(texts(rowOf('Back-test by quarter', /^2025Q2/)).slice(2, 4)).toEqual([
      '– (not reported)',
      '– (not reported)',
    ]);
    expect(requestsTo(`${BASE}/back-test`)[0]?.search).toBe(
      'rateId=FEDFUNDS&beta=regression&startDate=2024-03-31&endDate=2025-09-30',
    );
  });

  it('Rate Scenarios shows each shock’s projected cost and sends a custom path', async () => {
    const { requestsTo } = serve('scenarios', (request) =>
      request.search.includes('path=')
        ? badRequest('path: A custom path has 8 quarters, got 2')
        : { status: 200, body: scenarioAnswer() },
    );
    const { user } = renderInNmdPage(<BetaScenarios data={{}} node={{ name: 'BetaScenarios' }} />);
    await screen.findByRole('table', { name: 'Projected deposit cost' });
    expect(texts(rowOf('Projected deposit cost', /^2025Q4/))).toEqual(['2025Q4', '1.05%', '2.45%']);
    expect(
      screen.getByText(
        'Regression beta applied: 0.350 (lag 3 quarters, the best fit of the lag search, R² 0.981; estimated on data through 2025Q3).',
      ),
    ).toBeVisible();
    expect(screen.getByText(/Starting from 2025Q3: cost 2\.10%/)).toBeVisible();
    expect(requestsTo(`${BASE}/scenarios`)[0]?.search).toBe(
      'rateId=FEDFUNDS&beta=regression&startDate=2024-03-31&endDate=2025-09-30',
    );
    await user.type(screen.getByRole('textbox', { name: /Custom path/ }), '5, 4');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'path: A custom path has 8 quarters, got 2',
    );
    expect(requestsTo(`${BASE}/scenarios`).at(-1)?.search).toContain('path=5,4');
  });

  it('Rate Scenarios says why there is no projection', async () => {
    const reason = 'Insufficient Data: the up-beta has 2 quarters of rate rises (3 needed).';
    serve('scenarios', () => ({
      status: 200,
      body: scenarioAnswer({
        betaUsed: {
          kind: 'asymmetric',
          beta: null,
          upBeta: null,
          downBeta: 0.2,
          lagQuarters: 0,
          lagSource: 'chosen',
          lagRSquared: 0.5,
          estimatedThrough: '2025-09-30',
          unavailableReason: reason,
        },
        scenarios: scenarioAnswer().scenarios.map((s) => ({
          ...s,
          projection: [],
          unavailableReason: reason,
        })),
      }),
    }));
    renderInNmdPage(<BetaScenarios data={{}} node={{ name: 'BetaScenarios' }} />);
    await screen.findByRole('table', { name: 'Projected deposit cost' });
    expect(texts(rowOf('Projected deposit cost', /^–/))).toEqual([
      '–',
      `– (${reason})`,
      `– (${reason})`,
    ]);
  });

  it('Peer Rank ranks the betas in the peer selector’s group, its ticked members sent', async () => {
    const { requestsTo } = stubFetch({
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
        members: [11, 12, 13],
        institution: null,
      },
    });
    await screen.findByRole('table', { name: 'Beta ranks' });
    expect(texts(rowOf('Beta ranks', /^Cycle beta/))).toEqual([
      'Cycle beta',
      '0.298',
      '75.0%',
      '0.210 (9)',
      '19.2%',
      '0.354 (147)',
    ]);
    expect(texts(rowOf('Beta ranks', /^Up-beta/)).slice(1, 3)).toEqual([
      '– (Insufficient Data)',
      '– (Insufficient Data)',
    ]);
    expect(screen.getByRole('region', { name: 'Cycle beta: Colorado Banks' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Cycle beta: national' })).toBeVisible();
    expect(requestsTo(`${BASE}/peer-rank/7`)[0]?.search).toBe(
      'rateId=FEDFUNDS&cycle=tightening-2022&members=11,12,13',
    );
  });

  it('Peer Rank in the national group ranks once: one percentile column, one histogram a beta', async () => {
    const national = peerRankAnswer().cycleBeta.national;
    const upNational = peerRankAnswer().upBeta.national;
    stubFetch({
      handle: (request) =>
        request.path === `${BASE}/peer-rank/1`
          ? {
              status: 200,
              body: peerRankAnswer({
                group: { groupId: 1, name: 'National', national: true },
                // The server ranks the nation twice over: the same figures under both names.
                cycleBeta: {
                  ...peerRankAnswer().cycleBeta,
                  peerPercentile: 0.1918,
                  peer: national,
                },
                upBeta: { ...peerRankAnswer().upBeta, peer: upNational },
              }),
            }
          : undefined,
    });
    renderInNmdPage(<BetaPeerRank data={{}} node={{ name: 'BetaPeerRank' }} />, {
      peer: {
        group: { groupId: 1, groupType: 30, name: 'National', institutionCount: 147, iids: [] },
        members: null,
        institution: null,
      },
    });
    const table = await screen.findByRole('table', { name: 'Beta ranks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Beta', 'Yours', 'National percentile', 'National median (n)']);
    expect(texts(rowOf('Beta ranks', /^Cycle beta/))).toEqual([
      'Cycle beta',
      '0.298',
      '19.2%',
      '0.354 (147)',
    ]);
    expect(
      screen
        .getAllByRole('region', { name: /^(Cycle beta|Up-beta over the cycle):/ })
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Cycle beta: National', 'Up-beta over the cycle: National']);
  });

  it('Peer Rank asks for a peer group when none is chosen, and calls nothing', async () => {
    const { requestsTo } = stubFetch({});
    renderInNmdPage(<BetaPeerRank data={{}} node={{ name: 'BetaPeerRank' }} />);
    expect(await screen.findByText(/Choose a peer group in the peer selector/)).toBeVisible();
    expect(requestsTo(`${BASE}/peer-rank/7`)).toHaveLength(0);
  });
});

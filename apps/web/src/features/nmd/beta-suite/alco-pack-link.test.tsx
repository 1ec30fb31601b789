import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { renderInNmdPage } from '../testing/render-in-nmd-page';
import { BetaCycle } from './beta-cycle';
import { BetaScenarios } from './beta-scenarios';
import { cycleAnswer, scenarioAnswer } from './beta-suite-fixtures';

const BASE = '/api/1/nmd/beta-suite';
const packLink = () => screen.getByRole('link', { name: 'Download ALCO pack' });

/** Answers every Beta Suite page; the rate names fall through to 404. */
function serveAll() {
  return stubFetch({
    handle: (request) => {
      if (request.path === `${BASE}/cycle`) return { status: 200, body: cycleAnswer() };
      if (request.path === `${BASE}/scenarios`) return { status: 200, body: scenarioAnswer() };
      return undefined;
    },
  });
}

describe('Download ALCO pack', () => {
  it('carries the Rate Scenarios page’s rate, lag, beta, range and custom path', async () => {
    serveAll();
    const { user } = renderInNmdPage(<BetaScenarios data={{}} node={{ name: 'BetaScenarios' }} />);
    await screen.findByRole('table', { name: 'Projected deposit cost' });
    expect(packLink()).toHaveAttribute(
      'href',
      `${BASE}/alco-pack?rateId=FEDFUNDS&lag=0&beta=regression&startDate=2024-03-31&endDate=2025-09-30`,
    );
    expect(packLink()).toHaveAttribute('download');
    await user.click(screen.getByRole('textbox', { name: 'Lag (quarters)' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    await user.click(screen.getByRole('textbox', { name: 'Beta applied' }));
    await user.click(await screen.findByRole('option', { name: 'Cycle beta' }));
    await user.type(
      screen.getByRole('textbox', { name: /Custom path/ }),
      '5, 4.75, 4.5, 4.25, 4, 4, 4, 4',
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(packLink()).toHaveAttribute(
      'href',
      `${BASE}/alco-pack?rateId=FEDFUNDS&lag=2&beta=cycle&startDate=2024-03-31&endDate=2025-09-30&cycle=tightening-2022&path=5,4.75,4.5,4.25,4,4,4,4`,
    );
  });

  it('carries the Cycle Beta page’s rate and cycle, the rest left to the API’s defaults', async () => {
    serveAll();
    renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />);
    await screen.findByRole('table', { name: 'Cycle beta' });
    expect(packLink()).toHaveAttribute(
      'href',
      `${BASE}/alco-pack?rateId=FEDFUNDS&cycle=tightening-2022`,
    );
  });

  it('is not offered on a paywalled page, nor on the print page', async () => {
    serveAll();
    const { unmount } = renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />, {
      paywalled: true,
    });
    expect(screen.queryByRole('link', { name: 'Download ALCO pack' })).toBeNull();
    unmount();
    renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />, { print: true });
    await screen.findByRole('table', { name: 'Cycle beta' });
    expect(screen.queryByRole('link', { name: 'Download ALCO pack' })).toBeNull();
  });
});

import type { OwnComparison } from '@app/core/api/own-comparison';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { startOnOwnData } from '../testing/own-data-stub';
import { renderInNmdPage } from '../testing/render-in-nmd-page';
import { BetaCycle } from '../beta-suite/beta-cycle';
import { cycleAnswer } from '../beta-suite/beta-suite-fixtures';
import { comparisonLines } from './own-comparison-chart';
import type { PeerChoice } from '../../../selection/peer-rules';

const BASE = '/api/1/nmd/beta-suite';
const PEER: PeerChoice = {
  group: { groupId: 7, groupType: 30, name: 'Colorado Banks', institutionCount: 146, iids: [] },
  members: null,
  institution: null,
};

const comparison = (overrides: Partial<OwnComparison> = {}): OwnComparison => ({
  measure: 'Deposit cost (%)',
  dates: ['2022-09-30', '2022-12-31'],
  own: { label: 'Own data: Checking', values: [0.41, 0.62] },
  callReport: {
    label: 'Call report',
    metricId: 'LBPRQCOSTDEP',
    metricTitle: 'Cost of Total Deposits',
    values: [0.55, 0.95],
  },
  peerMedian: {
    label: 'Peer median (146)',
    groupId: 7,
    groupName: 'Colorado Banks',
    values: [0.5, null],
    counts: [146, 0],
  },
  peerMedianReason: null,
  ...overrides,
});

describe('own data beside the call report and the peers’ median (issue 29)', () => {
  it('Cycle Beta on own data draws three lines named for what they are, and asks for the group', async () => {
    startOnOwnData('Checking');
    const { requestsTo } = stubFetch({
      handle: (request) =>
        request.path === `${BASE}/cycle`
          ? {
              status: 200,
              body: request.search.includes('source=own')
                ? cycleAnswer({ metricId: 'own:Checking', comparison: comparison() })
                : cycleAnswer(),
            }
          : undefined,
    });
    const { user } = renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />, {
      peer: PEER,
    });
    const chart = await screen.findByRole('region', {
      name: 'Deposit cost: own data, call report and Colorado Banks',
    });
    await user.click(within(chart).getByRole('button', { name: 'Show data table' }));
    const table = within(chart).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Quarter', 'Own data: Checking', 'Call report', 'Peer median (146)']);
    // A median missing at a quarter is a gap, never 0.
    expect(within(table).getByRole('row', { name: /^2022Q4/ })).toHaveTextContent(
      '2022Q40.620.95-',
    );
    expect(screen.getByText(/the median of Colorado Banks's members/)).toBeVisible();
    // The own answer names the group; the call report's, drawn beside it, does not.
    const searches = requestsTo(`${BASE}/cycle`).map((r) => r.search);
    expect(searches.some((s) => /source=own(:|%3A)Checking&groupId=7$/.test(s))).toBe(true);
    expect(searches).toContain('rateId=FEDFUNDS&cycle=tightening-2022');
  });

  it('says why the median is missing without a group', async () => {
    startOnOwnData('Checking');
    const reason = 'Choose a peer group in the peer selector to draw its median.';
    stubFetch({
      handle: (request) =>
        request.path === `${BASE}/cycle`
          ? {
              status: 200,
              body: cycleAnswer({
                comparison: comparison({ peerMedian: null, peerMedianReason: reason }),
              }),
            }
          : undefined,
    });
    renderInNmdPage(<BetaCycle data={{}} node={{ name: 'BetaCycle' }} />);
    expect(
      await screen.findByRole('region', { name: 'Deposit cost: own data, call report' }),
    ).toBeVisible();
    expect(screen.getByText(reason, { exact: false })).toBeVisible();
  });

  it('draws balances as an index, 100 at each line’s first quarter with a value', () => {
    const lines = comparisonLines(
      comparison({
        measure: 'Balance',
        own: { label: 'Own data: Checking', values: [null, 200, 210] },
        callReport: { ...comparison().callReport, values: [1_000_000, 1_100_000, 990_000] },
        peerMedian: null,
        dates: ['2022-06-30', '2022-09-30', '2022-12-31'],
      }),
    );
    expect(lines.map((l) => l.name)).toEqual(['Own data: Checking', 'Call report']);
    expect(lines[0]!.values).toEqual([null, 100, 105]);
    expect(lines[1]!.values.map((v) => Math.round(v! * 1e9) / 1e9)).toEqual([100, 110, 99]);
  });
});

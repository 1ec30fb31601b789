import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectionStore } from '../../selection/selection-store';
import { stubFetch } from '../../test/fake-api';
import { fakeShellApi, institution } from '../../test/fake-shell-api';
import { makeUser } from '../../test/make-user';
import { useRememberedCorrelationRate, useRememberedMetric } from './use-remembered-choice';

async function loadSession(session: Record<string, string>) {
  const shell = fakeShellApi({
    institutions: [institution(123456, 'First Community Bank')],
    session,
  });
  stubFetch({ signedIn: makeUser(), handle: shell.handle });
  await selectionStore.ensureLoaded(makeUser());
  return shell.session;
}

const metrics = [{ metricId: 'A' }, { metricId: 'B' }];
const rates = [
  { rateId: 'r1', correlationsDefault: false },
  { rateId: 'r2', correlationsDefault: true },
];

describe('remembered picker choices (spec 2 sections 3 and 4)', () => {
  it('restore the saved trend metric and save a new choice under trend-metricId-{type}', async () => {
    const session = await loadSession({ 'trend-metricId-bank': 'B' });
    const { result } = renderHook(() => useRememberedMetric('trend', 'bank', metrics));
    expect(result.current[0]).toBe('B');

    act(() => result.current[1]('A'));
    expect(result.current[0]).toBe('A');
    await waitFor(() => expect(session.get('trend-metricId-bank')).toBe('A'));
  });

  it('keep the correlation rate per metric and fall back to the correlations default', async () => {
    const session = await loadSession({ 'correlation-rateId-Abank': 'r1' });
    const { result, rerender } = renderHook(
      ({ metricId }) => useRememberedCorrelationRate(metricId, 'bank', rates),
      { initialProps: { metricId: 'A' } },
    );
    expect(result.current[0]).toBe('r1');
    rerender({ metricId: 'B' });
    expect(result.current[0]).toBe('r2');

    act(() => result.current[1]('r1'));
    await waitFor(() => expect(session.get('correlation-rateId-Bbank')).toBe('r1'));
  });
});

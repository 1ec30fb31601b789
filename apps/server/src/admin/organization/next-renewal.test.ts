import { describe, expect, it } from 'vitest';
import { nextRenewal } from './next-renewal';

const at = (iso: string) => new Date(iso);

describe('nextRenewal', () => {
  it('is the first whole interval after now', () => {
    const yearly = { status: 'active', interval: 'year', startedAt: at('2024-03-15T10:00:00Z') };
    expect(nextRenewal(yearly, at('2026-11-25T00:00:00Z'))?.toISOString()).toBe(
      '2027-03-15T10:00:00.000Z',
    );
    const monthly = { status: 'active', interval: 'month', startedAt: at('2026-11-25T08:00:00Z') };
    expect(nextRenewal(monthly, at('2026-11-25T09:00:00Z'))?.toISOString()).toBe(
      '2026-12-25T08:00:00.000Z',
    );
  });

  it('renews a start on the 31st on the last day of a shorter month', () => {
    const monthly = { status: 'active', interval: 'month', startedAt: at('2026-01-31T00:00:00Z') };
    expect(nextRenewal(monthly, at('2026-02-10T00:00:00Z'))?.toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(nextRenewal(monthly, at('2026-03-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-03-31T00:00:00.000Z',
    );
  });

  it('is null for what does not renew', () => {
    const now = at('2026-11-25T00:00:00Z');
    const start = at('2026-01-01T00:00:00Z');
    expect(nextRenewal({ status: 'active', interval: null, startedAt: start }, now)).toBeNull();
    expect(nextRenewal({ status: 'replaced', interval: 'year', startedAt: start }, now)).toBeNull();
  });
});

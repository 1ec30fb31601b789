import { describe, expect, it } from 'vitest';
import { dateTime } from '../console/admin-dates';
import { actionLabel, auditLines, wholeValueLabel } from './audit-change';

describe('an audit entry in words', () => {
  it('shows a time as a local time, and nothing as a dash, not ISO text or null', () => {
    const at = '2026-11-28T10:29:46.084Z';
    expect(auditLines({ disabledAt: null }, { disabledAt: at, sessionsEnded: 2 })).toEqual([
      { field: 'Disabled', from: '—', to: dateTime(at) },
      { field: 'Sessions ended', from: '—', to: '2' },
    ]);
    expect(dateTime(at)).toMatch(/^Nov 2[78], 2026, \d{1,2}:\d{2} [AP]M$/);
  });

  it('names a switch on or off, and a message by its words without its HTML', () => {
    expect(
      auditLines(
        { maintenanceMode: false, maintenanceMessage: 'Down for a while.' },
        { maintenanceMode: true, maintenanceMessage: '<p>Back at <strong>6 pm</strong>.</p>' },
      ),
    ).toEqual([
      { field: 'Maintenance mode', from: 'Off', to: 'On' },
      { field: 'Message', from: 'Down for a while.', to: 'Back at 6 pm.' },
    ]);
  });

  it('names products by their plans, not as JSON', () => {
    const before = [{ product: 'peer-comparison', tier: 'peer-comparison-standard' }];
    const after = [
      { product: 'non-maturity-deposits', tier: 'non-maturity-deposits-standard' },
      ...before,
    ];
    expect(auditLines(before, after, wholeValueLabel('organization.products'))).toEqual([
      {
        field: 'Products and tiers',
        from: 'Peer Comparison Standard',
        to: 'Non-Maturity Deposits Standard, Peer Comparison Standard',
      },
    ]);
    expect(
      auditLines({ planType: 'BundleYearly' }, { planType: 'PeerComparisonStandard' }),
    ).toEqual([{ field: 'Plan', from: 'Bundle', to: 'Peer Comparison' }]);
  });

  it('lists every field of a thing removed, and no line where nothing changed', () => {
    expect(auditLines({ code: 'acme', name: 'Acme' }, null)).toEqual([
      { field: 'Code', from: 'acme', to: '—' },
      { field: 'Name', from: 'Acme', to: '—' },
    ]);
    expect(auditLines({ sessions: 0 }, { sessions: 0 })).toEqual([]);
  });

  it('says what an action did in words', () => {
    expect(actionLabel('user.disable')).toBe('User disabled');
    expect(actionLabel('organization.administrator')).toBe('Administrator changed');
    expect(actionLabel('something.new')).toBe('something.new');
  });
});

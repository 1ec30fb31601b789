import { TOUR_PATHS } from '@app/core/domain/tours';
import { describe, expect, it } from 'vitest';
import { REFERENCE_GUIDE_PATH, tourSteps } from './tour-steps';

const allText = (path: string) =>
  tourSteps(path)
    .map((step) => `${step.title} ${step.text}`)
    .join(' ');

describe('tour steps', () => {
  it('gives every tour path its steps, ending on the page itself', () => {
    for (const path of TOUR_PATHS) {
      const steps = tourSteps(path);
      expect(steps.length, path).toBeGreaterThan(1);
      if (path !== '/dashboard') expect(steps.at(-1)?.target, path).toBe('page-content');
    }
  });

  it('states the facts of spec 1 in the texts', () => {
    expect(allText('/peer-comparison/groups/create')).toContain('8 or more banks');
    expect(allText('/peer-comparison/groups/create')).toContain('at least 25%');
    expect(allText('/peer-comparison/groups/create')).toContain(
      'above 100 members cannot be saved',
    );
    expect(allText('/peer-comparison/groups/manage')).toContain(
      'above 100 members cannot be saved',
    );
    expect(allText('/peer-comparison/correlations')).toContain('at least 3 quarters');
    expect(allText('/non-maturity-deposits/beta_reg/beta_basic')).toContain('at least 3 quarters');
    expect(allText('/peer-comparison/quarterly/institution')).toContain('up to 3 banks');
    expect(allText('/peer-comparison/balance/snapshot')).toContain(
      'Aggregate groups (national, state and asset size) cannot be filtered',
    );
    const dashboard = allText('/dashboard');
    expect(dashboard).toContain('invite users by name and e-mail');
    expect(dashboard).toContain('upload or delete your logo');
    expect(dashboard).toContain('delete it first');
    expect(dashboard).toContain(REFERENCE_GUIDE_PATH);
    expect(REFERENCE_GUIDE_PATH.startsWith('/api/image/')).toBe(true);
  });

  it('shows the administration step to client admins only', () => {
    const step = tourSteps('/dashboard').find((s) => s.target === 'user-menu');
    const user = { organizationType: 'SINGLE' as const, institutionType: 'bank' as const };
    expect(step?.when?.({ user: { ...user, claims: ['client-admin'] } })).toBe(true);
    expect(step?.when?.({ user: { ...user, claims: ['peer-comparison'] } })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { showsDashboardLink, userLinks } from './user-links';

describe('userLinks', () => {
  it('gives a normal user Profile', () => {
    expect(userLinks({ admin: false, claims: ['peer-comparison'] })).toEqual([
      { label: 'Profile', to: '/account/profile' },
    ]);
  });

  it('adds Administration for client admins', () => {
    expect(userLinks({ admin: false, claims: ['client-admin'] })).toEqual([
      { label: 'Profile', to: '/account/profile' },
      { label: 'Administration', to: '/account/admin' },
    ]);
  });

  it('gives platform admins Return to Admin instead of Profile', () => {
    expect(userLinks({ admin: true, claims: [] })).toEqual([
      { label: 'Return to Admin', to: '/Admin' },
    ]);
  });
});

describe('showsDashboardLink', () => {
  it('is true only when a held product has a dashboard', () => {
    const product = {
      clientCode: 'non-maturity-deposits',
      tierClientCode: 'non-maturity-deposits-standard',
      name: 'Non-Maturity Deposits',
    } as const;
    expect(showsDashboardLink({ products: [{ ...product, hasDashboard: false }] })).toBe(false);
    expect(showsDashboardLink({ products: [{ ...product, hasDashboard: true }] })).toBe(true);
    expect(showsDashboardLink({ products: [] })).toBe(false);
  });
});

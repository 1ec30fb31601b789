import { describe, expect, it } from 'vitest';
import { findTour, TOURS } from '@app/core/domain/tours';
import { makeUser } from '../../../test/make-user';
import { autoStarts, tourFor, tourPath } from './tour-availability';

const basic = makeUser({
  claims: ['peer-comparison'],
  products: [
    {
      clientCode: 'peer-comparison',
      tierClientCode: 'peer-comparison-basic',
      name: 'Peer Comparison',
      hasDashboard: true,
    },
  ],
});
const nmdOnly = makeUser({
  claims: ['non-maturity-deposits'],
  products: [
    {
      clientCode: 'non-maturity-deposits',
      tierClientCode: 'non-maturity-deposits-standard',
      name: 'Non-Maturity Deposits',
      hasDashboard: true,
    },
  ],
});

describe('tour availability', () => {
  it('has a tour for the dashboard and every product route', () => {
    expect(TOURS).toHaveLength(1 + 5 + 11 + 1 + 2 + 1 + 6 + 2 + 3);
    expect(tourPath('/peer-comparison/trends/')).toBe('/peer-comparison/trends');
  });

  it('needs a product of the tour', () => {
    expect(tourFor('/dashboard', nmdOnly)?.title).toBe('Dashboard');
    expect(tourFor('/peer-comparison/balance/snapshot', nmdOnly)).toBeNull();
    expect(tourFor('/non-maturity-deposits/decay_basic', nmdOnly)?.title).toBe('Decay');
    expect(tourFor('/messages', nmdOnly)).toBeNull();
  });

  it('needs the standard tier for credit quality, correlations and group creation', () => {
    expect(tourFor('/peer-comparison/balance/loans', basic)).not.toBeNull();
    expect(tourFor('/peer-comparison/creditquality/pdna', basic)).toBeNull();
    expect(tourFor('/peer-comparison/correlations', basic)).toBeNull();
    expect(tourFor('/peer-comparison/groups/create', basic)).toBeNull();
    expect(tourFor('/peer-comparison/groups/manage', basic)).not.toBeNull();
    expect(tourFor('/peer-comparison/correlations', makeUser())).not.toBeNull();
  });

  it('stops autostart for the whole group once one of its tours was left', () => {
    const snapshot = findTour('/peer-comparison/balance/snapshot')!;
    const loans = findTour('/peer-comparison/balance/loans')!;
    const trends = findTour('/peer-comparison/trends')!;
    expect(autoStarts(loans, [])).toBe(true);
    const left = [{ path: snapshot.path, completed: false, cancelled: true }];
    expect(autoStarts(loans, left)).toBe(false);
    expect(autoStarts(snapshot, left)).toBe(false);
    expect(autoStarts(trends, left)).toBe(true);
    expect(autoStarts(loans, [{ path: snapshot.path, completed: false, cancelled: false }])).toBe(
      true,
    );
  });
});

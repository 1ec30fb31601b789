import { describe, expect, it } from 'vitest';
import { productDefinition } from '@app/core/api/product-definition';
import { productPageTitle, resolveProductLocation } from './product-location';

// Shaped like /assets/products/peer-comparison-1.json, trimmed to what the rules look at.
const definition = productDefinition.parse({
  name: 'Peer Comparison',
  clientCode: 'peer-comparison',
  rooms: [
    {
      name: 'Balance',
      clientCode: 'balance',
      pages: [
        { name: 'Snapshot', clientCode: 'snapshot' },
        { name: 'Loans', clientCode: 'loans' },
      ],
    },
    {
      name: 'Correlations',
      clientCode: 'correlations',
      pages: [{ name: 'Correlations', clientCode: 'correlations' }],
    },
  ],
});

describe('productPageTitle', () => {
  const [balance, correlations] = definition.rooms;

  it('adds the page name when the room has several pages', () => {
    expect(productPageTitle(balance!, balance!.pages[1]!)).toBe('Balance Room - Loans');
  });

  it('is just the room when the room has one page', () => {
    expect(productPageTitle(correlations!, correlations!.pages[0]!)).toBe('Correlations Room');
  });

  it('is just the room when no page is known', () => {
    expect(productPageTitle(balance!, null)).toBe('Balance Room');
  });
});

describe('resolveProductLocation', () => {
  it('sends /{product} to the first page of the first room', () => {
    expect(resolveProductLocation(definition, {})).toEqual({
      kind: 'redirect',
      to: '/peer-comparison/balance/snapshot',
    });
  });

  it('sends an unknown room to the first room', () => {
    expect(resolveProductLocation(definition, { room: 'nope', page: 'loans' })).toEqual({
      kind: 'redirect',
      to: '/peer-comparison/balance/snapshot',
    });
  });

  it('sends a missing or unknown page of a multi-page room to its first page', () => {
    const expected = { kind: 'redirect', to: '/peer-comparison/balance/snapshot' };
    expect(resolveProductLocation(definition, { room: 'balance' })).toEqual(expected);
    expect(resolveProductLocation(definition, { room: 'balance', page: 'nope' })).toEqual(expected);
  });

  it('shows a known page with its title', () => {
    const location = resolveProductLocation(definition, { room: 'balance', page: 'loans' });
    expect(location).toMatchObject({ kind: 'page', title: 'Balance Room - Loans' });
    expect(location.kind === 'page' && location.page?.clientCode).toBe('loans');
  });

  it('shows a single-page room at the room path without redirecting', () => {
    const location = resolveProductLocation(definition, { room: 'correlations' });
    expect(location).toMatchObject({ kind: 'page', title: 'Correlations Room' });
  });

  it('accepts the explicit page path of a single-page room', () => {
    const location = resolveProductLocation(definition, {
      room: 'correlations',
      page: 'correlations',
    });
    expect(location).toMatchObject({ kind: 'page', title: 'Correlations Room' });
  });

  it('sends an unknown page of a single-page room to the room path', () => {
    expect(resolveProductLocation(definition, { room: 'correlations', page: 'nope' })).toEqual({
      kind: 'redirect',
      to: '/peer-comparison/correlations',
    });
  });

  it('keeps print redirects under /print and always names the page', () => {
    expect(
      resolveProductLocation(definition, { room: 'nope', page: 'x' }, { print: true }),
    ).toEqual({ kind: 'redirect', to: '/print/peer-comparison/balance/snapshot' });
    expect(
      resolveProductLocation(definition, { room: 'correlations', page: 'x' }, { print: true }),
    ).toEqual({ kind: 'redirect', to: '/print/peer-comparison/correlations/correlations' });
  });

  it('reports a definition without rooms as empty', () => {
    expect(resolveProductLocation({ ...definition, rooms: [] }, {})).toEqual({ kind: 'empty' });
  });
});

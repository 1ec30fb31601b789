import type { ProductCode } from '@app/core/domain/products';

/**
 * What a page compares the institution with (spec 2 section 2.1): the peer selector's group
 * (Peer Comparison, and the Beta Suite's Peer Rank page, whose betas are ranked in it), up to
 * three institutions picked in the selector (the quarterly institution page), or no peer at
 * all (the other Non-Maturity Deposits pages). The shell shows the peer selector by it, and the
 * print page offers the group's list of institutions only where a group is compared with.
 */
export type PagePeer = 'group' | 'institutions' | null;

export function pagePeer(productCode: ProductCode, room: string, page: string | null): PagePeer {
  if (productCode === 'peer-comparison') {
    return room === 'quarterly' && page === 'institution' ? 'institutions' : 'group';
  }
  if (productCode === 'non-maturity-deposits') {
    return room === 'beta_suite' && page === 'beta_peer_rank' ? 'group' : null;
  }
  return null;
}

import type { UserProduct } from '@app/core/api/auth';

/** spec 1 section 2: the multi/bank panel's title by the products held. */
export function multiPanelTitle(products: readonly Pick<UserProduct, 'clientCode'>[]): string {
  const pc = products.some((p) => p.clientCode === 'peer-comparison');
  const nmd = products.some((p) => p.clientCode === 'non-maturity-deposits');
  if (pc && nmd) return 'Peer Comparison + Non-Maturity Deposits';
  if (nmd) return 'Non-Maturity Deposits';
  if (pc) return 'Peer Comparison';
  return 'Dashboard';
}

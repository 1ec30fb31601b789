import type { UserState } from '@app/core/api/auth';
import type { ProductCode } from '@app/core/domain/products';
import { InstitutionSwitcher } from '../features/shell/components/institution-switcher';
import { PeerSelector } from '../features/shell/components/peer-selector';
import type { ProductPageSlots } from '../product/routes/product-page';

/**
 * The shell's parts of a product page (spec 2 section 2.1): the institution selector slot and
 * the peer selector in the product header (Peer Comparison, and the Beta Suite's Peer Rank page,
 * whose betas are ranked in the chosen group). The quarterly institution page compares up to 3
 * institutions: the selector's multi-institution mode.
 */
export function productSlots(user: UserState, productCode: ProductCode): ProductPageSlots {
  return {
    institutionSelector: <InstitutionSwitcher user={user} />,
    peerSelector:
      productCode === 'peer-comparison'
        ? ({ room, page }) => (
            <PeerSelector user={user} multi={room === 'quarterly' && page === 'institution'} />
          )
        : productCode === 'non-maturity-deposits'
          ? ({ room, page }) =>
              room === 'beta_suite' && page === 'beta_peer_rank' ? (
                <PeerSelector user={user} multi={false} />
              ) : null
          : undefined,
  };
}

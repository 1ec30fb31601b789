import type { UserState } from '@app/core/api/auth';
import type { ProductCode } from '@app/core/domain/products';
import { InstitutionSwitcher } from '../features/shell/components/institution-switcher';
import { PeerSelector } from '../features/shell/components/peer-selector';
import type { ProductPageSlots } from '../product/routes/product-page';
import { pagePeer } from '../product/utils/page-peer';

/**
 * The shell's parts of a product page (spec 2 section 2.1): the institution selector slot and
 * the peer selector in the product header of the pages that compare with a peer (page-peer.ts);
 * the quarterly institution page picks up to 3 institutions: the selector's multi mode.
 */
export function productSlots(user: UserState, productCode: ProductCode): ProductPageSlots {
  return {
    institutionSelector: <InstitutionSwitcher user={user} />,
    peerSelector: ({ room, page }) => {
      const peer = pagePeer(productCode, room, page);
      return peer ? <PeerSelector user={user} multi={peer === 'institutions'} /> : null;
    },
  };
}

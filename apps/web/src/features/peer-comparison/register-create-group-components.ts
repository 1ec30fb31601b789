import { registerComponents } from '../../product/renderer/component-registry';
import { CreatePeerGroup } from './groups/create/create-peer-group';

/** The Create Peer Group page's component (docs/architecture.md, "Product pages"). */
export function registerCreateGroupComponents(): void {
  registerComponents({ CreatePeerGroup });
}

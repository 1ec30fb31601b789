import { registerComponents } from '../../product/renderer/component-registry';
import { ManagePeerGroups } from './groups/manage/manage-peer-groups';

/** The Manage Peer Groups page's component (docs/architecture.md, "Product pages"). */
export function registerManageGroupsComponents(): void {
  registerComponents({ ManagePeerGroups });
}

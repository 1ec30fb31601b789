import { registerBalanceComponents } from '../features/peer-comparison/register-balance-components';
import { registerCreateGroupComponents } from '../features/peer-comparison/register-create-group-components';
import { registerManageGroupsComponents } from '../features/peer-comparison/register-manage-groups-components';
import { registerQuarterlyPerformanceComponents } from '../features/peer-comparison/register-quarterly-performance-components';
import { registerTrendsCorrelationsComponents } from '../features/peer-comparison/register-trends-correlations-components';
import { registerLayoutComponents } from '../product/layout/register-layout-components';
import { registerNmdComponents } from '../features/nmd/register-nmd-components';

/**
 * Fills the product pages' component registry (docs/architecture.md, "Product pages"). Features
 * do not import each other, so each room's register function is called from here.
 */
export function registerPageComponents(): void {
  registerLayoutComponents();
  registerNmdComponents();
  registerManageGroupsComponents();
  registerBalanceComponents();
  registerTrendsCorrelationsComponents();
  registerQuarterlyPerformanceComponents();
  registerCreateGroupComponents();
}

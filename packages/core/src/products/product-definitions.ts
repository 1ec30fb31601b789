import {
  productDefinition,
  type ProductComponent,
  type ProductDefinition,
  type ProductPage,
} from '../api/product-definition';
import type { InstitutionType, ProductCode, TierCode } from '../domain/products';
import nmdBanks from './non-maturity-deposits-1.json';
import pcBanks from './peer-comparison-1.json';
import pcCreditUnions from './peer-comparison-2.json';

/**
 * The product definitions as parsed objects: the one place that says which page needs which
 * tier. The server serves the same files at /assets/products/, and its access layer derives
 * each metric's tier from the pages here, so the two can never disagree.
 */
export const PRODUCT_DEFINITIONS: readonly {
  institutionType: InstitutionType;
  definition: ProductDefinition;
}[] = [
  { institutionType: 'bank', definition: productDefinition.parse(pcBanks) },
  { institutionType: 'credit union', definition: productDefinition.parse(pcCreditUnions) },
  { institutionType: 'bank', definition: productDefinition.parse(nmdBanks) },
  // Non-Maturity Deposits has one definition; credit unions open the same pages.
  { institutionType: 'credit union', definition: productDefinition.parse(nmdBanks) },
];

export interface DefinedPage {
  product: ProductCode;
  institutionType: InstitutionType;
  roomCode: string;
  page: ProductPage;
}

export const DEFINED_PAGES: readonly DefinedPage[] = PRODUCT_DEFINITIONS.flatMap(
  ({ institutionType, definition }) =>
    definition.rooms.flatMap((room) =>
      room.pages.map((page) => ({
        product: definition.clientCode,
        institutionType,
        roomCode: room.clientCode,
        page,
      })),
    ),
);

/** The tiers that open a page; an empty list means every holder of the product. */
export const pageTiers = (page: ProductPage): readonly TierCode[] => page.tiers;

/** The metric ids a page names in its components' data (`metricId`, `metricIds`). */
export function metricIdsNamedBy(page: ProductPage): string[] {
  const ids: string[] = [];
  const walk = (component: ProductComponent) => {
    const data = component.data ?? {};
    if (typeof data.metricId === 'string') ids.push(data.metricId);
    if (Array.isArray(data.metricIds)) {
      for (const id of data.metricIds) if (typeof id === 'string') ids.push(id);
    }
    component.children?.forEach(walk);
  };
  page.components.forEach(walk);
  return ids;
}

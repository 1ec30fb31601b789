import type { ProductCode } from '@app/core/domain/products';
import type { QueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../api/auth/get-me';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard';
import { prefetchOwnPanelFigures } from '../features/dashboard/api/panel-queries';
import { getProductDefinitionQueryOptions } from '../product/api/get-product-definition';
import { reportDatesQueryOptions } from '../api/dates/get-report-dates';
import { productDefinitionFile } from '../product/utils/product-definition-file';
import { selectionStore } from '../selection/selection-store';

/*
 * The first calls of the pages a cold load opens most, started as soon as the user is known and
 * this small chunk is in, rather than once the page's own code has run and rendered
 * (docs/performance.md, "First load"): the page then finds them on their way. A chunk of its
 * own so that they need not wait for the product rooms' code to run.
 */

/** The dashboard's summary, the selection and the own institution's panel figures. */
export async function prefetchDashboard(client: QueryClient) {
  const user = await client.fetchQuery(getMeQueryOptions());
  if (!user) return;
  void client.prefetchQuery(dashboardQueryOptions());
  void selectionStore.ensureLoaded(user, client);
  prefetchOwnPanelFigures(client, user);
}

/**
 * A product page's selection, report dates and the definition it asks for first, of the user's
 * institution type (a MULTI user's saved institution may be of the other type, so theirs waits
 * for the selection). The print page shows the selection its Print link stored: left as it is.
 */
export async function prefetchProductPage(
  client: QueryClient,
  { productCode, print }: { productCode: ProductCode; print: boolean },
) {
  const user = await client.fetchQuery(getMeQueryOptions());
  if (!user || print || !user.claims.includes(productCode)) return;
  void selectionStore.ensureLoaded(user, client);
  void client.prefetchQuery(reportDatesQueryOptions(productCode));
  if (user.organizationType !== 'MULTI') {
    void client.prefetchQuery(
      getProductDefinitionQueryOptions(productDefinitionFile(productCode, user.institutionType)),
    );
  }
}

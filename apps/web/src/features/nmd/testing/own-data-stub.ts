import type { OwnDataProduct, OwnDataSummary } from '@app/core/api/own-deposit-data';
import { ownDataRoutes } from '@app/core/api/routes/own-data-routes';
import { buildPath } from '../../../api/api-call';
import { stubFetch, type RecordedRequest, type Reply } from '../../../test/fake-api';
import { DATA_SOURCE_KEY } from '../own-data/source-switch';

/** The own deposit data summary the source switch and the Own Data page read (institution 1). */
export const OWN_DATA_PATH = buildPath(ownDataRoutes.summary, { iid: 1 });

const tenYears = (product: string, category: OwnDataProduct['category']): OwnDataProduct => ({
  product,
  category,
  firstMonth: '2016-01',
  lastMonth: '2025-12',
  months: 120,
  missingMonths: 0,
});

/** An organization's upload of two products over ten years of months, as the server answers it. */
export const HELD_OWN_DATA: OwnDataSummary = {
  mayManage: true,
  upload: {
    fileName: 'deposits.csv',
    bytes: 4096,
    rows: 240,
    acceptsGaps: false,
    uploadedAt: '2026-11-29T09:00:00.000Z',
    uploadedBy: 'nmd@example.com',
    products: [
      tenYears('Checking', 'retail transactional'),
      tenYears('Money market', 'retail non-transactional'),
    ],
  },
};

/** The tab as the source switch leaves it once a product is chosen (`all` for every product). */
export function startOnOwnData(product: string) {
  sessionStorage.setItem(DATA_SOURCE_KEY, `own:${product}`);
}

/**
 * A fake API holding HELD_OWN_DATA, so the source switch offers its products; every other call
 * goes to `handle`.
 */
export function stubWithOwnData(handle: (request: RecordedRequest) => Reply | undefined) {
  return stubFetch({
    handle: (request) =>
      request.path === OWN_DATA_PATH ? { status: 200, body: HELD_OWN_DATA } : handle(request),
  });
}

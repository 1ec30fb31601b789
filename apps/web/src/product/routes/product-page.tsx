import type { UserState } from '@app/core/api/auth';
import type { ProductPage as ProductPageDefinition } from '@app/core/api/product-definition';
import { PRODUCT_NAMES, type ProductCode } from '@app/core/domain/products';
import { Box, Container, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { peerNameWithStatistic } from '../../selection/peer-statistic';
import { selectionStore, type DateRange } from '../../selection/selection-store';
import { useSelection } from '../../selection/use-selection';
import { LoadError } from '../../ui/load-error';
import { PageLoader } from '../../ui/page-loader';
import { PageTitle } from '../../ui/page-title';
import { ChartPrintContext } from '../../ui/charts/print-chart-option';
import { DataFreshnessBanner } from '../../ui/freshness/data-freshness-banner';
import { resolveDateRange } from '../../ui/sliders/date-slider-rules';
import { useProductDefinition } from '../api/get-product-definition';
import { useReportDates } from '../../api/dates/get-report-dates';
import { LockedContent } from '../components/locked-content';
import { NoProductAccess } from '../components/no-product-access';
import { PageDateControl } from '../components/page-date-control';
import { PageLegend } from '../components/page-legend';
import { PaywallBanner } from '../components/paywall-banner';
import { ProductHeader } from '../components/product-header';
import { ProductNav } from '../components/product-nav';
import type { LegendRate, LegendScores } from '../renderer/page-context';
import { createPageState } from '../renderer/page-state';
import { ProductPageContextProvider } from '../renderer/product-page-context-provider';
import { RenderComponents } from '../renderer/render-components';
import { PrintGroupList } from '../print/print-group-list';
import { PrintHeader } from '../print/print-header';
import { printHeaderDate } from '../print/print-header-dates';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../print/print-options';
import { PrintToolbar } from '../print/print-toolbar';
import { usePrintDocument } from '../print/use-print-document';
import { usePrintSelection } from '../print/use-print-selection';
import { useLinkedSelection } from '../renderer/use-linked-selection';
import printClasses from '../print/print-page.module.css';
import { pagePeer } from '../utils/page-peer';
import { openPrintPage } from '../utils/print-selection';
import { productDefinitionFile } from '../utils/product-definition-file';
import { resolveProductLocation, type ProductLocation } from '../utils/product-location';

/**
 * spec 2 section 2.1: parts of a page that other features provide (the app composes them):
 * the institution selector slot above the product header, and the peer selector in it.
 */
export type ProductPageSlots = {
  institutionSelector?: ReactNode;
  peerSelector?: (location: { room: string; page: string | null }) => ReactNode;
};

type ProductPageProps = {
  user: UserState;
  productCode: ProductCode;
  print: boolean;
  slots?: ProductPageSlots;
};

/**
 * spec 2 sections 4 and 6: a page with a tiers list is paywalled unless the user holds the
 * product with one of those tiers.
 */
function isPaywalled(user: UserState, productCode: ProductCode, page: ProductPageDefinition) {
  if (page.tiers.length === 0) return false;
  const held = user.products.find((product) => product.clientCode === productCode);
  return !held || !page.tiers.includes(held.tierClientCode);
}

/** /{product}[/{room}[/{page}]] and /print/{product}/{room}/{page} (spec 2 section 2). */
export function ProductPage({ user, productCode, print, slots }: ProductPageProps) {
  const productName = PRODUCT_NAMES[productCode];
  // spec 1 section 6: product routes need a claim equal to the product's client code.
  if (!user.claims.includes(productCode)) return <NoProductAccess productName={productName} />;
  return <ProductPageContent user={user} productCode={productCode} print={print} slots={slots} />;
}

function ProductPageContent({ user, productCode, print, slots }: ProductPageProps) {
  const params = useParams();
  // Definitions are per institution type (spec 2 section 2): the type of the institution on
  // screen, which a MULTI user switches between banks and credit unions, not of their own.
  const current = useSelection(user);
  // A notification's link names the institution and metric to show (not on a print page).
  useLinkedSelection(user, current, !print);
  const { selection } = usePrintSelection(current, Boolean(print));
  const institutionType = selection.institution?.institutionType ?? user.institutionType;
  const definition = useProductDefinition(productDefinitionFile(productCode, institutionType));
  // Asked for beside the definition, not once the page under it renders: a page's first data
  // call waits for the dates (docs/performance.md, "First load").
  useReportDates(productCode);

  if (definition.isPending) return <PageLoader label="Loading product" />;
  if (definition.isError) {
    return (
      <LoadError
        message={`We could not load ${PRODUCT_NAMES[productCode]}.`}
        onRetry={() => void definition.refetch()}
      />
    );
  }

  const location = resolveProductLocation(definition.data, params, { print });
  if (location.kind === 'redirect') return <Navigate to={location.to} replace />;
  if (location.kind === 'empty') {
    return (
      <Container size="lg" py="xl">
        <PageTitle>{definition.data.name}</PageTitle>
        <Text c="dimmed" mt="sm">
          This product has no rooms yet.
        </Text>
      </Container>
    );
  }

  return (
    <>
      {!print && slots?.institutionSelector && (
        <Box
          bg="white"
          data-print-hidden
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Container size="xl" py={8}>
            {slots.institutionSelector}
          </Container>
        </Box>
      )}
      {!print && <ProductNav definition={definition.data} />}
      <PageBody
        // A new page starts with a clean legend (no rate of the previous page).
        key={`${location.room.clientCode}/${location.page?.clientCode ?? ''}`}
        user={user}
        productCode={productCode}
        print={print}
        slots={slots}
        location={location}
      />
    </>
  );
}

type PageBodyProps = ProductPageProps & {
  location: Extract<ProductLocation, { kind: 'page' }>;
};

/** The product header, the title, the paywall, the main container and the legend. */
function PageBody({ user, productCode, print, slots, location }: PageBodyProps) {
  const { room, page, title } = location;
  const savedSelection = useSelection(user);
  // spec 2 section 2.13: the print page shows the selection its Print link stored.
  const printed = usePrintSelection(savedSelection, print);
  const selection = printed.selection;
  const [printOptions, setPrintOptions] = useState<PrintOptions>(DEFAULT_PRINT_OPTIONS);
  const [today] = useState(() => new Date());
  const reportDates = useReportDates(productCode);
  const [legendRate, setLegendRate] = useState<LegendRate | null>(null);
  const [legendScores, setLegendScores] = useState<LegendScores | null>(null);
  // The page's own choices; the print page starts from those its Print action handed over.
  const [pageState] = useState(() => createPageState(printed.pageState));

  const institutionType = selection.institution?.institutionType ?? user.institutionType ?? 'bank';
  const dates = useMemo(
    () => reportDates.data?.find((set) => set.institutionType === institutionType)?.dates ?? [],
    [reportDates.data, institutionType],
  );
  const savedRange = selection.dateRanges[institutionType];
  const printedRange = printed.dateRange;
  const dateRange = useMemo(
    () => printedRange ?? resolveDateRange(dates, savedRange),
    [printedRange, dates, savedRange],
  );
  const setDateRange = useCallback(
    (range: DateRange) => selectionStore.setDateRange(institutionType, range),
    [institutionType],
  );
  const paywalled = page !== null && isPaywalled(user, productCode, page);

  const printPath = page ? `/print/${productCode}/${room.clientCode}/${page.clientCode}` : null;
  const onPrint = () => {
    if (!printPath) return;
    openPrintPage(printPath, {
      institutionIid: selection.institution?.iid ?? null,
      peer: selection.peer,
      peerInstitutions: selection.peerInstitutions,
      statistic: selection.statistic,
      dateRange,
      pageState: pageState.snapshot(),
    });
  };

  const peerSelector = print
    ? null
    : slots?.peerSelector?.({ room: room.clientCode, page: page?.clientCode ?? null });
  const dateControl =
    page && !print ? (
      <PageDateControl
        kind={page.dateControl}
        dates={dates}
        range={dateRange}
        onChange={setDateRange}
      />
    ) : null;

  const legendKind = page?.legend ?? 'none';
  const peerKind = pagePeer(productCode, room.clientCode, page?.clientCode ?? null);
  const peerName =
    peerKind === 'institutions' ? null : peerNameWithStatistic(selection.peer, selection.statistic);

  // Only a page that compares with a group offers its list of institutions (issue 23: the
  // Decay page offered National's, which it does not use).
  const printPeer =
    peerKind === 'group' && selection.peer && !selection.peer.institution ? selection.peer : null;
  const headerDateType = page?.printSettings?.headerDateType ?? 'asOf';
  usePrintDocument(
    print,
    selection.institution?.name ?? null,
    title,
    printHeaderDate(headerDateType, dateRange),
  );

  return (
    // spec 2 section 2.13: a print page is at most as wide as a letter page's printable width
    // at 80% (about 740 px / 0.8), so charts are drawn at the size they have on paper; on paper
    // it takes the sheet's width (A4 is narrower) and the charts follow (EChart).
    <Container
      size={print ? 920 : 'xl'}
      py="lg"
      className={print ? printClasses.page : undefined}
      data-print-page={print ? '' : undefined}
    >
      <Stack gap="md">
        {print && (
          <>
            <PrintToolbar
              options={printOptions}
              onChange={setPrintOptions}
              hasPeerGroup={printPeer !== null}
            />
            <PrintHeader
              institutionName={selection.institution?.name ?? null}
              pageName={title}
              headerDateType={headerDateType}
              dateRange={dateRange}
              today={today}
            />
            {printOptions.includeGroupList && printPeer && selection.institution && (
              <PrintGroupList iid={selection.institution.iid} peer={printPeer} />
            )}
          </>
        )}
        {!print && (
          <ProductHeader
            productCode={productCode}
            room={room}
            page={page}
            peerSelector={peerSelector}
            dateControl={page?.dateControl === 'none' ? null : dateControl}
            onPrint={onPrint}
          />
        )}
        {!print && (
          <Stack gap={4}>
            <PageTitle>{title}</PageTitle>
            {/* Every analytics page says how current its data is (print: in its header). */}
            <DataFreshnessBanner />
          </Stack>
        )}
        {paywalled && (
          <PaywallBanner
            message={page.paywallMessage || 'Upgrade your plan to use this page.'}
            user={user}
          />
        )}
        {reportDates.isError && (
          <LoadError
            message="We could not load the report dates."
            onRetry={() => void reportDates.refetch()}
          />
        )}
        {page && (
          <ProductPageContextProvider
            user={user}
            productCode={productCode}
            room={room}
            page={page}
            selection={selection}
            dates={dates}
            dateRange={dateRange}
            paywalled={paywalled}
            print={print}
            printInfo={print && printOptions.includeInformation}
            pageState={pageState}
            setLegendRate={setLegendRate}
            setLegendScores={setLegendScores}
          >
            <PageLegend
              kind={legendKind}
              roomName={room.name}
              institutionName={selection.institution?.name ?? null}
              peerName={peerName}
              rate={legendRate}
              scores={legendScores}
            />
            <LockedContent locked={paywalled}>
              <ChartPrintContext.Provider value={print}>
                <Stack gap="md" data-tour="page-content">
                  <RenderComponents nodes={page.components} />
                </Stack>
              </ChartPrintContext.Provider>
            </LockedContent>
          </ProductPageContextProvider>
        )}
      </Stack>
    </Container>
  );
}

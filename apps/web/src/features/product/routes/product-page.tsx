import type { UserState } from '@app/core/api/auth';
import { PRODUCT_NAMES, type ProductCode } from '@app/core/domain/products';
import { Box, Container, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { useProductDefinition } from '../api/get-product-definition';
import { NoProductAccess } from '../components/no-product-access';
import { PaywallBanner } from '../components/paywall-banner';
import { ProductNav } from '../components/product-nav';
import { RoomTabs } from '../components/room-tabs';
import type { ProductPage as ProductPageDefinition } from '@app/core/api/product-definition';
import { productDefinitionFile } from '../utils/product-definition-file';
import { resolveProductLocation } from '../utils/product-location';

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
  const definition = useProductDefinition(productDefinitionFile(productCode, user.institutionType));

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

  const { room, page, title } = location;
  const paywalled = page !== null && isPaywalled(user, productCode, page);

  if (print) {
    return (
      <Container size="lg" py="xl">
        <PageTitle>{title}</PageTitle>
        <Text c="dimmed" mt="sm">
          The printable report for this page is coming soon.
        </Text>
      </Container>
    );
  }

  const peerSelector = slots?.peerSelector?.({
    room: room.clientCode,
    page: page?.clientCode ?? null,
  });
  return (
    <>
      {slots?.institutionSelector && (
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
      <ProductNav definition={definition.data} />
      <Container size="xl" py="lg">
        <Stack gap="lg">
          {peerSelector && (
            <Group gap="sm" data-tour="product-header" data-print-hidden>
              {peerSelector}
            </Group>
          )}
          <RoomTabs productCode={productCode} room={room} />
          <PageTitle>{title}</PageTitle>
          {paywalled && (
            <PaywallBanner message={page.paywallMessage || 'Upgrade your plan to use this page.'} />
          )}
          <Paper withBorder radius="md" p="lg" data-tour="page-content">
            <Text c="dimmed">
              The charts and tables for this page are coming soon; no data is shown here yet.
            </Text>
          </Paper>
        </Stack>
      </Container>
    </>
  );
}

import { Button, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../ui/page-title';

export function NoProductAccess({ productName }: { productName: string }) {
  return (
    <Container size="sm" py={64}>
      <Stack gap="md">
        <PageTitle
          documentTitle={productName}
        >{`You do not have access to ${productName}`}</PageTitle>
        <Text c="dimmed">
          {productName} is not part of your subscription. Compare plans to add it.
        </Text>
        <div>
          <Button component={Link} to="/pricing">
            View plans and pricing
          </Button>
        </div>
      </Stack>
    </Container>
  );
}

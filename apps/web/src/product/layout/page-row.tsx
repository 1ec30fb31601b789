import { SimpleGrid } from '@mantine/core';
import type { PageComponentProps } from '../renderer/component-registry';
import { dataNumber } from '../renderer/component-data';

/**
 * 'Row' { columns? }: children side by side. Without columns, one column per child (at most
 * 4); narrow screens stack them.
 */
export function PageRow({ data, node, children }: PageComponentProps) {
  const count = node.children?.length ?? 1;
  const columns = Math.max(1, Math.min(dataNumber(data, 'columns') ?? count, 4));
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(columns, 2), lg: columns }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

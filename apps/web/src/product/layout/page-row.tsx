import { SimpleGrid } from '@mantine/core';
import type { PageComponentProps } from '../renderer/component-registry';
import { dataNumber } from '../renderer/component-data';
import { usePageContext } from '../renderer/page-context';

/**
 * 'Row' { columns? }: children side by side. Without columns, one column per child (at most
 * 4); narrow screens stack them, and so does the print page, where every chart takes the
 * paper's width (issue 15).
 */
export function PageRow({ data, node, children }: PageComponentProps) {
  const { print } = usePageContext();
  const count = node.children?.length ?? 1;
  if (print) {
    return (
      <SimpleGrid cols={1} spacing="md">
        {children}
      </SimpleGrid>
    );
  }
  const columns = Math.max(1, Math.min(dataNumber(data, 'columns') ?? count, 4));
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(columns, 2), lg: columns }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

import type { UserProduct } from '@app/core/api/auth';
import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { ChevronDownIcon } from './chevron-down-icon';

export function ProductsMenu({ products }: { products: UserProduct[] }) {
  if (products.length === 0) return null;
  return (
    <Menu position="bottom-start" shadow="md" width={240}>
      <Menu.Target>
        <Button variant="subtle" color="dark" fw={500} size="sm" rightSection={<ChevronDownIcon />}>
          Products
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {products.map((product) => (
          <Menu.Item key={product.clientCode} component={Link} to={`/${product.clientCode}`}>
            {product.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

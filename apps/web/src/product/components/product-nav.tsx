import { Box, Container, Group, ScrollArea, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import type { ProductDefinition } from '@app/core/api/product-definition';
import classes from './product-nav.module.css';

/** spec 2 section 2: the product name and its room links, the active room highlighted. */
export function ProductNav({ definition }: { definition: ProductDefinition }) {
  return (
    <Box className={classes.bar} data-tour="product-nav">
      <Container size="xl">
        <Group gap="xl" wrap="nowrap">
          <Text fw={700} c="ocean.9" style={{ whiteSpace: 'nowrap' }}>
            {definition.name}
          </Text>
          <ScrollArea type="never">
            <Group component="nav" aria-label={`${definition.name} rooms`} gap="lg" wrap="nowrap">
              {definition.rooms.map((room) => (
                <NavLink
                  key={room.clientCode}
                  to={`/${definition.clientCode}/${room.clientCode}`}
                  className={classes.link}
                >
                  {room.name}
                </NavLink>
              ))}
            </Group>
          </ScrollArea>
        </Group>
      </Container>
    </Box>
  );
}

import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../ui/logo';
import classes from './site-header.module.css';

type HeaderFrameProps = {
  /** Beside the logo: the tagline, or the main navigation. */
  start?: ReactNode;
  /** At the far end: the account navigation. */
  end?: ReactNode;
};

/** The site header's bar and logo, the same whoever is signed in. */
export function HeaderFrame({ start, end }: HeaderFrameProps) {
  return (
    <Box component="header" className={classes.header} data-print-hidden>
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" mih={64} gap="md">
          <Group gap="lg" wrap="nowrap">
            <Link to="/" className={classes.logoLink} aria-label={`${PRODUCT_BRAND_NAME} home`}>
              <Logo />
            </Link>
            {start}
          </Group>
          {end}
        </Group>
      </Container>
    </Box>
  );
}

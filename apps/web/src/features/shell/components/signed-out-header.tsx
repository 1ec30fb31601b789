import { PRODUCT_TAGLINE } from '@app/core/domain/branding';
import { Text } from '@mantine/core';
import { HeaderFrame } from './header-frame';

type SignedOutHeaderProps = {
  /** undefined while the sign-in check is still running: the logo alone, without the tagline. */
  user: null | undefined;
};

/**
 * The header before anyone is signed in. Apart from SiteHeader so that the sign-in page does
 * not load the menus, the mobile drawer and the tours (docs/performance.md, "First load").
 */
export function SignedOutHeader({ user }: SignedOutHeaderProps) {
  return (
    <HeaderFrame
      start={
        user === null && (
          <Text size="sm" c="dimmed" visibleFrom="sm">
            {PRODUCT_TAGLINE}
          </Text>
        )
      }
    />
  );
}

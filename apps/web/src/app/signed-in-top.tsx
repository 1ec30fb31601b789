import type { UserState } from '@app/core/api/auth';
import { SiteHeader } from '../features/shell/components/site-header';
import { DemoNotice } from '../features/status/components/demo-notice';
import { useGuidedTour } from '../features/tours/use-guided-tour';
import { useSelection } from '../selection/use-selection';

/**
 * The top of a signed-in page: the demo notice for the institution on screen, and the header
 * with the current route's guided tour. A chunk of its own, loaded once someone is signed in,
 * so that the sign-in page does not carry the selection, the menus and the tours.
 */
export function SignedInTop({ user }: { user: UserState }) {
  const tour = useGuidedTour(user);
  const { institution } = useSelection();
  return (
    <>
      <DemoNotice institution={institution} />
      <SiteHeader user={user} tour={tour} />
    </>
  );
}

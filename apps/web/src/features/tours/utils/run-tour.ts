import {
  TOUR_OVERLAY_OPACITY,
  TOUR_REFRESH_MS,
  TOUR_STAGE_PADDING,
} from '@app/core/domain/shell-constants';
import { driver, type DriveStep, type Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import type { TourStep } from '../tour-steps';

export type TourOutcome = 'completed' | 'cancelled';

/** The element a step points at, or undefined (driver.js then centres the step). */
function targetOf(step: TourStep, tourPath: string): (() => Element) | undefined {
  const name = step.target;
  if (!name) return undefined;
  return () => {
    const found = document.querySelector(`[data-tour="${name}"]`);
    // An element without a box (the header's nav, hidden on a phone) would put the popover
    // in the top-left corner pointing at nothing: it counts as missing.
    const element = found && found.getClientRects().length > 0 ? found : null;
    if (!element) {
      // spec 1 section 8: a missing tour target is only logged; the step is shown centred.
      console.info(
        `Tour ${tourPath}: no ${found ? 'visible ' : ''}element for step "${step.title}" (${name}); shown centred.`,
      );
    }
    // driver.js treats a null element as missing and centres the popover.
    return element as Element;
  };
}

export function toDriveSteps(steps: readonly TourStep[], tourPath: string): DriveStep[] {
  return steps.map((step) => ({
    element: targetOf(step, tourPath),
    popover: { title: step.title, description: step.text },
  }));
}

/**
 * Runs a tour with driver.js: next and back (buttons and arrow keys), skip (a Skip tour button
 * and the close button), done on the last step, Esc and a click on the overlay to leave.
 * Overlay opacity 0.5, padding 10 px (spec 1 section 9). onEnd is called once: completed when
 * Done was pressed on the last step, cancelled for any other way out.
 */
export function runTour(
  steps: readonly TourStep[],
  tourPath: string,
  onEnd: (outcome: TourOutcome) => void,
): { stop: () => void } {
  let ended = false;
  let tour: Driver | null = null;
  const finish = (outcome: TourOutcome) => {
    if (ended) return;
    ended = true;
    window.removeEventListener('resize', onResize);
    tour?.destroy();
    onEnd(outcome);
  };
  // spec 1 section 9: the tooltip is placed again 350 ms after the layout changes.
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(() => tour?.refresh(), TOUR_REFRESH_MS);
  };

  tour = driver({
    steps: toDriveSteps(steps, tourPath),
    overlayOpacity: TOUR_OVERLAY_OPACITY,
    stagePadding: TOUR_STAGE_PADDING,
    allowClose: true,
    allowKeyboardControl: true,
    overlayClickBehavior: 'close',
    showProgress: true,
    progressText: '{{current}} of {{total}}',
    nextBtnText: 'Next',
    prevBtnText: 'Back',
    doneBtnText: 'Done',
    popoverClass: 'peerscope-tour',
    onPopoverRender: (popover) => {
      const skip = document.createElement('button');
      skip.type = 'button';
      skip.textContent = 'Skip tour';
      skip.className = 'peerscope-tour-skip';
      skip.addEventListener('click', () => finish('cancelled'));
      popover.footer.insertBefore(skip, popover.footer.firstChild);
    },
    onDoneClick: () => finish('completed'),
    // Esc, the close button and an overlay click arrive here.
    onDestroyStarted: () => finish('cancelled'),
  });
  window.addEventListener('resize', onResize);
  tour.drive();
  setTimeout(() => tour?.refresh(), TOUR_REFRESH_MS);
  return { stop: () => finish('cancelled') };
}

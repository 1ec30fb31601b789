import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * spec 2 section 4: leaving with unsaved changes and a non-empty list is blocked. `release`
 * lets the screen's own navigation through (after creating, or on Discard) before it re-renders.
 */
export function useLeaveBlocker(blocking: boolean) {
  const blockRef = useRef(false);
  useEffect(() => {
    blockRef.current = blocking;
  }, [blocking]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      blockRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const release = () => {
    blockRef.current = false;
  };
  return { blocker, release };
}

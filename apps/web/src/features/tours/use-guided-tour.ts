import type { UserState } from '@app/core/api/auth';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSaveTourProgress, useTourProgress } from './api/tour-progress';
import './components/tour.css';
import { tourSteps } from './tour-steps';
import { autoStarts, tourFor } from './utils/tour-availability';
import { runTour } from './utils/run-tour';

/** Time for a page to draw what the tour points at before a tour starts by itself. */
const AUTOSTART_DELAY_MS = 900;

export type GuidedTour = { available: boolean; start: () => void };

/**
 * The guided tour of the current route (spec 1 section 2): whether the Tour link shows, how to
 * start it, and starting it by itself on arrival when its group has not been left yet. Leaving
 * or finishing saves the progress (PUT api/tour); leaving the route ends a running tour.
 */
export function useGuidedTour(user: UserState | null | undefined): GuidedTour {
  const { pathname } = useLocation();
  const tour = user ? tourFor(pathname, user) : null;
  // A request to join has no tours (and the server refuses it their progress).
  const progress = useTourProgress(Boolean(user && !user.admin && user.membership === 'active'));
  const save = useSaveTourProgress();
  const running = useRef<{ path: string; stop: () => void } | null>(null);
  const autoStarted = useRef(new Set<string>());
  const saveProgress = save.mutate;

  const start = useCallback(() => {
    if (!tour || !user) return;
    running.current?.stop();
    const steps = tourSteps(tour.path).filter((step) => !step.when || step.when({ user }));
    const path = tour.path;
    running.current = {
      path,
      ...runTour(steps, path, (outcome) => {
        if (running.current?.path === path) running.current = null;
        saveProgress({
          path,
          completed: outcome === 'completed',
          cancelled: outcome === 'cancelled',
        });
      }),
    };
  }, [tour, user, saveProgress]);

  // Leaving the route leaves its tour (cancelled).
  useEffect(() => {
    if (running.current && running.current.path !== tour?.path) running.current.stop();
  }, [tour?.path]);
  useEffect(() => () => running.current?.stop(), []);

  useEffect(() => {
    if (!tour || !progress.data || running.current) return;
    if (autoStarted.current.has(tour.path) || !autoStarts(tour, progress.data)) return;
    const timer = setTimeout(() => {
      autoStarted.current.add(tour.path);
      start();
    }, AUTOSTART_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tour, progress.data, start]);

  return { available: tour !== null, start };
}

import type { Random } from './random';

/**
 * How an institution's non-maturity balances (bank NIB, NOW, MMDA and savings; credit-union
 * regular shares, share drafts, money market and other shares) swing around their trend: a
 * seasonal cycle (public funds, harvest and tax-season money peaking in one quarter of the year
 * and ebbing two quarters later) and irregular quarter-end noise. Time deposits, certificates
 * and IRAs do not swing. The decay method (spec 2 section 9) reads the 4-quarter volatility of
 * these balances as the share that can leave within a year, so the swing is what gives each
 * institution its run-off.
 *
 * NMD_SWING: seasonal amplitude and noise. The decay method reads the median 4-quarter
 * volatility m of these balances as the annual run-off; m ≈ √(⅔·amplitude² + noise²), so the
 * ranges give run-offs of about 5-17% a year (quarterly decay 1.3-4.6%, percentage-decline lives
 * of about 5 to 20 years), the span that published deposit studies of community institutions
 * report (docs/data.md, "Synthetic non-maturity deposits"). The demo institutions are set, each
 * different, to run-offs of about 9-16% (percentage-decline lives of about 6 to 10.5 years),
 * with seasonal peaks that do not put the last quarter on a seasonal fall (a stable share of 100%).
 * Amplitudes stay below 0.2 so that a seasonal rise (1 − a to 1) seldom reaches the 25%
 * significant-event threshold of the stable balance; the bounds keep the noise sane.
 */
export const NMD_SWING = {
  amplitude: [0.04, 0.17] as const,
  noise: [0.015, 0.045] as const,
  bounds: [0.6, 1.4] as const,
  demo: {
    9000001: { amplitude: 0.15, noise: 0.035, peakQuarter: 4 },
    9000002: { amplitude: 0.12, noise: 0.03, peakQuarter: 1 },
    9000003: { amplitude: 0.13, noise: 0.025, peakQuarter: 1 },
    9000004: { amplitude: 0.115, noise: 0.035, peakQuarter: 2 },
    9000005: { amplitude: 0.14, noise: 0.035, peakQuarter: 4 },
    9000006: { amplitude: 0.12, noise: 0.03, peakQuarter: 1 },
    900007: { amplitude: 0.135, noise: 0.03, peakQuarter: 1 },
    900008: { amplitude: 0.165, noise: 0.04, peakQuarter: 2 },
  } as Readonly<Record<number, NmdSwing>>,
} as const;

export interface NmdSwing {
  /** Seasonal amplitude: the balance is 1 + amplitude at its peak quarter, 1 − amplitude two quarters later. */
  amplitude: number;
  /** The quarter of the year (1-4) of the seasonal peak. */
  peakQuarter: 1 | 2 | 3 | 4;
  /** Standard deviation of the irregular quarter-end swing. */
  noise: number;
}

/** The institution's swing: the demo institutions' set one, everybody else's drawn. */
export function drawNmdSwing(r: Random, agencyId: number, demo: boolean): NmdSwing {
  const peakQuarter = r.int(1, 4) as NmdSwing['peakQuarter'];
  const set = demo ? NMD_SWING.demo[agencyId] : undefined;
  if (set) return set;
  return {
    amplitude: r.uniform(...NMD_SWING.amplitude),
    peakQuarter,
    noise: r.uniform(...NMD_SWING.noise),
  };
}

/**
 * The factor on the quarter's non-maturity balances: 1 + amplitude × (1, 0, −1, 0 from the peak
 * quarter on) + noise, kept within NMD_SWING.bounds.
 */
export function nmdSwingFactor(r: Random, swing: NmdSwing, quarterOfYear: number): number {
  const step = (((quarterOfYear - swing.peakQuarter) % 4) + 4) % 4;
  const seasonal = [1, 0, -1, 0][step]! * swing.amplitude;
  const [low, high] = NMD_SWING.bounds;
  return Math.min(high, Math.max(low, 1 + seasonal + r.normal(0, swing.noise)));
}

import { DAY } from './clock.js';

/**
 * A lifetime metric `ageMs` after publication: 1 - e^(-age/τ) of its `peak` — fast growth in the
 * first hours, then saturation. Never negative.
 */
export function saturating(peak: number, ageMs: number, tauMs: number): number {
  return Math.round(peak * (1 - Math.exp(-Math.max(0, ageMs) / tauMs)));
}

/** An audience that grows by `ratePerDay` (e.g. 0.001 = 0.1 %/day) of its base; never below half of it. */
export function grown(base: number, elapsedMs: number, ratePerDay: number): number {
  return Math.round(base * Math.max(0.5, 1 + (ratePerDay * elapsedMs) / DAY));
}

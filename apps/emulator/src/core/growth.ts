/**
 * A lifetime metric `ageMs` after publication: 1 - e^(-age/τ) of its `peak` — fast growth in the
 * first hours, then saturation. Never negative.
 */
export function saturating(peak: number, ageMs: number, tauMs: number): number {
  return Math.round(peak * (1 - Math.exp(-Math.max(0, ageMs) / tauMs)));
}

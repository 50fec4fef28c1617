/**
 * The one form smart-rule keywords and item texts are compared in. The sentiment module's
 * `normalizeText` (which also folds Traditional Chinese to Simplified) replaces this body once it is
 * available; every caller goes through this name, so that is a one-line change here.
 */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

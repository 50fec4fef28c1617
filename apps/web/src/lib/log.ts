/** The console's own diagnostics (renewal failures, image load failures): logged, never shown (SPEC §8). */
export function logWarning(message: string, detail?: unknown): void {
  // biome-ignore lint/suspicious/noConsole: the browser console is where these belong.
  console.warn(`[herald] ${message}`, detail ?? '');
}

/** Marker the mobile app shell adds to its user agent. */
const APP_SHELL_MARKER = 'HeraldApp/';

/** Query parameters every console navigation carries (SPEC §2). */
export const GLOBAL_QUERY = ['game_id', 'game_area', 'test'] as const;

/** The console's environment (dev, test, pre, prod), fixed when it is built; prod unless told otherwise. */
const builtFor: string = import.meta.env.VITE_HERALD_ENV ?? (import.meta.env.PROD ? 'prod' : 'dev');
export const isProduction = builtFor === 'prod';

/** The optional test parameter; honoured only outside production. */
export function testParameter(search: string = window.location.search): string | null {
  if (isProduction) return null;
  return new URLSearchParams(search).get('test');
}

/**
 * Lite mode: the console runs inside the mobile app shell (a user-agent marker, or `test=app` outside
 * production) and offers only the app routes.
 */
export function isLiteMode(): boolean {
  return navigator.userAgent.includes(APP_SHELL_MARKER) || testParameter() === 'app';
}

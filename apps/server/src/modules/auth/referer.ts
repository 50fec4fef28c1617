import { API_PREFIX } from '@herald/contract';

/**
 * Only paths on this site are followed after sign-in: whatever origin a referer names is dropped, so
 * it can never become an open redirect.
 */
export function safeReferer(raw: string | undefined): string {
  if (!raw) return '/';
  let url: URL;
  try {
    url = new URL(raw, 'http://herald.invalid');
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? '/' : path;
}

/** Where an anonymous visitor signs in: the SSO start when configured, else the console's sign-in. */
export function signInUrl(referer: string, sso: boolean): string {
  const target = encodeURIComponent(safeReferer(referer));
  return sso ? `${API_PREFIX}/auth/oidc/start?referer=${target}` : `/?redirect=${target}`;
}

import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { AuthorizeRequest, CodeExchange, Credential } from '../types.js';
import type { FacebookGraph } from './graph.js';

/** A Meta app and where its Login dialog lives. */
export interface MetaApp {
  appId: string;
  appSecret: string;
  /** Facebook Login for Business configuration, sent instead of `scope` when set. */
  configId: string | undefined;
  version: string;
  /** https://www.facebook.com or the emulator's equivalent. */
  wwwBase: string;
}

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number().optional() });

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    paging: z
      .object({ cursors: z.object({ after: z.string() }).optional(), next: z.string().optional() })
      .optional(),
  });
const permissionsSchema = pagedSchema(z.object({ permission: z.string(), status: z.string() }));

/** The Facebook Login dialog (platforms/facebook.md §1). */
export function loginDialogUrl(app: MetaApp, request: AuthorizeRequest, scopes: readonly string[]): string {
  const url = new URL(`${app.wwwBase}/${app.version}/dialog/oauth`);
  url.searchParams.set('client_id', app.appId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('state', request.state);
  url.searchParams.set('response_type', 'code');
  if (app.configId) url.searchParams.set('config_id', app.configId);
  else url.searchParams.set('scope', scopes.join(','));
  return url.toString();
}

/**
 * Code → short-lived user token → long-lived user token, then the Pages the user granted, each with
 * its Page token (which, derived from a long-lived user token, does not expire).
 */
export async function loginPages<P extends z.ZodType>(
  graph: FacebookGraph,
  app: MetaApp,
  exchange: CodeExchange,
  pageFields: string,
  page: P,
): Promise<{ granted: string[]; pages: z.infer<P>[] }> {
  const client = { client_id: app.appId, client_secret: app.appSecret };
  const short = tokenSchema.parse(
    await graph.get('oauth/access_token', {
      ...client,
      redirect_uri: exchange.redirectUri,
      code: exchange.code,
    }),
  );
  const long = tokenSchema.parse(
    await graph.get('oauth/access_token', {
      ...client,
      grant_type: 'fb_exchange_token',
      fb_exchange_token: short.access_token,
    }),
  );
  const permissions = permissionsSchema.parse(await graph.get('me/permissions', {}, long.access_token));
  const granted = permissions.data
    .filter((entry) => entry.status === 'granted')
    .map((entry) => entry.permission);
  if (!granted.includes('pages_show_list')) {
    throw new PlatformError('facebook', 'reconnect', 'the permission to list your Pages was not granted');
  }
  const pages: z.infer<P>[] = [];
  let after: string | undefined;
  do {
    const answer = pagedSchema(page).parse(
      await graph.get('me/accounts', { fields: pageFields, limit: 100, after }, long.access_token),
    );
    pages.push(...answer.data);
    after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
  } while (after);
  return { granted, pages };
}

/** A Page token as a credential: no expiry, no refresh token (re-consent renews it). */
export function pageCredential(token: string, granted: string[]): Credential {
  return { accessToken: token, refreshToken: null, expiresAt: null, refreshExpiresAt: null, scopes: granted };
}

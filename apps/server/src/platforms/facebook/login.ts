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

/** Every item of a paged Graph edge (`after` cursors, 100 a page). */
export async function readAllPages<T extends z.ZodType>(
  graph: FacebookGraph,
  path: string,
  params: Record<string, string>,
  token: string,
  item: T,
): Promise<z.infer<T>[]> {
  const items: z.infer<T>[] = [];
  let after: string | undefined;
  do {
    const answer = pagedSchema(item).parse(await graph.get(path, { ...params, limit: 100, after }, token));
    items.push(...answer.data);
    after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
  } while (after);
  return items;
}

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

/** A Facebook Login: the user's token, when it expires (null: never) and the permissions granted. */
export interface LoginGrant {
  token: string;
  expiresAt: Date | null;
  granted: string[];
}

/**
 * Code → short-lived user token → long-lived user token (about 60 days), and the permissions the
 * person granted. A token answered without `expires_in` (a business integration system user token, as
 * Facebook Login for Business configurations may issue) does not expire and is kept as it is.
 */
export async function loginUser(
  graph: FacebookGraph,
  app: MetaApp,
  exchange: CodeExchange,
): Promise<LoginGrant> {
  const client = { client_id: app.appId, client_secret: app.appSecret };
  const short = tokenSchema.parse(
    await graph.get('oauth/access_token', {
      ...client,
      redirect_uri: exchange.redirectUri,
      code: exchange.code,
    }),
  );
  const long =
    short.expires_in === undefined
      ? short
      : tokenSchema.parse(
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
  const expiresAt = long.expires_in === undefined ? null : new Date(Date.now() + long.expires_in * 1000);
  return { token: long.access_token, expiresAt, granted };
}

/**
 * The Pages the user granted in a Facebook Login, each with its Page token (which, derived from a
 * long-lived user token, does not expire).
 */
export async function loginPages<P extends z.ZodType>(
  graph: FacebookGraph,
  app: MetaApp,
  exchange: CodeExchange,
  pageFields: string,
  page: P,
): Promise<{ granted: string[]; pages: z.infer<P>[] }> {
  const { token, granted } = await loginUser(graph, app, exchange);
  if (!granted.includes('pages_show_list')) {
    throw new PlatformError('facebook', 'reconnect', 'the permission to list your Pages was not granted');
  }
  const pages = await readAllPages(graph, 'me/accounts', { fields: pageFields }, token, page);
  return { granted, pages };
}

/** A Page token as a credential: no expiry, no refresh token (re-consent renews it). */
export function pageCredential(token: string, granted: string[]): Credential {
  return { accessToken: token, refreshToken: null, expiresAt: null, refreshExpiresAt: null, scopes: granted };
}

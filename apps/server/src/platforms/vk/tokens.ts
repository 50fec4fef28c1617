import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { Credential } from '../types.js';

/**
 * A token and its kind. VK takes community tokens for community messages (and little else) and wants
 * a user token, here the administrator's, for the wall, media, polls, likes, statistics and search:
 * those methods answer a community token with error 27 (platforms/vk.md §2–§5). Each kind has its own
 * rate: 20 calls a second for a community token, 3 for a user token (§7).
 */
export interface VkToken {
  kind: 'community' | 'user';
  value: string;
}

/** Both tokens of a connected community. */
export interface VkTokens {
  community: VkToken;
  user: VkToken;
}

/**
 * How a community's credential keeps its two tokens: as JSON in its access token, which the accounts
 * module seals whole like every token (and never returns). A community connected before Herald kept
 * the user token holds its bare community token there.
 */
const pairSchema = z.object({ community: z.string().min(1), user: z.string().min(1) });

/** The credential of a community: its own token and its administrator's user token (whose expiry it takes). */
export function pairCredential(community: string, user: Credential, scopes: readonly string[]): Credential {
  return {
    accessToken: JSON.stringify({ community, user: user.accessToken }),
    refreshToken: null,
    expiresAt: user.expiresAt,
    refreshExpiresAt: null,
    scopes: [...new Set([...scopes, ...user.scopes])],
  };
}

/** Connecting the community again brings the user token: once, not in a loop. */
export const MISSING_USER_TOKEN =
  "this community was connected before Herald kept its administrator's user token, which VK requires for the wall, pictures, videos, polls, likes and statistics: connect it again once";

/** The JSON a stored or carried value holds; undefined where it is not JSON. */
function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

/** The pair a stored access token holds, or null for a bare community token. */
function storedPair(stored: string): z.infer<typeof pairSchema> | null {
  if (!stored.startsWith('{')) return null;
  const pair = pairSchema.safeParse(json(stored));
  return pair.success ? pair.data : null;
}

/** Both tokens of a community's credential; one without the user token must be connected again. */
export function tokensOf(credential: Credential): VkTokens {
  const pair = storedPair(credential.accessToken);
  if (!pair) throw new PlatformError('vk', 'reconnect', MISSING_USER_TOKEN);
  return {
    community: { kind: 'community', value: pair.community },
    user: { kind: 'user', value: pair.user },
  };
}

/** The administrator's user token as the sign-in leaves it for the community consent. */
const carrySchema = z.object({ user: z.string().min(1), expiresAt: z.iso.datetime().nullable() });

export function userCarry(user: Credential): string {
  return JSON.stringify({ user: user.accessToken, expiresAt: user.expiresAt?.toISOString() ?? null });
}

/** A community consent is the second: without the sign-in's user token before it nothing is connected. */
export const NO_SIGN_IN =
  "VK community consent without the administrator's sign-in before it: the user token VK gives that sign-in is needed for the wall, pictures, videos, polls and statistics; connect again from the start";

/** The user token the sign-in carried to the community consent. */
export function carriedUser(carried: string | undefined, scopes: readonly string[]): Credential {
  const carry = carried === undefined ? undefined : carrySchema.safeParse(json(carried));
  if (!carry?.success) throw new PlatformError('vk', 'reconnect', NO_SIGN_IN);
  const { user, expiresAt } = carry.data;
  return {
    accessToken: user,
    refreshToken: null,
    expiresAt: expiresAt === null ? null : new Date(expiresAt),
    refreshExpiresAt: null,
    scopes: [...scopes],
  };
}

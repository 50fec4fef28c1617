import { type CodeStamp, issueCode as issueGrantCode } from '../../core/grants.js';
import { authFailed } from './errors.js';
import { COMMUNITY_MASK, OFFLINE, USER_MASK } from './scopes.js';
import type { VkCode, VkGroup, VkState, VkToken, VkUser } from './types.js';

/** A user token without `offline` lives a day; community tokens and offline user tokens never expire. */
export const USER_TOKEN_SECONDS = 86_400;
/** An authorization code can be exchanged once, within an hour. */
export const CODE_TTL_MS = 3_600_000;

const tokenValue = (state: VkState): string => `vk1.a.${state.rng.tokens.chars(80)}`;

export function issueCode(state: VkState, input: Omit<VkCode, keyof CodeStamp>, now: number) {
  return issueGrantCode(state.codes, input, state.rng.tokens.chars(18, '0123456789abcdef'), now);
}

function store(state: VkState, token: Omit<VkToken, 'value' | 'revoked'>): VkToken {
  const stored: VkToken = { ...token, value: tokenValue(state), revoked: false };
  state.tokens.set(stored.value, stored);
  return stored;
}

/**
 * What `GET /access_token` answers for a code, as VK does: for a community consent (`group_ids`) one
 * `access_token_<group_id>` per community and `expires_in: 0` (community tokens never expire), nothing
 * of the person; for a user consent the user token (`access_token`, `expires_in`, 0 with `offline`,
 * `user_id`). An administrator therefore signs in as a user for the user token, then consents for the
 * communities.
 */
export function mintTokens(state: VkState, code: VkCode, now: number): Record<string, string | number> {
  const issued = { appId: code.appId, userId: code.userId, issuedAt: now };
  if (code.groupIds.length > 0) {
    const answer: Record<string, string | number> = {};
    for (const groupId of code.groupIds) {
      const scope = code.scope & COMMUNITY_MASK;
      const group = store(state, { ...issued, kind: 'group', groupId, scope, expiresAt: null });
      answer[`access_token_${groupId}`] = group.value;
    }
    return { ...answer, expires_in: 0 };
  }
  const scope = code.scope & USER_MASK;
  const offline = (scope & OFFLINE) !== 0;
  const expiresAt = offline ? null : now + USER_TOKEN_SECONDS * 1000;
  const user = store(state, { ...issued, kind: 'user', scope, expiresAt });
  return { access_token: user.value, expires_in: offline ? 0 : USER_TOKEN_SECONDS, user_id: code.userId };
}

export interface Caller {
  token: VkToken;
  /** The user behind the token (for a community token, the administrator who asked it). */
  user: VkUser;
  /** The community a community token acts for. */
  group?: VkGroup;
}

/** The token of a request, or error 5 as VK words it. */
export function authenticate(state: VkState, raw: string | undefined, now: number): Caller {
  if (!raw) throw authFailed('no access_token passed.');
  const token = state.tokens.get(raw);
  if (!token) throw authFailed('invalid access_token (4).');
  if (token.revoked) throw authFailed('invalid session.');
  if (token.expiresAt !== null && now >= token.expiresAt) throw authFailed('access_token has expired.');
  const user = state.users.get(token.userId);
  const group = token.groupId === undefined ? undefined : state.groups.get(token.groupId);
  if (!user || (token.kind === 'group' && !group)) throw authFailed('invalid access_token (4).');
  return { token, user, ...(group ? { group } : {}) };
}

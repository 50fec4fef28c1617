import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TokenVault } from '../../crypto/tokens.js';
import type { DbOrTx } from '../../db/client.js';
import { accountCredentials } from '../../db/schema/index.js';
import type { Connectable, Credential } from '../../platforms/types.js';

/** Writes an account's credential, sealed; a reconnect that brings no refresh token keeps the old one. */
export async function saveCredential(
  db: DbOrTx,
  vault: TokenVault,
  accountId: number,
  credential: Credential,
): Promise<void> {
  const sealed = {
    accessToken: vault.seal(credential.accessToken),
    expiresAt: credential.expiresAt,
    scopes: credential.scopes,
    updatedAt: new Date(),
  };
  const refresh = credential.refreshToken
    ? { refreshToken: vault.seal(credential.refreshToken), refreshExpiresAt: credential.refreshExpiresAt }
    : {};
  await db
    .insert(accountCredentials)
    .values({ accountId, ...sealed, ...refresh })
    .onConflictDoUpdate({ target: accountCredentials.accountId, set: { ...sealed, ...refresh } });
}

export async function loadCredential(
  db: DbOrTx,
  vault: TokenVault,
  accountId: number,
): Promise<Credential | null> {
  const [row] = await db.select().from(accountCredentials).where(eq(accountCredentials.accountId, accountId));
  if (!row) return null;
  return {
    accessToken: vault.open(row.accessToken),
    refreshToken: row.refreshToken ? vault.open(row.refreshToken) : null,
    expiresAt: row.expiresAt,
    refreshExpiresAt: row.refreshExpiresAt,
    scopes: row.scopes,
  };
}

const credentialSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string().nullable(),
  expiresAt: z.coerce.date().nullable(),
  refreshExpiresAt: z.coerce.date().nullable(),
  scopes: z.array(z.string()),
});
const grantSchema = z.array(
  z.object({
    socialId: z.string(),
    name: z.string(),
    link: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    credential: credentialSchema,
  }),
);

/** What an authorization brought, sealed whole while the user picks what to connect. */
export function sealGrant(vault: TokenVault, connectables: readonly Connectable[]): string {
  return vault.sealJson(connectables);
}

export function openGrant(vault: TokenVault, sealed: string): Connectable[] {
  return grantSchema.parse(vault.openJson(sealed));
}

/**
 * What an authorization keeps while pending, sealed in its `grant` until the accounts replace it: the
 * communities asked (VK) and what a first consent left for the second (`NextConsent.carry`, a token).
 */
const pendingSchema = z.object({
  groupIds: z.array(z.string()).optional(),
  carry: z.string().optional(),
});
export type PendingSteps = z.infer<typeof pendingSchema>;

export function sealPending(vault: TokenVault, pending: PendingSteps): string {
  return vault.sealJson(pending);
}

export function openPending(vault: TokenVault, sealed: string | null): PendingSteps {
  return sealed === null ? {} : pendingSchema.parse(vault.openJson(sealed));
}

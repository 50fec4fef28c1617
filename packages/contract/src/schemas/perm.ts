import { z } from 'zod';
import { resourceKeySchema, socialPermissionSchema } from '../resources.js';
import { emailSchema, idSchema, isoTime } from './common.js';

export const roleTypeSchema = z.enum(['preset', 'custom']);

/**
 * The roles every game starts with (read-only), by the English name they are stored under, with the
 * key the console names them by in the reader's language.
 */
export const presetRoleKeys = {
  Publisher: 'publisher',
  Reviewer: 'reviewer',
  'Community manager': 'community_manager',
  'Account manager': 'account_manager',
  Analyst: 'analyst',
} as const;
export type PresetRoleName = keyof typeof presetRoleKeys;
export type PresetRoleKey = (typeof presetRoleKeys)[PresetRoleName];

/** A preset role's key, from its stored name; null for a custom role (its name is the team's own). */
export function presetRoleKey(role: {
  name: string;
  type: z.infer<typeof roleTypeSchema>;
}): PresetRoleKey | null {
  return role.type === 'preset' ? (presetKeyByName.get(role.name) ?? null) : null;
}
const presetKeyByName = new Map<string, PresetRoleKey>(Object.entries(presetRoleKeys));

export const roleSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: roleTypeSchema,
  system_permissions: z.array(resourceKeySchema),
  social_permissions: z.array(socialPermissionSchema),
  user_count: z.number().int(),
  updated_at: isoTime,
});
export type Role = z.infer<typeof roleSchema>;

export const roleRefSchema = z.object({ id: idSchema, name: z.string(), type: roleTypeSchema });

export const userTypeSchema = z.enum(['oa', 'account']);

export const memberRefSchema = z.object({ user_id: idSchema, name: z.string(), email: z.string() });

/** A publishing group: when enabled, an account is restricted to users of the same group. */
export const groupSchema = z.object({
  group_id: idSchema,
  name: z.string(),
  members: z.array(memberRefSchema),
  member_count: z.number().int(),
  emails: z.array(z.string()),
});
export type Group = z.infer<typeof groupSchema>;

export const groupRefSchema = z.object({ group_id: idSchema, name: z.string() });

/** A social account as the permission screens see it: never any token. */
export const permAccountSchema = z.object({
  id: idSchema,
  social_channel: z.string(),
  social_account: z.string(),
  social_id: z.string(),
  status: z.string(),
  group_id: idSchema.nullable(),
  /** Connected to the local emulator instead of the real network (badged everywhere). */
  emulated: z.boolean(),
});

export const gameUserSchema = z.object({
  user_id: idSchema,
  email: z.string(),
  name: z.string(),
  type: userTypeSchema,
  is_game_admin: z.boolean(),
  roles: z.array(roleRefSchema),
  groups: z.array(groupRefSchema),
  account_ids: z.array(idSchema),
  last_login_at: isoTime.nullable(),
});
export type GameUser = z.infer<typeof gameUserSchema>;

const uniqueIds = z
  .array(idSchema)
  .max(1000)
  .transform((ids) => [...new Set(ids)]);

export const roleWriteSchema = z
  .object({
    name: z.string().trim().min(1).max(64),
    system_permissions: z.array(resourceKeySchema).transform((keys) => [...new Set(keys)]),
    social_permissions: z.array(socialPermissionSchema).transform((keys) => [...new Set(keys)]),
  })
  .strict();

export const groupWriteSchema = z
  .object({
    name: z.string().trim().min(1).max(64),
    member_ids: uniqueIds,
    emails: z.array(emailSchema).max(100),
  })
  .strict();

export const userGrantsSchema = z
  .object({
    is_game_admin: z.boolean().default(false),
    role_ids: uniqueIds,
    group_ids: uniqueIds,
    account_ids: uniqueIds,
  })
  .strict();

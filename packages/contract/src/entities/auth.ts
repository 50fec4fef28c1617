import type { z } from 'zod';
import { authEndpoints, authUserSchema } from '../endpoints/auth.js';

/**
 * Auth info and permission info (SPEC §3) are declared with their endpoints in endpoints/auth.ts;
 * they are named here so every entity is found under entities/. endpoints/auth.ts must not import
 * entities/, or the two would load in a cycle.
 */
export { authUserSchema };
export type AuthUser = z.infer<typeof authUserSchema>;

/** Permission info: resources, is_game_admin, is_platform_admin (and the routes they open). */
export const permissionInfoSchema = authEndpoints.perms.output;
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;

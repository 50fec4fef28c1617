import { z } from 'zod';

/** Resource keys of SPEC §6: each grants console routes (below) and calls (declared per endpoint). */
export const resourceKeys = [
  'account_base',
  'account_manage',
  'assign_base',
  'assign_manage',
  'content_base',
  'content_compose',
  'report_base',
  'report_advance',
  'listen_base',
  'material_base',
  'material_manage',
  'review_base',
  'config_base',
  'config_manage',
  'perm_base',
  'app_base',
] as const;
export const resourceKeySchema = z.enum(resourceKeys);
export type ResourceKey = z.infer<typeof resourceKeySchema>;

/**
 * Who may call an endpoint (SPEC §6 categories):
 * - public: anyone (root, policy, error pages, auth check/renew/logout);
 * - base_auth: any signed-in user (current user, perms, notifications, help, version list);
 * - base_game: a member of the game in the request context (lookups, upload, third-party search);
 * - admin_system: platform admins (super) only (game and version management, system users);
 * - a resource key: a member of the game whose roles grant that key. `perm_base` is admin_game.
 */
export const accessCategories = ['public', 'base_auth', 'base_game', 'admin_system'] as const;
export type AccessCategory = (typeof accessCategories)[number];
export type Access = AccessCategory | ResourceKey;

/** Modules a resource key belongs to, for grouping in the role editor. */
export const resourceModules = {
  account: ['account_base', 'account_manage'],
  assign: ['assign_base', 'assign_manage'],
  content: ['content_base', 'content_compose'],
  report: ['report_base', 'report_advance'],
  listen: ['listen_base'],
  material: ['material_base', 'material_manage'],
  review: ['review_base'],
  config: ['config_base', 'config_manage'],
  perm: ['perm_base'],
  app: ['app_base'],
} as const satisfies Record<string, readonly ResourceKey[]>;

/**
 * Console route names each key grants. A route is allowed when its name starts with an allowed
 * name on a dot boundary (SPEC §6 route check). Names are those of the route table in routes.ts.
 */
export const resourceRouteGrants: Record<ResourceKey, readonly string[]> = {
  account_base: ['account'],
  account_manage: ['account'],
  assign_base: ['assign.task', 'assign.todo', 'assign.report'],
  assign_manage: ['assign'],
  content_base: [
    'content.post',
    'content.draft.list',
    'content.feeds',
    'content.calendar',
    'content.comment',
    'content.like',
    'content.message',
  ],
  content_compose: ['content.compose', 'content.post.edit', 'content.draft'],
  report_base: ['report'],
  report_advance: ['report'],
  listen_base: ['listen'],
  material_base: ['material.list', 'material.library'],
  material_manage: ['material'],
  review_base: ['review'],
  config_base: ['config'],
  config_manage: ['config'],
  perm_base: ['perm'],
  app_base: ['app'],
};

/** Route names every signed-in member of a game may open. */
export const baseRouteGrants: readonly string[] = ['home', 'policy', 'error', 'middle'];
/** Route names only platform admins may open. */
export const systemRouteGrants: readonly string[] = ['system'];

/** Social (per-account) permissions a role can carry (SPEC §6 account view/link/manage, publish, review). */
export const socialPermissions = [
  'view',
  'link',
  'manage_nickname',
  'manage_backtrack',
  'manage_delete',
  'publish',
  'review',
] as const;
export const socialPermissionSchema = z.enum(socialPermissions);
export type SocialPermission = z.infer<typeof socialPermissionSchema>;

import type { PresetRoleName, ResourceKey, SocialPermission } from '@herald/contract';

interface PresetRole {
  name: PresetRoleName;
  system: ResourceKey[];
  social: SocialPermission[];
}

/** Roles every game starts with. They are read-only; teams copy one to customise it. */
export const presetRoles: readonly PresetRole[] = [
  {
    name: 'Publisher',
    system: [
      'account_base',
      'content_base',
      'content_compose',
      'report_base',
      'material_base',
      'assign_base',
      'app_base',
    ],
    social: ['view', 'publish'],
  },
  {
    name: 'Reviewer',
    system: ['account_base', 'content_base', 'review_base', 'report_base'],
    social: ['view', 'review'],
  },
  {
    name: 'Community manager',
    system: ['account_base', 'content_base', 'content_compose', 'listen_base', 'assign_base', 'report_base'],
    social: ['view', 'publish'],
  },
  {
    name: 'Account manager',
    system: ['account_base', 'account_manage', 'config_base'],
    social: ['view', 'link', 'manage_nickname', 'manage_backtrack', 'manage_delete'],
  },
  {
    name: 'Analyst',
    system: ['report_base', 'report_advance', 'listen_base'],
    social: ['view'],
  },
];

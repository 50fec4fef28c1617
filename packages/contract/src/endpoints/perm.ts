import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import type { Access } from '../resources.js';
import { emailSchema, idInput, idSchema, keywordSchema } from '../schemas/common.js';
import {
  gameUserSchema,
  groupSchema,
  groupWriteSchema,
  memberRefSchema,
  permAccountSchema,
  roleRefSchema,
  roleSchema,
  roleWriteSchema,
  userGrantsSchema,
} from '../schemas/perm.js';
import { emptyInput, okOutput, pageInputSchema, pageOf } from '../transport.js';

const listInput = pageInputSchema.extend({ keyword: keywordSchema }).strict();

/**
 * Publishing groups are managed from Permissions (perm_base) and from Config (config_base reads,
 * config_manage writes): the same calls under two paths and two grants.
 */
export function groupManagement<R extends Access, W extends Access>(prefix: string, read: R, write: W) {
  return {
    groupList: defineEndpoint({
      path: `${prefix}/list`,
      access: read,
      input: listInput,
      output: pageOf(groupSchema),
      summary: 'Publishing groups, paged',
    }),
    groupCreate: defineEndpoint({
      path: `${prefix}/create`,
      access: write,
      input: groupWriteSchema,
      output: groupSchema,
      summary: 'Add a publishing group',
    }),
    groupUpdate: defineEndpoint({
      path: `${prefix}/update`,
      access: write,
      input: groupWriteSchema.extend({ group_id: idSchema }).strict(),
      output: groupSchema,
      summary: 'Edit a publishing group',
    }),
    groupDelete: defineEndpoint({
      path: `${prefix}/delete`,
      access: write,
      input: z.object({ group_id: idSchema }).strict(),
      output: okOutput,
      summary: 'Delete a publishing group no account is bound to',
    }),
  };
}

/** The group management calls of one section, for binding them the same way wherever they live. */
export type GroupEndpoints<R extends Access = Access, W extends Access = Access> = ReturnType<
  typeof groupManagement<R, W>
>;

export const permEndpoints = {
  roleAll: defineEndpoint({
    path: 'perm/role/all',
    access: 'perm_base',
    input: emptyInput,
    output: z.array(roleRefSchema),
    summary: 'Every role of the game, for pickers',
  }),
  roleList: defineEndpoint({
    path: 'perm/role/list',
    access: 'perm_base',
    input: listInput,
    output: pageOf(roleSchema),
    summary: 'Roles of the game, paged',
  }),
  roleDetail: defineEndpoint({
    path: 'perm/role/detail',
    access: 'perm_base',
    input: idInput,
    output: roleSchema,
    summary: 'One role',
  }),
  roleCreate: defineEndpoint({
    path: 'perm/role/create',
    access: 'perm_base',
    input: roleWriteSchema,
    output: roleSchema,
    summary: 'Add a custom role (copying a role is a create with its permissions)',
  }),
  roleUpdate: defineEndpoint({
    path: 'perm/role/update',
    access: 'perm_base',
    input: roleWriteSchema.extend({ id: idSchema }).strict(),
    output: roleSchema,
    summary: 'Edit a custom role',
  }),
  roleDelete: defineEndpoint({
    path: 'perm/role/delete',
    access: 'perm_base',
    input: idInput,
    output: okOutput,
    summary: 'Delete a custom role no user holds',
  }),
  accountAll: defineEndpoint({
    path: 'perm/account/all',
    access: 'perm_base',
    input: emptyInput,
    output: z.array(permAccountSchema),
    summary: 'Every social account of the game, for granting',
  }),
  groupAll: defineEndpoint({
    path: 'perm/group/all',
    access: 'perm_base',
    input: emptyInput,
    output: z.array(groupSchema),
    summary: 'Every publishing group of the game',
  }),
  ...groupManagement('perm/group', 'perm_base', 'perm_base'),
  userAll: defineEndpoint({
    path: 'perm/user/all',
    access: 'perm_base',
    input: emptyInput,
    output: z.array(memberRefSchema),
    summary: 'Every member of the game, for pickers',
  }),
  userList: defineEndpoint({
    path: 'perm/user/list',
    access: 'perm_base',
    input: listInput.extend({ role_id: idSchema.optional(), group_id: idSchema.optional() }).strict(),
    output: pageOf(gameUserSchema),
    summary: 'Members of the game with their roles, groups and accounts',
  }),
  userDetail: defineEndpoint({
    path: 'perm/user/detail',
    access: 'perm_base',
    input: z.object({ user_id: idSchema }).strict(),
    output: gameUserSchema,
    summary: 'One member',
  }),
  userCreate: defineEndpoint({
    path: 'perm/user/create',
    access: 'perm_base',
    input: userGrantsSchema.extend({ email: emailSchema }).strict(),
    output: gameUserSchema,
    summary: 'Add an existing user to the game by e-mail, with their grants',
  }),
  userUpdate: defineEndpoint({
    path: 'perm/user/update',
    access: 'perm_base',
    input: userGrantsSchema.extend({ user_id: idSchema }).strict(),
    output: gameUserSchema,
    summary: "Set a member's roles, groups and accounts",
  }),
  userDelete: defineEndpoint({
    path: 'perm/user/delete',
    access: 'perm_base',
    input: z.object({ user_id: idSchema }).strict(),
    output: okOutput,
    summary: 'Remove a member from the game',
  }),
};

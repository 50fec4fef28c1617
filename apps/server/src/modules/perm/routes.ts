import { baseEndpoints, configEndpoints, type GroupEndpoints, permEndpoints } from '@herald/contract';
import type { Db } from '../../db/client.js';
import { type Binding, bind } from '../../http/bind.js';
import { allAccounts, visibleAccounts } from './accounts.js';
import { allGroups, createGroup, deleteGroup, groupRefs, pageGroups, updateGroup } from './groups.js';
import { addMember, memberDetail, memberRefs, pageMembers, removeMember, updateMember } from './members.js';
import { allRoles, createRole, deleteRole, pageRoles, roleDetail, updateRole } from './roles.js';

const done = async (work: Promise<void>) => {
  await work;
  return null;
};

/** Publishing groups are managed from Permissions and from Config through the same service. */
function groupRoutes(
  db: Db,
  endpoints: GroupEndpoints<'perm_base' | 'config_base' | 'config_manage', 'perm_base' | 'config_manage'>,
): Binding[] {
  return [
    bind(endpoints.groupList, (input, ctx) => pageGroups(db, ctx.tenant.gameId, input)),
    bind(endpoints.groupCreate, (input, ctx) => createGroup(db, ctx.tenant.gameId, input)),
    bind(endpoints.groupUpdate, (input, ctx) => updateGroup(db, ctx.tenant.gameId, input.group_id, input)),
    bind(endpoints.groupDelete, (input, ctx) => done(deleteGroup(db, ctx.tenant.gameId, input.group_id))),
  ];
}

export function permRoutes(db: Db): Binding[] {
  return [
    bind(baseEndpoints.groupAll, (_input, ctx) => groupRefs(db, ctx.tenant.gameId)),
    bind(baseEndpoints.accountAll, (_input, ctx) => visibleAccounts(db, ctx.user, ctx.tenant)),
    bind(permEndpoints.roleAll, (_input, ctx) => allRoles(db, ctx.tenant.gameId)),
    bind(permEndpoints.roleList, (input, ctx) => pageRoles(db, ctx.tenant.gameId, input)),
    bind(permEndpoints.roleDetail, (input, ctx) => roleDetail(db, ctx.tenant.gameId, input.id)),
    bind(permEndpoints.roleCreate, (input, ctx) => createRole(db, ctx.tenant.gameId, input)),
    bind(permEndpoints.roleUpdate, (input, ctx) => updateRole(db, ctx.tenant.gameId, input.id, input)),
    bind(permEndpoints.roleDelete, (input, ctx) => done(deleteRole(db, ctx.tenant.gameId, input.id))),
    bind(permEndpoints.accountAll, (_input, ctx) => allAccounts(db, ctx.tenant.gameId)),
    bind(permEndpoints.groupAll, (_input, ctx) => allGroups(db, ctx.tenant.gameId)),
    ...groupRoutes(db, permEndpoints),
    ...groupRoutes(db, configEndpoints),
    bind(configEndpoints.groupMembers, (_input, ctx) => memberRefs(db, ctx.tenant.gameId)),
    bind(permEndpoints.userAll, (_input, ctx) => memberRefs(db, ctx.tenant.gameId)),
    bind(permEndpoints.userList, (input, ctx) => pageMembers(db, ctx.tenant.gameId, input)),
    bind(permEndpoints.userDetail, (input, ctx) => memberDetail(db, ctx.tenant.gameId, input.user_id)),
    bind(permEndpoints.userCreate, (input, ctx) => addMember(db, ctx.tenant.gameId, input.email, input)),
    bind(permEndpoints.userUpdate, (input, ctx) => updateMember(db, ctx.tenant.gameId, input.user_id, input)),
    bind(permEndpoints.userDelete, (input, ctx) => done(removeMember(db, ctx.tenant.gameId, input.user_id))),
  ];
}

import { DAY } from '../../core/clock.js';
import { int, list, str } from '../../core/params.js';
import { requireManage, STATS } from './access.js';
import { groupDenied, invalidParam, invalidUserId } from './errors.js';
import { dayStats } from './metrics.js';
import type { MethodDef, VkCall } from './routing.js';
import type { VkGroup, VkUser } from './types.js';
import { groupJson, userJson } from './views.js';

/** How far back community statistics reach. */
const STATS_DAYS = 730;

function findGroup(call: VkCall, ref: string): VkGroup | undefined {
  const id = /^(?:club|public)?(\d+)$/.exec(ref)?.[1];
  const groups = [...call.state.groups.values()];
  return id ? call.state.groups.get(Number(id)) : groups.find((group) => group.screenName === ref);
}

function getById(call: VkCall) {
  const { params, caller, state, now } = call;
  const refs = list(params, 'group_ids') ?? list(params, 'group_id') ?? [];
  if (refs.length === 0 && caller.group) refs.push(String(caller.group.id));
  if (refs.length === 0 || refs.length > 500) throw invalidParam('group_ids is undefined');
  const fields = list(params, 'fields') ?? [];
  return refs.map((ref) => {
    const group = findGroup(call, ref);
    if (!group) throw invalidParam(`Invalid group id ${ref}`);
    return groupJson(state, group, caller.user.id, now, fields);
  });
}

function findUser(call: VkCall, ref: string): VkUser | undefined {
  const id = /^(?:id)?(\d+)$/.exec(ref)?.[1];
  return id
    ? call.state.users.get(Number(id))
    : [...call.state.users.values()].find((user) => user.screenName === ref);
}

function usersGet(call: VkCall) {
  const refs = list(call.params, 'user_ids') ?? [];
  if (refs.length === 0) return call.caller.token.kind === 'user' ? [userJson(call.caller.user)] : [];
  return refs.map((ref) => {
    const user = findUser(call, ref);
    if (!user) throw invalidUserId();
    return userJson(user);
  });
}

/** stats.get with interval=day: one entry per UTC day between the timestamps, newest first. */
function statsGet(call: VkCall) {
  const { state, params, caller, now } = call;
  const groupId = int(params, 'group_id');
  const group = groupId === undefined ? undefined : state.groups.get(groupId);
  if (!group) throw invalidParam('group_id is undefined or invalid');
  requireManage(caller, group, STATS, groupDenied);
  if ((str(params, 'interval') ?? 'day') !== 'day') throw invalidParam('interval: the emulator reports days');
  const to = Math.min(now, (int(params, 'timestamp_to') ?? Math.floor(now / 1000)) * 1000);
  const count = int(params, 'intervals_count');
  const from = int(params, 'timestamp_from');
  const start = from !== undefined ? from * 1000 : to - ((count ?? 1) - 1) * DAY;
  if ([to, start].some(Number.isNaN) || start > to) throw invalidParam('timestamp_from is invalid');
  const first = Math.max(Math.floor(start / DAY), Math.floor(now / DAY) - STATS_DAYS);
  const days: ReturnType<typeof dayStats>[] = [];
  for (let day = Math.floor(to / DAY); day >= first; day--) days.push(dayStats(state, group, day, now));
  return days;
}

export const COMMUNITY_METHODS: readonly MethodDef[] = [
  { name: 'groups.getById', handler: getById },
  { name: 'users.get', handler: usersGet },
  { name: 'stats.get', userAuth: true, handler: statsGet },
];

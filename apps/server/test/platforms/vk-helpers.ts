import { authorizedAccount, control, emulatedAdapter } from './emulated.js';

export interface EmulatedGroup {
  id: number;
  name: string;
  administered: boolean;
}

interface EmulatedState {
  user: { id: number };
  groups: EmulatedGroup[];
}

/** The communities the emulated VK person administers. */
export async function administeredGroups(url: string): Promise<EmulatedGroup[]> {
  const state = (await control(url, '/vk/state')) as EmulatedState;
  return state.groups.filter((group) => group.administered);
}

/** The VK id of the emulated person, who administers the communities and connects them. */
export async function administratorId(url: string): Promise<number> {
  return ((await control(url, '/vk/state')) as EmulatedState).user.id;
}

/** The VK adapter and one community connected through the consent (a fresh community token). */
export async function vkAccount(url: string, timeoutMs?: number) {
  const adapter = emulatedAdapter(url, 'vk', timeoutMs);
  const [group] = await administeredGroups(url);
  if (!group) throw new Error('no administered community');
  return { adapter, group, account: await authorizedAccount(url, adapter, [String(group.id)]) };
}

export interface ControlPost {
  text: string;
  postponed: boolean;
  deleted: boolean;
  attachments: string[];
  liked_by: number[];
  comments: Array<{
    id: number;
    from_id: number;
    text: string;
    reply_to_comment: number | null;
    liked_by: number[];
  }>;
}

/** A post as the emulator's control API shows it (`-<group>_<post>`). */
export const vkPost = (url: string, id: string) => control(url, `/vk/posts/${id}`) as Promise<ControlPost>;

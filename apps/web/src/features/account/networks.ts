import { type CapabilityKey, capabilityKeys, type NetworkProfileView } from '@herald/contract';

export type Capability = { key: CapabilityKey; level: 'yes' | 'partial' };

/** What a network allows beyond connecting, in matrix order; what its API does not allow is left out. */
export function capabilitySummary(profile: Pick<NetworkProfileView, 'capabilities'>): Capability[] {
  return capabilityKeys.flatMap((key): Capability[] => {
    const level = profile.capabilities[key];
    return key !== 'connect' && (level === 'yes' || level === 'partial') ? [{ key, level }] : [];
  });
}

/**
 * Why a network cannot be connected here, if it cannot: its official API allows no connection
 * (Facebook Groups, Naver Lounge), or this server has neither credentials nor an emulator for it.
 */
export function connectBlock(
  profile: Pick<NetworkProfileView, 'connect' | 'capabilities' | 'configured'>,
): 'unsupported' | 'not_configured' | null {
  if (profile.connect === 'none' || profile.capabilities.connect === 'no') return 'unsupported';
  return profile.configured ? null : 'not_configured';
}

const VK_GROUP_ID = /^\d{1,20}$/;
/** A community's own address names its id: vk.com/club123, vk.com/public123 (or just club123). */
const VK_COMMUNITY_ADDRESS =
  /^(?:https?:\/\/)?(?:m\.)?(?:vk\.com\/|vk\.ru\/)?(?:club|public|event)(\d{1,20})\/?$/i;

function vkGroupId(value: string): string {
  const trimmed = value.trim();
  return VK_COMMUNITY_ADDRESS.exec(trimmed)?.[1] ?? trimmed;
}

/**
 * VK community ids as typed (numbers, or community addresses like vk.com/club123): de-duplicated;
 * the first one that names no id, if any.
 */
export function parseVkGroupIds(values: readonly string[]): { ids: string[]; invalid: string | undefined } {
  const ids = [...new Set(values.map(vkGroupId).filter(Boolean))];
  return { ids, invalid: ids.find((id) => !VK_GROUP_ID.test(id)) };
}

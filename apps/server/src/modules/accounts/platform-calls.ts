import { type CapabilityKey, type ErrorId, networkNames, type SocialNetwork } from '@herald/contract';
import { AppError } from '../../http/errors.js';
import { NetworkNotConfiguredError, type PlatformError } from '../../platforms/errors.js';
import type { Platforms } from '../../platforms/registry.js';
import { TIKTOK_REGION_ERROR } from '../../platforms/tiktok/tiktok-errors.js';
import type { PlatformAdapter } from '../../platforms/types.js';

const DEFAULT_WAIT_SECONDS = 60;

/** Network error codes the catalogue has its own message for (SPEC §8), by network. */
const CATALOGUED: Partial<Record<SocialNetwork, Readonly<Record<string, ErrorId>>>> = {
  tiktok: { [TIKTOK_REGION_ERROR]: 'tiktok_mainland' },
};

/*
 * Platform adapters speak of networks only (PlatformError); what a user is told is decided here, where
 * the modules call them.
 */

/**
 * What a caller is told when a network call failed. `reconnect` failures are the caller's to handle
 * (they change the account's state), so they arrive here only where no account is involved.
 */
export function platformFailure(error: PlatformError): AppError {
  const network = networkNames[error.network];
  const options = { cause: error, detail: error.message };
  const catalogued =
    error.networkCode === undefined ? undefined : CATALOGUED[error.network]?.[error.networkCode];
  if (catalogued) return new AppError(catalogued, { ...options, params: { network } });
  switch (error.kind) {
    case 'rate_limited':
      return new AppError('platform_rate_limited', {
        ...options,
        params: { network, seconds: error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS },
      });
    case 'transient':
      return new AppError('platform_unavailable', { ...options, params: { network } });
    case 'unsupported':
      return new AppError('capability_unsupported', { ...options, params: { network } });
    case 'reconnect':
      return new AppError('oauth_failed', { ...options, params: { network, reason: error.message } });
    case 'content':
      return new AppError('platform_rejected', { ...options, params: { network, reason: error.message } });
    case 'account':
      return new AppError('platform_account', { ...options, params: { network, reason: error.message } });
  }
}

/** Refuses, before any call, what the network's official API does not allow. */
export function requireCapability(adapter: PlatformAdapter, capability: CapabilityKey): void {
  if (adapter.profile.capabilities[capability] === 'no') {
    throw new AppError('capability_unsupported', { params: { network: networkNames[adapter.network] } });
  }
}

/** The adapter of a network; network_not_configured when this server cannot reach it. */
export function adapterFor(platforms: Platforms, network: SocialNetwork): PlatformAdapter {
  try {
    return platforms.require(network);
  } catch (error) {
    if (error instanceof NetworkNotConfiguredError)
      throw new AppError('network_not_configured', {
        cause: error,
        params: { network: networkNames[network] },
      });
    throw error;
  }
}

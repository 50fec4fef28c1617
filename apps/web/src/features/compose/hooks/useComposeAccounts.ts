import { canPublishTo, type SocialNetwork } from '@herald/contract';
import { useMemo } from 'react';
import { useAccounts } from '../../../api/lookups.js';
import { isSocialNetwork } from '../../../components/networks.js';

/** An account compose can target, as the picker shows it. */
export interface ComposeAccount {
  id: number;
  network: SocialNetwork;
  name: string;
  status: string;
  /** Connected to the local emulator instead of the real network. */
  emulated: boolean;
  /** The network's API allows no publishing (Facebook Groups, Naver Lounge): posted there by hand. */
  manualOnly: boolean;
  /** The authorization expired: publishing fails until it is reconnected. */
  expired: boolean;
}

/** The accounts the caller may see (the shared lookup every member can read). */
export function useComposeAccounts() {
  const lookup = useAccounts();
  const accounts = useMemo(() => {
    return (lookup.data ?? []).flatMap((row): ComposeAccount[] => {
      const network = row.social_channel;
      if (!isSocialNetwork(network)) return [];
      return [
        {
          id: row.id,
          network,
          name: row.social_account,
          status: row.status,
          emulated: row.emulated,
          manualOnly: !canPublishTo(network),
          expired: row.status === 'oauth_expire' || row.status === 'token_expire',
        },
      ];
    });
  }, [lookup.data]);
  return { query: lookup, accounts };
}

/** The networks of the chosen accounts, each once, in the order first chosen. */
export function networksOf(accounts: readonly ComposeAccount[], ids: readonly number[]): SocialNetwork[] {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const networks: SocialNetwork[] = [];
  for (const id of ids) {
    const network = byId.get(id)?.network;
    if (network && !networks.includes(network)) networks.push(network);
  }
  return networks;
}

/** The first chosen account of a network: its authorization answers that network's look-ups. */
export function lookupAccount(
  accounts: readonly ComposeAccount[],
  ids: readonly number[],
  network: SocialNetwork,
): number | null {
  return accounts.find((account) => account.network === network && ids.includes(account.id))?.id ?? null;
}

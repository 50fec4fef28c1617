import type { ListenNetwork } from '@herald/contract';
import { Flex } from 'antd';
import { isSocialNetwork, NetworkIcon, networkName } from '../../../components/networks.js';

/** Steam's mark: its name's letter on its dark navy, white letters at well over 4.5:1. */
function SteamMark({ size }: { size: number }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: 4,
        background: '#171a21',
        color: '#fff',
        fontSize: Math.round(size * 0.7),
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      S
    </span>
  );
}

/** The mark of where a mention was heard: a social network's, or Steam's. */
export function ListenNetworkIcon({ network, size = 16 }: { network: ListenNetwork; size?: number }) {
  return isSocialNetwork(network) ? <NetworkIcon network={network} size={size} /> : <SteamMark size={size} />;
}

/** Steam's name: a brand, the same in every language. */
const STEAM = 'Steam';

/** A listening network's name. */
export function listenNetworkName(network: ListenNetwork): string {
  return network === 'steam' ? STEAM : networkName(network);
}

/** Icon and name of a listening network. */
export function ListenNetworkLabel({ network, size }: { network: ListenNetwork; size?: number }) {
  return (
    <Flex component="span" align="center" gap={6} style={{ display: 'inline-flex' }}>
      <ListenNetworkIcon network={network} size={size} />
      <span>{listenNetworkName(network)}</span>
    </Flex>
  );
}

import type { ListenNetwork } from '@herald/contract';
import { Flex } from 'antd';
import { isSocialNetwork, LetterMark, NetworkIcon, networkName } from '../../../components/networks.js';

/** Steam's mark: its letter on its dark navy. */
function SteamMark({ size }: { size: number }) {
  return <LetterMark letter="S" background="#171a21" size={size} />;
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

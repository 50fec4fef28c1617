import type { PostSummary } from '@herald/contract';
import { Flex, Tooltip, Typography } from 'antd';
import { NetworkIcon, networkName } from '../../../components/networks.js';

type Account = PostSummary['accounts'][number];

/** The networks a post goes to, one icon per account, each naming its account on hover. */
export function AccountIcons({ accounts, max = 6 }: { accounts: readonly Account[]; max?: number }) {
  if (accounts.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const rest = accounts.slice(max);
  return (
    <Flex gap={6} wrap align="center">
      {accounts.slice(0, max).map((account) => (
        <Tooltip key={account.id} title={`${networkName(account.network)} · ${account.name}`}>
          <span
            role="img"
            aria-label={`${networkName(account.network)} · ${account.name}`}
            style={{ display: 'inline-flex' }}
          >
            <NetworkIcon network={account.network} size={16} />
          </span>
        </Tooltip>
      ))}
      {rest.length > 0 && (
        <Tooltip
          title={rest.map((account) => `${networkName(account.network)} · ${account.name}`).join(', ')}
        >
          <Typography.Text type="secondary">+{rest.length}</Typography.Text>
        </Tooltip>
      )}
    </Flex>
  );
}

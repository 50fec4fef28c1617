import type { PostSummary, PublishResult } from '@herald/contract';
import { Badge, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NetworkIcon, networkName } from '../networks.js';

type Account = PostSummary['accounts'][number];

/** How each outcome marks its account's icon (nothing while it has not been published yet). */
const resultMarks: Readonly<Partial<Record<PublishResult, 'success' | 'error' | 'warning'>>> = {
  succeed: 'success',
  failed: 'error',
  exception: 'warning',
  delete_failed: 'error',
};

/**
 * The networks a post goes to, one icon per account with a dot for how publishing there went, each
 * naming its account and outcome on hover.
 */
export function AccountIcons({ accounts, max = 6 }: { accounts: readonly Account[]; max?: number }) {
  const { t } = useTranslation();
  if (accounts.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const describe = (account: Account) =>
    `${networkName(account.network)} · ${account.name} · ${t(`content.results.${account.result}`)}`;
  const rest = accounts.slice(max);
  return (
    <Flex gap={8} wrap align="center">
      {accounts.slice(0, max).map((account) => {
        const mark = resultMarks[account.result];
        const icon = <NetworkIcon network={account.network} size={16} />;
        return (
          <Tooltip key={account.id} title={describe(account)}>
            <span role="img" aria-label={describe(account)} style={{ display: 'inline-flex' }}>
              {mark ? (
                <Badge dot status={mark} offset={[-1, 1]}>
                  {icon}
                </Badge>
              ) : (
                icon
              )}
            </span>
          </Tooltip>
        );
      })}
      {rest.length > 0 && (
        <Tooltip title={rest.map(describe).join(', ')}>
          <Typography.Text type="secondary">+{rest.length}</Typography.Text>
        </Tooltip>
      )}
    </Flex>
  );
}

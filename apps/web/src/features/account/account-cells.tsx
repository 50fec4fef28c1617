import { ExclamationCircleOutlined } from '@ant-design/icons';
import { type AccountView, networkNames } from '@herald/contract';
import { Avatar, Badge, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmulatedTag } from '../../components/EmulatedTag.js';
import { NetworkLabel } from '../../components/networks.js';
import { formatTime } from '../../components/paged.js';
import { accountStatusBadge, backtrackStatusBadge } from './status.js';

/** Marks a community worked by hand: Herald plans for it; posting happens on the network. */
export function ManualTag({ account }: { account: Pick<AccountView, 'manual' | 'social_channel'> }) {
  const { t } = useTranslation();
  if (!account.manual) return null;
  return (
    <Tooltip title={t('account.manual.tagHint', { network: networkNames[account.social_channel] })}>
      <Tag color="gold" style={{ marginInlineEnd: 0 }} data-testid="manual-tag">
        {t('account.manual.tag')}
      </Tag>
    </Tooltip>
  );
}

/**
 * Avatar, name (linked to the account on its network), the emulator mark and the network. Phones
 * leave the avatar out for width and show the nickname here, its column being hidden.
 */
export function AccountIdentity({ account, compact }: { account: AccountView; compact: boolean }) {
  const { t } = useTranslation();
  const name = account.social_link ? (
    <Typography.Link
      href={account.social_link}
      target="_blank"
      rel="noopener noreferrer"
      title={t('account.openOnNetwork')}
    >
      {account.social_account}
    </Typography.Link>
  ) : (
    <Typography.Text>{account.social_account}</Typography.Text>
  );
  return (
    <Flex gap="small" align="center" style={{ minWidth: compact ? 110 : 160 }}>
      {!compact && (
        <Avatar src={account.avatar_url ?? undefined} alt="">
          {account.social_account.charAt(0).toUpperCase()}
        </Avatar>
      )}
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Flex gap={6} align="center" wrap>
          {name}
          <EmulatedTag account={account} />
          <ManualTag account={account} />
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <NetworkLabel network={account.social_channel} size={12} />
          {compact && account.remark ? ` · ${account.remark}` : ''}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/** The connection state, and when the authorization expired, since when data stopped updating. */
export function AccountStatusCell({ account }: { account: AccountView }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2}>
      <Badge
        status={accountStatusBadge[account.status]}
        text={t(`account.statuses.${account.status}`)}
        style={{ whiteSpace: 'nowrap' }}
      />
      {account.need_reconnect && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          <ExclamationCircleOutlined />{' '}
          {account.data_until
            ? t('account.reconnectSince', { date: formatTime(account.data_until) })
            : t('account.reconnectNow')}
        </Typography.Text>
      )}
    </Flex>
  );
}

export function BacktrackBadge({ status }: { status: AccountView['backtrack_status'] }) {
  const { t } = useTranslation();
  return (
    <Badge
      status={backtrackStatusBadge[status]}
      text={t(`account.backtracks.${status}`)}
      style={{ whiteSpace: 'nowrap' }}
    />
  );
}

/** Who connected the account, and when. */
export function ConnectedCell({ account }: { account: AccountView }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text>{account.connected_by ?? '—'}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatTime(account.connected_at)}
      </Typography.Text>
    </Flex>
  );
}

import type { AccountView } from '@herald/contract';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../components/actions.js';
import { usePhone } from '../../components/viewport.js';
import { AccountActions, type AccountHandlers } from './AccountActions.js';
import { accountAbilities } from './abilities.js';
import { AccountIdentity, AccountStatusCell, BacktrackBadge, ConnectedCell } from './account-cells.js';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/**
 * The account table: identity, state and actions on every screen (actions folded into a menu on
 * phones); nickname from tablets up; group, history import and who connected it on wide screens only.
 */
export function useAccountColumns(handlers: AccountHandlers, canManage: boolean): ColumnsType<AccountView> {
  const { t } = useTranslation();
  const compact = usePhone();
  return [
    {
      title: t('account.account'),
      key: 'account',
      render: (_, account) => <AccountIdentity account={account} compact={compact} />,
    },
    {
      title: t('account.nickname'),
      key: 'remark',
      responsive: ['md'],
      render: (_, account) => account.remark || dash,
    },
    {
      title: t('account.status'),
      key: 'status',
      render: (_, account) => <AccountStatusCell account={account} />,
    },
    {
      title: t('account.group'),
      key: 'group',
      responsive: ['lg'],
      render: (_, account) => account.group_name ?? dash,
    },
    {
      title: t('account.backtrack'),
      key: 'backtrack',
      responsive: ['lg'],
      render: (_, account) => <BacktrackBadge status={account.backtrack_status} />,
    },
    {
      title: t('account.connectedBy'),
      key: 'connected',
      responsive: ['xl'],
      render: (_, account) => <ConnectedCell account={account} />,
    },
    actionsColumn(t('common.actions'), (account: AccountView) => (
      <AccountActions
        account={account}
        abilities={accountAbilities(account, canManage)}
        handlers={handlers}
        compact={compact}
      />
    )),
  ];
}

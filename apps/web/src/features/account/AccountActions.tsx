import { MoreOutlined } from '@ant-design/icons';
import { type AccountView, networkNames } from '@herald/contract';
import { Button, Dropdown, Flex, type MenuProps, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RemoveAction, type RowAction, RowActions, useDeleteConfirm } from '../../components/actions.js';
import type { AccountAbilities, AccountAction } from './abilities.js';

export type AccountDialog = 'remark' | 'template' | 'backtrack' | 'group';

export interface AccountHandlers {
  open: (dialog: AccountDialog, account: AccountView) => void;
  refresh: (account: AccountView) => void;
  reconnect: (account: AccountView) => void;
  remove: (account: AccountView) => Promise<unknown>;
}

interface ActionSet {
  extra: RowAction[];
  /** Why the publishing group action is disabled, when it is. */
  locked: string | null;
  remove: RemoveAction | undefined;
}

/** On phones the actions fold into one menu so the table keeps its width; Disconnect still asks first. */
function ActionsMenu({ extra, locked, remove }: ActionSet) {
  const { t } = useTranslation();
  const confirmDelete = useDeleteConfirm();
  const items: MenuProps['items'] = extra.map((action) => ({
    key: action.key,
    label: action.label,
    onClick: action.onClick,
  }));
  if (locked)
    items.push({
      key: 'group',
      disabled: true,
      label: (
        <Flex vertical>
          {t('account.actions.group')}
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
            {locked}
          </Typography.Text>
        </Flex>
      ),
    });
  if (remove)
    items.push({
      key: 'delete',
      danger: true,
      label: remove.label,
      onClick: () => confirmDelete(remove.confirm, remove.action, remove.label),
    });
  return (
    <Dropdown menu={{ items }} trigger={['click']} styles={{ root: { maxWidth: 260 } }}>
      <Button
        type="text"
        icon={<MoreOutlined />}
        aria-label={t('common.actions')}
        data-testid="account-menu"
      />
    </Dropdown>
  );
}

/**
 * What the caller may do with one account. A bound publishing group cannot change, so that action
 * stays in place but disabled, with the reason beside it.
 */
export function AccountActions({
  account,
  abilities,
  handlers,
  compact,
}: {
  account: AccountView;
  abilities: AccountAbilities;
  handlers: AccountHandlers;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const allowed = new Set<AccountAction>(abilities.actions);
  const onClick: Record<Exclude<AccountAction, 'delete'>, () => void> = {
    refresh: () => handlers.refresh(account),
    reconnect: () => handlers.reconnect(account),
    remark: () => handlers.open('remark', account),
    template: () => handlers.open('template', account),
    backtrack: () => handlers.open('backtrack', account),
    group: () => handlers.open('group', account),
  };
  const isLocked = allowed.has('group') && abilities.groupLocked;
  const set: ActionSet = {
    extra: abilities.actions
      .filter((action): action is Exclude<AccountAction, 'delete'> => action !== 'delete')
      .filter((action) => !(action === 'group' && isLocked))
      .map((action) => ({ key: action, label: t(`account.actions.${action}`), onClick: onClick[action] })),
    locked: isLocked ? t('account.groupBind.locked', { group: account.group_name ?? '' }) : null,
    remove: allowed.has('delete')
      ? {
          label: t('account.actions.delete'),
          confirm: t('account.deleteConfirm', {
            network: networkNames[account.social_channel],
            account: account.social_account,
          }),
          action: () => handlers.remove(account),
        }
      : undefined,
  };
  if (compact) return <ActionsMenu {...set} />;
  return (
    <Flex wrap align="center">
      <RowActions extra={set.extra} />
      {set.locked && (
        <Tooltip title={set.locked}>
          <Button type="link" size="small" disabled>
            {t('account.actions.group')}
          </Button>
        </Tooltip>
      )}
      {set.remove && <RowActions remove={set.remove} />}
    </Flex>
  );
}

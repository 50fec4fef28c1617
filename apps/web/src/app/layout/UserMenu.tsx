import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { APP_VERSION, apiPaths } from '@herald/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks.js';
import { useSignOutAction } from '../../components/SignOutButton.js';

/** The signed-in user, their standing, the version, and sign-out. */
export function UserMenu({ isGameAdmin }: { isGameAdmin: boolean }) {
  const { t } = useTranslation();
  const user = useApiQuery(apiPaths.auth.user, {}, { staleTime: Infinity });
  const signOut = useSignOutAction();
  const name = user.data?.userName ?? '…';
  const standing = user.data?.isSuper ? t('shell.platformAdmin') : isGameAdmin ? t('shell.gameAdmin') : null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'who',
            disabled: true,
            label: `${t('shell.signedInAs', { name })}${standing ? ` · ${standing}` : ''}`,
          },
          { key: 'version', disabled: true, label: t('app.version', { version: APP_VERSION }) },
          { type: 'divider' },
          {
            key: 'signout',
            icon: <LogoutOutlined />,
            label: t('shell.signOut'),
            onClick: () => void signOut(),
          },
        ],
      }}
    >
      <Button type="text" icon={<UserOutlined />} data-testid="user-menu">
        <span className="herald-user-name">{name}</span>
      </Button>
    </Dropdown>
  );
}

import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../lib/session.js';
import { useAsyncAction } from '../lib/use-async-action.js';

/** Signs out, for the user menu and for the pages that offer it on their own. */
export function useSignOutAction() {
  const signOut = useSignOut();
  const { run } = useAsyncAction(() => signOut());
  // A failure has already been shown as a toast by the action.
  return () => run().catch(() => undefined);
}

export function SignOutButton() {
  const { t } = useTranslation();
  const signOut = useSignOutAction();
  return (
    <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
      {t('shell.signOut')}
    </Button>
  );
}

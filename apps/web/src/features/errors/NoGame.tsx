import { useTranslation } from 'react-i18next';
import { SignOutButton } from '../../components/SignOutButton.js';
import { StatusResult } from '../../components/status-result.js';

/** The game fallback fails when the user belongs to no game (SPEC §4): say so and offer a way out. */
export function NoGame() {
  const { t } = useTranslation();
  return <StatusResult status="info" title={t('shell.noGame')} extra={<SignOutButton />} />;
}

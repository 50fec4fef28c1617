import { type AccountView, networkNames } from '@herald/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Marks an account connected to the local network emulator rather than the real network. */
export function EmulatedTag({ account }: { account: Pick<AccountView, 'emulated' | 'social_channel'> }) {
  const { t } = useTranslation();
  if (!account.emulated) return null;
  return (
    <Tooltip title={t('account.emulatedHint', { network: networkNames[account.social_channel] })}>
      <Tag color="purple" style={{ marginInlineEnd: 0 }} data-testid="emulated-tag">
        {t('account.emulated')}
      </Tag>
    </Tooltip>
  );
}

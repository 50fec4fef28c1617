import { canPublishTo } from '@herald/contract';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComposeAccount } from '../hooks/useComposeAccounts.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { NetworkPreview } from './NetworkPreview.js';

/** The onsite preview: one card per chosen network that Herald publishes to. */
export function PreviewPanel({ form, accounts }: { form: ComposeForm; accounts: readonly ComposeAccount[] }) {
  const { t } = useTranslation();
  const networks = form.networks.filter(canPublishTo);
  const namesOf = (network: string) =>
    accounts
      .filter((account) => account.network === network && form.values.account_ids.includes(account.id))
      .map((account) => account.name);
  return (
    <Card title={t('compose.preview.title')} size="small" data-testid="compose-preview">
      {networks.length === 0 ? (
        <Typography.Text type="secondary">{t('compose.preview.empty')}</Typography.Text>
      ) : (
        <Flex vertical gap="middle">
          {networks.map((network) => (
            <NetworkPreview
              key={network}
              values={form.values}
              network={network}
              accountNames={namesOf(network)}
            />
          ))}
        </Flex>
      )}
    </Card>
  );
}

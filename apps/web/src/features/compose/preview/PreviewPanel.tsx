import { canPublishTo, type SocialNetwork } from '@herald/contract';
import { Card, Flex, Typography } from 'antd';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkPreview } from '../../../components/post/preview/NetworkPreview.js';
import type { ComposeAccount } from '../hooks/useComposeAccounts.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';

/** The chosen networks the preview shows: those Herald publishes to (offsite posts have no preview). */
export const previewNetworks = (networks: readonly SocialNetwork[]) => networks.filter(canPublishTo);

/** The onsite preview: one card per chosen network that Herald publishes to. */
export function PreviewPanel({
  form,
  accounts,
  ref,
}: {
  form: ComposeForm;
  accounts: readonly ComposeAccount[];
  /** The card a submission screenshots. */
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const networks = previewNetworks(form.networks);
  const namesOf = (network: string) =>
    accounts
      .filter((account) => account.network === network && form.values.account_ids.includes(account.id))
      .map((account) => account.name);
  return (
    <Card ref={ref} title={t('compose.preview.title')} size="small" data-testid="compose-preview">
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

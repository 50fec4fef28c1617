import {
  apiPaths,
  isOptionalNetwork,
  type NetworkProfileView,
  networkNames,
  type SocialNetwork,
} from '@herald/contract';
import { Button, Divider, Flex, Modal, Spin, Tag, Tooltip, Typography } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks.js';
import { isSocialNetwork, NetworkLabel } from '../../components/networks.js';
import { TagsPreview } from '../../components/paged.js';
import { QueryError } from '../../components/states.js';
import { isManualChoice, ManualAccountForm } from './ManualAccountForm.js';
import { capabilitySummary, connectBlock } from './networks.js';
import { VkGroupsForm } from './VkGroupsForm.js';

type Profile = NetworkProfileView & { network: SocialNetwork };

/** One network: what it allows, and Connect, or the honest reason it cannot be connected. */
function NetworkRow({ profile, onChoose }: { profile: Profile; onChoose: () => void }) {
  const { t } = useTranslation();
  const name = networkNames[profile.network];
  const block = connectBlock(profile);
  const capabilities = capabilitySummary(profile).map(({ key, level }) => {
    const label = t(`account.capabilities.${key}`);
    return { key, label: level === 'partial' ? t('account.networks.limited', { name: label }) : label };
  });
  return (
    <Flex justify="space-between" align="center" gap="middle" data-testid={`network-${profile.network}`}>
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Flex gap="small" align="center" wrap>
          <Typography.Text strong>
            <NetworkLabel network={profile.network} size={18} />
          </Typography.Text>
          {profile.emulated && (
            <Tooltip title={t('account.networks.emulatedHint')}>
              <Tag color="purple">{t('account.emulated')}</Tag>
            </Tooltip>
          )}
          {isOptionalNetwork(profile.network) && (
            <Tooltip title={t(`account.networks.optionalHint.${profile.network}`)}>
              <Tag data-testid={`optional-${profile.network}`}>{t('account.networks.optional')}</Tag>
            </Tooltip>
          )}
        </Flex>
        {block ? (
          <Typography.Text type="secondary">
            {block === 'unsupported'
              ? t('account.networks.unsupported', { network: name })
              : t('account.networks.notConfigured', { network: name })}
          </Typography.Text>
        ) : (
          <TagsPreview items={capabilities} max={5} />
        )}
      </Flex>
      {profile.connect === 'none' ? (
        <Button onClick={onChoose} data-testid={`manual-${profile.network}`}>
          {t('account.manual.choose')}
        </Button>
      ) : (
        <Button type="primary" ghost disabled={block !== null} onClick={onChoose}>
          {t('account.networks.choose')}
        </Button>
      )}
    </Flex>
  );
}

/**
 * The networks to connect an account of (account/networks). Choosing one starts its authorization;
 * VK first asks which communities to ask access for.
 */
export function ConnectDialog({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (network: SocialNetwork, groupIds?: string[]) => void;
}) {
  const { t } = useTranslation();
  const networks = useApiQuery(apiPaths.account.networks, {}, { enabled: open, staleTime: 60_000 });
  const [vk, setVk] = useState(false);
  const [manual, setManual] = useState<SocialNetwork | null>(null);
  const close = () => {
    setVk(false);
    setManual(null);
    onClose();
  };
  const profiles = (networks.data ?? []).filter((profile): profile is Profile =>
    isSocialNetwork(profile.network),
  );
  let body: ReactNode;
  if (networks.isError) body = <QueryError error={networks.error} onRetry={() => void networks.refetch()} />;
  else if (!networks.data) body = <Spin style={{ display: 'block', margin: '32px auto' }} />;
  else if (manual && isManualChoice(manual))
    body = <ManualAccountForm network={manual} onBack={() => setManual(null)} onDone={close} />;
  else if (vk)
    body = (
      <VkGroupsForm
        onBack={() => setVk(false)}
        onContinue={(ids) => {
          setVk(false);
          onChoose('vk', ids);
        }}
      />
    );
  else
    body = (
      <>
        <Typography.Paragraph type="secondary">{t('account.networks.intro')}</Typography.Paragraph>
        {profiles.map((profile, index) => (
          <Fragment key={profile.network}>
            {index > 0 && <Divider style={{ margin: '12px 0' }} />}
            <NetworkRow
              profile={profile}
              onChoose={() => {
                if (isManualChoice(profile.network)) setManual(profile.network);
                else if (profile.network === 'vk') setVk(true);
                else onChoose(profile.network);
              }}
            />
          </Fragment>
        ))}
      </>
    );
  return (
    <Modal open={open} title={t('account.networks.title')} onCancel={close} footer={null} width={640}>
      {body}
    </Modal>
  );
}

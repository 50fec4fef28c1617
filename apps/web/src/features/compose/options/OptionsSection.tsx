import { Card, Flex } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkLabel } from '../../../components/networks.js';
import { hasOptions, type OptionNetwork } from '../../../lib/post-values/options.js';
import { IssueLines } from '../components/issue-help.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { issuesOn } from '../model/issues.js';
import { DiscordOptions } from './DiscordOptions.js';
import { FacebookOptions } from './FacebookOptions.js';
import { InstagramOptions } from './InstagramOptions.js';
import { RedditOptions } from './RedditOptions.js';
import { TiktokOptions } from './TiktokOptions.js';
import type { OptionsPanelProps } from './types.js';
import { WhatsappOptions } from './WhatsappOptions.js';
import { YoutubeOptions } from './YoutubeOptions.js';

const panels: Readonly<Record<OptionNetwork, ComponentType<OptionsPanelProps>>> = {
  facebook: FacebookOptions,
  instagram: InstagramOptions,
  youtube: YoutubeOptions,
  tiktok: TiktokOptions,
  reddit: RedditOptions,
  discord: DiscordOptions,
  whatsapp: WhatsappOptions,
};

/** One panel per chosen network that has options of its own, in the order the networks were chosen. */
export function OptionsSection({ form }: { form: ComposeForm }) {
  const { t } = useTranslation();
  const networks = form.networks.filter(hasOptions);
  if (networks.length === 0) return null;
  return (
    <Card title={t('compose.sections.options')} size="small">
      <Flex vertical gap="middle">
        {networks.map((network) => {
          const Panel = panels[network];
          return (
            <Card
              key={network}
              type="inner"
              size="small"
              title={<NetworkLabel network={network} />}
              data-testid={`options-${network}`}
            >
              <div style={{ marginBottom: 8 }}>
                <IssueLines issues={issuesOn(form.issues, `options.${network}`)} />
              </div>
              <Panel form={form} />
            </Card>
          );
        })}
      </Flex>
    </Card>
  );
}

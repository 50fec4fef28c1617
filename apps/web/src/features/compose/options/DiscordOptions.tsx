import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ThirdSearch } from '../../../components/ThirdSearch.js';
import { issueProps } from '../components/issue-help.js';
import { type OptionsPanelProps, optionIssues } from './types.js';

/**
 * Discord: the channel of the server to post in, picked from the server's channels (third/search);
 * an announcement channel's post can reach followers too.
 */
export function DiscordOptions({ form }: OptionsPanelProps) {
  const { t } = useTranslation();
  const draft = form.values.options.discord;
  return (
    <>
      <Form.Item
        label={t('compose.discord.channel')}
        required
        extra={t('compose.discord.channelHint')}
        {...issueProps(optionIssues(form, 'discord', 'channel_id'))}
      >
        <ThirdSearch
          mode="list"
          kind="discord_channels"
          accountId={form.accountFor('discord')}
          value={draft.channel_id ? { id: draft.channel_id, name: draft.channel_id } : null}
          onChange={(item) => form.setOptions('discord', { channel_id: item?.id ?? '' })}
          placeholder={t('compose.discord.channelPlaceholder')}
          ariaLabel={t('compose.discord.channel')}
          testId="discord-channel"
        />
      </Form.Item>
      <Form.Item label={t('compose.discord.crosspost')} extra={t('compose.discord.crosspostHint')}>
        <Switch
          checked={draft.crosspost}
          onChange={(checked) => form.setOptions('discord', { crosspost: checked })}
          aria-label={t('compose.discord.crosspost')}
        />
      </Form.Item>
    </>
  );
}

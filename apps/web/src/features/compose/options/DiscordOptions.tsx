import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { issueProps } from '../components/issue-help.js';
import { type OptionsPanelProps, optionIssues } from './types.js';

/** Discord: the channel of the server to post in; an announcement channel's post can reach followers too. */
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
        <Input
          value={draft.channel_id}
          inputMode="numeric"
          onChange={(event) => form.setOptions('discord', { channel_id: event.target.value.trim() })}
          placeholder="123456789012345678"
          aria-label={t('compose.discord.channel')}
          style={{ maxWidth: 320 }}
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

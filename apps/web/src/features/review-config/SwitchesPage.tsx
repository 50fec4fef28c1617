import type { ChatWebhook, ReviewConfig } from '@herald/contract';
import { Button, Divider, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../screens/types.js';
import { ChatList, chatsValid } from './ChatList.js';
import { ConfigFrame } from './ConfigFrame.js';
import { enabledKeys, type SwitchKey, SwitchMatrix, switchesOf } from './SwitchMatrix.js';
import { useReviewConfig } from './useReviewConfig.js';

/** The switches and chats being edited, started from the saved configuration. */
function SwitchesForm({
  saved,
  config,
}: {
  saved: ReviewConfig;
  config: ReturnType<typeof useReviewConfig>;
}) {
  const { t } = useTranslation();
  const [keys, setKeys] = useState<Set<SwitchKey>>(() => enabledKeys(saved.switchs));
  const [chats, setChats] = useState<ChatWebhook[]>(saved.chats);
  const disabled = !config.canManage;
  const save = () =>
    void config
      .save({ switchs: switchesOf(keys), chats: chats.map((chat) => ({ ...chat, url: chat.url.trim() })) })
      .catch(() => undefined);
  return (
    <Flex vertical gap="middle">
      <SwitchMatrix value={keys} onChange={setKeys} disabled={disabled} />
      <Divider style={{ margin: '8px 0' }} />
      <ChatList value={chats} onChange={setChats} disabled={disabled} />
      {!disabled && (
        <Button
          type="primary"
          onClick={save}
          loading={config.saving}
          disabled={!chatsValid(chats)}
          style={{ alignSelf: 'flex-start' }}
          data-testid="switches-save"
        >
          {t('reviewConfig.save')}
        </Button>
      )}
    </Flex>
  );
}

/** /config/review/switch: where approval is required, and the chats approval requests go to. */
export default function SwitchesPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const config = useReviewConfig();
  return (
    <ConfigFrame
      title={t('reviewConfig.switches.title')}
      explain={t('reviewConfig.switches.explain')}
      config={config}
    >
      {config.query.data && <SwitchesForm saved={config.query.data} config={config} />}
    </ConfigFrame>
  );
}

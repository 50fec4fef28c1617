import { DeleteOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { apiPaths, type ChatWebhook, chatKinds } from '@herald/contract';
import { Alert, Button, Flex, Input, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/hooks.js';
import { useFailureText } from '../../lib/failure-text.js';

const MAX_CHATS = 5;
const URL_PATTERN = /^https?:\/\/\S+$/i;

export function chatsValid(chats: readonly ChatWebhook[]): boolean {
  return chats.every((chat) => URL_PATTERN.test(chat.url.trim()));
}

/** Sends a test message to one chat and says what the chat answered. */
function TestButton({ chat }: { chat: ChatWebhook }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const test = useApiMutation(apiPaths.reviewConfig.chatTest);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async () => {
    setResult(null);
    try {
      const answer = await test.mutateAsync({ chat: { ...chat, url: chat.url.trim() } });
      setResult(
        answer.delivered
          ? { ok: true, text: t('reviewConfig.switches.testOk', { status: answer.status }) }
          : { ok: false, text: t('reviewConfig.switches.testFailed', { message: answer.message }) },
      );
    } catch (error) {
      setResult({ ok: false, text: failureText(error) });
    }
  };
  return (
    <Flex vertical gap={4}>
      <Button
        icon={<SendOutlined />}
        onClick={() => void run()}
        loading={test.isPending}
        disabled={!URL_PATTERN.test(chat.url.trim())}
      >
        {t('reviewConfig.switches.test')}
      </Button>
      {result && (
        <Alert
          type={result.ok ? 'success' : 'error'}
          showIcon
          title={result.text}
          data-testid="chat-test-result"
        />
      )}
    </Flex>
  );
}

/** The corporate chats approval requests are posted to (at most five). */
export function ChatList({
  value,
  onChange,
  disabled,
}: {
  value: ChatWebhook[];
  onChange: (next: ChatWebhook[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const change = (index: number, part: Partial<ChatWebhook>) =>
    onChange(value.map((chat, at) => (at === index ? { ...chat, ...part } : chat)));
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('reviewConfig.switches.chats')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('reviewConfig.switches.chatsExplain')}</Typography.Text>
      {value.map((chat, index) => {
        const bad = chat.url.trim() !== '' && !URL_PATTERN.test(chat.url.trim());
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: chats have no id; their position is their identity
          <Flex key={index} gap="small" wrap align="start" data-testid="chat-row">
            <Select
              aria-label={t('reviewConfig.switches.kind')}
              value={chat.kind}
              disabled={disabled}
              style={{ width: 200 }}
              options={chatKinds.map((kind) => ({
                value: kind,
                label: t(`reviewConfig.switches.kinds.${kind}`),
              }))}
              onChange={(kind) => change(index, { kind })}
            />
            <Flex vertical style={{ flex: '1 1 280px' }}>
              <Input
                aria-label={t('reviewConfig.switches.url')}
                placeholder="https://"
                value={chat.url}
                disabled={disabled}
                status={bad ? 'error' : undefined}
                onChange={(event) => change(index, { url: event.target.value })}
              />
              {bad && (
                <Typography.Text type="danger">{t('reviewConfig.switches.urlInvalid')}</Typography.Text>
              )}
            </Flex>
            <Switch
              aria-label={t('reviewConfig.switches.enabled')}
              checked={chat.enabled}
              disabled={disabled}
              onChange={(enabled) => change(index, { enabled })}
            />
            <TestButton chat={chat} />
            {!disabled && (
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('common.delete')}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              />
            )}
          </Flex>
        );
      })}
      {!disabled && value.length < MAX_CHATS && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => onChange([...value, { kind: 'generic', url: '', enabled: true }])}
          style={{ alignSelf: 'flex-start' }}
          data-testid="chat-add"
        >
          {t('reviewConfig.switches.addChat')}
        </Button>
      )}
    </Flex>
  );
}

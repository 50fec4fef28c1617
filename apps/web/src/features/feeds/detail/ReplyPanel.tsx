import { LockOutlined, SendOutlined } from '@ant-design/icons';
import { apiPaths, type FeedDetail, networkNames } from '@herald/contract';
import { Alert, Button, Card, Flex, Input, Segmented, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/transport.js';
import { currentLanguage } from '../../../i18n/index.js';
import { defaultKind, optionOf, type ReplyKind, reasonText, replyLength } from '../model/reply.js';
import { timeLeft } from '../model/time.js';

/** The private window's time left, counted down each minute. */
function WindowLeft({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(endsAt, now);
  return (
    <Typography.Text type={left ? 'secondary' : 'danger'} data-testid="feeds-reply-window">
      {left ? t('feeds.reply.windowLeft', left) : t('feeds.reply.windowClosed')}
    </Typography.Text>
  );
}

/**
 * The reply box: public or private (private only while the network's 24-hour window is open, with the
 * time left), the character count against the network's limit, and send through feeds/reply and
 * its approval. Without content_compose the box is replaced by the reason.
 */
export function ReplyPanel({
  detail,
  canCompose,
  onText,
  attempt,
  putDetail,
}: {
  detail: FeedDetail;
  canCompose: boolean;
  /** Whether the box holds text (the collision warning tells others). */
  onText: (writing: boolean) => void;
  attempt: (name: string, work: () => Promise<void>, done?: string) => Promise<boolean>;
  putDetail: (detail: FeedDetail) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const network = detail.feed.social_channel;
  const [kind, setKind] = useState<ReplyKind>(() => defaultKind(detail));
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const writing = text.trim() !== '';
  useEffect(() => onText(writing), [writing, onText]);

  if (!canCompose)
    return (
      <Card size="small" title={t('feeds.reply.title')}>
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          title={t('feeds.reply.noCompose')}
          data-testid="feeds-reply-denied"
        />
      </Card>
    );

  const option = optionOf(detail, kind);
  const why = (reason: string | null) => reasonText(reason, network, locale, t('feeds.reply.notAllowed'));
  const count = replyLength(text, network, option.max_length);
  const kinds: { value: ReplyKind; label: string; disabled: boolean; reason: string | null }[] = (
    ['public', 'private'] as const
  ).map((value) => {
    const each = optionOf(detail, value);
    return {
      value,
      label: t(`feeds.reply.${value}`),
      disabled: !each.allowed,
      reason: each.allowed ? null : why(each.reason),
    };
  });

  const send = async () => {
    setSending(true);
    const ok = await attempt(
      'reply',
      async () =>
        putDetail(await call(apiPaths.feeds.reply, { id: detail.feed.id, kind, text: text.trim() })),
      t('feeds.reply.sent'),
    );
    setSending(false);
    if (ok) setText('');
  };

  return (
    <Card size="small" title={t('feeds.reply.title')} data-testid="feeds-reply">
      <Flex vertical gap="small">
        <Segmented<ReplyKind>
          value={kind}
          onChange={setKind}
          options={kinds.map((entry) => ({
            value: entry.value,
            disabled: entry.disabled,
            label: entry.reason ? (
              <Tooltip title={entry.reason}>
                <span>{entry.label}</span>
              </Tooltip>
            ) : (
              entry.label
            ),
          }))}
          aria-label={t('feeds.reply.title')}
        />
        {kind === 'private' && detail.private_reply.window_ends_at && (
          <WindowLeft endsAt={detail.private_reply.window_ends_at} />
        )}
        {kinds
          .filter((entry) => entry.reason)
          .map((entry) => (
            <Typography.Text
              key={entry.value}
              type="secondary"
              data-testid={`feeds-reply-reason-${entry.value}`}
            >
              {t('feeds.reply.reasonLine', { kind: entry.label, reason: entry.reason })}
            </Typography.Text>
          ))}
        <Input.TextArea
          aria-label={t(`feeds.reply.${kind}`)}
          placeholder={t('feeds.reply.placeholder')}
          autoSize={{ minRows: 3, maxRows: 10 }}
          value={text}
          disabled={!option.allowed}
          onChange={(event) => setText(event.target.value)}
          status={count.over ? 'error' : undefined}
        />
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Typography.Text
            type={count.over ? 'danger' : 'secondary'}
            data-testid="feeds-reply-count"
            aria-live="polite"
          >
            {count.max !== null
              ? t('feeds.reply.counter', { count: count.length, max: count.max })
              : count.length}
            {count.over && ` · ${t('feeds.reply.tooLong', { network: networkNames[network] })}`}
          </Typography.Text>
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={sending}
            disabled={!option.allowed || !writing || count.over}
            onClick={() => void send()}
          >
            {t('feeds.reply.send')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

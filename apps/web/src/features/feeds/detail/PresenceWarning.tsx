import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Mei is also replying": shown while someone else answers (or looks at) the same item. */
export function PresenceWarning({ others }: { others: readonly { name: string; replying: boolean }[] }) {
  const { t } = useTranslation();
  if (others.length === 0) return null;
  const replying = others.filter((other) => other.replying);
  const list = replying.length > 0 ? replying : others;
  const names = new Intl.ListFormat(document.documentElement.lang || 'en', { type: 'conjunction' }).format(
    list.map((other) => other.name),
  );
  const many = list.length > 1;
  const text =
    replying.length > 0
      ? t(many ? 'feeds.detail.presence.replyingMany' : 'feeds.detail.presence.replyingOne', { names })
      : t(many ? 'feeds.detail.presence.viewingMany' : 'feeds.detail.presence.viewingOne', { names });
  return (
    <Alert
      type={replying.length > 0 ? 'warning' : 'info'}
      showIcon
      title={text}
      role="status"
      data-testid="feeds-presence"
    />
  );
}

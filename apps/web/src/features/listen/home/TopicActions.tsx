import type { TopicSummary } from '@herald/contract';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { listenEn } from '../../../i18n/listen.js';
import { useRouteLink } from '../../../lib/links.js';
import type { useTopicActions } from '../hooks/useTopicActions.js';
import { configRoute, topicQuery, topicRoute } from '../model/links.js';

type ActionKey = keyof typeof listenEn.home.actions;

/**
 * What can be done with a topic of each status: a draft is edited or activated, an active topic
 * opened, edited or archived, an archived one opened or restored; any can be deleted (asked first).
 */
export function TopicActions({
  topic,
  actions,
  search,
}: {
  topic: TopicSummary;
  actions: ReturnType<typeof useTopicActions>;
  search: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useRouteLink();
  const params = { id: String(topic.id) };
  const go = (route: string, query: Record<string, string> = {}) =>
    void navigate(link(route, { params, query }));
  const button = (key: ActionKey, onClick: () => void, danger = false) => (
    <Button
      key={key}
      type="link"
      size="small"
      danger={danger}
      disabled={actions.busy}
      onClick={onClick}
      data-testid={`topic-${key}-${topic.id}`}
    >
      {t(`listen.home.actions.${key}`)}
    </Button>
  );
  const items = [];
  if (topic.status !== 'draft')
    items.push(button('open', () => go(topicRoute(topic.status), topicQuery(topic.status, search))));
  if (topic.status !== 'archive') items.push(button('edit', () => go(configRoute(topic.status))));
  if (topic.status === 'draft') items.push(button('activate', () => void actions.activate(topic.id, false)));
  if (topic.status === 'active') items.push(button('archive', () => void actions.archive(topic.id)));
  if (topic.status === 'archive') items.push(button('restore', () => void actions.activate(topic.id, true)));
  items.push(button('delete', () => void actions.remove(topic.id, topic.title), true));
  return (
    <Space size={0} wrap>
      {items}
    </Space>
  );
}

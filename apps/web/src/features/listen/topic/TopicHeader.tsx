import { ReloadOutlined } from '@ant-design/icons';
import { apiPaths, type TopicConfig } from '@herald/contract';
import { App, Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useApiMutation, useApiQuery } from '../../../api/hooks.js';
import { formatTime, PageHeader } from '../../../components/paged.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { useRouteLink } from '../../../lib/links.js';
import { SourceStates } from '../components/SourceStates.js';
import { useTopicActions } from '../hooks/useTopicActions.js';
import { configRoute, topicQuery, topicRoute } from '../model/links.js';

/**
 * A topic's header: title, type, status, how each network stands and when it was last fetched, with
 * Refresh (active), Edit config, and Archive or Restore (which open the topic at its new address).
 */
export function TopicHeader({ config }: { config: TopicConfig }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const location = useLocation();
  const link = useRouteLink();
  const { topic } = config;
  const id = { id: topic.id };
  const last = useApiQuery(apiPaths.listenTopic.last, id);
  const refresh = useApiMutation(apiPaths.listenTopic.refresh, { invalidates: [apiPaths.listenTopic.last] });
  const actions = useTopicActions();
  const statuses = last.data?.sources_status ?? config.sources_status;
  const lastFetched = last.data?.last_fetched_at;
  const moved = (status: 'active' | 'archive') =>
    void navigate(
      link(topicRoute(status), {
        params: { id: String(topic.id) },
        query: topicQuery(status, location.search),
      }),
    );
  const archived = topic.status === 'archive';

  return (
    <PageHeader
      title={topic.title}
      action={
        <Flex gap="small" wrap>
          {topic.status === 'active' && (
            <Button
              icon={<ReloadOutlined />}
              loading={refresh.isPending}
              onClick={() =>
                refresh.mutate(id, {
                  onSuccess: () => void message.success(t('listen.topic.refreshed')),
                  onError: (error) => void message.error(failureText(error)),
                })
              }
              data-testid="topic-refresh"
            >
              {t('listen.topic.refresh')}
            </Button>
          )}
          <Button
            onClick={() =>
              void navigate(link(configRoute(topic.status), { params: { id: String(topic.id) } }))
            }
            data-testid="topic-config"
          >
            {t('listen.topic.editConfig')}
          </Button>
          <Button
            disabled={actions.busy}
            onClick={async () => {
              const done = archived
                ? await actions.activate(topic.id, true)
                : await actions.archive(topic.id);
              if (done) moved(archived ? 'active' : 'archive');
            }}
            data-testid={archived ? 'topic-restore' : 'topic-archive'}
          >
            {archived ? t('listen.topic.restore') : t('listen.topic.archive')}
          </Button>
        </Flex>
      }
    >
      <Flex wrap gap="small" align="center" style={{ marginTop: 8 }}>
        <Tag>{t(`listen.types.${topic.type}`)}</Tag>
        <Tag color={topic.status === 'active' ? 'processing' : 'default'}>
          {t(`listen.status.${topic.status}`)}
        </Tag>
        <SourceStates statuses={statuses} />
        <Typography.Text type="secondary">
          {lastFetched
            ? t('listen.topic.lastFetched', { time: formatTime(lastFetched) })
            : t('listen.topic.neverFetched')}
        </Typography.Text>
      </Flex>
    </PageHeader>
  );
}

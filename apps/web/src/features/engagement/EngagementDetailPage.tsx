import { ArrowLeftOutlined, SyncOutlined } from '@ant-design/icons';
import {
  apiPaths,
  type EngagementAction,
  type EngagementDetail,
  type EngagementGroup,
  engagementActions,
  engagementGroups,
} from '@herald/contract';
import { App, Button, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiMutation, useApiQuery } from '../../api/hooks.js';
import { engagementReads } from '../../api/reads.js';
import { EngagementCard } from '../../components/engagement/EngagementCard.js';
import { NotBuilt } from '../../components/NotBuilt.js';
import { networkName } from '../../components/networks.js';
import { PageHeader } from '../../components/paged.js';
import { AttemptLog } from '../../components/post/detail/AttemptLog.js';
import { History } from '../../components/post/detail/History.js';
import { idOf } from '../../components/post/detail/usePostDetail.js';
import { StatusTag } from '../../components/post/StatusTag.js';
import { runningStatuses } from '../../components/post/status.js';
import { EmptyState, FullPageSpinner, QueryError } from '../../components/states.js';
import { useCanCompose } from '../../lib/abilities.js';
import { useFailureText } from '../../lib/failure-text.js';
import { useRouteLink } from '../../lib/links.js';
import type { ScreenProps } from '../../screens/types.js';

const FOLLOW_MS = 3000;

const isEngagementGroup = (type: string | undefined): type is EngagementGroup =>
  type !== undefined && Object.hasOwn(engagementGroups, type);

const isEngagementAction = (action: string): action is EngagementAction =>
  (engagementActions as readonly string[]).includes(action);

/** The actions the status allows, each asked first; a retry after an unknown outcome says to check. */
function EngagementActions({ group, detail }: { group: EngagementGroup; detail: EngagementDetail }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const failureText = useFailureText();
  const act = useApiMutation(apiPaths[group].act, { invalidates: engagementReads });
  const unknown = detail.accounts.filter((account) => account.result === 'exception');
  const offered = detail.actions.filter(isEngagementAction);
  const ask = (action: EngagementAction) => {
    const content =
      action === 'retry' && unknown.length > 0
        ? t('engagement.confirm.retryUnknown', {
            accounts: unknown
              .map((account) => `${networkName(account.network)} · ${account.name}`)
              .join(', '),
          })
        : t(`engagement.confirm.${action}`);
    modal.confirm({
      title: t('common.confirmTitle'),
      content,
      okText: t(`content.actions.${action}`),
      okButtonProps: { danger: action === 'delete' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await act.mutateAsync({ id: detail.engagement.id, action, checked: action === 'retry' });
        } catch (error) {
          void message.error(failureText(error));
        }
      },
    });
  };
  if (offered.length === 0) return null;
  return (
    <Flex gap="small" wrap>
      {offered.map((action) => (
        <Button key={action} danger={action === 'delete'} onClick={() => ask(action)}>
          {t(`content.actions.${action}`)}
        </Button>
      ))}
    </Flex>
  );
}

/** content.<comment|like|message>.detail: what it answers and says, how it went, its calls and history. */
function EngagementDetailPage({ group }: { group: EngagementGroup }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const link = useRouteLink();
  const canCompose = useCanCompose();
  const id = idOf(search);
  const query = useApiQuery(
    apiPaths[group].detail,
    { id: id ?? 0 },
    {
      enabled: id !== null,
      refetchInterval: (state) => {
        const status = state.state.data?.engagement.status;
        return status && runningStatuses.includes(status) ? FOLLOW_MS : false;
      },
    },
  );
  const back = (
    <Link to={link(`content.${group}.list`)}>
      <ArrowLeftOutlined /> {t('engagement.detail.back')}
    </Link>
  );
  if (id === null) return <EmptyState description={t('engagement.detail.missing')} action={back} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <FullPageSpinner />;
  const detail = query.data;
  const { engagement } = detail;
  return (
    <>
      <div style={{ marginBottom: 8 }}>{back}</div>
      <PageHeader
        title={t(`engagement.kinds.${engagement.content_type}`)}
        action={canCompose ? <EngagementActions group={group} detail={detail} /> : null}
      >
        <Flex gap="small" align="center" wrap style={{ marginTop: 8 }}>
          <StatusTag status={engagement.status} />
          {runningStatuses.includes(engagement.status) && (
            <Typography.Text type="secondary">
              <SyncOutlined spin /> {t('content.detail.refreshing')}
            </Typography.Text>
          )}
        </Flex>
      </PageHeader>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Flex vertical gap={16}>
            <EngagementCard detail={detail} />
            <AttemptLog detail={detail} />
          </Flex>
        </Col>
        <Col xs={24} xl={9}>
          <History detail={detail} />
        </Col>
      </Row>
    </>
  );
}

/** content.<comment|like|message>.detail as the route table opens it: the group is the route's type. */
export default function EngagementDetailScreen({ routeName, params }: ScreenProps) {
  if (!isEngagementGroup(params.type)) return <NotBuilt routeName={routeName} />;
  return <EngagementDetailPage group={params.type} />;
}

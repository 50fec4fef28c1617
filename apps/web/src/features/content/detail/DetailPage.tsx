import { ArrowLeftOutlined, SyncOutlined } from '@ant-design/icons';
import { Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/paged.js';
import { AccountResults } from '../../../components/post/detail/AccountResults.js';
import { AttemptLog } from '../../../components/post/detail/AttemptLog.js';
import { History } from '../../../components/post/detail/History.js';
import { PostContent } from '../../../components/post/detail/PostContent.js';
import { PostFacts } from '../../../components/post/detail/PostFacts.js';
import { SubmittedPreview } from '../../../components/post/detail/SubmittedPreview.js';
import { idOf, usePostDetail } from '../../../components/post/detail/usePostDetail.js';
import { HeldTag } from '../../../components/post/HeldTag.js';
import { usePostName } from '../../../components/post/PostTitle.js';
import { StatusTag } from '../../../components/post/StatusTag.js';
import { runningStatuses } from '../../../components/post/status.js';
import { EmptyState, FullPageSpinner, QueryError } from '../../../components/states.js';
import { usePhone } from '../../../components/viewport.js';
import { useCanCompose } from '../../../lib/abilities.js';
import { useRouteLink } from '../../../lib/links.js';
import type { ScreenProps } from '../../../screens/types.js';
import { DetailActions } from './DetailActions.js';
import { HeldAlert } from './HeldAlert.js';

/**
 * content.post.detail: what the post says, where it went and how, every call made for it, its history,
 * and the actions its status allows. Its route fixes page and type, so it reads no parameter; the
 * other detail pages come from their own features (screens/detail.tsx picks which).
 */
export default function DetailPage(_screen: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const link = useRouteLink();
  const nameOf = usePostName();
  const canCompose = useCanCompose();
  const phone = usePhone();
  const id = idOf(search);
  const query = usePostDetail(id);
  const back = (
    <Link to={link('content.post.list')}>
      <ArrowLeftOutlined /> {t('content.detail.back')}
    </Link>
  );

  if (id === null) return <EmptyState description={t('content.detail.missing')} action={back} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <FullPageSpinner />;
  const detail = query.data;
  const { post } = detail;
  const running = runningStatuses.includes(post.status);
  const actions = canCompose ? <DetailActions detail={detail} /> : null;

  return (
    <>
      <div style={{ marginBottom: 8 }}>{back}</div>
      <PageHeader title={nameOf(post)} action={actions && !phone && actions}>
        <Flex gap="small" align="center" wrap style={{ marginTop: 8 }}>
          <StatusTag status={post.status} />
          <HeldTag held={post.held} />
          {running && (
            <Typography.Text type="secondary" data-testid="following">
              <SyncOutlined spin /> {t('content.detail.refreshing')}
            </Typography.Text>
          )}
        </Flex>
        {/* On phones the buttons go under the status, which says why they are the ones offered. */}
        {actions && phone && <div style={{ marginTop: 12 }}>{actions}</div>}
      </PageHeader>
      {post.held && <HeldAlert held={post.held} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Flex vertical gap={16}>
            <PostContent post={post} />
            <AccountResults detail={detail} />
            <AttemptLog detail={detail} />
          </Flex>
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap={16}>
            <SubmittedPreview preview={post.preview} />
            <PostFacts post={post} />
            <History detail={detail} />
          </Flex>
        </Col>
      </Row>
    </>
  );
}

import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  apiPaths,
  type EngagementDetail,
  type ReviewContentType,
  type ReviewRequest,
} from '@herald/contract';
import { Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/hooks.js';
import { EngagementCard } from '../../components/engagement/EngagementCard.js';
import { NotBuilt } from '../../components/NotBuilt.js';
import { PageHeader } from '../../components/paged.js';
import { AccountResults } from '../../components/post/detail/AccountResults.js';
import { PostContent } from '../../components/post/detail/PostContent.js';
import { PostFacts } from '../../components/post/detail/PostFacts.js';
import { SubmittedPreview } from '../../components/post/detail/SubmittedPreview.js';
import { idOf } from '../../components/post/detail/usePostDetail.js';
import { usePostName } from '../../components/post/PostTitle.js';
import { StatusTag } from '../../components/post/StatusTag.js';
import { EmptyState, FullPageSpinner, QueryError } from '../../components/states.js';
import type { ScreenProps } from '../../screens/types.js';
import { isReviewType, useReviewLinks } from './model.js';
import { ReviewPanel } from './ReviewPanel.js';
import { ReviewPreviews } from './ReviewPreviews.js';

/**
 * review.<type>.detail: the content a reviewer decides on (what it says, where and when it goes) and
 * its approval, with the decision when it is the caller's to make.
 */
function ReviewDetailPage({ type }: { type: ReviewContentType }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const links = useReviewLinks(type);
  const nameOf = usePostName();
  const id = idOf(search);
  const query = useApiQuery(apiPaths.review.detail, { content_id: id ?? 0 }, { enabled: id !== null });
  const back = (
    <Link to={links.list()}>
      <ArrowLeftOutlined /> {t('review.detail.back')}
    </Link>
  );

  if (id === null) return <EmptyState description={t('review.detail.missing')} action={back} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <FullPageSpinner />;
  const { content, engagement, request } = query.data;
  if (engagement) return <EngagementReview detail={engagement} request={request} back={back} />;
  if (!content) return <EmptyState description={t('review.detail.missing')} action={back} />;
  const { post } = content;

  return (
    <>
      <div style={{ marginBottom: 8 }}>{back}</div>
      <PageHeader title={nameOf(post)}>
        <Flex gap="small" align="center" wrap style={{ marginTop: 8 }}>
          <StatusTag status={post.status} />
        </Flex>
      </PageHeader>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Flex vertical gap={16}>
            <PostContent post={post} />
            <ReviewPanel contentId={post.id} request={request} />
          </Flex>
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap={16}>
            <ReviewPreviews post={post} />
            <SubmittedPreview preview={post.preview} />
            <PostFacts post={post} />
            <AccountResults detail={content} />
          </Flex>
        </Col>
      </Row>
    </>
  );
}

/** A comment, reply, like or message under approval: what it answers and says, and its approval. */
function EngagementReview({
  detail,
  request,
  back,
}: {
  detail: EngagementDetail;
  request: ReviewRequest | null;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const { engagement } = detail;
  return (
    <>
      <div style={{ marginBottom: 8 }}>{back}</div>
      <PageHeader title={t(`engagement.kinds.${engagement.content_type}`)}>
        <Flex gap="small" align="center" wrap style={{ marginTop: 8 }}>
          <StatusTag status={engagement.status} />
        </Flex>
      </PageHeader>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <ReviewPanel contentId={engagement.id} request={request} />
        </Col>
        <Col xs={24} xl={9}>
          <EngagementCard detail={detail} />
        </Col>
      </Row>
    </>
  );
}

/** review.<type>.detail as the route table opens it: the content type is the route's type. */
export default function ReviewDetailScreen({ routeName, params }: ScreenProps) {
  if (!isReviewType(params.type)) return <NotBuilt routeName={routeName} />;
  return <ReviewDetailPage type={params.type} />;
}

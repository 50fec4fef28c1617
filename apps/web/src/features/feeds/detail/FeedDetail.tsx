import { apiPaths, type FeedDetail as Detail, errorCatalog } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Skeleton } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeyOf } from '../../../api/hooks.js';
import { ApiError } from '../../../api/transport.js';
import { QueryError } from '../../../components/states.js';
import { StatusResult } from '../../../components/status-result.js';
import { useCanCompose } from '../../../lib/abilities.js';
import { useFeedDetail, usePresence } from '../hooks/useFeedDetail.js';
import { useMe, useMembers, useTags } from '../hooks/useFeedLookups.js';
import { AuthorCard } from './AuthorCard.js';
import { DetailHeader } from './DetailHeader.js';
import { Notes } from './Notes.js';
import { PresenceWarning } from './PresenceWarning.js';
import { ReplyPanel } from './ReplyPanel.js';
import { SentReplies } from './SentReplies.js';
import { OriginalPost, Thread } from './Thread.js';
import { Triage } from './Triage.js';

/** The detail's loading state: the shape of what is coming. */
export function DetailSkeleton() {
  return (
    <Flex vertical gap="middle" data-testid="feeds-detail-loading" aria-busy="true">
      <Skeleton active avatar paragraph={{ rows: 2 }} />
      <Skeleton active paragraph={{ rows: 4 }} />
      <Skeleton active paragraph={{ rows: 3 }} />
    </Flex>
  );
}

function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.code === errorCatalog.not_found.code;
}

/**
 * One inbox item with everything to answer it: where it is from and what can be done on the network,
 * who else is on it, the handling (state, assignee, sentiment, tags), the post and the conversation,
 * the reply box, the replies sent, the author, and the team's notes. The list's side panel and the
 * detail page both show it.
 */
export function FeedDetailView({
  id,
  onClose,
  onOpen,
  back,
}: {
  id: number;
  onClose?: () => void;
  onOpen: (id: number) => void;
  back?: ReactNode;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const me = useMe();
  const canCompose = useCanCompose();
  const tags = useTags();
  const { query, busy, attempt, putDetail, change } = useFeedDetail(id);
  const detail = query.data;
  const known = detail?.feed.assignee_id
    ? [{ user_id: detail.feed.assignee_id, name: detail.feed.assignee_name ?? `#${detail.feed.assignee_id}` }]
    : [];
  const members = useMembers(known);
  const [writing, setWriting] = useState(false);
  const others = usePresence(id, writing, me?.user_id);
  const onText = useCallback((value: boolean) => setWriting(value), []);
  const addNote = (note: Detail['notes'][number]) =>
    client.setQueryData<Detail>(queryKeyOf(apiPaths.feeds.detail, { id }), (current) =>
      current ? { ...current, notes: [...current.notes, note] } : current,
    );

  if (query.isError)
    return isMissing(query.error) ? (
      <StatusResult status="404" subTitle={t('feeds.detail.missing')} extra={back} />
    ) : (
      <QueryError error={query.error} onRetry={() => void query.refetch()} />
    );
  if (!detail) return <DetailSkeleton />;

  return (
    <Flex vertical gap="middle" data-testid="feeds-detail">
      <DetailHeader
        detail={detail}
        canCompose={canCompose}
        attempt={attempt}
        putDetail={putDetail}
        onClose={onClose}
        back={back}
      />
      <PresenceWarning others={others} />
      <Triage feed={detail.feed} tags={tags.byId} members={members} change={change} busy={busy} />
      <OriginalPost post={detail.post} />
      <Thread thread={detail.thread.length > 0 ? detail.thread : [detail.feed]} current={detail.feed.id} />
      <ReplyPanel
        key={detail.feed.id}
        detail={detail}
        canCompose={canCompose}
        onText={onText}
        attempt={attempt}
        putDetail={putDetail}
      />
      <SentReplies replies={detail.replies} />
      <AuthorCard detail={detail} onOpen={onOpen} />
      <Notes detail={detail} attempt={attempt} onAdded={addNote} />
    </Flex>
  );
}

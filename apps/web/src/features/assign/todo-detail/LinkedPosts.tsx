import type { TodoDetail } from '@herald/contract';
import { Button, Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/states.js';
import { TodoStats } from '../components/figures.js';
import { PostRow } from '../components/PostRow.js';
import { useLinkWrites } from '../hooks/useLinkWrites.js';

/** The posts linked to a to-do with their figures (and their total); the receiver may unlink one while it is open. */
export function LinkedPosts({ detail }: { detail: TodoDetail }) {
  const { t } = useTranslation();
  const writes = useLinkWrites(detail.todo.todo_id);
  const { unlink } = writes;
  return (
    <Card size="small" title={t('assign.todo.linked')}>
      {detail.linked.length > 0 && <TodoStats stats={detail.todo.post_stats} />}
      {detail.linked.length === 0 ? (
        <EmptyState description={t('assign.todo.noLinked')} />
      ) : (
        <List
          dataSource={detail.linked}
          rowKey="post_id"
          data-testid="linked-posts"
          renderItem={(post) => (
            <List.Item>
              <PostRow
                post={post}
                actions={
                  detail.can.link ? (
                    <Button
                      size="small"
                      loading={unlink.isPending && unlink.variables?.post_id === post.post_id}
                      onClick={() => void writes.unlinkPost(post.post_id)}
                    >
                      {t('assign.todo.unlink')}
                    </Button>
                  ) : undefined
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

import { api, type TodoDetail } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeyOf, useApiMutation } from '../../../api/hooks.js';
import { EmptyState } from '../../../components/states.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { TodoStats } from '../components/figures.js';
import { PostRow } from '../components/PostRow.js';
import { todoReads } from '../hooks/reads.js';

/** The posts linked to a to-do with their figures (and their total); the receiver may unlink one while it is open. */
export function LinkedPosts({ detail }: { detail: TodoDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const client = useQueryClient();
  const id = detail.todo.todo_id;
  const unlink = useApiMutation(api.assignTodo.unlink, {
    invalidates: todoReads,
    onSuccess: (next) => client.setQueryData(queryKeyOf(api.assignTodo.detail, { id }), next),
  });
  const take = async (postId: number) => {
    try {
      await unlink.mutateAsync({ id, post_id: postId });
      void message.success(t('assign.todo.unlinked'));
    } catch (error) {
      void message.error(failureText(error));
    }
  };
  return (
    <Card size="small" title={t('assign.todo.linked')} extra={<TodoStats stats={detail.todo.post_stats} />}>
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
                    <Flex>
                      <Button
                        size="small"
                        loading={unlink.isPending && unlink.variables?.post_id === post.post_id}
                        onClick={() => void take(post.post_id)}
                      >
                        {t('assign.todo.unlink')}
                      </Button>
                    </Flex>
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

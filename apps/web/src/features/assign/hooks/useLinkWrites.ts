import { apiPaths, type TodoDetail } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeyOf, useApiMutation } from '../../../api/hooks.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { todoReads } from './reads.js';

/** Linking and unlinking posts of a to-do; each answer is the to-do as it now stands. */
export function useLinkWrites(todoId: number) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const client = useQueryClient();
  const settle = {
    invalidates: todoReads,
    onSuccess: (next: TodoDetail) =>
      client.setQueryData(queryKeyOf(apiPaths.assignTodo.detail, { id: todoId }), next),
  };
  const link = useApiMutation(apiPaths.assignTodo.link, settle);
  const unlink = useApiMutation(apiPaths.assignTodo.unlink, settle);
  return {
    link,
    unlink,
    /** Links the posts; true when the server took them. */
    linkPosts: async (postIds: number[]): Promise<boolean> => {
      try {
        await link.mutateAsync({ id: todoId, post_ids: postIds });
        void message.success(t('assign.link.linked', { count: postIds.length }));
        return true;
      } catch (error) {
        void message.error(failureText(error));
        return false;
      }
    },
    unlinkPost: async (postId: number) => {
      try {
        await unlink.mutateAsync({ id: todoId, post_id: postId });
        void message.success(t('assign.todo.unlinked'));
      } catch (error) {
        void message.error(failureText(error));
      }
    },
  };
}

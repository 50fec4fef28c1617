import { apiPaths } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeyOf, useApiMutation } from '../../../api/hooks.js';
import { call } from '../../../api/transport.js';
import { useDeleteConfirm } from '../../../components/actions.js';
import { useFailureText } from '../../../lib/failure-text.js';

/** Every read a topic's change may alter: the home list, the topic's config and its figures. */
const topicReads = [
  apiPaths.listenTopic.list,
  apiPaths.listenTopic.config,
  apiPaths.listenTopic.last,
  apiPaths.listenInsight.overview,
] as const;

/**
 * A topic's lifecycle calls (activate or restore, archive, delete), each saying how it went. Delete
 * first reads what the topic holds, so the question says how many mentions and alerts are lost.
 */
export function useTopicActions() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const client = useQueryClient();
  const confirmDelete = useDeleteConfirm();
  const activate = useApiMutation(apiPaths.listenTopic.activate, { invalidates: topicReads });
  const archive = useApiMutation(apiPaths.listenTopic.archive, { invalidates: topicReads });
  const remove = useApiMutation(apiPaths.listenTopic.delete, { invalidates: [apiPaths.listenTopic.list] });

  const run = useCallback(
    async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
      try {
        await action();
        void message.success(done);
        return true;
      } catch (error) {
        void message.error(failureText(error));
        return false;
      }
    },
    [message, failureText],
  );

  return {
    busy: activate.isPending || archive.isPending || remove.isPending,
    /** Starts a draft, or restores an archived topic with its data. */
    activate: (id: number, restoring: boolean) =>
      run(
        () => activate.mutateAsync({ id }),
        t(restoring ? 'listen.home.restored' : 'listen.home.activated'),
      ),
    archive: (id: number) => run(() => archive.mutateAsync({ id }), t('listen.home.archived')),
    /** Asks, naming what is lost, then deletes; `onDeleted` runs once it is gone. */
    remove: async (id: number, title: string, onDeleted?: () => void) => {
      try {
        const config = await client.fetchQuery({
          queryKey: queryKeyOf(apiPaths.listenTopic.config, { id }),
          queryFn: () => call(apiPaths.listenTopic.config, { id }),
        });
        confirmDelete(
          t('listen.home.deleteAsk', { title, mentions: config.mentions, alerts: config.alerts }),
          async () => {
            await remove.mutateAsync({ id });
            onDeleted?.();
          },
        );
      } catch (error) {
        void message.error(failureText(error));
      }
    },
  };
}

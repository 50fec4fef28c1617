import { type AppPost, apiPaths } from '@herald/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { handOff } from '../handoff/hand-off.js';
import { fetchFiles, mediaOf } from '../handoff/media.js';

const refreshed = [apiPaths.app.postList, apiPaths.app.postDetail];

/**
 * Sending one post to Instagram and recording it (app/post/share). The media are fetched as files
 * ahead of the click where the share sheet takes files, so the click itself awaits nothing first.
 * Herald is told only once the share sheet took the post, or the user says they published it.
 */
export function useSendToInstagram(post: AppPost) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const failureText = useFailureText();
  const client = useQueryClient();
  const media = mediaOf(post);
  const sheet = typeof navigator.canShare === 'function' && media.length > 0 && post.status !== 'linked';
  const files = useQuery({
    queryKey: ['app-post-files', post.id, media.map((item) => item.id)],
    queryFn: ({ signal }) => fetchFiles(media, signal),
    enabled: sheet,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const share = useApiMutation(apiPaths.app.postShare, { invalidates: refreshed });

  const markShared = async () => {
    try {
      await share.mutateAsync({ id: post.id });
      void message.success(t('appPost.share.marked'));
    } catch (error) {
      void message.error(failureText(error));
      // Refused (already linked, say): show where the post stands now.
      await client.invalidateQueries({ queryKey: [apiPaths.app.postDetail.path] });
    }
  };

  const confirmShared = () =>
    modal.confirm({
      title: t('appPost.share.confirmTitle'),
      content: t('appPost.share.confirmBody', { account: post.account.name }),
      okText: t('appPost.share.confirmOk'),
      cancelText: t('appPost.share.confirmCancel'),
      onOk: markShared,
    });

  const send = async () => {
    try {
      const outcome = await handOff({ text: post.text, media, files: files.data });
      if (!outcome.copied && post.text) void message.warning(t('appPost.detail.copyFailed'));
      if (outcome.result === 'canceled') void message.info(t('appPost.share.canceled'));
      else if (outcome.result === 'shared') await markShared();
      else {
        void message.info(t('appPost.share.handedOff'));
        confirmShared();
      }
    } catch (error) {
      void message.error(failureText(error));
    }
  };

  return {
    send,
    confirmShared,
    preparing: sheet && files.isFetching,
    recording: share.isPending,
  };
}

import { InstagramOutlined, SearchOutlined, SendOutlined } from '@ant-design/icons';
import { type AppPost, apiPaths, errorCatalog } from '@herald/contract';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import { ApiError } from '../../../api/transport.js';
import { formatTime } from '../../../components/paged.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { useSendToInstagram } from '../hooks/useSendToInstagram.js';

/** A linked post: where it is on Instagram and since when; nothing is to be shared any more. */
function LinkedPost({ post }: { post: AppPost }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="small" data-testid="share-actions">
      {post.post_link && (
        <Button
          type="primary"
          size="large"
          block
          icon={<InstagramOutlined />}
          href={post.post_link}
          target="_blank"
        >
          {t('appPost.share.open')}
        </Button>
      )}
      <Typography.Text type="secondary">
        {t('appPost.share.linkedAt', { time: formatTime(post.linked_at) })}
      </Typography.Text>
    </Flex>
  );
}

/** Asks the server to look for the shared post now; "not there yet" is said in its own words. */
function useFindOnInstagram(post: AppPost) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const [notFound, setNotFound] = useState<string | null>(null);
  const link = useApiMutation(apiPaths.app.postLink, {
    invalidates: [apiPaths.app.postList, apiPaths.app.postDetail],
  });
  const find = async () => {
    setNotFound(null);
    try {
      await link.mutateAsync({ id: post.id });
      void message.success(t('appPost.share.found'));
    } catch (error) {
      if (error instanceof ApiError && error.code === errorCatalog.app_post_not_found.code)
        setNotFound(error.message);
      else void message.error(failureText(error));
    }
  };
  return { find, finding: link.isPending, notFound };
}

/** The buttons of a post still to publish: send it, or after sharing, find it or share it again. */
function ToShare({ post }: { post: AppPost }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const sender = useSendToInstagram(post);
  const finder = useFindOnInstagram(post);
  const busy = sender.preparing || sender.recording;
  const shareAgain = () =>
    modal.confirm({
      title: t('appPost.share.again'),
      content: t('appPost.share.againConfirm', { account: post.account.name }),
      okText: t('appPost.share.again'),
      cancelText: t('common.cancel'),
      // The OK click is the gesture the share sheet needs, so the hand-off starts right in it.
      onOk: sender.send,
    });
  if (post.status === 'pending')
    return (
      <Flex vertical gap="small" data-testid="share-actions">
        <Button
          type="primary"
          size="large"
          block
          icon={<SendOutlined />}
          loading={busy}
          onClick={() => void sender.send()}
        >
          {sender.preparing ? t('appPost.share.preparing') : t('appPost.share.send')}
        </Button>
        <Button type="link" onClick={sender.confirmShared} disabled={busy}>
          {t('appPost.share.alreadyShared')}
        </Button>
      </Flex>
    );
  return (
    <Flex vertical gap="small" data-testid="share-actions">
      <Typography.Text type="secondary">
        {t('appPost.share.lastShared', { time: formatTime(post.shared_at), times: post.share_count })}
      </Typography.Text>
      {finder.notFound && (
        <Alert type="warning" showIcon title={finder.notFound} data-testid="not-found-yet" />
      )}
      <Button
        type="primary"
        size="large"
        block
        icon={<SearchOutlined />}
        loading={finder.finding}
        onClick={() => void finder.find()}
      >
        {t('appPost.share.find')}
      </Button>
      <Button block icon={<SendOutlined />} loading={busy} onClick={shareAgain}>
        {t('appPost.share.again')}
      </Button>
    </Flex>
  );
}

/** What the publisher can do with the post now, by its status. */
export function ShareActions({ post }: { post: AppPost }) {
  return (
    <Card size="small">
      {post.status === 'linked' ? <LinkedPost post={post} /> : <ToShare post={post} />}
    </Card>
  );
}

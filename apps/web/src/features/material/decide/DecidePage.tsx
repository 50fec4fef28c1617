import { apiPaths, type MaterialLinkInfo } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryKeyOf, useApiMutation, useApiQuery } from '../../../api/hooks.js';
import { ApiError } from '../../../api/transport.js';
import { PublicLayout } from '../../../components/PublicLayout.js';
import { FullPageSpinner, QueryError } from '../../../components/states.js';
import { StatusResult } from '../../../components/status-result.js';
import { errorText } from '../../../lib/error-text.js';
import type { ScreenProps } from '../../../screens/types.js';
import { CommentBox, type MaterialDecision, useDecisionComment } from '../components/CommentBox.js';
import { LinkFacts } from './LinkFacts.js';

/** Approve, or reject with a comment, once. */
function Decide({ token, onDecided }: { token: string; onDecided: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const comment = useDecisionComment();
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useApiMutation(apiPaths.materialLink.decide, {
    onSuccess: (answer) => {
      onDecided();
      client.setQueryData(queryKeyOf(apiPaths.materialLink.info, { token }), answer);
    },
  });
  const send = async (decision: MaterialDecision) => {
    const text = comment.take(decision);
    if (text === null) return;
    setFailure(null);
    try {
      await decide.mutateAsync({ token, decision, comment: text });
    } catch (error) {
      setFailure(errorText(error, t('common.operateFail'), t('common.networkLost')));
    }
  };
  const busy = decide.isPending;
  return (
    <Flex vertical gap="middle">
      <CommentBox
        comment={comment}
        label={t('material.decide.comment')}
        hint={t('material.decide.commentHint')}
        disabled={busy}
      />
      {failure && <Alert type="error" showIcon title={failure} />}
      <Flex gap="small" wrap>
        <Button
          type="primary"
          size="large"
          loading={busy}
          onClick={() => void send('approve')}
          style={{ flex: 1 }}
        >
          {t('material.decide.approve')}
        </Button>
        <Button danger size="large" loading={busy} onClick={() => void send('reject')} style={{ flex: 1 }}>
          {t('material.decide.reject')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** A link already used: this visit's own decision, or one made before. */
function Closed({ info, mine }: { info: MaterialLinkInfo; mine: boolean }) {
  const { t } = useTranslation();
  const decided = info.status === 'approved' || info.status === 'rejected';
  return (
    <Alert
      type={mine ? 'success' : 'info'}
      showIcon
      data-testid="link-closed"
      title={
        mine && decided
          ? t(`material.decide.done.${info.status === 'approved' ? 'approved' : 'rejected'}`)
          : t('material.decide.decided')
      }
      description={mine ? undefined : t(`material.decide.outcome.${info.status}`)}
    />
  );
}

/**
 * material.decide: the page an outside reviewer's e-mail link opens, without signing in. It shows the
 * material and its rights, and takes one decision; a used or expired link says so plainly.
 */
export default function DecidePage(_props: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const query = useApiQuery(apiPaths.materialLink.info, { token }, { enabled: token !== '' });
  const [used, setUsed] = useState(false);

  let body: ReactNode;
  if (token === '')
    body = (
      <StatusResult
        status="warning"
        title={t('material.decide.invalid')}
        subTitle={t('material.decide.missing')}
      />
    );
  else if (query.isError)
    body =
      query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500 ? (
        <StatusResult
          status="error"
          title={t('material.decide.invalid')}
          subTitle={errorText(query.error, t('common.operateFail'), t('common.networkLost'))}
          data-testid="link-invalid"
        />
      ) : (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      );
  else if (!query.data) body = <FullPageSpinner />;
  else {
    const info = query.data;
    body = (
      <Card title={t('material.decide.title')}>
        <Flex vertical gap="middle">
          <Typography.Paragraph strong style={{ marginBottom: 0 }}>
            {t('material.decide.intro', { reviewer: info.reviewer, game: info.game_name })}
          </Typography.Paragraph>
          <LinkFacts info={info} />
          {info.state === 'open' ? (
            <Decide token={token} onDecided={() => setUsed(true)} />
          ) : (
            <Closed info={info} mine={used} />
          )}
        </Flex>
      </Card>
    );
  }
  return (
    <PublicLayout>
      <div style={{ maxWidth: 640, margin: '0 auto' }} data-testid="material-decide">
        {body}
      </div>
    </PublicLayout>
  );
}

import { apiPaths, type ReviewLinkInfo } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryKeyOf, useApiMutation, useApiQuery } from '../../api/hooks.js';
import { ApiError } from '../../api/transport.js';
import { PublicLayout } from '../../components/PublicLayout.js';
import { FullPageSpinner, QueryError } from '../../components/states.js';
import { StatusResult } from '../../components/status-result.js';
import { errorText } from '../../lib/error-text.js';
import type { ScreenProps } from '../../screens/types.js';
import { CommentField, useDecisionComment } from './CommentField.js';
import { LinkFacts } from './LinkFacts.js';

/** A link's failure in plain words: the server's message, or why nothing was reached. */
function usePlainError(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => errorText(error, t('common.operateFail'), t('common.networkLost'));
}

/** Confirms the link's decision, with a comment (required for a rejection). */
function Confirm({ token, info, onDecided }: { token: string; info: ReviewLinkInfo; onDecided: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const plain = usePlainError();
  const comment = useDecisionComment();
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useApiMutation(apiPaths.reviewLink.decide, {
    onSuccess: (answer) => {
      onDecided();
      client.setQueryData(queryKeyOf(apiPaths.reviewLink.info, { token }), answer);
    },
  });
  const confirm = async () => {
    const text = comment.take(info.decision);
    if (text === null) return;
    setFailure(null);
    try {
      await decide.mutateAsync({ token, comment: text });
    } catch (error) {
      setFailure(plain(error));
    }
  };
  return (
    <Flex vertical gap="middle">
      <CommentField comment={comment} required={info.decision === 'reject'} disabled={decide.isPending} />
      {failure && <Alert type="error" showIcon title={failure} />}
      <Button
        type="primary"
        danger={info.decision === 'reject'}
        size="large"
        block
        loading={decide.isPending}
        onClick={() => void confirm()}
      >
        {t(`review.decide.confirm.${info.decision}`)}
      </Button>
    </Flex>
  );
}

/** Where the link stands once used: decided just now, decided before, or no longer open. */
function Closed({ info, mine }: { info: ReviewLinkInfo; mine: boolean }) {
  const { t } = useTranslation();
  const title = mine
    ? t(`review.decide.done.${info.decision}`)
    : t(info.state === 'decided' ? 'review.decide.decided' : 'review.decide.closed');
  return (
    <Alert
      type={mine ? 'success' : info.state === 'decided' ? 'info' : 'warning'}
      showIcon
      data-testid="link-closed"
      title={title}
      description={info.outcome ? t(`review.decide.outcome.${info.outcome}`) : undefined}
    />
  );
}

/**
 * review.decide: the page an approval link opens, without signing in. It says what the content is
 * and what the link does, then confirms it once; a used or closed link says so with the outcome.
 */
export default function DecidePage(_props: ScreenProps) {
  const { t } = useTranslation();
  const plain = usePlainError();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const query = useApiQuery(apiPaths.reviewLink.info, { token }, { enabled: token !== '' });
  // Whether this visit used the link: its "decided" is then this reviewer's own decision.
  const [used, setUsed] = useState(false);

  let body: ReactNode;
  if (token === '')
    body = (
      <StatusResult
        status="warning"
        title={t('review.decide.invalid')}
        subTitle={t('review.decide.missing')}
      />
    );
  else if (query.isError)
    body =
      query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500 ? (
        <StatusResult status="error" title={t('review.decide.invalid')} subTitle={plain(query.error)} />
      ) : (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      );
  else if (!query.data) body = <FullPageSpinner />;
  else {
    const info = query.data;
    body = (
      <Card title={t('review.decide.title')}>
        <Flex vertical gap="middle">
          <Typography.Paragraph strong style={{ marginBottom: 0 }}>
            {t(`review.decide.intro.${info.decision}`, {
              reviewer: info.reviewer,
              level: info.level,
              name: info.level_name,
            })}
          </Typography.Paragraph>
          <LinkFacts info={info} />
          {info.state === 'open' ? (
            <Confirm token={token} info={info} onDecided={() => setUsed(true)} />
          ) : (
            <Closed info={info} mine={used} />
          )}
        </Flex>
      </Card>
    );
  }
  return (
    <PublicLayout>
      <div style={{ maxWidth: 600, margin: '0 auto' }} data-testid="review-decide">
        {body}
      </div>
    </PublicLayout>
  );
}

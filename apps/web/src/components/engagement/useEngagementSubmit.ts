import { apiPaths, type EngagementTarget, type SocialNetwork } from '@herald/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/hooks.js';
import { engagementReads } from '../../api/reads.js';
import { useFailureText } from '../../lib/failure-text.js';

/** Where a comment, reply, like or message goes from, and what it answers. */
export interface EngagementOrigin {
  accountId: number;
  network: SocialNetwork;
  target: Omit<EngagementTarget, 'network'>;
}

const plan = (reviewLevel: number | null) =>
  ({ review_level: reviewLevel, publish: { timing: 'immediate' }, timeout_action: 'hold_on' }) as const;

/**
 * Submits a comment, reply, like or message at once (or to approval when a level is chosen) and says
 * so; the server's refusal is shown as it words it. Answers whether it was accepted.
 */
export function useEngagementSubmit() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const options = { invalidates: engagementReads };
  const comment = useApiMutation(apiPaths.comment.submit, options);
  const like = useApiMutation(apiPaths.like.submit, options);
  const reply = useApiMutation(apiPaths.message.submit, options);
  const guard = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void message.success(done);
      return true;
    } catch (error) {
      void message.error(failureText(error));
      return false;
    }
  };
  const base = (origin: EngagementOrigin, reviewLevel: number | null) => ({
    account_ids: [origin.accountId],
    target: { ...origin.target, network: origin.network },
    ...plan(reviewLevel),
  });
  return {
    busy: comment.isPending || like.isPending || reply.isPending,
    comment: (origin: EngagementOrigin, text: string, reviewLevel: number | null) =>
      guard(
        () =>
          comment.mutateAsync({
            engagement: {
              ...base(origin, reviewLevel),
              content_type: origin.target.post_id ? 'reply' : 'comment',
              text,
            },
          }),
        t('engagement.comments.sent'),
      ),
    like: (origin: EngagementOrigin, reviewLevel: number | null) =>
      guard(
        () =>
          like.mutateAsync({
            engagement: { ...base(origin, reviewLevel), content_type: 'like', like_type: 'like' },
          }),
        t('engagement.comments.liked'),
      ),
    message: (origin: EngagementOrigin, text: string, reviewLevel: number | null) =>
      guard(
        () =>
          reply.mutateAsync({
            engagement: {
              ...base(origin, reviewLevel),
              content_type: 'message',
              message_type: 'message',
              text,
            },
          }),
        t('engagement.threads.sent'),
      ),
  };
}

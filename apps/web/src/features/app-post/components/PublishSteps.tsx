import type { AppPost } from '@herald/contract';
import { Card, Steps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where the reminder stands: before sharing it points at the start, after it at coming back. */
const currentStep: Readonly<Record<AppPost['status'], number>> = { pending: 0, shared: 3, linked: 4 };

/** The four steps of publishing from the phone, as a reminder beside the buttons that do them. */
export function PublishSteps({ post }: { post: AppPost }) {
  const { t } = useTranslation();
  const type = t(`appPost.types.${post.content_type}`);
  return (
    <Card size="small" title={t('appPost.detail.steps.title')}>
      <Steps
        orientation="vertical"
        size="small"
        current={currentStep[post.status]}
        data-testid="publish-steps"
        items={[
          { title: t('appPost.detail.steps.copy') },
          { title: t('appPost.detail.steps.media') },
          { title: t('appPost.detail.steps.publish', { type }) },
          { title: t('appPost.detail.steps.back', { account: post.account.name }) },
        ]}
      />
    </Card>
  );
}

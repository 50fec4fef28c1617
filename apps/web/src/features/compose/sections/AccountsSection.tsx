import { REVIEW_LEVEL_LIMIT } from '@herald/contract';
import { Alert, Card, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { issueProps } from '../components/issue-help.js';
import type { ComposeAccount } from '../hooks/useComposeAccounts.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { issuesUnder } from '../model/issues.js';
import { AccountPicker } from './AccountPicker.js';

const levels = Array.from({ length: REVIEW_LEVEL_LIMIT }, (_, index) => index + 1);

/**
 * Who the post goes through and where it goes: the review level first, since changing it starts
 * the account choice over (SPEC §5), then the accounts.
 */
export function AccountsSection({
  form,
  accounts,
}: {
  form: ComposeForm;
  accounts: readonly ComposeAccount[];
}) {
  const { t } = useTranslation();
  const { values } = form;
  return (
    <Card title={t('compose.sections.accounts')} size="small">
      <Form.Item
        label={t('compose.review.level')}
        extra={t('compose.review.levelHint')}
        {...issueProps(issuesUnder(form.issues, 'review_level'))}
      >
        <Select<number>
          value={values.review_level ?? 0}
          onChange={(level) => form.setReviewLevel(level === 0 ? null : level)}
          options={[
            { value: 0, label: t('compose.review.none') },
            ...levels.map((level) => ({ value: level, label: t('compose.review.levelN', { level }) })),
          ]}
          style={{ maxWidth: 240 }}
          data-testid="compose-review-level"
        />
      </Form.Item>
      {values.review_level !== null && (
        <Alert type="info" showIcon title={t('compose.review.notConfigured')} style={{ marginBottom: 16 }} />
      )}
      <Form.Item
        label={t('compose.accounts.label')}
        required
        {...issueProps(issuesUnder(form.issues, 'account_ids'))}
      >
        <AccountPicker accounts={accounts} value={values.account_ids} onChange={form.setAccounts} />
      </Form.Item>
      {form.accountsCleared && (
        <Typography.Text type="warning" data-testid="accounts-cleared">
          {t('compose.review.accountsCleared')}
        </Typography.Text>
      )}
    </Card>
  );
}

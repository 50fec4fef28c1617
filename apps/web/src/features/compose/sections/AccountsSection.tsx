import type { ReviewLookup } from '@herald/contract';
import { Button, Card, Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LookupQuery } from '../../../components/lookup-select.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { levelChoices } from '../../../lib/review-levels.js';
import { issueProps } from '../components/issue-help.js';
import type { ComposeAccount } from '../hooks/useComposeAccounts.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { issuesUnder } from '../model/issues.js';
import { unreadyAccounts } from '../model/review.js';
import { AccountPicker } from './AccountPicker.js';

type ReviewQuery = Omit<LookupQuery<never>, 'data'> & { data?: ReviewLookup | undefined };

/** The review level: none, or 1 … the game's levels, each named; what the lookup could not load, said. */
function ReviewLevelField({ form, review }: { form: ComposeForm; review: ReviewQuery }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const choices = review.data ? levelChoices(review.data) : [];
  const level = form.values.review_level;
  return (
    // Not a named form field, so the label is tied to the select by hand.
    <Form.Item
      label={t('compose.review.level')}
      htmlFor="compose-review-level"
      extra={t('compose.review.levelHint')}
      {...issueProps(issuesUnder(form.issues, 'review_level'))}
    >
      <Select<number>
        id="compose-review-level"
        value={level ?? 0}
        onChange={(next) => form.setReviewLevel(next === 0 ? null : next)}
        loading={review.isLoading}
        disabled={review.isLoading}
        options={[
          { value: 0, label: t('compose.review.none') },
          // A saved level the game no longer has stays visible, so the refusal beside it makes sense.
          ...(level !== null && level > choices.length ? [{ level, name: '' }] : [])
            .concat(choices)
            .map((choice) => ({
              value: choice.level,
              label: choice.name
                ? t('compose.review.levelNamed', { level: choice.level, name: choice.name })
                : t('compose.review.levelN', { level: choice.level }),
            })),
        ]}
        style={{ maxWidth: 320 }}
        data-testid="compose-review-level"
      />
      {review.isError && (
        <Flex gap="small" align="center" style={{ marginTop: 4 }}>
          <Typography.Text type="danger">{failureText(review.error)}</Typography.Text>
          <Button size="small" type="link" onClick={() => void review.refetch()}>
            {t('common.retry')}
          </Button>
        </Flex>
      )}
    </Form.Item>
  );
}

/**
 * Who the post goes through and where it goes: the review level first, since changing it starts
 * the account choice over (SPEC §5), then the accounts — those without reviewers for the level
 * cannot be chosen, and say why.
 */
export function AccountsSection({
  form,
  accounts,
  review,
}: {
  form: ComposeForm;
  accounts: readonly ComposeAccount[];
  review: ReviewQuery;
}) {
  const { t } = useTranslation();
  const { values } = form;
  return (
    <Card title={t('compose.sections.accounts')} size="small">
      <ReviewLevelField form={form} review={review} />
      <Form.Item
        label={t('compose.accounts.label')}
        required
        {...issueProps(issuesUnder(form.issues, 'account_ids'))}
      >
        <AccountPicker
          accounts={accounts}
          value={values.account_ids}
          onChange={form.setAccounts}
          blocked={unreadyAccounts(review.data, values.review_level, t)}
        />
      </Form.Item>
      {form.accountsCleared && (
        <Typography.Text type="warning" data-testid="accounts-cleared">
          {t('compose.review.accountsCleared')}
        </Typography.Text>
      )}
    </Card>
  );
}

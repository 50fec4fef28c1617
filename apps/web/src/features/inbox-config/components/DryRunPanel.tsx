import { apiPaths, type Feed } from '@herald/contract';
import { Alert, Button, Card, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import { NetworkIcon } from '../../../components/networks.js';
import { formatTime } from '../../../components/paged.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { criteriaOf, hasCriterion, type RuleValues } from '../model/rule-form.js';

const DAYS = 30;

function Example({ feed }: { feed: Feed }) {
  return (
    <li style={{ listStyle: 'none', padding: '6px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex gap={6} align="center" wrap>
        <NetworkIcon network={feed.social_channel} />
        <Typography.Text strong>{feed.author.name ?? feed.author.id ?? '—'}</Typography.Text>
        <Typography.Text type="secondary">
          {feed.account_name} · {formatTime(feed.created_at)}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
        {feed.text}
      </Typography.Paragraph>
    </li>
  );
}

/**
 * The dry run, inside the rule editor: what the criteria as they stand would have matched in the last
 * 30 days, with examples, before anything is saved. A result older than the criteria says so.
 */
export function DryRunPanel() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const form = Form.useFormInstance<RuleValues>();
  // Every stored value (preserve), so keyword groups typed as chips count as soon as they are added.
  const watched = Form.useWatch((values: RuleValues) => values.criteria, { form, preserve: true });
  const dryRun = useApiMutation(apiPaths.smartRule.dryRun);
  const [triedWith, setTriedWith] = useState<string | null>(null);
  const current = criteriaOf(watched);
  const run = () => {
    const criteria = criteriaOf(form.getFieldValue('criteria'));
    setTriedWith(JSON.stringify(criteria));
    dryRun.mutate({ criteria, days: DAYS });
  };
  const stale = triedWith !== null && triedWith !== JSON.stringify(current);
  const result = dryRun.data;
  return (
    <Card size="small" title={t('inboxConfig.rules.dryRun.title', { days: DAYS })} data-testid="dry-run">
      <Flex vertical gap={8}>
        <Button
          onClick={run}
          loading={dryRun.isPending}
          disabled={!hasCriterion(current)}
          style={{ alignSelf: 'start' }}
          data-testid="dry-run-start"
        >
          {result ? t('inboxConfig.rules.dryRun.again') : t('inboxConfig.rules.dryRun.run')}
        </Button>
        {dryRun.isError && (
          <Alert
            type="error"
            showIcon
            title={t('inboxConfig.rules.dryRun.failed')}
            description={failureText(dryRun.error)}
          />
        )}
        {result && (
          <div aria-live="polite">
            {stale && <Alert type="warning" showIcon title={t('inboxConfig.rules.dryRun.changed')} />}
            <Typography.Text strong data-testid="dry-run-result">
              {t('inboxConfig.rules.dryRun.result', {
                matched: result.matched.toLocaleString(),
                scanned: result.scanned.toLocaleString(),
              })}
            </Typography.Text>
            {result.examples.length === 0 ? (
              <Typography.Paragraph type="secondary">
                {t('inboxConfig.rules.dryRun.none')}
              </Typography.Paragraph>
            ) : (
              <>
                <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
                  {t('inboxConfig.rules.dryRun.examples')}
                </Typography.Text>
                <ul style={{ margin: 0, padding: 0 }}>
                  {result.examples.map((feed) => (
                    <Example key={feed.id} feed={feed} />
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </Flex>
    </Card>
  );
}

import { apiPaths, type SentimentRule, type SentimentVerdict } from '@herald/contract';
import { Alert, Button, Card, Descriptions, Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/hooks.js';
import { useFailureText } from '../../lib/failure-text.js';
import { termsText } from './RulesTable.js';
import { SentimentTag } from './SentimentTag.js';

const TEXT_MAX = 5000;

function DecidedBy({ verdict, rules }: { verdict: SentimentVerdict; rules: readonly SentimentRule[] }) {
  const { t } = useTranslation();
  const index = rules.findIndex((rule) => rule.id === verdict.rule_id);
  const rule = rules[index];
  if (verdict.source === 'rule' && rule) {
    return <>{t('sentiment.test.rule', { priority: index + 1, terms: termsText(rule) })}</>;
  }
  return <>{t(`sentiment.sources.${verdict.source}`)}</>;
}

function Verdict({ verdict, rules }: { verdict: SentimentVerdict; rules: readonly SentimentRule[] }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={1} bordered data-testid="senti-verdict">
      <Descriptions.Item label={t('sentiment.test.result')}>
        <SentimentTag value={verdict.sentiment} />
      </Descriptions.Item>
      <Descriptions.Item label={t('sentiment.test.language')}>
        {t(`sentiment.languages.${verdict.language ?? 'none'}`)}
      </Descriptions.Item>
      <Descriptions.Item
        label={<span title={t('sentiment.test.scoreHelp')}>{t('sentiment.test.score')}</span>}
      >
        {verdict.score.toFixed(2)}
      </Descriptions.Item>
      <Descriptions.Item label={t('sentiment.test.decidedBy')}>
        <DecidedBy verdict={verdict} rules={rules} />
      </Descriptions.Item>
      <Descriptions.Item label={t('sentiment.test.terms')}>
        {verdict.terms.length === 0 ? (
          <Typography.Text type="secondary">{t('sentiment.test.noTerms')}</Typography.Text>
        ) : (
          <Flex wrap gap={4}>
            {verdict.terms.map(({ term, weight }, index) => (
              <Tag
                // biome-ignore lint/suspicious/noArrayIndexKey: terms repeat (😡😡😡) and never reorder; their place tells them apart.
                key={`${index}-${term}`}
                color={weight > 0 ? 'green' : weight < 0 ? 'red' : 'default'}
                style={{ marginInlineEnd: 0 }}
              >
                {term} {weight > 0 ? '+' : ''}
                {weight}
              </Tag>
            ))}
          </Flex>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** "Try it": judges a text with the game's rules and the classifier, showing what decided it. */
export function TryPanel({ rules }: { rules: readonly SentimentRule[] }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [text, setText] = useState('');
  const judge = useApiMutation(apiPaths.sentimentRule.test);
  const run = () => {
    if (text.trim() !== '') judge.mutate({ text: text.trim() });
  };
  return (
    <Card size="small" title={t('sentiment.test.title')} data-testid="senti-try">
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{t('sentiment.test.explain')}</Typography.Text>
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('sentiment.test.placeholder')}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={TEXT_MAX}
          aria-label={t('sentiment.test.title')}
          data-testid="senti-try-text"
        />
        <Button
          type="primary"
          onClick={run}
          loading={judge.isPending}
          disabled={text.trim() === ''}
          style={{ alignSelf: 'flex-start' }}
          data-testid="senti-try-run"
        >
          {t('sentiment.test.run')}
        </Button>
        {judge.isError && <Alert type="error" showIcon title={failureText(judge.error)} />}
        {judge.data && <Verdict verdict={judge.data} rules={rules} />}
      </Flex>
    </Card>
  );
}

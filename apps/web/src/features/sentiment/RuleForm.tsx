import { judgedSentiments, type SentimentRule, type SentimentRuleInput } from '@herald/contract';
import { Form, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

export interface RuleValues {
  terms: string[];
  sentiment: SentimentRuleInput['sentiment'];
  enabled: boolean;
}

const TERMS_MAX = 100;
const TERM_LENGTH_MAX = 100;

export function ruleValuesOf(rule: SentimentRule | null): RuleValues {
  return rule
    ? { terms: rule.terms, sentiment: rule.sentiment, enabled: rule.enabled }
    : { terms: [], sentiment: 'negative', enabled: true };
}

export function ruleInputOf(values: RuleValues): SentimentRuleInput {
  return {
    terms: values.terms.map((term) => term.trim()).filter((term) => term !== ''),
    sentiment: values.sentiment,
    enabled: values.enabled,
  };
}

/** The fields of a rule: its words or phrases as chips, the sentiment they decide, on or off. */
export function RuleFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="terms"
        label={t('sentiment.rules.terms')}
        extra={t('sentiment.rules.termsHelp')}
        rules={[
          { required: true, type: 'array', min: 1, message: t('sentiment.rules.termsRequired') },
          { type: 'array', max: TERMS_MAX, message: t('sentiment.rules.termsTooMany') },
          {
            validator: (_, terms: string[] | undefined) =>
              (terms ?? []).every((term) => term.trim().length <= TERM_LENGTH_MAX)
                ? Promise.resolve()
                : Promise.reject(new Error(t('sentiment.rules.termTooLong'))),
          },
        ]}
      >
        <Select
          mode="tags"
          allowClear
          tokenSeparators={[',', '，', ';', '；']}
          notFoundContent={null}
          placeholder={t('sentiment.rules.termsPlaceholder')}
          data-testid="rule-terms"
        />
      </Form.Item>
      <Form.Item name="sentiment" label={t('sentiment.rules.sentiment')} rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          options={judgedSentiments.map((value) => ({ value, label: t(`feeds.sentiments.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="enabled"
        label={t('sentiment.rules.enabled')}
        valuePropName="checked"
        extra={t('sentiment.rules.enabledHelp')}
      >
        <Switch />
      </Form.Item>
    </>
  );
}

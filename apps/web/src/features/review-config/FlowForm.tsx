import type { ReviewConfig, ReviewFlow } from '@herald/contract';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccounts } from '../../api/lookups.js';
import { NameField } from '../../components/fields.js';
import { useLookupSelect } from '../../components/lookup-select.js';
import { networkName } from '../../components/networks.js';

export interface FlowValues {
  name: string;
  is_default: boolean;
  account_ids: number[];
  /** Reviewers per level as typed: e-mails separated by semicolons. */
  reviewers: string[];
}

export function flowValuesOf(flow: ReviewFlow | null, maxLevel: number): FlowValues {
  return {
    name: flow?.name ?? '',
    is_default: flow?.is_default ?? false,
    account_ids: flow?.accounts.map((account) => account.id) ?? [],
    reviewers: Array.from(
      { length: maxLevel },
      (_, index) => flow?.levels.find((entry) => entry.level === index + 1)?.reviewers.join('; ') ?? '',
    ),
  };
}

/** The flow as the server takes it. */
export function flowInputOf(values: FlowValues, maxLevel: number) {
  return {
    name: values.name,
    is_default: values.is_default ?? false,
    account_ids: values.account_ids ?? [],
    levels: Array.from({ length: maxLevel }, (_, index) => ({
      level: index + 1,
      reviewers: values.reviewers?.[index] ?? '',
    })),
  };
}

/** Name, default, accounts, and one reviewers field per configured level. */
export function FlowFields({ config }: { config: ReviewConfig }) {
  const { t } = useTranslation();
  const accounts = useLookupSelect(useAccounts(), (account) => ({
    value: account.id,
    label: `${networkName(account.social_channel)} · ${account.social_account} (${account.social_id})`,
  }));
  return (
    <>
      <NameField />
      <Form.Item
        name="is_default"
        label={t('reviewConfig.flows.isDefault')}
        valuePropName="checked"
        extra={t('reviewConfig.flows.defaultHelp')}
      >
        <Switch />
      </Form.Item>
      <Form.Item name="account_ids" label={t('reviewConfig.flows.accounts')}>
        <Select mode="multiple" allowClear {...accounts} />
      </Form.Item>
      {Array.from({ length: config.max_level }, (_, index) => {
        const level = index + 1;
        const name = config.levels.find((entry) => entry.level === level)?.content_name ?? '';
        return (
          <Form.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position
            key={index}
            name={['reviewers', index]}
            label={t('reviewConfig.flows.reviewers', { level, name })}
            extra={t('reviewConfig.flows.reviewersHelp')}
          >
            <Input.TextArea
              autoSize={{ minRows: 1, maxRows: 4 }}
              placeholder={t('reviewConfig.flows.reviewersPlaceholder')}
            />
          </Form.Item>
        );
      })}
    </>
  );
}

import {
  apiPaths,
  feedLanguages,
  feedTypes,
  judgedSentiments,
  networkNames,
  sentiments,
  smartRuleOrders,
  socialNetworks,
} from '@herald/contract';
import { Col, Divider, Form, Input, InputNumber, Radio, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks.js';
import { useAccounts } from '../../../api/lookups.js';
import { useFieldRules } from '../../../components/fields.js';
import { useLookupSelect } from '../../../components/lookup-select.js';
import { networkName } from '../../../components/networks.js';
import { useLabels } from '../hooks/useLabels.js';
import { useTagLabel } from '../hooks/useTags.js';
import { isComplete, type RuleFormState, ruleInputOf } from '../model/rule-form.js';
import { DryRunPanel } from './DryRunPanel.js';
import { KeywordGroups } from './KeywordGroups.js';
import { TagChip } from './TagChip.js';

const NAME_MAX = 100;
const REPLY_MAX = 2000;

function Criteria() {
  const { t } = useTranslation();
  const labels = useLabels();
  const accounts = useLookupSelect(useAccounts(), (account) => ({
    value: account.id,
    label: `${networkName(account.social_channel)} · ${account.social_account}`,
  }));
  const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  const any = t('inboxConfig.rules.form.any');
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={['criteria', 'networks']} label={t('inboxConfig.rules.form.networks')}>
            <Select
              mode="multiple"
              allowClear
              placeholder={any}
              options={options(socialNetworks, (n) => networkNames[n])}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['criteria', 'account_ids']} label={t('inboxConfig.rules.form.accounts')}>
            <Select mode="multiple" allowClear placeholder={any} {...accounts} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['criteria', 'feed_types']}
            label={t('inboxConfig.rules.form.feedTypes')}
            extra={t('inboxConfig.rules.form.feedTypesHelp')}
          >
            <Select
              mode="multiple"
              allowClear
              placeholder={any}
              options={options(feedTypes, labels.feedType)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['criteria', 'sentiments']} label={t('inboxConfig.rules.form.sentiments')}>
            <Select
              mode="multiple"
              allowClear
              placeholder={any}
              options={options(sentiments, labels.sentiment)}
            />
          </Form.Item>
        </Col>
      </Row>
      <KeywordGroups />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={['criteria', 'languages']} label={t('inboxConfig.rules.form.languages')}>
            <Select
              mode="multiple"
              allowClear
              placeholder={any}
              options={options(feedLanguages, labels.language)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['criteria', 'authors']}
            label={t('inboxConfig.rules.form.authors')}
            extra={t('inboxConfig.rules.form.authorsHelp')}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', '，']}
              placeholder={any}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['criteria', 'min_followers']} label={t('inboxConfig.rules.form.minFollowers')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} placeholder={any} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

function Actions() {
  const { t } = useTranslation();
  const labels = useLabels();
  const tagLabel = useTagLabel();
  const tags = useApiQuery(apiPaths.tag.all, {});
  const members = useLookupSelect(useApiQuery(apiPaths.config.groupMembers, {}), (member) => ({
    value: member.user_id,
    label: member.name ? `${member.name} (${member.email})` : member.email,
  }));
  const tagOptions = (tags.data ?? []).map((tag) => ({
    value: tag.id,
    label: tagLabel(tag),
    color: tag.color,
  }));
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name={['actions', 'tag_ids']} label={t('inboxConfig.rules.form.tags')}>
          <Select
            mode="multiple"
            allowClear
            loading={tags.isLoading}
            options={tagOptions}
            optionFilterProp="label"
            tagRender={({ value, closable, onClose }) => {
              const option = tagOptions.find((candidate) => candidate.value === value);
              return (
                <span style={{ marginInlineEnd: 4 }}>
                  <TagChip label={option?.label ?? String(value)} color={option?.color ?? '#455a64'} />
                  {closable && (
                    <button
                      type="button"
                      onClick={onClose}
                      aria-label={t('common.delete')}
                      style={{ border: 0, background: 'none', cursor: 'pointer' }}
                    >
                      ×
                    </button>
                  )}
                </span>
              );
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={['actions', 'sentiment']} label={t('inboxConfig.rules.form.setSentiment')}>
          <Select
            allowClear
            options={judgedSentiments.map((value) => ({ value, label: labels.sentiment(value) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={['actions', 'assignee_id']} label={t('inboxConfig.rules.form.assignee')}>
          <Select allowClear {...members} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={['actions', 'state']} label={t('inboxConfig.rules.form.state')}>
          <Select
            allowClear
            options={(['pending', 'resolved'] as const).map((value) => ({
              value,
              label: labels.state(value),
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name={['actions', 'reply_template']}
          label={t('inboxConfig.rules.form.reply')}
          extra={t('inboxConfig.rules.form.replyHelp')}
          rules={[{ max: REPLY_MAX }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={REPLY_MAX} showCount />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={['actions', 'notify_user_ids']} label={t('inboxConfig.rules.form.notify')}>
          <Select mode="multiple" allowClear {...members} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={['actions', 'hide']}
          label={t('inboxConfig.rules.form.hide')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Says what is missing before Save is pressed: a criterion and an action. */
function Completeness() {
  const { t } = useTranslation();
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        const complete = isComplete(ruleInputOf(form.getFieldsValue(true) as RuleFormState));
        return complete ? null : (
          <Typography.Paragraph type="warning" role="status" data-testid="rule-incomplete">
            {t('inboxConfig.rules.form.incomplete')}
          </Typography.Paragraph>
        );
      }}
    </Form.Item>
  );
}

/** The rule editor: name and list, what to look at, what to do, and the dry run before saving. */
export function RuleFields() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('inboxConfig.rules.form.name')} rules={rules.text(NAME_MAX)}>
            <Input maxLength={NAME_MAX} showCount />
          </Form.Item>
        </Col>
        <Col xs={18} md={9}>
          <Form.Item name="order" label={t('inboxConfig.rules.form.list')}>
            <Radio.Group
              optionType="button"
              options={smartRuleOrders.map((order) => ({
                value: order,
                label: t(`inboxConfig.rules.${order}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={6} md={3}>
          <Form.Item name="enabled" label={t('inboxConfig.rules.form.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('inboxConfig.rules.form.criteria')}</Divider>
      <Criteria />
      <DryRunPanel />
      <Divider titlePlacement="start">{t('inboxConfig.rules.form.actions')}</Divider>
      <Actions />
      <Completeness />
    </>
  );
}

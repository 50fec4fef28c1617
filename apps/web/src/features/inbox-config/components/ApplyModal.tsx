import type { SmartRule } from '@herald/contract';
import { App, DatePicker, Form, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../components/fields.js';
import { useFailureText } from '../../../lib/failure-text.js';

/** Asks for the past range a rule is applied to; the list shows the progress once started. */
export function ApplyModal({
  rule,
  onClose,
  onApply,
}: {
  rule: SmartRule;
  onClose: () => void;
  onApply: (from: string, to: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const rules = useFieldRules();
  const [form] = Form.useForm<{ range: [Dayjs, Dayjs] }>();
  const submit = async ({ range }: { range: [Dayjs, Dayjs] }) => {
    try {
      await onApply(range[0].startOf('day').toISOString(), range[1].endOf('day').toISOString());
      void message.success(t('inboxConfig.rules.apply.started'));
      onClose();
    } catch (error) {
      void message.error(failureText(error));
    }
  };
  return (
    <Modal
      open
      title={t('inboxConfig.rules.apply.title', { name: rule.name })}
      okText={t('inboxConfig.rules.apply.start')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('inboxConfig.rules.apply.explain')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="range" label={t('inboxConfig.rules.apply.range')} rules={[rules.required]}>
          <DatePicker.RangePicker disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

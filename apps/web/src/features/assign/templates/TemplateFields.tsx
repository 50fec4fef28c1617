import { Col, Divider, Form, Input, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../components/fields.js';
import { useUploadsBusy } from '../../../components/upload/index.js';
import { BriefFields, TaskNameFields } from '../components/BriefFields.js';
import { ReceiverSelect } from '../components/ReceiverSelect.js';

const NAME_MAX = 100;

/** A template's own fields: its name, the brief, the usual receivers and the dates as day offsets. */
export function TemplateFields() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const uploads = useUploadsBusy();
  const days = (name: string, label: string, min: number, max: number) => (
    <Col xs={24} md={8}>
      <Form.Item name={name} label={label} rules={[rules.required]}>
        <InputNumber min={min} max={max} precision={0} aria-label={label} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <>
      <Form.Item name="template_name" label={t('assign.templates.name')} rules={rules.text(NAME_MAX)}>
        <Input maxLength={NAME_MAX} showCount />
      </Form.Item>
      <TaskNameFields />
      <BriefFields uploads={uploads} />
      <Form.Item
        name="receiver_ids"
        label={t('assign.fields.receivers')}
        extra={t('assign.form.receiversHelp')}
      >
        <ReceiverSelect ariaLabel={t('assign.fields.receivers')} />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        {t('assign.templates.dates')}
      </Divider>
      <Row gutter={16}>
        {days('start_after_days', t('assign.templates.startAfter'), 0, 365)}
        {days('period_days', t('assign.templates.periodDays'), 1, 365)}
        {days('deadline_after_days', t('assign.templates.deadlineAfter'), 0, 730)}
      </Row>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('assign.templates.datesHelp')}
      </Typography.Paragraph>
    </>
  );
}

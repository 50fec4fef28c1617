import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { issueProps } from '../components/issue-help.js';
import { type OptionsPanelProps, optionIssues } from './types.js';

/**
 * WhatsApp Business: a conversation starts only with an approved template, in one of its languages,
 * sent to people who opted in (numbers in international format).
 */
export function WhatsappOptions({ form }: OptionsPanelProps) {
  const { t } = useTranslation();
  const draft = form.values.options.whatsapp;
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item
            label={t('compose.whatsapp.template')}
            required
            extra={t('compose.whatsapp.templateHint')}
            {...issueProps(optionIssues(form, 'whatsapp', 'template'))}
          >
            <Input
              value={draft.template}
              onChange={(event) => form.setOptions('whatsapp', { template: event.target.value })}
              placeholder="spring_event_launch"
              aria-label={t('compose.whatsapp.template')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            label={t('compose.whatsapp.language')}
            required
            {...issueProps(optionIssues(form, 'whatsapp', 'language'))}
          >
            <Input
              value={draft.language}
              onChange={(event) => form.setOptions('whatsapp', { language: event.target.value.trim() })}
              placeholder="en_US"
              aria-label={t('compose.whatsapp.language')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label={t('compose.whatsapp.recipients')}
        required
        extra={t('compose.whatsapp.recipientsHint', { count: draft.recipients.length })}
        {...issueProps(optionIssues(form, 'whatsapp', 'recipients'))}
      >
        <Select<string[]>
          mode="tags"
          open={false}
          tokenSeparators={[',', ' ', ';', '\n']}
          value={draft.recipients}
          onChange={(numbers) =>
            form.setOptions('whatsapp', {
              recipients: numbers.map((number) => number.replace(/[\s()-]/g, '')),
            })
          }
          placeholder="+8613800000000"
          aria-label={t('compose.whatsapp.recipients')}
        />
      </Form.Item>
    </>
  );
}

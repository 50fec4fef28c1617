import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../components/fields.js';
import type { UploadsBusy } from '../../../components/upload/index.js';
import { LabelTreeSelect } from './labels.js';
import { MaterialsField } from './materials.js';

const NAME_MAX = 100;
const NOTE_MAX = 5000;
const HASHTAGS_MAX = 30;
const REMIND_MAX = 24 * 14;
const HASHTAG = /^#?[^\s#]+$/u;

/** A task's name and the label it is filed under (task and template editors). */
export function TaskNameFields() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  return (
    <Row gutter={16}>
      <Col xs={24} md={14}>
        <Form.Item name="name" label={t('assign.fields.name')} rules={rules.text(NAME_MAX)}>
          <Input maxLength={NAME_MAX} showCount />
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        <Form.Item name="label_id" label={t('assign.fields.label')}>
          <LabelTreeSelect ariaLabel={t('assign.fields.label')} placeholder={t('assign.fields.noLabel')} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * What a task asks, shared by the task editor and the template editor: talking points, hashtags,
 * materials, deeplink, notes, urgent and the reminder. Saving waits for uploads to finish.
 */
export function BriefFields({ uploads }: { uploads: UploadsBusy }) {
  const { t } = useTranslation();
  const hashtagRule: Rule = {
    validator: (_rule, value: string[] | undefined) =>
      (value ?? []).every((tag) => HASHTAG.test(tag.trim())) && (value ?? []).length <= HASHTAGS_MAX
        ? Promise.resolve()
        : Promise.reject(new Error(t('assign.form.hashtagInvalid'))),
  };
  const uploadsRule: Rule = {
    validator: () =>
      uploads.busy ? Promise.reject(new Error(t('assign.form.materialsBusy'))) : Promise.resolve(),
  };
  return (
    <>
      <Form.Item name="talking_points" label={t('assign.fields.talkingPoints')} rules={[{ max: NOTE_MAX }]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={NOTE_MAX} />
      </Form.Item>
      <Form.Item
        name="hashtags"
        label={t('assign.fields.hashtags')}
        extra={t('assign.form.hashtagsHelp')}
        rules={[hashtagRule]}
      >
        <Select
          mode="tags"
          tokenSeparators={[',', ' ']}
          notFoundContent={null}
          open={false}
          aria-label={t('assign.fields.hashtags')}
        />
      </Form.Item>
      <Form.Item
        name="material_ids"
        label={t('assign.fields.materials')}
        extra={t('assign.form.materialsHelp')}
        rules={[uploadsRule]}
      >
        <MaterialsField onBusyChange={uploads.track('materials')} />
      </Form.Item>
      <Form.Item
        name="deeplink"
        label={t('assign.fields.deeplink')}
        rules={[{ type: 'url', message: t('assign.form.deeplinkInvalid') }, { max: 2048 }]}
      >
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
      <Form.Item name="notes" label={t('assign.fields.notes')} rules={[{ max: NOTE_MAX }]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={NOTE_MAX} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="urgent" label={t('assign.fields.urgent')} valuePropName="checked">
            <Switch aria-label={t('assign.fields.urgent')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={18}>
          <Form.Item
            name="remind_hours"
            label={t('assign.fields.remindHours')}
            extra={t('assign.form.remindHelp')}
          >
            <InputNumber
              min={1}
              max={REMIND_MAX}
              precision={0}
              suffix={t('assign.form.hours')}
              aria-label={t('assign.fields.remindHours')}
              style={{ width: 160 }}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

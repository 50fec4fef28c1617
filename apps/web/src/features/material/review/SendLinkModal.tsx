import { apiPaths, MATERIAL_LINK_HOURS, type Material } from '@herald/contract';
import { App, Button, Flex, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import { useFieldRules } from '../../../components/fields.js';
import { formatTime } from '../../../components/paged.js';
import { applyServerErrors } from '../../../components/server-errors.js';
import { useFailureText } from '../../../lib/failure-text.js';

interface LinkValues {
  email: string;
  hours: number;
  note: string;
}

function LinkForm({ material, onClose }: { material: Material; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const rules = useFieldRules();
  const [form] = Form.useForm<LinkValues>();
  const send = useApiMutation(apiPaths.materialLink.send);
  const finish = async (values: LinkValues) => {
    try {
      const answer = await send.mutateAsync({
        id: material.id,
        email: values.email.trim(),
        hours: values.hours,
        note: values.note.trim(),
      });
      void message.success(t('material.review.sent', { time: formatTime(answer.expires_at) }));
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
      void message.error(failureText(error));
    }
  };
  return (
    <Form<LinkValues>
      form={form}
      layout="vertical"
      initialValues={{ email: '', hours: MATERIAL_LINK_HOURS.default, note: '' }}
      onFinish={(values) => void finish(values)}
      disabled={send.isPending}
    >
      <Typography.Paragraph type="secondary">{t('material.review.outsideIntro')}</Typography.Paragraph>
      <Form.Item
        name="email"
        label={t('material.review.email')}
        rules={[rules.required, { type: 'email', max: 254 }]}
      >
        <Input type="email" autoComplete="off" data-testid="link-email" />
      </Form.Item>
      <Form.Item name="hours" label={t('material.review.hours')} rules={[rules.required]}>
        <InputNumber min={1} max={MATERIAL_LINK_HOURS.max} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="note" label={t('material.review.note')} rules={[{ max: 2000 }]}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Flex justify="end" gap="small">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="link-send">
          {t('material.review.send')}
        </Button>
      </Flex>
    </Form>
  );
}

/** E-mails an outside reviewer (licensor, IP holder) a single-use link deciding one pending material. */
export function SendLinkModal({ material, onClose }: { material: Material | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={material !== null}
      title={material ? t('material.review.outsideTitle', { name: material.name }) : ''}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {material && <LinkForm material={material} onClose={onClose} />}
    </Modal>
  );
}

import { SCHEDULE_LEAD_MINUTES } from '@herald/contract';
import { App, DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserZone, instantOfPicker, pickerValueOf } from '../../../lib/zone.js';
import { ZoneSelect } from '../components/ZoneSelect.js';
import { useReschedule } from '../model/useReschedule.js';

interface Values {
  at: Dayjs;
  zone: string;
}

/** Moves a scheduled post to a date-time read as the wall clock of the chosen zone (its own by default). */
export function RescheduleModal({
  open,
  post,
  onClose,
}: {
  open: boolean;
  post: { id: number; scheduled_at: string | null; time_zone: string | null };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reschedule = useReschedule();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const zone = post.time_zone ?? browserZone();

  const finish = async (values: Values) => {
    setBusy(true);
    try {
      const moved = await reschedule(
        { id: post.id, scheduled_at: instantOfPicker(values.at, values.zone), time_zone: values.zone },
        (issues) => {
          if (issues.length > 0) form.setFields([{ name: 'at', errors: issues }]);
        },
      );
      if (moved) {
        void message.success(t('content.reschedule.done'));
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('content.reschedule.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => void finish(values)}
        initialValues={{ at: post.scheduled_at ? pickerValueOf(post.scheduled_at, zone) : undefined, zone }}
        preserve={false}
      >
        <Form.Item
          name="at"
          label={t('content.reschedule.time')}
          extra={t('content.reschedule.lead', { minutes: SCHEDULE_LEAD_MINUTES })}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
            aria-label={t('content.reschedule.time')}
          />
        </Form.Item>
        <Form.Item name="zone" label={t('content.reschedule.zone')} rules={[{ required: true }]}>
          <ZoneSelect ariaLabel={t('content.reschedule.zone')} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Col, DatePicker, Form, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../components/fields.js';
import { NamedRangePicker } from '../../../components/NamedRangePicker.js';
import { browserZone, formatInZone, instantOfPicker, knownZones } from '../../../lib/zone.js';
import { deadlineProblem, type TaskFormValues } from '../model/task-form.js';

const PICKED = 'YYYY-MM-DD HH:mm';

/** The viewer's clock at a time picked in `zone`, when it reads differently; else nothing to say. */
function yourTime(value: Dayjs | null | undefined, zone: string | undefined): string | null {
  const viewer = browserZone();
  if (!value || !zone || zone === viewer) return null;
  const instant = instantOfPicker(value, zone);
  const theirs = formatInZone(instant, viewer);
  return formatInZone(instant, zone) === theirs ? null : theirs;
}

/**
 * The task's zone, deadline and post period. The pickers show and take clocks of the chosen zone;
 * the deadline is checked as the server checks it (after now, not before the period starts).
 */
export function ScheduleFields() {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const form = Form.useFormInstance<TaskFormValues>();
  const zone = Form.useWatch('time_zone', form);
  const viewerTime = yourTime(Form.useWatch('deadline', form), zone);
  const zones = useMemo(
    () => knownZones().map((name) => ({ value: name, label: name.replaceAll('_', ' ') })),
    [],
  );
  const deadlineRule: Rule = {
    validator: (_rule, value: Dayjs | null) => {
      const problem = deadlineProblem({
        deadline: value,
        period: form.getFieldValue('period') ?? null,
        time_zone: form.getFieldValue('time_zone'),
      });
      if (problem === 'past') return Promise.reject(new Error(t('assign.form.deadlinePast')));
      if (problem === 'before_start') return Promise.reject(new Error(t('assign.form.deadlineBeforeStart')));
      return Promise.resolve();
    },
  };
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item
          name="time_zone"
          label={t('assign.fields.timeZone')}
          extra={t('assign.form.zoneHelp')}
          rules={[rules.required]}
        >
          <Select<string>
            showSearch={{ optionFilterProp: 'label' }}
            options={zones}
            aria-label={t('assign.fields.timeZone')}
            data-testid="task-zone"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="period" label={t('assign.fields.postPeriod')} rules={[rules.required]}>
          <NamedRangePicker
            label={t('assign.fields.postPeriod')}
            showTime={{ format: 'HH:mm' }}
            format={PICKED}
            style={{ width: '100%' }}
            placeholder={[t('assign.fields.periodStart'), t('assign.fields.periodEnd')]}
            data-testid="task-period"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="deadline"
          label={t('assign.fields.deadline')}
          rules={[rules.required, deadlineRule]}
          dependencies={['period', 'time_zone']}
          extra={viewerTime ? t('assign.form.yourTime', { time: viewerTime }) : undefined}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={PICKED}
            style={{ width: '100%' }}
            aria-label={t('assign.fields.deadline')}
            data-testid="task-deadline"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

import { SCHEDULE_LEAD_MINUTES } from '@herald/contract';
import { Col, DatePicker, Form, Radio, Row, Select, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pollReach } from '../../../lib/post-values/reach.js';
import {
  inBrowserZone,
  instantOf,
  suggestedWallClock,
  timeZones,
  WALL_CLOCK,
} from '../../../lib/post-values/schedule.js';
import { issueProps } from '../components/issue-help.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { issuesOn, issuesUnder } from '../model/issues.js';

function ScheduleFields({ form }: { form: ComposeForm }) {
  const { t } = useTranslation();
  const { values } = form;
  const zones = useMemo(
    () => timeZones(values.time_zone).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    [values.time_zone],
  );
  const instant = instantOf(values.scheduled_local, values.time_zone);
  const local = inBrowserZone(instant, values.time_zone);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          label={t('compose.publish.at')}
          required
          extra={
            local
              ? t('compose.publish.yourTime', { time: local })
              : t('compose.publish.leadHint', { minutes: SCHEDULE_LEAD_MINUTES })
          }
          {...issueProps(issuesUnder(form.issues, 'publish.scheduled_at'))}
        >
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format="YYYY-MM-DD HH:mm"
            value={values.scheduled_local ? dayjs(values.scheduled_local, WALL_CLOCK) : null}
            onChange={(date) => form.set({ scheduled_local: date ? date.format(WALL_CLOCK) : null })}
            disabledDate={(date) => date.isBefore(dayjs().subtract(1, 'day'), 'day')}
            style={{ width: '100%' }}
            aria-label={t('compose.publish.at')}
            data-testid="compose-scheduled-at"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={t('compose.publish.zone')}
          {...issueProps(issuesUnder(form.issues, 'publish.time_zone'))}
        >
          <Select<string>
            showSearch={{ optionFilterProp: 'label' }}
            value={values.time_zone}
            options={zones}
            onChange={(zone) => form.set({ time_zone: zone })}
            aria-label={t('compose.publish.zone')}
            data-testid="compose-time-zone"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * When the post goes out: now, or at a time in a chosen zone (the browser's by default), at least
 * 30 minutes ahead. A Threads poll runs 24 hours from publishing, so it cannot be scheduled.
 */
export function PublishSection({ form }: { form: ComposeForm }) {
  const { t } = useTranslation();
  const { values } = form;
  const threadsPoll = values.poll !== null && pollReach(form.networks).fixedHours !== null;
  const schedule = (
    <Radio.Button value="schedule" disabled={threadsPoll && values.timing !== 'schedule'}>
      {t('compose.publish.schedule')}
    </Radio.Button>
  );
  return (
    <>
      <Form.Item
        label={t('compose.publish.timing')}
        extra={threadsPoll ? t('compose.publish.threadsPoll') : undefined}
        {...issueProps(issuesOn(form.issues, 'publish.timing'))}
      >
        <Radio.Group
          value={values.timing}
          onChange={(event) => {
            const timing = event.target.value === 'schedule' ? 'schedule' : 'immediate';
            form.set((current) => ({
              timing,
              scheduled_local:
                timing === 'schedule' && !current.scheduled_local
                  ? suggestedWallClock(current.time_zone)
                  : current.scheduled_local,
            }));
          }}
          data-testid="compose-timing"
        >
          <Radio.Button value="immediate">{t('compose.publish.immediate')}</Radio.Button>
          {threadsPoll ? <Tooltip title={t('compose.publish.threadsPoll')}>{schedule}</Tooltip> : schedule}
        </Radio.Group>
      </Form.Item>
      {values.timing === 'schedule' && <ScheduleFields form={form} />}
      {values.review_level !== null && (
        <Form.Item
          label={t('compose.publish.timeout')}
          extra={t('compose.publish.timeoutHint')}
          {...issueProps(issuesOn(form.issues, 'timeout_action'))}
        >
          <Radio.Group
            value={values.timeout_action}
            onChange={(event) =>
              form.set({ timeout_action: event.target.value === 'revoke' ? 'revoke' : 'hold_on' })
            }
            options={[
              { value: 'hold_on', label: t('compose.publish.holdOn') },
              { value: 'revoke', label: t('compose.publish.revoke') },
            ]}
          />
        </Form.Item>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {issuesUnder(form.issues, 'publish').length === 0 && values.timing === 'immediate'
          ? t(
              values.review_level === null
                ? 'compose.publish.immediateHint'
                : 'compose.publish.afterApprovalHint',
            )
          : null}
      </Typography.Text>
    </>
  );
}

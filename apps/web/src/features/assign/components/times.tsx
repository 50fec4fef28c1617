import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScheduleTime } from '../../../components/post/ScheduleTime.js';
import { formatInZone } from '../../../lib/zone.js';

/** A task's deadline as it was set, in the task's zone (named), and the viewer's clock when it differs. */
export function Deadline({ at, zone }: { at: string; zone: string }) {
  return (
    <span data-testid="deadline">
      <ScheduleTime at={at} zone={zone} />
    </span>
  );
}

/** A task's post period in the task's zone. */
export function PostPeriod({ period, zone }: { period: { start: string; end: string }; zone: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text data-testid="post-period">
      {t('assign.period', {
        start: formatInZone(period.start, zone),
        end: formatInZone(period.end, zone),
        zone,
      })}
    </Typography.Text>
  );
}

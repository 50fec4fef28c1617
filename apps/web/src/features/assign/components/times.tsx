import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScheduleTime } from '../../../components/post/ScheduleTime.js';
import { browserZone, formatInZone, sameClock } from '../../../lib/zone.js';

/**
 * A task's deadline as it was set, in the task's zone (named), and the viewer's clock when it
 * differs. `compact` (tables) puts the zone on a line of its own under the time.
 */
export function Deadline({ at, zone, compact = false }: { at: string; zone: string; compact?: boolean }) {
  const { t } = useTranslation();
  if (!compact)
    return (
      <span data-testid="deadline">
        <ScheduleTime at={at} zone={zone} />
      </span>
    );
  const viewer = browserZone();
  return (
    <Flex vertical data-testid="deadline" style={{ whiteSpace: 'nowrap' }}>
      <span>{formatInZone(at, zone)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {zone}
      </Typography.Text>
      {!sameClock(at, zone, viewer) && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('content.time.yours', { time: formatInZone(at, viewer) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * A task's post period in the task's zone. `compact` (tables, beside the deadline that names the
 * zone) puts start and end on two lines and leaves the zone out.
 */
export function PostPeriod({
  period,
  zone,
  compact = false,
}: {
  period: { start: string; end: string };
  zone: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (compact)
    return (
      <Typography.Text data-testid="post-period" style={{ whiteSpace: 'nowrap' }}>
        {formatInZone(period.start, zone)} –
        <br />
        {formatInZone(period.end, zone)}
      </Typography.Text>
    );
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

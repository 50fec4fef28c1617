import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { browserZone, formatInZone, sameClock } from '../../lib/zone.js';

/**
 * A scheduled instant as its author set it (in the post's own zone) and, when the viewer's clock reads
 * differently, as the viewer's clock reads it.
 */
export function ScheduleTime({ at, zone }: { at: string; zone: string | null }) {
  const { t } = useTranslation();
  const viewer = browserZone();
  const own = zone ?? viewer;
  return (
    <Flex vertical>
      <span>{t('content.time.inZone', { time: formatInZone(at, own), zone: own })}</span>
      {!sameClock(at, own, viewer) && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('content.time.yours', { time: formatInZone(at, viewer) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

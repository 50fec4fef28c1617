import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type Grouping, groupings } from '../model/rows.js';
import { type Day, quarterOf, type Zoom, zoomLevels, zooms } from '../model/zoom.js';

/** The range's name as the toolbar shows it: its month, its quarter or its year. */
export function useSpanTitle(anchor: Day, zoom: Zoom): string {
  const { t } = useTranslation();
  const year = dayjs(anchor).year();
  switch (zoomLevels[zoom].span) {
    case 'month':
      return dayjs(anchor).format(t('assignGantt.formats.month'));
    case 'quarter':
      return t('assignGantt.span.quarter', { year, quarter: quarterOf(anchor) });
    case 'year':
      return t('assignGantt.span.year', { year });
    default:
      return zoomLevels[zoom].span satisfies never;
  }
}

/** Earlier / today / later, the range's name, the zoom and the grouping. */
export function GanttToolbar({
  anchor,
  zoom,
  grouping,
  onShift,
  onToday,
  onZoom,
  onGrouping,
}: {
  anchor: Day;
  zoom: Zoom;
  grouping: Grouping;
  onShift: (direction: -1 | 1) => void;
  onToday: () => void;
  onZoom: (zoom: Zoom) => void;
  onGrouping: (grouping: Grouping) => void;
}) {
  const { t } = useTranslation();
  const title = useSpanTitle(anchor, zoom);
  return (
    <Flex wrap gap="small" align="center" justify="space-between">
      <Flex gap="small" align="center">
        <Space.Compact>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('assignGantt.nav.prev')}
            onClick={() => onShift(-1)}
          />
          <Button onClick={onToday}>{t('assignGantt.nav.today')}</Button>
          <Button
            icon={<RightOutlined />}
            aria-label={t('assignGantt.nav.next')}
            onClick={() => onShift(1)}
          />
        </Space.Compact>
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="gantt-span" aria-live="polite">
          {title}
        </Typography.Title>
      </Flex>
      <Flex wrap gap="small" align="center">
        <Segmented<Zoom>
          aria-label={t('assignGantt.zoom.label')}
          value={zoom}
          onChange={onZoom}
          options={zooms.map((value) => ({ value, label: t(`assignGantt.zoom.${value}`) }))}
        />
        <Flex gap={6} align="center">
          <Typography.Text type="secondary">{t('assignGantt.groupBy')}</Typography.Text>
          <Segmented<Grouping>
            aria-label={t('assignGantt.groupBy')}
            value={grouping}
            onChange={onGrouping}
            options={groupings.map((value) => ({ value, label: t(`assignGantt.groupings.${value}`) }))}
          />
        </Flex>
      </Flex>
    </Flex>
  );
}

import { apiPaths } from '@herald/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Flex, Segmented, Spin, Typography } from 'antd';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../../api/hooks.js';
import { PageHeader } from '../../../components/paged.js';
import { EmptyState, QueryError } from '../../../components/states.js';
import { usePhone } from '../../../components/viewport.js';
import { useHolds } from '../../../lib/abilities.js';
import { useRouteLink } from '../../../lib/links.js';
import { browserZone } from '../../../lib/zone.js';
import type { ScreenProps } from '../../../screens/types.js';
import { GanttChart, type Pane } from './chart/GanttChart.js';
import { GanttFilters } from './components/GanttFilters.js';
import { GanttToolbar } from './components/GanttToolbar.js';
import { Legend } from './components/Legend.js';
import { useGanttDrop } from './hooks/useGanttDrop.js';
import { useGanttView } from './hooks/useGanttView.js';
import { useNow } from './hooks/useNow.js';
import { useWidth } from './hooks/useWidth.js';
import { chartRows } from './model/rows.js';
import { rangeOf, shiftAnchor, todayIn } from './model/zoom.js';

/**
 * assign.task.gantt, the task calendar: tasks on a timeline grouped by label or by receiver, each post
 * period a bar and each deadline a diamond, coloured by state (with words), over a month, a quarter or a
 * year on the viewer's clock. Managers drag bars to change dates; a click opens the task.
 */
export default function GanttPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const navigate = useNavigate();
  const link = useRouteLink();
  const canMove = useHolds('assign_manage');
  const { view, set } = useGanttView();
  const [zone] = useState(browserZone);
  const now = useNow();
  const anchor = view.date ?? todayIn(zone, now);
  const range = useMemo(() => rangeOf(anchor, view.zoom, zone), [anchor, view.zoom, zone]);

  const input = {
    range: { start: range.start.toISOString(), end: range.end.toISOString() },
    ...(view.label_ids.length > 0 ? { label_ids: view.label_ids } : {}),
    ...(view.receiver_ids.length > 0 ? { receiver_ids: view.receiver_ids } : {}),
  };
  const query = useApiQuery(apiPaths.assignTask.gantt, input, { placeholderData: keepPreviousData });
  const noLabel = t('assignGantt.noLabel');
  const rows = useMemo(
    () => (query.data ? chartRows(query.data, view.grouping, { noLabel }) : null),
    [query.data, view.grouping, noLabel],
  );
  const drop = useGanttDrop();

  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  // A narrow chart shows one pane at a time; the screen offers the names or the timeline.
  const [onePane, setOnePane] = useState(false);
  const [pane, setPane] = useState<Pane>('chart');
  const hrefOf = useCallback(
    (taskId: number) => link('assign.task.detail', { query: { id: String(taskId) } }),
    [link],
  );
  const open = useCallback((taskId: number) => void navigate(hrefOf(taskId)), [navigate, hrefOf]);
  const filtered = view.label_ids.length > 0 || view.receiver_ids.length > 0;

  let body: ReactNode;
  if (query.isError && !query.data) {
    body = (
      <QueryError error={query.error} what={t('assignGantt.what')} onRetry={() => void query.refetch()} />
    );
  } else if (!rows) {
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    );
  } else if (rows.rows.length === 0) {
    body = <EmptyState description={t(filtered ? 'assignGantt.emptyFiltered' : 'assignGantt.empty')} />;
  } else {
    body = (
      <Spin spinning={query.isFetching}>
        <GanttChart
          rows={rows}
          range={range}
          zoom={view.zoom}
          zone={zone}
          canMove={canMove}
          pane={pane}
          onCompact={setOnePane}
          width={width}
          height={phone ? 'max(360px, calc(100vh - 320px))' : 'max(420px, calc(100vh - 300px))'}
          now={now}
          hrefOf={hrefOf}
          onOpen={open}
          onDrop={drop}
        />
      </Spin>
    );
  }

  return (
    <>
      <PageHeader title={t('shell.pages.assign.task.gantt')}>
        <Typography.Text type="secondary">{t('assignGantt.zone', { zone })}</Typography.Text>
      </PageHeader>
      <Flex vertical gap="middle">
        <GanttToolbar
          anchor={anchor}
          zoom={view.zoom}
          grouping={view.grouping}
          onShift={(direction) => set({ date: shiftAnchor(anchor, view.zoom, direction) })}
          onToday={() => set({ date: null })}
          onZoom={(zoom) => set({ zoom })}
          onGrouping={(grouping) => set({ grouping })}
        />
        <GanttFilters
          labelIds={view.label_ids}
          receiverIds={view.receiver_ids}
          onChange={(patch) => set(patch)}
          block={phone}
        />
        <Legend byReceiver={view.grouping === 'receiver'} />
        <Flex wrap gap="small" align="center" justify="space-between">
          <Typography.Text type="secondary">
            {canMove ? t('assignGantt.dragHint') : t('assignGantt.readOnly')}
          </Typography.Text>
          {onePane && (
            <Segmented<Pane>
              value={pane}
              onChange={setPane}
              options={[
                { value: 'chart', label: t('assignGantt.phone.chart') },
                { value: 'grid', label: t('assignGantt.phone.names') },
              ]}
            />
          )}
        </Flex>
        {query.isError && query.data && (
          <QueryError error={query.error} what={t('assignGantt.what')} onRetry={() => void query.refetch()} />
        )}
        <div ref={box}>{body}</div>
      </Flex>
    </>
  );
}

import { Locale } from '@svar-ui/react-core';
import { Gantt, type IApi, type IColumnConfig, Willow } from '@svar-ui/react-gantt';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n/index.js';
import type { ChartRows } from '../model/rows.js';
import {
  type ChartRange,
  cellCount,
  cellWidthFor,
  nowFraction,
  scrollTarget,
  type Zoom,
  zoomLevels,
} from '../model/zoom.js';
import { repairGridAria } from './aria.js';
import { BarContent } from './BarContent.js';
import { BarStyles } from './BarStyles.js';
import { NameCell, NameStateCell, StateCell } from './cells.js';
import { ChartContext, type ChartContextValue } from './context.js';
import { svarWords } from './locale.js';
import { chartScales, holdsNow } from './scales.js';
import { type Pane, usePanes } from './usePanes.js';
import { type ChartDrop, wireChart } from './wire.js';
import '@svar-ui/react-grid/style.css';
import '@svar-ui/react-gantt/style.css';
import './gantt.css';

export type { Pane } from './usePanes.js';

/** The grid's width beside the timeline. */
const GRID_WIDTH = 360;
const ROW_HEIGHT = 34;

export interface GanttChartProps {
  rows: ChartRows;
  range: ChartRange;
  zoom: Zoom;
  /** The viewer's zone: the axis's. */
  zone: string;
  canMove: boolean;
  pane: Pane;
  /** Told whether the chart is narrow (one pane at a time: SVAR's compact mode, at 650 px and less). */
  onCompact: (compact: boolean) => void;
  /** The chart's width in pixels (0 while unknown). */
  width: number;
  height: CSSProperties['height'];
  now: Date;
  hrefOf: (taskId: number) => string;
  onOpen: (taskId: number) => void;
  onDrop: (drop: ChartDrop) => Promise<boolean>;
}

/**
 * SVAR React Gantt (decision 0018) drawing the rows over the range, in the console's language and week,
 * with the bars, cells and tooltips of this screen, a line at this moment, and the wiring that keeps it
 * a view: only drops reach the server (wire.ts), and a refused one is drawn back from the data.
 */
export function GanttChart(props: GanttChartProps) {
  const { rows, range, zoom, zone, canMove, pane, width, height, now, hrefOf } = props;
  const { t } = useTranslation();
  const language = currentLanguage();
  const level = zoomLevels[zoom];

  // A drop the server refused is undone by handing the gantt its rows again (it re-reads them whole).
  const [revision, setRevision] = useState(0);
  const tasks = useMemo(() => {
    void revision;
    return rows.rows.map((row) => ({ ...row }));
  }, [rows, revision]);

  const latest = useRef(props);
  latest.current = props;
  const apiRef = useRef<IApi | null>(null);
  const panes = usePanes(pane, props.onCompact);
  const { displayMode } = panes;
  const attachPanes = panes.attach;

  const init = useCallback(
    (api: IApi) => {
      apiRef.current = api;
      attachPanes(api);
      wireChart(api, {
        rowInfo: (id) => latest.current.rows.info.get(id),
        canMove: () => latest.current.canMove,
        lengthUnit: () => zoomLevels[latest.current.zoom].lengthUnit,
        open: (rowId) => {
          const task = latest.current.rows.info.get(rowId)?.task;
          if (task) latest.current.onOpen(task.task_id);
        },
        drop: (drop) => latest.current.onDrop(drop),
        redraw: () => setRevision((value) => value + 1),
      });
    },
    [attachPanes],
  );

  const scales = useMemo(
    () => chartScales(zoom, t('assignGantt.formats', { returnObjects: true }), zone, now),
    [zoom, t, zone, now],
  );
  const highlightTime = useCallback(
    (date: Date, unit: 'day' | 'hour') =>
      unit === 'day' && holdsNow('day', date, now, zone) ? 'herald-gantt-today-column' : '',
    [now, zone],
  );
  const columns = useMemo<IColumnConfig[]>(() => {
    const header = t('assignGantt.columns.name');
    if (displayMode !== 'all') return [{ id: 'text', header, flexgrow: 1, cell: NameStateCell }];
    return [
      { id: 'text', header, flexgrow: 1, cell: NameCell },
      { id: 'state', header: t('assignGantt.columns.state'), width: 124, cell: StateCell },
    ];
  }, [displayMode, t]);
  const words = useMemo(() => svarWords(language), [language]);

  const room = displayMode === 'all' ? width - GRID_WIDTH : width;
  const cellWidth = cellWidthFor(range, zoom, room);
  const nowAt = nowFraction(range, now);
  const nowStyle = {
    '--herald-now-display': nowAt === null ? 'none' : 'block',
    '--herald-now-x': `${Math.round((nowAt ?? 0) * cellCount(range, zoom) * cellWidth)}px`,
    height,
  } as CSSProperties;

  // A new range opens on today when it holds today (a little before it), else on its start.
  useEffect(() => {
    void apiRef.current?.exec('scroll-chart', { date: scrollTarget(range, zoom, latest.current.now) });
  }, [range, zoom]);

  const context = useMemo<ChartContextValue>(
    () => ({ info: rows.info, zone, canMove, hrefOf }),
    [rows.info, zone, canMove, hrefOf],
  );

  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => (frame.current ? repairGridAria(frame.current) : undefined), []);

  return (
    <ChartContext.Provider value={context}>
      <div ref={frame} className="herald-gantt" style={nowStyle} data-testid="gantt-chart">
        <BarStyles />
        <Locale words={words}>
          <Willow fonts={false}>
            <Gantt
              init={init}
              tasks={tasks}
              scales={scales}
              start={range.start}
              end={range.end}
              autoScale={false}
              lengthUnit={level.lengthUnit}
              durationUnit="hour"
              cellWidth={cellWidth}
              cellHeight={ROW_HEIGHT}
              scaleHeight={30}
              columns={columns}
              gridWidth={displayMode === 'all' ? GRID_WIDTH : undefined}
              readonly={!canMove}
              taskTemplate={BarContent}
              highlightTime={highlightTime}
            />
          </Willow>
        </Locale>
      </div>
    </ChartContext.Provider>
  );
}

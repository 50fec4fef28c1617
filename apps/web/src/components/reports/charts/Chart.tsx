import { Typography, theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartInstance, loadChartEngine } from './engine.js';
import { type ChartSpec, type ChartTheme, chartOption } from './option.js';

/** Series colours with AA contrast against the console's white background. */
const palette = ['#3b5bdb', '#0b7285', '#d9480f', '#2b8a3e', '#9c36b5', '#c92a2a'];

function useChartTheme(): ChartTheme {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      text: token.colorText,
      secondary: token.colorTextSecondary,
      border: token.colorBorderSecondary,
      background: token.colorBgElevated,
      fontFamily: token.fontFamily,
      palette: [token.colorPrimary, ...palette.slice(1)],
      muted: token.colorTextTertiary,
    }),
    [token],
  );
}

/**
 * A report chart (line or bar), drawn by ECharts once it has loaded, redrawn when its figures or the
 * language change and resized with its box. Screen readers get its name and a summary in words.
 */
export function Chart({
  spec,
  label,
  summary,
  height = 280,
}: {
  spec: ChartSpec;
  label: string;
  summary: string;
  height?: number;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const [failed, setFailed] = useState(false);
  const colours = useChartTheme();
  const option = useMemo(() => chartOption(spec, colours), [spec, colours]);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let gone = false;
    const observer = new ResizeObserver(() => chart.current?.resize());
    loadChartEngine().then(
      (engine) => {
        if (gone) return;
        chart.current = engine.init(element, null, { renderer: 'svg' });
        chart.current.setOption(latest.current, true);
        observer.observe(element);
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return (
    <figure style={{ margin: 0 }} aria-label={label} data-testid="report-chart">
      {failed ? (
        <Typography.Text type="secondary">{t('reports.chart.loadFailed')}</Typography.Text>
      ) : (
        <div ref={box} style={{ width: '100%', height }} aria-hidden />
      )}
      <figcaption className="herald-visually-hidden" data-testid="chart-summary">
        {summary}
      </figcaption>
    </figure>
  );
}

import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import type { MetricChange, MetricValue } from '@herald/contract';
import { Flex, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.js';
import { changeTone, formatChangePercent, formatPercent, formatStored, showMetric } from './model/display.js';

/** The change against the compared range: an arrow, the percentage to 2 decimals, coloured by meaning. */
export function ChangeMark({
  metricKey,
  change,
  compare,
}: {
  metricKey: string;
  change: MetricChange;
  compare: string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const locale = currentLanguage();
  const tone = changeTone(metricKey, change);
  const color =
    tone === 'good'
      ? token.colorSuccessText
      : tone === 'bad'
        ? token.colorErrorText
        : token.colorTextSecondary;
  const percent = change.percent === null ? null : formatChangePercent(change.percent, locale);
  const size = change.percent === null ? null : formatPercent(Math.abs(change.percent), locale);
  const Icon =
    change.direction === 'up'
      ? ArrowUpOutlined
      : change.direction === 'down'
        ? ArrowDownOutlined
        : MinusOutlined;
  const said =
    change.direction === 'same'
      ? t('reports.change.same', { compare })
      : size === null
        ? t('reports.change.fromZero')
        : t(`reports.change.${change.direction}`, { percent: size, compare });
  return (
    <Tooltip title={said}>
      <span
        style={{ color, whiteSpace: 'nowrap', fontSize: token.fontSizeSM }}
        data-testid="metric-change"
        data-direction={change.direction}
      >
        <span aria-hidden>
          <Icon /> {percent ?? '—'}
        </span>
        <span className="herald-visually-hidden">{said}</span>
      </span>
    </Tooltip>
  );
}

/**
 * One metric as reports show it (SPEC §5): the figure in its unit, the change against the compared
 * range, or the mark of why there is none (N/A, a dash, a question mark) with the reason in a tooltip.
 */
export function MetricCell({
  metricKey,
  metric,
  large,
}: {
  metricKey: string;
  metric: MetricValue | undefined;
  /** Summary cards show the figure large. */
  large?: boolean;
}) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const shown = showMetric(metric, locale);
  if (shown.kind === 'absent') {
    const why = t(`reports.absent.${shown.why}`);
    return (
      <Tooltip title={why}>
        <Typography.Text
          type="secondary"
          data-testid="metric-absent"
          data-why={shown.why}
          style={large ? { display: 'block', fontSize: 24, fontWeight: 600, lineHeight: 1.3 } : undefined}
        >
          <span aria-hidden>{shown.mark}</span>
          <span className="herald-visually-hidden">{why}</span>
        </Typography.Text>
      </Tooltip>
    );
  }
  const extra: ReactNode[] = [];
  if (metric && metric.compare_value !== null) {
    extra.push(
      t('reports.change.compared', { value: formatStored(metric.type, metric.compare_value, locale) }),
    );
  }
  if (metric && metric.highest_value !== null) {
    extra.push(
      t('reports.change.highest', { value: formatStored(metric.type, metric.highest_value, locale) }),
    );
  }
  const figure = (
    <span
      data-testid="metric-figure"
      style={
        large ? { fontSize: 24, fontWeight: 600, lineHeight: 1.3 } : { fontVariantNumeric: 'tabular-nums' }
      }
    >
      {shown.text}
    </span>
  );
  return (
    <Flex vertical={large} gap={large ? 2 : 6} align={large ? 'flex-start' : 'baseline'} wrap>
      {extra.length > 0 ? <Tooltip title={extra.join(' · ')}>{figure}</Tooltip> : figure}
      {shown.change && metric && metric.compare_value !== null && (
        <ChangeMark
          metricKey={metricKey}
          change={shown.change}
          compare={formatStored(metric.type, metric.compare_value, locale)}
        />
      )}
    </Flex>
  );
}

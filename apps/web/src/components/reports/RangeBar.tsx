import { REPORT_MAX_DAYS, type ReportCompare, type ReportRange } from '@herald/contract';
import { Alert, Flex, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NamedRangePicker } from '../NamedRangePicker.js';
import type { ReportScopeState } from './hooks/useReportScope.js';
import {
  comparedRange,
  fromPicker,
  pickerDay,
  presetOf,
  presetRange,
  type RangePreset,
  rangeDays,
  rangePresets,
  today,
} from './model/range.js';

type PresetChoice = RangePreset | 'custom';
type CompareMode = ReportCompare['mode'];

function RangeInput({
  value,
  onChange,
  label,
}: {
  value: ReportRange;
  onChange: (range: ReportRange) => void;
  label: string;
}) {
  const last = today().format('YYYY-MM-DD');
  return (
    <NamedRangePicker
      label={label}
      allowClear={false}
      value={[pickerDay(value.start), pickerDay(value.end)]}
      disabledDate={(day: Dayjs) => fromPicker(day) > last}
      onChange={(days) => {
        const [start, end] = days ?? [];
        if (start && end) onChange({ start: fromPicker(start), end: fromPicker(end) });
      }}
      style={{ maxWidth: '100%' }}
    />
  );
}

/**
 * The range (presets of 7, 28 and 90 days, this and last month, or custom up to REPORT_MAX_DAYS) and
 * what it is compared with (nothing, the previous period, or a chosen range of the same length). A
 * range that cannot be read is refused here with the reason, before anything is asked of the server.
 */
export function RangeBar({ scope }: { scope: ReportScopeState }) {
  const { t } = useTranslation();
  const { values, set, problem } = scope;
  const preset = presetOf(values.range);
  const choice: PresetChoice = preset ?? 'custom';
  const compared = problem ? null : comparedRange(values.range, values.compare);
  const days = rangeDays(values.range);
  const setMode = (mode: CompareMode) => {
    if (mode === 'custom') {
      const start = compared?.start ?? values.range.start;
      const end = compared?.end ?? values.range.end;
      set({ compare: { mode, start, end } });
    } else set({ compare: { mode } });
  };
  const other = values.compare.mode === 'custom' ? rangeDays(values.compare) : days;
  const problemText = problem
    ? t(`reports.range.problems.${problem.problem}`, { max: REPORT_MAX_DAYS, days, other })
    : null;
  return (
    <Flex vertical gap="small" data-testid="range-bar">
      <Flex wrap gap="small" align="center">
        <Select<PresetChoice>
          aria-label={t('reports.range.preset')}
          value={choice}
          style={{ width: 150 }}
          onChange={(next) => {
            if (next !== 'custom') set({ range: presetRange(next) });
          }}
          options={[
            ...rangePresets.map((value) => ({ value, label: t(`reports.range.presets.${value}`) })),
            { value: 'custom', label: t('reports.range.custom') },
          ]}
        />
        <RangeInput
          label={t('reports.range.label')}
          value={values.range}
          onChange={(range) => set({ range })}
        />
        <Typography.Text type="secondary">
          {t('reports.range.days', { count: Math.max(days, 0) })}
        </Typography.Text>
        <Select<CompareMode>
          aria-label={t('reports.compare.label')}
          value={values.compare.mode}
          style={{ width: 160 }}
          onChange={setMode}
          options={(['none', 'previous', 'custom'] as const).map((value) => ({
            value,
            label: t(`reports.compare.${value}`),
          }))}
        />
        {values.compare.mode === 'custom' && (
          <RangeInput
            label={t('reports.compare.pick')}
            value={values.compare}
            onChange={(range) => set({ compare: { mode: 'custom', ...range } })}
          />
        )}
        {compared && values.compare.mode === 'previous' && (
          <Typography.Text type="secondary" data-testid="compared-range">
            {t('reports.compare.showing', compared)}
          </Typography.Text>
        )}
      </Flex>
      {problemText && <Alert type="error" showIcon title={problemText} data-testid="range-problem" />}
    </Flex>
  );
}

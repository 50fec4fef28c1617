import { DatePicker, Flex, Segmented, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type ListenPreset, listenPresets, type RangeChoice } from '../model/range.js';

/** What every tab read over a range is given: its topic, the range and how to change it. */
export interface RangeTabProps {
  topicId: number;
  range: RangeChoice;
  onRange: (range: RangeChoice) => void;
}

/** The range presets (24 h to 90 days, or days picked by hand) and, where it applies, the compare toggle. */
export function RangeControls({
  choice,
  onChoice,
  compare,
  onCompare,
}: {
  choice: RangeChoice;
  onChoice: (choice: RangeChoice) => void;
  compare?: boolean;
  onCompare?: (compare: boolean) => void;
}) {
  const { t } = useTranslation();
  const today = dayjs();
  return (
    <Flex wrap gap="small" align="center" data-testid="range-controls">
      <Segmented<ListenPreset | 'custom'>
        aria-label={t('listen.topic.range.label')}
        value={choice.preset}
        options={[...listenPresets, 'custom' as const].map((value) => ({
          value,
          label: t(`listen.topic.range.${value}`),
        }))}
        onChange={(preset) =>
          onChoice(
            preset === 'custom'
              ? {
                  preset,
                  start: today.subtract(6, 'day').format('YYYY-MM-DD'),
                  end: today.format('YYYY-MM-DD'),
                }
              : { preset },
          )
        }
      />
      {choice.preset === 'custom' && (
        <DatePicker.RangePicker
          allowClear={false}
          value={[dayjs(choice.start), dayjs(choice.end)]}
          disabledDate={(day) => day.isAfter(today, 'day') || day.isBefore(today.subtract(1, 'year'), 'day')}
          onChange={(days) => {
            const [start, end] = days ?? [];
            if (start && end)
              onChoice({
                preset: 'custom',
                start: start.format('YYYY-MM-DD'),
                end: end.format('YYYY-MM-DD'),
              });
          }}
          aria-label={t('listen.topic.range.custom')}
        />
      )}
      {onCompare && (
        <Flex component="label" gap={6} align="center">
          <Switch
            size="small"
            checked={compare}
            onChange={onCompare}
            aria-label={t('listen.topic.range.compare')}
          />
          <Typography.Text>{t('listen.topic.range.compare')}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}

import { DatePicker } from 'antd';
import { type ComponentProps, type ComponentRef, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type PickerRef = ComponentRef<typeof DatePicker.RangePicker>;
type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;

/**
 * antd's range picker hands one aria-label to both of its inputs, so a screen reader hears the same
 * name twice. This one names each input after the range ("Post period: start", "Post period: end").
 */
export function NamedRangePicker({ label, ...props }: RangePickerProps & { label: string }) {
  const { t } = useTranslation();
  const ref = useRef<PickerRef>(null);
  const start = t('common.rangeStart', { range: label });
  const end = t('common.rangeEnd', { range: label });
  useEffect(() => {
    const inputs = ref.current?.nativeElement?.querySelectorAll('input') ?? [];
    inputs[0]?.setAttribute('aria-label', start);
    inputs[1]?.setAttribute('aria-label', end);
  });
  return <DatePicker.RangePicker {...props} ref={ref} />;
}

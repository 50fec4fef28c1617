import { Select } from 'antd';
import { useMemo } from 'react';
import { knownZones } from '../../../lib/zone.js';

/** A searchable picker of named time zones (IANA names, as the server stores them). */
export function ZoneSelect({
  value,
  onChange,
  ariaLabel,
  style,
}: {
  value?: string;
  onChange?: (zone: string) => void;
  ariaLabel: string;
  style?: React.CSSProperties;
}) {
  const options = useMemo(() => knownZones().map((zone) => ({ value: zone, label: zone })), []);
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={ariaLabel}
      value={value}
      onChange={onChange}
      options={options}
      style={style ?? { width: 240, maxWidth: '100%' }}
      data-testid="zone-select"
    />
  );
}

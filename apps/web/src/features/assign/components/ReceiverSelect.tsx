import type { Task } from '@herald/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLookupSelect } from '../../../components/lookup-select.js';
import { useReceivers } from '../hooks/lookups.js';

type Member = Task['receivers'][number];

/**
 * Picks members who may receive tasks (assign/task/receivers), searchable by name or e-mail.
 * `exclude` leaves out those who already have the task; `known` are members already chosen, named
 * even when they can no longer receive tasks (so a saved task never shows a bare id).
 */
export function ReceiverSelect({
  value,
  onChange,
  ariaLabel,
  exclude = [],
  id,
  style,
  disabled,
  known = [],
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  ariaLabel: string;
  exclude?: readonly number[];
  id?: string;
  style?: React.CSSProperties;
  disabled?: boolean;
  known?: readonly Member[];
}) {
  const { t } = useTranslation();
  const query = useReceivers();
  const listed = query.data ?? [];
  const missing = known.filter((member) => !listed.some((other) => other.user_id === member.user_id));
  const members = [...listed, ...missing].filter((member) => !exclude.includes(member.user_id));
  const select = useLookupSelect(
    { ...query, data: query.data ? members : undefined },
    (member) => ({
      value: member.user_id,
      label: member.name ? `${member.name} <${member.email}>` : member.email,
    }),
    t('assign.form.noReceivers'),
  );
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      {...select}
      value={value}
      onChange={(ids) => onChange?.(ids)}
      aria-label={ariaLabel}
      placeholder={ariaLabel}
      disabled={disabled}
      maxTagCount="responsive"
      style={style ?? { width: '100%' }}
    />
  );
}

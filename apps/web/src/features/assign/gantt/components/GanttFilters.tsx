import { apiPaths } from '@herald/contract';
import { Button, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../../api/hooks.js';
import { useLookupSelect } from '../../../../components/lookup-select.js';
import { multiFilter } from '../../../../components/post/FilterFields.js';
import { labelOptions } from '../model/labels.js';

/** The label and receiver filters (kept in the URL by the page), and a way to clear both. */
export function GanttFilters({
  labelIds,
  receiverIds,
  onChange,
  block,
}: {
  labelIds: number[];
  receiverIds: number[];
  onChange: (patch: { label_ids?: number[]; receiver_ids?: number[] }) => void;
  block: boolean;
}) {
  const { t } = useTranslation();
  const labels = useApiQuery(apiPaths.assignLabel.list, {}, { staleTime: 60_000 });
  const receivers = useApiQuery(apiPaths.assignTask.receivers, {}, { staleTime: 60_000 });
  const labelSelect = useLookupSelect(
    { ...labels, data: labels.data ? labelOptions(labels.data) : undefined },
    (option) => option,
  );
  const receiverSelect = useLookupSelect(receivers, (member) => ({
    value: member.user_id,
    label: member.name || member.email,
  }));
  return (
    <Flex wrap gap="small" align="center">
      <Select<number[]>
        {...multiFilter(t('assignGantt.filters.labels'), 240, block)}
        value={labelIds}
        onChange={(label_ids) => onChange({ label_ids })}
        {...labelSelect}
      />
      <Select<number[]>
        {...multiFilter(t('assignGantt.filters.receivers'), 240, block)}
        value={receiverIds}
        onChange={(receiver_ids) => onChange({ receiver_ids })}
        {...receiverSelect}
      />
      {(labelIds.length > 0 || receiverIds.length > 0) && (
        <Button type="link" onClick={() => onChange({ label_ids: [], receiver_ids: [] })}>
          {t('assignGantt.filters.clear')}
        </Button>
      )}
    </Flex>
  );
}

import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Checkbox, Flex, Input, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../components/viewport.js';
import { LabelTreeSelect } from '../components/labels.js';
import { ReceiverSelect } from '../components/ReceiverSelect.js';
import type { useTaskFilters } from '../hooks/useTaskFilters.js';
import { listedTaskStatuses } from '../model/task-filters.js';

type Filters = ReturnType<typeof useTaskFilters>;

/**
 * The task list's search and filters (status, label, receiver, urgent, overdue). On phones the
 * filters fold under one button so the list starts on the first screen.
 */
export function TaskFilters({ filters, canManage }: { filters: Filters; canManage: boolean }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const { values, set } = filters;
  const block = phone ? { width: '100%' } : undefined;
  const fields: ReactNode = (
    <>
      <Select
        mode="multiple"
        allowClear
        aria-label={t('assign.taskList.filters.status')}
        placeholder={t('assign.taskList.filters.status')}
        value={values.status}
        onChange={(status) => set({ status })}
        options={listedTaskStatuses.map((status) => ({
          value: status,
          label: t(`assign.taskStatus.${status}`),
        }))}
        style={block ?? { minWidth: 160 }}
      />
      <div style={block ?? { minWidth: 180 }}>
        <LabelTreeSelect
          multiple
          ariaLabel={t('assign.taskList.filters.label')}
          placeholder={t('assign.taskList.filters.label')}
          value={values.label_ids}
          onChange={(label_ids) => set({ label_ids })}
        />
      </div>
      {canManage && (
        <ReceiverSelect
          ariaLabel={t('assign.taskList.filters.receiver')}
          value={values.receiver_ids}
          onChange={(receiver_ids) => set({ receiver_ids })}
          style={block ?? { minWidth: 200 }}
        />
      )}
      <Checkbox checked={values.urgent} onChange={(event) => set({ urgent: event.target.checked })}>
        {t('assign.taskList.filters.urgent')}
      </Checkbox>
      <Checkbox checked={values.overdue} onChange={(event) => set({ overdue: event.target.checked })}>
        {t('assign.taskList.filters.overdue')}
      </Checkbox>
      {filters.filtered && (
        <Button type="link" onClick={filters.clear}>
          {t('assign.taskList.filters.clear')}
        </Button>
      )}
    </>
  );
  return (
    <Flex vertical gap="small">
      <Flex wrap gap="small" align="center">
        <Input.Search
          key={values.keyword}
          allowClear
          defaultValue={values.keyword}
          placeholder={t('assign.taskList.search')}
          aria-label={t('assign.taskList.search')}
          onSearch={(keyword) => set({ keyword: keyword.trim() })}
          style={{ width: 260, maxWidth: '100%', flex: phone ? 1 : undefined }}
        />
        {phone ? (
          <Badge count={filters.count} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setOpen((value) => !value)} aria-expanded={open}>
              {t('assign.taskList.filters.more')}
            </Button>
          </Badge>
        ) : (
          fields
        )}
      </Flex>
      {phone && open && (
        <Flex vertical gap="small" data-testid="task-filter-stack">
          {fields}
        </Flex>
      )}
    </Flex>
  );
}

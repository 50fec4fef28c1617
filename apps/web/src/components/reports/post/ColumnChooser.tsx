import { SettingOutlined } from '@ant-design/icons';
import type { MetricLookup } from '@herald/contract';
import { Button, Checkbox, Divider, Flex, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { groupLabel, metricLabel } from '../model/labels.js';
import type { PostTableState } from './usePostTable.js';

/** Picks the metric columns of a post table, group by group of the catalogue (report/post/metrics). */
export function ColumnChooser({ catalogue, table }: { catalogue: MetricLookup; table: PostTableState }) {
  const { t } = useTranslation();
  const chosen = new Set(table.columns);
  const toggle = (key: string, on: boolean) =>
    table.setColumns(on ? [...table.columns, key] : table.columns.filter((other) => other !== key));
  const content = (
    <Flex
      vertical
      style={{ width: 420, maxWidth: '86vw', maxHeight: 420, overflow: 'auto' }}
      data-testid="column-chooser"
    >
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">
          {t('reports.post.columnsCount', { count: table.columns.length, max: table.known.length })}
        </Typography.Text>
        <Button size="small" type="link" onClick={table.resetColumns}>
          {t('reports.post.columnsDefault')}
        </Button>
      </Flex>
      {catalogue.groups.map((group) => (
        <div key={group.group_key}>
          <Divider titlePlacement="start" plain style={{ margin: '8px 0' }}>
            {groupLabel(t, group.group_key)}
          </Divider>
          <Flex wrap gap="small">
            {group.metrics_list.map((item) => (
              <Checkbox
                key={item.key}
                checked={chosen.has(item.key)}
                onChange={(event) => toggle(item.key, event.target.checked)}
                style={{ minWidth: 180 }}
              >
                {metricLabel(t, item.key)}
              </Checkbox>
            ))}
          </Flex>
        </div>
      ))}
    </Flex>
  );
  return (
    <Popover title={t('reports.post.columnsTitle')} content={content} trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />} data-testid="columns-button">
        {t('reports.post.columns')}
      </Button>
    </Popover>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import type { ExportFormat, ResourceKey } from '@herald/contract';
import { Button, Dropdown, Flex, Progress, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.js';
import { useHolds } from '../../lib/abilities.js';
import { type ExportPlan, useExport } from './hooks/useExport.js';
import { formatCount } from './model/display.js';

const formats: readonly ExportFormat[] = ['csv', 'xlsx'];

/** One file a report offers to export (the completion report offers one per table). */
export interface ExportChoice {
  key: string;
  label: string;
  plan: ExportPlan | null;
}

/**
 * Export to CSV or Excel; without the permission the export needs (the advanced report permission for
 * the reports, assign_base for the assign reports) it is shown disabled, saying why. A report offering
 * several files lists each with its formats.
 */
export function ExportButton({
  plan,
  access = 'report_advance',
  choices,
}: {
  plan?: ExportPlan | null;
  access?: ResourceKey;
  choices?: readonly ExportChoice[];
}) {
  const { t } = useTranslation();
  const allowed = useHolds(access);
  const { run, busy, job, rows } = useExport();
  const progressText = t('reports.export.progress', { rows: formatCount(rows, currentLanguage()) });
  const formatItems = (prefix: string) =>
    formats.map((format) => ({ key: `${prefix}${format}`, label: t(`reports.export.${format}`) }));
  const offered: readonly ExportChoice[] = choices ?? [{ key: '', label: '', plan: plan ?? null }];
  const button = (
    <Dropdown
      disabled={!allowed || busy}
      trigger={['click']}
      menu={{
        items: choices
          ? choices.map((choice) => ({
              key: choice.key,
              label: choice.label,
              children: formatItems(`${choice.key}:`),
            }))
          : formatItems(''),
        onClick: ({ key }) => {
          const at = key.lastIndexOf(':');
          const choice = offered.find((one) => one.key === (at < 0 ? '' : key.slice(0, at)));
          const format = formats.find((one) => one === key.slice(at + 1));
          if (choice && format) void run(choice.plan, format);
        },
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy} disabled={!allowed} data-testid="export-button">
        {t('reports.export.button')}
      </Button>
    </Dropdown>
  );
  return (
    <Flex gap="small" align="center" wrap>
      {allowed ? button : <Tooltip title={t('reports.export.needsAdvance')}>{button}</Tooltip>}
      {job && (
        <Flex vertical style={{ minWidth: 180 }} data-testid="export-progress">
          <Progress percent={job.progress} size="small" aria-label={progressText} />
          <span style={{ fontSize: 12 }}>{progressText}</span>
        </Flex>
      )}
    </Flex>
  );
}

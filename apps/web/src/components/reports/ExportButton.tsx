import { DownloadOutlined } from '@ant-design/icons';
import type { ExportFormat } from '@herald/contract';
import { Button, Dropdown, Flex, Progress, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.js';
import { useHolds } from '../../lib/abilities.js';
import { type ExportPlan, useExport } from './hooks/useExport.js';
import { formatCount } from './model/display.js';

const formats: readonly ExportFormat[] = ['csv', 'xlsx'];

/** Export to CSV or Excel; without the advanced report permission it is shown disabled, saying why. */
export function ExportButton({ plan }: { plan: ExportPlan | null }) {
  const { t } = useTranslation();
  const allowed = useHolds('report_advance');
  const { run, busy, job } = useExport(plan);
  const progressText = t('reports.export.progress', {
    rows: formatCount(plan?.total ?? 0, currentLanguage()),
  });
  const button = (
    <Dropdown
      disabled={!allowed || busy}
      trigger={['click']}
      menu={{
        items: formats.map((format) => ({ key: format, label: t(`reports.export.${format}`) })),
        onClick: ({ key }) => {
          const format = formats.find((one) => one === key);
          if (format) void run(format);
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

import { FileImageOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { apiPaths, type PathOutput } from '@herald/contract';
import { Avatar, Flex, Select, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiQuery } from '../../../api/hooks.js';
import { multiFilter } from '../../../components/post/FilterFields.js';
import { GroupScreen } from '../../../components/reports/GroupScreen.js';
import { groupExportPlan } from '../../../components/reports/hooks/useExport.js';
import { useGroupInput } from '../../../components/reports/hooks/useGroupInput.js';
import { catalogueMetrics, useMetricCatalog } from '../../../components/reports/hooks/useMetricCatalog.js';
import { useReportQuery } from '../../../components/reports/hooks/useReportQuery.js';
import { useReportScope } from '../../../components/reports/hooks/useReportScope.js';
import { NeedsAdvance } from '../../../components/reports/ReportFrame.js';
import { useHolds } from '../../../lib/abilities.js';
import { useRouteLink } from '../../../lib/links.js';

type CreativeRow = PathOutput<typeof apiPaths.report.creativeReports>['list'][number];
type Kind = CreativeRow['kind'];

/** The catalogue's creative metrics but `posts`, which the table shows as its own column. */
const fallbackKeys = [
  'views',
  'reach',
  'engagements',
  'engagement_rate_reach',
  'likes',
  'comments',
  'shares',
];

/**
 * A creative's name: its material's for a library file (a link to it for those who use the library),
 * else the file's.
 */
function CreativeName({ row }: { row: CreativeRow }) {
  const { t } = useTranslation();
  const link = useRouteLink();
  const usesLibrary = useHolds('material_base');
  const name = (
    <Typography.Text ellipsis style={{ maxWidth: 220 }}>
      {row.name}
    </Typography.Text>
  );
  if (row.material_id === null || !usesLibrary) return name;
  return (
    <Link
      to={link('material.library', { query: { id: String(row.material_id) } })}
      aria-label={t('reports.creative.openMaterial', { name: row.name })}
    >
      {name}
    </Link>
  );
}

function CreativeReport() {
  const { t } = useTranslation();
  const scope = useReportScope();
  const catalogue = useMetricCatalog('creative');
  const keys = useMemo(
    () =>
      catalogue.data
        ? catalogueMetrics(catalogue.data)
            .map((item) => item.key)
            .filter((key) => key !== 'posts')
        : fallbackKeys,
    [catalogue.data],
  );
  const group = useGroupInput(scope.input, keys);
  const options = useApiQuery(
    apiPaths.report.creativeOptions,
    { range: scope.values.range },
    { enabled: scope.input !== null, staleTime: 60_000 },
  );
  const [kinds, setKinds] = useState<Kind[]>([]);
  const report = useReportQuery(apiPaths.report.creativeReports, group.input);
  // Media kinds narrow the rows on screen; the server answers every kind of the scope.
  const rows = (report.data?.list ?? []).filter((row) => kinds.length === 0 || kinds.includes(row.kind));
  return (
    <GroupScreen<CreativeRow>
      title={t('reports.titles.creative')}
      scope={scope}
      group={group}
      query={report}
      data={report.data}
      rows={rows}
      keys={keys}
      plan={groupExportPlan('creative', group.input, report.data?.list.length ?? 0)}
      offer={{ contentTypes: true, tags: true }}
      extraFilters={
        <Select<Kind[]>
          {...multiFilter(t('reports.filters.kinds'), 160)}
          value={kinds}
          onChange={setKinds}
          loading={options.isLoading}
          options={(options.data?.kinds ?? []).map((kind) => ({
            value: kind,
            label: t(`reports.creative.kinds.${kind}`),
          }))}
        />
      }
      table={{
        rowKey: (row) => row.media_id,
        what: t('reports.creative.media'),
        nameOf: (row) => row.name,
        testId: 'creative-table',
        nameColumn: {
          key: 'media',
          title: t('reports.creative.media'),
          render: (_, row) => (
            <Flex gap="small" align="center">
              <Avatar
                shape="square"
                size={48}
                src={row.thumbnail_url ?? undefined}
                alt={row.name}
                icon={row.kind === 'video' ? <VideoCameraOutlined /> : <FileImageOutlined />}
              />
              <Flex vertical gap={2}>
                <CreativeName row={row} />
                <Flex gap={4}>
                  <Tag style={{ marginInlineEnd: 0, width: 'fit-content' }}>
                    {t(`reports.creative.kinds.${row.kind}`)}
                  </Tag>
                  {row.material_id !== null && (
                    <Tag color="blue" style={{ marginInlineEnd: 0, width: 'fit-content' }}>
                      {t('reports.creative.material')}
                    </Tag>
                  )}
                </Flex>
              </Flex>
            </Flex>
          ),
        },
      }}
    />
  );
}

/** The creative report (/report/creative): per image or video, the posts that used it and their figures. */
export default function CreativeReportPage() {
  return (
    <NeedsAdvance>
      <CreativeReport />
    </NeedsAdvance>
  );
}

import { apiPaths, type ExportFormat, type ReportPost } from '@herald/contract';
import { Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../../api/hooks.js';
import { download } from '../../../api/transport.js';
import { ExportButton } from '../../../components/reports/ExportButton.js';
import { useMetricCatalog } from '../../../components/reports/hooks/useMetricCatalog.js';
import { useReportQuery } from '../../../components/reports/hooks/useReportQuery.js';
import { type ScopeValues, useReportScope } from '../../../components/reports/hooks/useReportScope.js';
import { idsFromQuery, rangeFromQuery } from '../../../components/reports/model/range.js';
import { ColumnChooser } from '../../../components/reports/post/ColumnChooser.js';
import { PostReportView } from '../../../components/reports/post/PostReportView.js';
import { PostTable } from '../../../components/reports/post/PostTable.js';
import { usePostInput, usePostTable } from '../../../components/reports/post/usePostTable.js';
import { ReportBody, ReportFrame } from '../../../components/reports/ReportFrame.js';
import { FullPageSpinner, QueryError } from '../../../components/states.js';
import type { ScreenProps } from '../../../screens/types.js';
import { MainPostTable } from '../post/MainPostTable.js';
import { PostDrawer } from '../post/PostDrawer.js';

/** The route's mode: posts, composed posts (mainpost), or the posts of a tag or a hashtag. */
type Mode = 'post' | 'mainpost' | 'tag' | 'hashtag';
/** The post report's own filters come from the scope alone. */
const noExtra = {};

const modeOf = (value: string | undefined): Mode =>
  value === 'mainpost' || value === 'tag' || value === 'hashtag' ? value : 'post';

/**
 * What the route's query narrows the scope to: ?tag_id= on tag posts, ?hashtag= on hashtag posts, and
 * ?start=&end= when opened from a group report over its range.
 */
function scopeFromQuery(mode: Mode, query: URLSearchParams): Partial<ScopeValues> {
  const scope = rangeFromQuery(query);
  const [tagId] = idsFromQuery(query, 'tag_id');
  if (mode === 'tag' && tagId !== undefined) return { ...scope, tag_ids: [tagId] };
  const hashtag = query.get('hashtag')?.trim().replace(/^#/, '').toLowerCase();
  if (mode === 'hashtag' && hashtag) return { ...scope, hashtags: [hashtag] };
  return scope;
}

function useTitle(mode: Mode, tagIds: number[], hashtags: string[]): string {
  const { t } = useTranslation();
  const tags = useApiQuery(
    apiPaths.tag.all,
    {},
    { staleTime: Number.POSITIVE_INFINITY, enabled: mode === 'tag' },
  );
  if (mode === 'tag') {
    const name = tagIds.length === 1 ? tags.data?.find((tag) => tag.id === tagIds[0])?.name : undefined;
    return name ? t('reports.titles.tagPost', { name }) : t('reports.titles.tagPostAll');
  }
  if (mode === 'hashtag') {
    return hashtags.length === 1
      ? t('reports.titles.hashtagPost', { name: hashtags[0] ?? '' })
      : t('reports.titles.hashtagPostAll');
  }
  return t(`reports.titles.${mode}`);
}

/**
 * The post report (/report/post, /report/main_post, /report/tag/post, /report/hashtag/post): posts of
 * the range with chosen metric columns, filters, server-side sort by any metric, paging, and a drawer
 * with each post's metric history.
 */
export default function PostReportPage({ params }: ScreenProps) {
  const mode = modeOf(params.mode);
  const [query] = useSearchParams();
  const scope = useReportScope(scopeFromQuery(mode, query));
  const catalogue = useMetricCatalog('post');
  const table = usePostTable(catalogue.data, 'post');
  const [opened, setOpened] = useState<ReportPost | null>(null);
  const title = useTitle(mode, scope.values.tag_ids, scope.values.hashtags);
  const { input, exportInput } = usePostInput(scope.input, table, noExtra);
  const posts = useReportQuery(apiPaths.report.postReports, mode === 'mainpost' ? null : input);
  const mains = useReportQuery(apiPaths.report.mainPostReports, mode === 'mainpost' ? input : null);
  const report = mode === 'mainpost' ? mains : posts;
  const direct = (format: ExportFormat) =>
    exportInput
      ? download(mode === 'mainpost' ? apiPaths.report.mainPostExport : apiPaths.report.postExport, {
          ...exportInput,
          format,
        })
      : Promise.resolve('');

  if (catalogue.isError)
    return <QueryError error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  if (!catalogue.data) return <FullPageSpinner />;
  return (
    <ReportFrame
      title={title}
      scope={scope}
      offer={{ contentTypes: true, tags: true, authors: true, hashtags: true, keyword: true }}
      actions={
        <Flex gap="small" wrap>
          <ColumnChooser catalogue={catalogue.data} table={table} />
          <ExportButton
            plan={
              exportInput && {
                total: report.data?.total ?? 0,
                direct,
                job: (format) =>
                  mode === 'mainpost'
                    ? { report: 'main_post', input: { ...exportInput, format } }
                    : { report: 'post', input: { ...exportInput, format } },
              }
            }
          />
        </Flex>
      }
    >
      <ReportBody query={report} enabled={input !== null} empty={report.data?.total === 0}>
        <PostReportView keys={table.columns} summary={report.data?.summary}>
          {mode === 'mainpost'
            ? mains.data && (
                <MainPostTable data={mains.data} table={table} loading={mains.isFetching} open={setOpened} />
              )
            : posts.data && (
                <PostTable data={posts.data} table={table} loading={posts.isFetching} open={setOpened} />
              )}
        </PostReportView>
      </ReportBody>
      <PostDrawer post={opened} catalogue={catalogue.data} onClose={() => setOpened(null)} />
    </ReportFrame>
  );
}

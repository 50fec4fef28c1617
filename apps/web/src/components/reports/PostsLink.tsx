import type { ReportRange } from '@herald/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLink } from '../../lib/links.js';

/** Opens the posts screen of one group (a tag's, a hashtag's or a label's posts) over the same range. */
export function PostsLink({
  route,
  query,
  range,
}: {
  route: 'report.tag.post' | 'report.hashtag.post' | 'assign.report.label.post';
  query: Record<string, string>;
  range: ReportRange;
}) {
  const { t } = useTranslation();
  const link = useRouteLink();
  return (
    <Link to={link(route, { query: { ...query, start: range.start, end: range.end } })}>
      {t('reports.groups.viewPosts')}
    </Link>
  );
}
